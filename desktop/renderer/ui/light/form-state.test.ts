import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest } from '@shared/contracts/auth';
import { authMessages } from '@shared/messages';
import {
  blurField,
  changeField,
  initialFormState,
  setFieldValue,
  submitForm,
  withServerErrors,
} from './form-state';

const login = loginRequest.pick({ email: true, password: true });
const start = () => initialFormState({ email: '', password: '' });

const confirm = z
  .object({ password: z.string().min(8, 'Too short'), confirmPassword: z.string().min(1, 'Again, please') })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'They differ',
  });

describe('useForm rules (form-state)', () => {
  it('shows no error while typing a field for the first time, and the contract message on leaving it', () => {
    let state = changeField(login, start(), 'email', 'not-an-email');
    expect(state.errors).toEqual({});
    state = blurField(login, state, 'email');
    expect(state.errors).toEqual({ email: authMessages.emailInvalid });
  });

  it('does not complain about a field only passed through (left without typing)', () => {
    expect(blurField(login, start(), 'email').errors).toEqual({});
  });

  it('follows the typing once an error shows, and clears it when the value passes', () => {
    let state = blurField(login, changeField(login, start(), 'email', 'dana@'), 'email');
    expect(state.errors.email).toBe(authMessages.emailInvalid);
    state = changeField(login, state, 'email', 'dana@example.com');
    expect(state.errors.email).toBeUndefined();
  });

  it('submit shows every error, names the first invalid field and gives no data', () => {
    const result = submitForm(login, changeField(login, start(), 'password', 'secret'));
    expect(result.valid).toBeNull();
    expect(result.firstInvalid).toBe('email');
    expect(result.state.errors).toEqual({ email: authMessages.emailInvalid });
  });

  it('submit of valid values gives the parsed data (the contract trims and lowercases)', () => {
    let state = changeField(login, start(), 'email', ' Dana@Example.com ');
    state = changeField(login, state, 'password', 'secret');
    const result = submitForm(login, state);
    expect(result.valid?.data).toEqual({ email: 'dana@example.com', password: 'secret' });
    expect(result.state.errors).toEqual({});
  });

  it('a cross-field rule follows the other field, like antd dependencies', () => {
    let state = initialFormState({ password: '', confirmPassword: '' });
    state = changeField(confirm, state, 'password', 'long enough');
    state = blurField(
      confirm,
      changeField(confirm, state, 'confirmPassword', 'long enoug'),
      'confirmPassword',
    );
    expect(state.errors.confirmPassword).toBe('They differ');
    state = changeField(confirm, state, 'password', 'long enoug');
    expect(state.errors.confirmPassword).toBeUndefined();
  });

  it("keeps a server's error under its field until that field changes", () => {
    const { state, matched } = withServerErrors(start(), { email: 'Taken', handle: 'not on this form' });
    expect(matched).toBe(true);
    expect(state.errors).toEqual({ email: 'Taken' });
    expect(changeField(login, state, 'password', 'x').errors).toEqual({ email: 'Taken' });
    expect(changeField(login, state, 'email', 'dana@example.com').errors).toEqual({});
    expect(withServerErrors(start(), { handle: 'x' }).matched).toBe(false);
  });

  it("a value the page sets (antd's setFieldValue) is not checked and starts the field afresh", () => {
    let state = submitForm(login, start()).state;
    expect(state.errors.password).toBe(authMessages.passwordRequired);
    state = setFieldValue(changeField(login, state, 'password', 'wrong'), 'password', '');
    expect(state.values.password).toBe('');
    expect(state.errors.password).toBeUndefined();
    // Typing again follows the rules from the next blur, as on a fresh form.
    expect(changeField(login, state, 'password', '').errors.password).toBeUndefined();
  });
});
