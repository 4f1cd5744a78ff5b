import { type z } from 'zod';
import { zodFieldErrors } from '../zod-message';

/**
 * useForm's rules as pure functions (use-form.ts holds the React side), like antd's Form: a field's
 * error appears when the clerk leaves it after typing, or on submit; from then on it follows the
 * typing. A server's error under a field stays until that field changes.
 */
export interface FormState<V extends Record<string, unknown>> {
  values: V;
  /** Fields whose errors show and follow the typing (left after an edit, or the form was submitted). */
  touched: ReadonlySet<keyof V & string>;
  /** Fields changed since the form started: leaving one of these touches it. */
  edited: ReadonlySet<keyof V & string>;
  errors: Partial<Record<keyof V & string, string>>;
}

export function initialFormState<V extends Record<string, unknown>>(values: V): FormState<V> {
  return { values, touched: new Set(), edited: new Set(), errors: {} };
}

/** Every field's first message from the schema (cross-field rules included), for these values. */
export function validate<V extends Record<string, unknown>>(
  schema: z.ZodType,
  values: V,
): Partial<Record<keyof V & string, string>> {
  return zodFieldErrors(schema, values) as Partial<Record<keyof V & string, string>>;
}

/** The errors shown: the schema's for touched fields, the others' as they were. */
function withTouchedErrors<V extends Record<string, unknown>>(
  schema: z.ZodType,
  state: FormState<V>,
  kept: Partial<Record<keyof V & string, string>>,
): Partial<Record<keyof V & string, string>> {
  const all = validate(schema, state.values);
  const errors = { ...kept };
  for (const name of state.touched) {
    if (all[name] === undefined) delete errors[name];
    else errors[name] = all[name];
  }
  return errors;
}

export function changeField<V extends Record<string, unknown>>(
  schema: z.ZodType,
  state: FormState<V>,
  name: keyof V & string,
  value: unknown,
): FormState<V> {
  const next: FormState<V> = {
    ...state,
    values: { ...state.values, [name]: value },
    edited: new Set([...state.edited, name]),
  };
  // Its own old error (a server's too) goes with the change; the touched fields follow the new values.
  const { [name]: _dropped, ...kept } = state.errors;
  return { ...next, errors: withTouchedErrors(schema, next, kept as FormState<V>['errors']) };
}

export function blurField<V extends Record<string, unknown>>(
  schema: z.ZodType,
  state: FormState<V>,
  name: keyof V & string,
): FormState<V> {
  if (!state.edited.has(name) || state.touched.has(name)) return state;
  const next = { ...state, touched: new Set([...state.touched, name]) };
  return { ...next, errors: withTouchedErrors(schema, next, state.errors) };
}

/** Submit: every field touched and checked. `valid`: the schema's output when nothing failed. */
export function submitForm<V extends Record<string, unknown>>(
  schema: z.ZodType,
  state: FormState<V>,
): { state: FormState<V>; valid: { data: unknown } | null; firstInvalid: (keyof V & string) | null } {
  const touched = new Set([...Object.keys(state.values), ...state.touched] as (keyof V & string)[]);
  const result = schema.safeParse(state.values);
  const errors: FormState<V>['errors'] = result.success ? {} : validate(schema, state.values);
  const order = [...touched];
  const firstInvalid = order.find((name) => errors[name] !== undefined) ?? null;
  return {
    state: { ...state, touched, errors },
    valid: result.success ? { data: result.data } : null,
    firstInvalid,
  };
}

/** Server errors (field → message) shown under the fields this form has; returns whether any matched. */
export function withServerErrors<V extends Record<string, unknown>>(
  state: FormState<V>,
  fields: Readonly<Record<string, string>>,
): { state: FormState<V>; matched: boolean } {
  const matching = Object.entries(fields).filter(([name]) => name in state.values);
  return {
    state: { ...state, errors: { ...state.errors, ...Object.fromEntries(matching) } },
    matched: matching.length > 0,
  };
}

/** A value the page sets (antd's setFieldValue): no check; the field starts afresh, its error gone. */
export function setFieldValue<V extends Record<string, unknown>>(
  state: FormState<V>,
  name: keyof V & string,
  value: unknown,
): FormState<V> {
  const { [name]: _dropped, ...errors } = state.errors;
  const touched = new Set(state.touched);
  touched.delete(name);
  const edited = new Set(state.edited);
  edited.delete(name);
  return {
    values: { ...state.values, [name]: value },
    touched,
    edited,
    errors: errors as FormState<V>['errors'],
  };
}
