import { z } from 'zod';
import { newPassword } from '@shared/contracts/auth';
import { accountCopy } from './copy';

/**
 * A new password and the same again: typed blind, a slip of the finger would lock the clerk out.
 * The rules of NewPasswordFields (light) and NewPasswordFormItems (antd, the portal's forms).
 */
export const newPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, accountCopy.confirmPasswordRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: accountCopy.passwordsDiffer,
  });

export type NewPasswordValues = z.input<typeof newPasswordForm>;

export const NEW_PASSWORD_INITIAL: NewPasswordValues = { password: '', confirmPassword: '' };
