import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type z } from 'zod';
import {
  blurField,
  changeField,
  initialFormState,
  setFieldValue,
  submitForm,
  withServerErrors,
  type FormState,
} from './form-state';

/** What `form.field(name)` spreads onto a kit input (TextInput, Select, Checkbox, NumberInput…). */
export interface FieldProps<T = unknown> {
  id: string;
  name: string;
  value: T;
  /** Takes the input's change event, or the value itself (Checkbox, Select, NumberInput, OtpInput). */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  status?: 'error';
}

/** The id Field gives its error line, so the input can point at it (aria-describedby). */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

function valueOf(eventOrValue: unknown): unknown {
  if (typeof eventOrValue !== 'object' || eventOrValue === null || !('target' in eventOrValue)) {
    return eventOrValue;
  }
  const target = (eventOrValue as { target: HTMLInputElement }).target;
  return target.type === 'checkbox' ? target.checked : target.value;
}

/**
 * A form checked by a zod schema from shared/contracts (the API's own rules and messages), antd's
 * Form without antd: errors on leaving an edited field and on submit, the first invalid field
 * focused on submit, the server's field errors under their fields.
 */
export function useForm<S extends z.ZodType, V extends Record<string, unknown>>({
  schema,
  initialValues,
}: {
  schema: S;
  initialValues: V;
}) {
  const formId = useId();
  const [state, setState] = useState<FormState<V>>(() => initialFormState(initialValues));
  // The handlers read the latest state, so a field's props can be made once per render cheaply.
  const latest = useRef(state);
  latest.current = state;
  const initial = useRef(initialValues);

  const update = useCallback((next: (current: FormState<V>) => FormState<V>) => {
    setState((current) => {
      const result = next(current);
      latest.current = result;
      return result;
    });
  }, []);

  const idOf = useCallback((name: string) => `${formId}-${name}`, [formId]);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) =>
      update((current) => setFieldValue(current, name, value)),
    [update],
  );

  const field = <K extends keyof V & string>(name: K): FieldProps<V[K]> => {
    const error = state.errors[name];
    return {
      id: idOf(name),
      name,
      value: state.values[name],
      onChange: (eventOrValue) =>
        update((current) => changeField(schema, current, name, valueOf(eventOrValue))),
      onBlur: () => update((current) => blurField(schema, current, name)),
      'aria-invalid': error !== undefined,
      ...(error !== undefined && { 'aria-describedby': errorIdOf(idOf(name)), status: 'error' as const }),
    };
  };

  // A field asked to take focus while it cannot (its form disabled while sent) takes it once it can.
  const focusRequest = useRef<string | null>(null);
  const focusNow = useCallback(() => {
    const element = focusRequest.current === null ? null : document.getElementById(focusRequest.current);
    if (!element || element.matches(':disabled')) return;
    element.focus();
    focusRequest.current = null;
  }, []);
  useEffect(focusNow);
  const focus = useCallback(
    (name: keyof V & string) => {
      focusRequest.current = idOf(name);
      focusNow();
    },
    [idOf, focusNow],
  );

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      const result = submitForm(schema, latest.current);
      update(() => result.state);
      if (result.valid) onValid(result.valid.data as z.output<S>);
      else if (result.firstInvalid) focus(result.firstInvalid);
    },
    [schema, update, focus],
  );

  const setErrors = useCallback(
    (fields: Readonly<Record<string, string>>): boolean => {
      const { state: next, matched } = withServerErrors(latest.current, fields);
      update(() => next);
      return matched;
    },
    [update],
  );

  const reset = useCallback(
    (values: V = initial.current) => update(() => initialFormState(values)),
    [update],
  );

  return {
    values: state.values,
    errors: state.errors,
    field,
    error: (name: keyof V & string): string | undefined => state.errors[name],
    /** Checked and passing (antd's hasFeedback tick). */
    isValid: (name: keyof V & string): boolean => state.touched.has(name) && state.errors[name] === undefined,
    /** The id of a field's input, for Field's htmlFor. */
    idOf,
    setValue,
    setErrors,
    handleSubmit,
    reset,
    focus,
  };
}

export type FormApi<V extends Record<string, unknown>> = ReturnType<typeof useForm<z.ZodType, V>>;
