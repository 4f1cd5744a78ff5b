import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, PAYOUT_OPTIONS, ROUTING_TYPES } from '../constants';
import { isValidAbaRouting, isValidIban, isValidSwift, normalizeBankNumber } from '../domain/bank-validation';
import { validation } from '../messages';
import { email } from './auth';
import { consignerProfile } from './consigner-accounts';

/**
 * The staff side of consigners (spec 001 §7 Consigners: GET /api/consigners, GET/PUT
 * /api/consigners/{id}, POST /api/consigners/createFromAdmin, POST /api/consigners/deleteConsigner/{id},
 * GET /api/consigners/consignerReport). The payout rules (spec 001 §5) live here, in one superRefine,
 * so the API and the add-consigner screen answer with the same messages (validation.consigner in
 * shared/messages.ts).
 */
const m = validation.consigner;

/** The consigner messages under the name the consigner service reads them by (the words: validation.consigner). */
export const consignerMessages = m;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** spec 000 §3 Consigner, bank details (bankData). `bankType` is the bank account type. */
export const bankData = z.object({
  accountName: optionalText(100),
  accountNumber: optionalText(64),
  bank: optionalText(100),
  bankType: z.enum(BANK_ACCOUNT_TYPES).optional(),
  branchCode: optionalText(32),
  routingType: z.enum(ROUTING_TYPES).optional(),
  routingNumber: optionalText(32),
  swiftCode: optionalText(32),
  ibanNumber: optionalText(64),
  email: optionalText(255),
});
export type BankData = z.infer<typeof bankData>;

/**
 * spec 000 §3 Consigner: the bank details also have a top-level spelling on PUT /api/consigners/{id}
 * (accountName, accountNumber, bank, bankType, branchCode). They are the same details as bankData's
 * keys and are stored there. (The spec's top-level accountType is the consigner type's name.)
 */
export const TOP_LEVEL_BANK_FIELDS = [
  'accountName',
  'accountNumber',
  'bank',
  'bankType',
  'branchCode',
] as const;
export type TopLevelBankField = (typeof TOP_LEVEL_BANK_FIELDS)[number];

interface PayoutFields extends Partial<Record<TopLevelBankField, string | undefined>> {
  payoutType?: (typeof PAYOUT_OPTIONS)[number] | null;
  payoutData?: string | null;
  bankData?: BankData | null;
}

/** The top-level bank fields sent, or null when none is. */
export function topLevelBankFieldsOf(value: PayoutFields): Partial<BankData> | null {
  const sent = TOP_LEVEL_BANK_FIELDS.filter((field) => value[field] !== undefined);
  return sent.length === 0
    ? null
    : (Object.fromEntries(sent.map((field) => [field, value[field]])) as Partial<BankData>);
}

/** The bank details a request sends: bankData with the top-level fields over it (they may not disagree). */
export function sentBankData(value: PayoutFields): BankData | null | undefined {
  const topLevel = topLevelBankFieldsOf(value);
  if (!topLevel) return value.bankData;
  return { ...(value.bankData ?? {}), ...topLevel };
}

/**
 * spec 001 §5: Bank with abaNumber needs account name, account number and routing number; swiftCode
 * needs account name, swift code and account number or IBAN; ibanNumber needs account name and IBAN.
 * Without a routing type (the store hides bank routing) account name and number are needed. Other
 * payout types need one account email. Checks nothing when payoutType is absent (a partial update).
 */
export function checkPayoutFields(value: PayoutFields, context: z.RefinementCtx): void {
  const issue = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
  const topLevel = topLevelBankFieldsOf(value);
  for (const [field, text] of Object.entries(topLevel ?? {})) {
    const inBankData = value.bankData?.[field as TopLevelBankField];
    if (inBankData !== undefined && inBankData !== text) issue([field], m.bankFieldConflict(field));
  }
  if (!value.payoutType) return;
  if (value.payoutType !== 'Bank') {
    if (!z.email().safeParse(value.payoutData ?? '').success) issue(['payoutData'], m.payoutEmailRequired);
    if (topLevel) issue([Object.keys(topLevel)[0]], m.bankFieldsNeedBank);
    return;
  }
  const bank = sentBankData(value);
  if (!bank) return issue(['bankData'], m.bankDataRequired);
  const at = (field: keyof BankData) => ['bankData', field];
  if (!bank.accountName) issue(at('accountName'), m.accountNameRequired);
  switch (bank.routingType) {
    case 'abaNumber':
      if (!bank.accountNumber) issue(at('accountNumber'), m.accountNumberRequired);
      if (!bank.routingNumber) issue(at('routingNumber'), m.routingNumberRequired);
      else if (!isValidAbaRouting(bank.routingNumber)) issue(at('routingNumber'), m.routingNumberInvalid);
      break;
    case 'swiftCode':
      if (!bank.swiftCode) issue(at('swiftCode'), m.swiftCodeRequired);
      else if (!isValidSwift(bank.swiftCode)) issue(at('swiftCode'), m.swiftCodeInvalid);
      if (!bank.accountNumber && !bank.ibanNumber) issue(at('accountNumber'), m.accountNumberOrIbanRequired);
      else if (bank.ibanNumber && !isValidIban(bank.ibanNumber)) issue(at('ibanNumber'), m.ibanInvalid);
      break;
    case 'ibanNumber':
      if (!bank.ibanNumber) issue(at('ibanNumber'), m.ibanRequired);
      else if (!isValidIban(bank.ibanNumber)) issue(at('ibanNumber'), m.ibanInvalid);
      break;
    default:
      if (!bank.accountNumber) issue(at('accountNumber'), m.accountNumberRequired);
  }
}

/** Stored bank numbers without the spaces people type; empty strings dropped. */
export function cleanBankData(bank: BankData): Record<string, string> {
  const numbers = new Set(['routingNumber', 'swiftCode', 'ibanNumber']);
  return Object.fromEntries(
    Object.entries(bank)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
      .map(([key, text]) => [key, numbers.has(key) ? normalizeBankNumber(text) : text]),
  );
}

const profileFields = {
  firstName: z.string().trim().min(1, m.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, m.lastNameRequired).max(100),
  email,
  phone: z
    .string({ error: m.phoneRequired })
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, m.phoneRequired),
  address: z.string({ error: m.addressRequired }).trim().min(1, m.addressRequired).max(500),
  zipCode: z.string().trim().max(20).nullable().optional(),
  idNumber: z.string().trim().max(64).nullable().optional(),
  payoutType: z.enum(PAYOUT_OPTIONS).nullable().optional(),
  /** PayPal or Zelle: the one account email payouts go to. */
  payoutData: z.string().trim().max(255).nullable().optional(),
  /** Sent only when payoutType is Bank. */
  bankData: bankData.nullable().optional(),
};

/** The consigner as staff see it (entities never leave the API). */
export const consigner = consignerProfile.extend({
  idNumber: z.string().nullable(),
  accountType: z.string().nullable(),
  consignerTypeId: z.number().int().nullable(),
  chargeTax: z.boolean(),
  marketplaceLocation: z.string().nullable(),
  /** Bank details: null when none are stored, and for callers who may not see them (maySeeBankDetails). */
  bankData: z.record(z.string(), z.string()).nullable(),
  /** The top-level spelling of bankData's accountName, accountNumber, bank, bankType and branchCode. */
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bank: z.string().nullable(),
  bankType: z.string().nullable(),
  branchCode: z.string().nullable(),
  /** Whether the consigner has a login (Reset Password needs one). */
  hasLogin: z.boolean(),
  /**
   * Withdrawal fees the consigner still owes (early withdrawals, spec 001 §9), taken from their next
   * payout: the Outstanding Withdrawal Fees line of the fee breakdown.
   */
  negativeBalance: z.number(),
  createdAt: z.string(),
});
export type Consigner = z.infer<typeof consigner>;

/** A list row: the consigner plus its report figures (spec 000 §3 ffData: fee, sales, profit). */
export const consignerListItem = consigner.extend({
  ffData: z.object({ fee: z.number().nullable(), sales: z.number(), profit: z.number() }),
});
export type ConsignerListItem = z.infer<typeof consignerListItem>;

export const consignerIdParams = z.object({ id: z.coerce.number().int().positive() });
export type ConsignerIdParams = z.infer<typeof consignerIdParams>;

/** GET /api/consigners?search= */
export const consignersQuery = z.object({ search: z.string().trim().max(100).optional() });
export type ConsignersQuery = z.infer<typeof consignersQuery>;
export const consignersResponse = z.object({ consigners: z.array(consignerListItem) });
export type ConsignersResponse = z.infer<typeof consignersResponse>;

/** Most owners one picker page holds: enough to scroll, small enough to type a name instead. */
export const CONSIGNER_PICKER_PAGE_SIZE_MAX = 50;
const CONSIGNER_PICKER_PAGE_SIZE = 20;

/**
 * GET /api/consigners/picker?search=&page=&pageSize=: the owner picker of intake (Inventory or
 * Consigners). Searched on name and email, the store's own account first, paged.
 */
export const consignerPickerQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONSIGNER_PICKER_PAGE_SIZE_MAX, `pageSize must be at most ${CONSIGNER_PICKER_PAGE_SIZE_MAX}`)
    .default(CONSIGNER_PICKER_PAGE_SIZE),
});
export type ConsignerPickerQuery = z.infer<typeof consignerPickerQuery>;

/** Who an owner is, and nothing more: no contact beyond the email, never payout or bank details. */
export const consignerPickerItem = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isStoreAccount: z.boolean(),
});
export type ConsignerPickerItem = z.infer<typeof consignerPickerItem>;
export const consignerPickerResponse = z.object({
  consigners: z.array(consignerPickerItem),
  total: z.number().int(),
});
export type ConsignerPickerResponse = z.infer<typeof consignerPickerResponse>;

/** GET /api/consigners/{id}, PUT /api/consigners/{id}, POST /api/consigners/createFromAdmin */
export const consignerResponse = z.object({ consigner });
export type ConsignerResponse = z.infer<typeof consignerResponse>;

/** POST /api/consigners/createFromAdmin ('Consigner added!'). */
export const createConsignerFromAdminRequest = z
  .object({
    ...profileFields,
    /** When sent it must be the caller's store. */
    storeId: z.number().int().positive().optional(),
    /** The consigner type; the store's default type when absent. */
    consignerTypeId: z.number().int().positive().nullable().optional(),
    chargeTax: z.boolean().optional(),
    emailNotifications: z.boolean().optional(),
  })
  .superRefine(checkPayoutFields);
export type CreateConsignerFromAdminRequest = z.infer<typeof createConsignerFromAdminRequest>;
export type CreateConsignerFromAdminInput = z.input<typeof createConsignerFromAdminRequest>;

/** PUT /api/consigners/{id}: any subset; payout rules apply when payoutType is sent. */
export const updateConsignerRequest = z
  .object({
    firstName: profileFields.firstName.optional(),
    lastName: profileFields.lastName.optional(),
    email: email.optional(),
    phone: profileFields.phone.optional(),
    address: profileFields.address.optional(),
    zipCode: profileFields.zipCode,
    idNumber: profileFields.idNumber,
    payoutType: profileFields.payoutType,
    payoutData: profileFields.payoutData,
    bankData: profileFields.bankData,
    /** The top-level bank fields (TOP_LEVEL_BANK_FIELDS), stored in bankData under the same rules. */
    accountName: bankData.shape.accountName,
    accountNumber: bankData.shape.accountNumber,
    bank: bankData.shape.bank,
    bankType: bankData.shape.bankType,
    branchCode: bankData.shape.branchCode,
    /** The consigner type's name; consignerTypeId wins when both are sent. */
    accountType: z.string().trim().min(1).max(100).optional(),
    consignerTypeId: z.number().int().positive().optional(),
    marketplaceLocation: z.string().trim().max(255).nullable().optional(),
    acceptedTOS: z.boolean().optional(),
    isActive: z.boolean().optional(),
    emailNotifications: z.boolean().optional(),
    chargeTax: z.boolean().optional(),
    /** Recalculate the payouts of the consigner's inventory for the new type (no inventory yet). */
    isRecalculateInventoryPayout: z.boolean().optional(),
  })
  .superRefine(checkPayoutFields);
export type UpdateConsignerRequest = z.infer<typeof updateConsignerRequest>;

/** GET /api/consigners/consignerReport: its schemas live with the other reports (issue 18). */
export {
  consignerReportQuery,
  type ConsignerReportQuery,
  consignerReportResponse,
  type ConsignerReportResponse,
} from './reports';

/**
 * GET /api/consigners/{id}/payoutDetailChanges (ours): the audit log of the consigner's payout
 * details, newest first; account, routing and IBAN numbers masked to their last 4 characters.
 */
const payoutDetails = z.object({
  payoutType: z.string().nullable(),
  payoutData: z.string().nullable(),
  bankData: z.record(z.string(), z.string()).nullable(),
});
export const payoutDetailChange = z.object({
  id: z.number().int(),
  consignerId: z.number().int(),
  /** Who changed them: a staff member or the consigner themself. */
  changedBy: z.object({
    accountId: z.number().int().nullable(),
    name: z.string(),
    kind: z.enum(['employee', 'consigner']),
  }),
  before: payoutDetails,
  after: payoutDetails,
  createdAt: z.string(),
});
export type PayoutDetailChange = z.infer<typeof payoutDetailChange>;
export const payoutDetailChangesResponse = z.object({ payoutDetailChanges: z.array(payoutDetailChange) });
export type PayoutDetailChangesResponse = z.infer<typeof payoutDetailChangesResponse>;
