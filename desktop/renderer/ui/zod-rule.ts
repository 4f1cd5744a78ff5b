import { type FormInstance, type FormRule } from 'antd';
import { type z } from 'zod';
import { fieldErrorMap, fieldMessage } from '@shared/contracts/field-messages';

/**
 * The first message zod gives for a value, or null when the value passes. `field` (the form field's
 * name) names it in messages the contract does not word itself: "Title must be at most 255 characters".
 */
export function zodMessage(schema: z.ZodType, value: unknown, field?: string): string | null {
  const name = field?.split('.').pop();
  // antd hands an untouched field over as undefined; the contract's message is about an empty one.
  const result = schema.safeParse(value ?? '', {
    error: (issue) => fieldMessage(name ? { ...issue, path: [name, ...(issue.path ?? [])] } : issue),
  });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * An antd form rule backed by a schema from shared/contracts: one rule, one message, on both sides
 * (ARCHITECTURE: Validation). antd shows the message under the field as the clerk types.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (rule, value: unknown) => {
      // antd passes the field's name on the rule at run time; its RuleObject type leaves it out.
      const { field } = rule as { field?: string };
      const message = zodMessage(schema, value, field);
      if (message !== null) throw new Error(message);
    },
  };
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

/** Puts the API's `fields` (field → message) under the matching inputs; returns whether any matched. */
export function showServerFieldErrors(form: FormInstance, fields: Readonly<Record<string, string>>): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const matching = Object.entries(fields).filter(([name]) => known.has(name));
  form.setFields(matching.map(([name, message]) => ({ name, errors: [message] })));
  return matching.length > 0;
}

/**
 * Whether a contract field refuses an empty value (nothing, null, '' and an empty list): such a
 * field is marked required on its form, so the mark and the server's rule cannot disagree.
 */
export function isRequiredBy(schema: z.ZodType): boolean {
  return [undefined, null, '', []].every((empty) => !schema.safeParse(empty).success);
}

/** A Form.Item's rule and required mark, both read from the contract field. */
export function contractRules(schema: z.ZodType): { rules: FormRule[]; required: boolean } {
  return { rules: [zodRule(schema)], required: isRequiredBy(schema) };
}
