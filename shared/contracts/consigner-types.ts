import { z } from 'zod';
import { MONEY_MAX, PERCENT_MAX } from '../constants';
import { validation } from '../messages';

/**
 * Consigner types: a store's fee schedules (spec 000 §3 Consigner type; spec 001 §7 Consigner types).
 * Money is major units as numbers (DECIMAL(12,2) in the database); sellingFee is a percent, 0–100.
 */
export const consignerType = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  accountType: z.string(),
  sellingFee: z.number(),
  minFee: z.number(),
  flatFee: z.number().nullable(),
  isDefault: z.boolean(),
  category: z.string().nullable(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsignerType = z.infer<typeof consignerType>;

export const consignerTypeIdParams = z.object({ id: z.coerce.number().int().positive() });
export type ConsignerTypeIdParams = z.infer<typeof consignerTypeIdParams>;

/** GET /api/consignerTypes */
export const consignerTypesResponse = z.object({ consignerTypes: z.array(consignerType) });
export type ConsignerTypesResponse = z.infer<typeof consignerTypesResponse>;

/** POST /api/consignerTypes, PUT /api/consignerTypes/{id} */
export const consignerTypeResponse = z.object({ consignerType });
export type ConsignerTypeResponse = z.infer<typeof consignerTypeResponse>;

const messages = validation.consignerType;
const MAX_MONEY = MONEY_MAX;

/** Two decimals at most (what DECIMAL(12,2) / DECIMAL(5,2) keep). */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Required number fields: an empty input ('', null, undefined) gets the spec's message. */
const requiredNumber = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);

export const consignerTypeFields = {
  accountType: z
    .string({ error: messages.typeRequired })
    .trim()
    .min(1, messages.typeRequired)
    .max(100, messages.typeTooLong),
  sellingFee: requiredNumber(messages.feeRequired)
    .min(0, messages.feeRange)
    .max(PERCENT_MAX, messages.feeRange)
    .refine(twoDecimals, messages.feeDecimals),
  minFee: requiredNumber(messages.minFeeRequired)
    .min(0, messages.minFeeNegative)
    .max(MAX_MONEY, messages.minFeeTooLarge)
    .refine(twoDecimals, messages.minFeeDecimals),
  /** Optional: empty means no flat fee. */
  flatFee: z
    .number({ error: messages.flatFeeNotNumber })
    .min(0, messages.flatFeeNegative)
    .max(MAX_MONEY, messages.flatFeeTooLarge)
    .refine(twoDecimals, messages.flatFeeDecimals)
    .nullable()
    .optional(),
  isDefault: z.boolean().optional(),
  category: optionalText('Category'),
  option1Value: optionalText('Option 1 value'),
  option2Value: optionalText('Option 2 value'),
  option3Value: optionalText('Option 3 value'),
};

/** Optional text: blank becomes null. */
function optionalText(label: string) {
  return z
    .string()
    .trim()
    .max(100, messages.textTooLong(label, 100))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

/** POST /api/consignerTypes */
export const createConsignerTypeRequest = z.object(consignerTypeFields);
export type CreateConsignerTypeRequest = z.infer<typeof createConsignerTypeRequest>;
export type CreateConsignerTypeInput = z.input<typeof createConsignerTypeRequest>;

/** PUT /api/consignerTypes/{id}: the same fields plus id (which must match the path when sent). */
export const updateConsignerTypeRequest = z.object({
  ...consignerTypeFields,
  id: z.number().int().positive().optional(),
});
export type UpdateConsignerTypeRequest = z.infer<typeof updateConsignerTypeRequest>;
export type UpdateConsignerTypeInput = z.input<typeof updateConsignerTypeRequest>;

/**
 * The messages the API answers with for the one-default rule and duplicates, under the name the
 * consigner-type service reads them by. The words live in shared/messages.ts (validation.consignerType).
 */
export const consignerTypeMessages = messages;
