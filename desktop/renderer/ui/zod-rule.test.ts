import { describe, expect, it } from 'vitest';
import { loginRequest, newPassword } from '@shared/contracts/auth';
import { createEmployeeRequest } from '@shared/contracts/employees';
import { storeSignupRequest } from '@shared/contracts/stores';
import { authMessages, validation } from '@shared/messages';
import { zodFieldErrors, zodMessage } from './zod-message';
import { zodRule } from './zod-rule';

describe('zodRule', () => {
  it("passes a valid value and rejects an invalid one with the schema's message", async () => {
    const rule = zodRule(newPassword);
    if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
    await expect(rule.validator({}, 'long enough', () => undefined)).resolves.toBeUndefined();
    await expect(rule.validator({}, 'short', () => undefined)).rejects.toThrow(authMessages.passwordTooShort);
  });
});

describe('zodMessage', () => {
  it("reads an untouched field as empty, so the message is the contract's own", () => {
    expect(zodMessage(createEmployeeRequest.shape.firstName, undefined)).toBe('First Name is required.');
    expect(zodMessage(loginRequest.shape.email, null)).toBe(authMessages.emailInvalid);
  });
});

describe('form validation with the shared contracts', () => {
  it('login: a valid email and a password', () => {
    expect(zodMessage(loginRequest.shape.email, 'not-an-email')).toBe(authMessages.emailInvalid);
    expect(zodMessage(loginRequest.shape.email, ' Dana@Example.com ')).toBeNull();
    expect(zodFieldErrors(loginRequest, { email: 'dana@example.com', password: '' })).toEqual({
      password: authMessages.passwordRequired,
    });
  });

  it('store signup: one spec message for any invalid field (spec 001 §5)', () => {
    const errors = zodFieldErrors(storeSignupRequest, { name: '', email: 'nope', handle: 'Bad Handle!' });
    expect(errors).toEqual({
      name: validation.storeSignup.invalidSignup,
      email: validation.storeSignup.invalidSignup,
      handle: validation.storeSignup.invalidSignup,
    });
    expect(
      zodFieldErrors(storeSignupRequest, { name: 'Sole Exchange', email: 'a@b.co', handle: 'sole-exchange' }),
    ).toEqual({});
  });

  it('add employee: first name, last name and email are required', () => {
    expect(
      Object.keys(zodFieldErrors(createEmployeeRequest, { firstName: ' ', lastName: '', email: '' })),
    ).toEqual(['email', 'firstName', 'lastName']);
  });
});
