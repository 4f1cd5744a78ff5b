import { type FormInstance, type FormRule } from 'antd';
import { type z } from 'zod';
import { isRequiredBy, zodMessage } from './zod-message';

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

/** Puts the API's `fields` (field → message) under the matching inputs; returns whether any matched. */
export function showServerFieldErrors(form: FormInstance, fields: Readonly<Record<string, string>>): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const matching = Object.entries(fields).filter(([name]) => known.has(name));
  form.setFields(matching.map(([name, message]) => ({ name, errors: [message] })));
  return matching.length > 0;
}

/** A Form.Item's rule and required mark, both read from the contract field. */
export function contractRules(schema: z.ZodType): { rules: FormRule[]; required: boolean } {
  return { rules: [zodRule(schema)], required: isRequiredBy(schema) };
}
