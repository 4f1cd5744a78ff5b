import { z } from 'zod';
import { PAYOUT_OPTIONS } from '../constants';
import { validation } from '../messages';
import { email, newPassword } from './auth';

const m = validation.consigner;

/**
 * A consigner's own account calls (spec 001 §7 Consigners: POST /api/consigners, /verify,
 * /updatePassword). The staff-side consigner screens and their calls come with the catalogue issue.
 */
export const consignerProfile = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  zipCode: z.string().nullable(),
  payoutType: z.enum(PAYOUT_OPTIONS).nullable(),
  payoutData: z.string().nullable(),
  isActive: z.boolean(),
  isStoreAccount: z.boolean(),
  acceptedTOS: z.boolean(),
  emailNotifications: z.boolean(),
  fbUserId: z.string().nullable(),
  storeId: z.number().int(),
});
export type ConsignerProfile = z.infer<typeof consignerProfile>;

/** spec 001 §5 Consigners: first name, last name, email, phone (with area code) and address are required. */
export const createConsignerRequest = z
  .object({
    firstName: z.string().trim().min(1, m.firstNameRequired).max(100),
    lastName: z.string().trim().min(1, m.lastNameRequired).max(100),
    email,
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, m.phoneRequired),
    address: z.string().trim().min(1, m.addressRequired).max(500),
    zipCode: z.string().trim().max(20).optional(),
    payoutType: z.enum(PAYOUT_OPTIONS).optional(),
    /** For PayPal and Zelle: the single account email the payouts go to. */
    payoutData: z.string().trim().max(255).optional(),
    storeId: z.number().int().positive(),
    /** Contract field; the account is always the caller's own. */
    fbUserId: z.string().optional(),
    acceptedTOS: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (
      (value.payoutType === 'PayPal' || value.payoutType === 'Zelle') &&
      !z.email().safeParse(value.payoutData).success
    ) {
      context.addIssue({
        code: 'custom',
        path: ['payoutData'],
        message: m.payoutEmailRequired,
      });
    }
  });
export type CreateConsignerRequest = z.infer<typeof createConsignerRequest>;
export const consignerProfileResponse = z.object({ consigner: consignerProfile });
export type ConsignerProfileResponse = z.infer<typeof consignerProfileResponse>;

/** POST /api/consigners/verify: sends the verification mail ('Email instructions sent to {email}'). */
export const consignerVerifyRequest = z.object({ email });
export type ConsignerVerifyRequest = z.infer<typeof consignerVerifyRequest>;

/** PUT /api/consigners/updatePassword ('Password has been updated'). */
export const updatePasswordRequest = z.object({ email, password: newPassword });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;
