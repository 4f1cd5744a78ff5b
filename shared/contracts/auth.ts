import { z } from 'zod';
import { authMessages } from '../messages';
import { storeHandle } from './stores';

/** Our own accounts (spec README deviations): email + password, short access tokens, rotating refresh cookie. */
export const PASSWORD_MIN_LENGTH = 8;
/** Access tokens live 15 minutes; the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const VERIFY_TOKEN_TTL_HOURS = 24;
export const RESET_TOKEN_TTL_HOURS = 1;
export const INVITE_TOKEN_TTL_DAYS = 7;
/** The refresh cookie: httpOnly, SameSite=Strict, sent only to the auth endpoints. */
export const REFRESH_COOKIE_NAME = 'cd_refresh';
export const REFRESH_COOKIE_PATH = '/open/auth';

/** 254: the longest address SMTP allows, and it fits every email column. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid));
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(256, authMessages.passwordTooShort);

export const loginRequest = z.object({
  email,
  password: z.string().min(1, authMessages.passwordRequired),
  /** Which store to sign in to; otherwise the store of the page's address (subdomain, handle, header). */
  handle: storeHandle.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /open/auth/login and /open/auth/refresh: a new access token (the refresh token is a cookie). */
export const sessionResponse = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;

export const tokenRequest = z.object({ token: z.string().trim().min(1, authMessages.linkInvalid).max(200) });
export type TokenRequest = z.infer<typeof tokenRequest>;

/** POST /open/auth/forgot: always answers ok, so it cannot tell anyone which emails have accounts. */
export const forgotPasswordRequest = z.object({ email, handle: storeHandle.optional() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z.string().trim().min(1, authMessages.linkInvalid).max(200),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** POST /open/auth/register: an account with no profile yet (a consigner signing up to a store). */
export const registerRequest = z.object({ email, password: newPassword, handle: storeHandle.optional() });
export type RegisterRequest = z.infer<typeof registerRequest>;
