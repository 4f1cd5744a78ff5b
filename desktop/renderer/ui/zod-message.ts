import { type z } from 'zod';
import { fieldErrorMap, fieldMessage } from '@shared/contracts/field-messages';

/*
 * A contract's messages for a form, with no form library: the antd forms (zod-rule.ts) and the light
 * kit's useForm (light/use-form.ts) both read them from here, so both say what the API says.
 */

/**
 * The first message zod gives for a value, or null when the value passes. `field` (the form field's
 * name) names it in messages the contract does not word itself: "Title must be at most 255 characters".
 */
export function zodMessage(schema: z.ZodType, value: unknown, field?: string): string | null {
  const name = field?.split('.').pop();
  // A form hands an untouched field over as undefined; the contract's message is about an empty one.
  const result = schema.safeParse(value ?? '', {
    error: (issue) => fieldMessage(name ? { ...issue, path: [name, ...(issue.path ?? [])] } : issue),
  });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Field name → first message, for a whole form checked against a request schema. */
export function zodFieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values, { error: fieldErrorMap });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Whether a contract field refuses an empty value (nothing, null, '' and an empty list): such a
 * field is marked required on its form, so the mark and the server's rule cannot disagree.
 */
export function isRequiredBy(schema: z.ZodType): boolean {
  return [undefined, null, '', []].every((empty) => !schema.safeParse(empty).success);
}
