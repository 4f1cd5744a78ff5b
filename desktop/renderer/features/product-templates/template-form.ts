import {
  type ProductTemplate,
  productTemplateRequest,
  type ProductTemplateRequest,
} from '@shared/contracts/product-templates';
import { zodFieldErrors } from '../../ui/zod-message';

/** The template form as typed: option values are one comma-separated text per option (spec 001 §5). */
export interface TemplateFormValues {
  title?: string;
  brand?: string;
  category?: string;
  gender?: string | null;
  /** Grams. */
  weight?: number | null;
  option1?: string;
  option1Values?: string;
  option2?: string | null;
  option2Values?: string;
  option3?: string | null;
  option3Values?: string;
}

export type TemplateField = keyof TemplateFormValues;

/**
 * 'US 9, 9.5 ,10' → ['US 9', '9.5', '10']: comma-separated, each value trimmed, blanks dropped.
 * A line break also separates values, so a list typed one per line in the text area reads the same.
 */
export function parseTemplateValues(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,\r\n]+/)
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

/** The values back into the text area, as the clerk would type them. */
export function formatTemplateValues(values: readonly string[] | null | undefined): string {
  return (values ?? []).join(', ');
}

/** The request the form sends; option 2 and 3 values are null when empty (spec 001 §5). */
export function toTemplateRequest(values: TemplateFormValues): ProductTemplateRequest {
  const optional = (text: string | undefined) => {
    const list = parseTemplateValues(text);
    return list.length > 0 ? list : null;
  };
  return {
    title: values.title ?? '',
    brand: values.brand ?? '',
    category: values.category ?? '',
    gender: values.gender ?? null,
    weight: values.weight ?? null,
    option1: values.option1 ?? '',
    option1Values: parseTemplateValues(values.option1Values),
    option2: values.option2 ?? null,
    option2Values: optional(values.option2Values),
    option3: values.option3 ?? null,
    option3Values: optional(values.option3Values),
  };
}

/** The form's fields for an existing template (edit) or an empty one (add). */
export function toTemplateFormValues(template: ProductTemplate | null): TemplateFormValues {
  if (!template) return {};
  return {
    title: template.title,
    brand: template.brand,
    category: template.category,
    gender: template.gender,
    weight: template.weight,
    option1: template.option1,
    option1Values: formatTemplateValues(template.option1Values),
    option2: template.option2,
    option2Values: formatTemplateValues(template.option2Values),
    option3: template.option3,
    option3Values: formatTemplateValues(template.option3Values),
  };
}

/**
 * The message for one field, from the shared request schema checked against the whole form: the
 * same messages the API gives, including 'Option 2 has values, please enter title for option 2.'.
 */
export function templateFieldMessage(values: TemplateFormValues, field: TemplateField): string | null {
  return zodFieldErrors(productTemplateRequest, toTemplateRequest(values))[field] ?? null;
}
