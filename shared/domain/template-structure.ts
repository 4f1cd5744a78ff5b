/**
 * A product template's option structure (spec 001 §5 Product form): how many options it has (one,
 * two or three). A product may move only to a template with the same structure, because its
 * inventory variants are keyed by one value per option.
 */
export interface TemplateOptions {
  option2: string | null;
  option3: string | null;
}

export type OptionCount = 1 | 2 | 3;

/** Option 1 is always present; option 2 and option 3 count when they have a title. */
export function optionCount(template: TemplateOptions): OptionCount {
  if (hasTitle(template.option3)) return 3;
  if (hasTitle(template.option2)) return 2;
  return 1;
}

export function hasSameOptionStructure(a: TemplateOptions, b: TemplateOptions): boolean {
  return optionCount(a) === optionCount(b);
}

/** The templates a product using `current` may switch to (always including `current` itself). */
export function templatesMatching<T extends TemplateOptions>(
  templates: readonly T[],
  current: TemplateOptions,
): T[] {
  return templates.filter((template) => hasSameOptionStructure(template, current));
}

function hasTitle(title: string | null): boolean {
  return title !== null && title.trim() !== '';
}
