import { z } from 'zod';
import {
  GENDER_MAX_CHARS,
  OPTION_NAME_MAX_CHARS,
  OPTION_VALUE_MAX_CHARS,
  OPTION_VALUES_MAX,
  TEXT_MAX_CHARS,
  WEIGHT_MAX_GRAMS,
} from '../constants';
import { validation } from '../messages';
import { fieldLabel, whenMissing } from './field-messages';

const messages = validation.template;

/** A product template as the API shows it (spec 000 §3 Product template; weight in grams). */
export const productTemplate = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  gender: z.string().nullable(),
  weight: z.number().int().nullable(),
  option1: z.string(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  option1Values: z.array(z.string()),
  option2Values: z.array(z.string()).nullable(),
  option3Values: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductTemplate = z.infer<typeof productTemplate>;

export const productTemplateIdParams = z.object({ id: z.coerce.number().int().positive() });
export type ProductTemplateIdParams = z.infer<typeof productTemplateIdParams>;

/** GET /api/productTemplates */
export const productTemplatesResponse = z.object({ productTemplates: z.array(productTemplate) });
export type ProductTemplatesResponse = z.infer<typeof productTemplatesResponse>;

/** GET/POST /api/productTemplates, GET/PUT /api/productTemplates/{id} */
export const productTemplateResponse = z.object({ productTemplate });
export type ProductTemplateResponse = z.infer<typeof productTemplateResponse>;

/** `message` for a missing or empty value; a too long one is worded by field-messages.ts with the limit. */
const required = (message: string, max: number) =>
  z.string(whenMissing(message)).trim().min(1, message).max(max);
/** Blank or missing → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
/** Each value trimmed; blanks dropped (the renderer splits the comma-separated text into this list). */
const values = (field: string, message?: string) =>
  z
    .array(z.string().trim().max(OPTION_VALUE_MAX_CHARS), message ? whenMissing(message) : undefined)
    .max(OPTION_VALUES_MAX)
    .transform((list) => list.filter((value) => value.length > 0))
    .superRefine((list, context) => refuseRepeatedValues(field, list, context));

/**
 * A value listed twice ("10, 10", or "10" and " 10 ") is refused, naming it: the two would be one
 * variant the screens could not tell apart. Compared as stored (trimmed, case kept).
 */
export function repeatedValue(list: readonly string[]): { index: number; value: string } | null {
  const seen = new Set<string>();
  for (const [index, value] of list.entries()) {
    if (seen.has(value)) return { index, value };
    seen.add(value);
  }
  return null;
}

function refuseRepeatedValues(field: string, list: string[], context: z.RefinementCtx): void {
  const repeated = repeatedValue(list);
  if (repeated) {
    context.addIssue({
      code: 'custom',
      input: list,
      message: messages.valueRepeated(fieldLabel(field), repeated.value),
    });
  }
}
/** Empty or missing → null (spec 001 §5: option2Values and option3Values are null when empty). */
const optionalValues = (field: string) =>
  values(field)
    .nullish()
    .transform((list) => (list && list.length > 0 ? list : null));

/** The refinements also run on a half-valid request: read the values defensively. */
const hasValues = (list: unknown): boolean =>
  Array.isArray(list) && list.some((value) => typeof value === 'string' && value.trim().length > 0);

/**
 * POST /api/productTemplates and PUT /api/productTemplates/{id} (spec 001 §5 Template form):
 * Title, Category, Brand, Option 1 and its values are required; an option with values needs a title.
 */
export const productTemplateRequest = z
  .object({
    title: required(messages.titleRequired, TEXT_MAX_CHARS),
    brand: required(messages.brandRequired, TEXT_MAX_CHARS),
    category: required(messages.categoryRequired, TEXT_MAX_CHARS),
    gender: optionalText(GENDER_MAX_CHARS),
    /** Grams. */
    weight: z
      .number()
      .int()
      .min(0)
      .max(WEIGHT_MAX_GRAMS)
      .nullish()
      .transform((value) => value ?? null),
    option1: required(messages.option1Required, OPTION_NAME_MAX_CHARS),
    option2: optionalText(OPTION_NAME_MAX_CHARS),
    option3: optionalText(OPTION_NAME_MAX_CHARS),
    option1Values: values('option1Values', messages.option1ValuesRequired).refine((list) => list.length > 0, {
      error: messages.option1ValuesRequired,
    }),
    option2Values: optionalValues('option2Values'),
    option3Values: optionalValues('option3Values'),
  })
  .refine((request) => !hasValues(request.option2Values) || !!request.option2, {
    path: ['option2'],
    error: messages.option2TitleMissing,
    // Also while other fields are still wrong, so the form shows every message at once.
    when: () => true,
  })
  .refine((request) => !hasValues(request.option3Values) || !!request.option3, {
    path: ['option3'],
    error: messages.option3TitleMissing,
    when: () => true,
  });
export type ProductTemplateRequest = z.input<typeof productTemplateRequest>;
export type ProductTemplateFields = z.output<typeof productTemplateRequest>;
