import { z } from 'zod';
import { CUSTOM_BARCODE_OPTIONS, LABEL_ELEMENTS, PAYOUT_OPTIONS, SIGNUP_INFO_OPTIONS } from '../constants';
import { validation } from '../messages';
import { hostNameField, moneyField, percentField, webAddressField, whenMissing } from './field-messages';
import { LABEL_SHEETS, labelHeightField, labelWidthField } from './labels';
import { isTimeZone } from '../domain/time-zone';
import { HOLD_HOURS_MAX } from './orders';
import { PRICE_LINK_DAYS_MAX } from './buy-and-sell';

/** Per-store switches that replace the spec's hard-coded store ids (spec README, deviations). */
export const storeFeatures = z.object({
  /** The Scan Items screen and menu entry (spec: store ids 2, 8, 9, 101, 102). */
  scanItems: z.boolean(),
  /** Hide Bank Type, Swift, IBAN and Routing fields (spec: store id 32). */
  hideBankRouting: z.boolean(),
  /** Label layout (spec: special layouts for label ids 32 and 101). */
  labelLayout: z.enum(['standard', 'compact', 'detailed']),
});
export type StoreFeatures = z.infer<typeof storeFeatures>;

export const DEFAULT_STORE_FEATURES: StoreFeatures = {
  scanItems: false,
  hideBankRouting: false,
  labelLayout: 'standard',
};

/** A store handle: lower-case letters, digits and single dashes, as it appears in a subdomain. */
export const storeHandle = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, validation.storeSignup.handleFormat);

export const labelSize = z.object({ width: z.number().positive(), height: z.number().positive() });
export const shopifyTrackingParam = z.object({ param: z.string(), value: z.string() });

/** The store as the back office sees it (spec 000 §3 Store). Secrets (the platform token) never leave the API. */
export const storeSettings = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  domain: z.string().nullable(),
  shop: z.object({ shop: z.string() }).nullable(),
  platform: z.string().nullable(),
  currency: z.string(),
  supportEmail: z.string(),
  logo: z.string().nullable(),
  tenantId: z.string().nullable(),
  consignerUrl: z.string().nullable(),
  inStoreUrl: z.string().nullable(),
  consignerCname: z.string().nullable(),
  redirectURL: z.string().nullable(),
  signupInfo: z.array(z.enum(SIGNUP_INFO_OPTIONS)),
  payoutOptions: z.array(z.enum(PAYOUT_OPTIONS)),
  payoutFee: z.number(),
  prioritizeStore: z.boolean(),
  labelOptions: z.array(z.enum(LABEL_ELEMENTS)),
  labelSize: labelSize,
  /** Where labels go on paper (issue 14): a roll of single labels or a sheet of label stock. */
  labelSheet: z.enum(LABEL_SHEETS),
  shipInstructions: z.array(z.string()),
  emailMsgs: z.record(z.string(), z.string()),
  marketplaceEmailMsgs: z.record(z.string(), z.string()),
  termsOfService: z.string().nullable(),
  absorbDiscount: z.boolean(),
  safeInventoryStatusMode: z.boolean(),
  livePriceChanges: z.boolean(),
  customBarcode: z.enum(CUSTOM_BARCODE_OPTIONS),
  shopifyTrackingParams: z.array(shopifyTrackingParam),
  customShopifyUrl: z.string().nullable(),
  minApproval: z.number(),
  maxApproval: z.number(),
  autoPreapproval: z.boolean(),
  warnAmount: z.number(),
  warnText: z.string().nullable(),
  chargeTax: z.boolean(),
  upPrice: z.number(),
  isBuyingStore: z.boolean(),
  onlineMarketplace: z.boolean(),
  automatedPayout: z.boolean(),
  maintenanceMode: z.boolean(),
  withdrawalFee: z.number(),
  earlyWithdrawalDays: z.number().int(),
  transactionFee: z.number(),
  vatRate: z.number(),
  /** Issue 15: the register's sales tax percent, charged when chargeTax is on. */
  salesTaxRate: z.number(),
  /** Issue 15: hours a kiosk hold keeps its items before they go back to Active. */
  holdHours: z.number().int(),
  /** Ours: the store's IANA time zone (sale days, date filters, receipts). */
  timeZone: z.string(),
  /** Ours (issue 17): days an emailed price-change link works. */
  priceLinkDays: z.number().int(),
  cleaningFee: z.number(),
  boxFee: z.number(),
  features: storeFeatures,
});
export type StoreSettings = z.infer<typeof storeSettings>;

/** What anyone may know about a store: enough to brand a public page and route a visitor. */
export const publicStore = storeSettings.pick({
  id: true,
  name: true,
  handle: true,
  currency: true,
  logo: true,
  supportEmail: true,
  isBuyingStore: true,
  maintenanceMode: true,
  redirectURL: true,
  features: true,
  /** Whether a commerce platform is connected (enables the resync actions). */
  platform: true,
  /** Locks owner and status of Sold, PendingSale and Paid items (the item screens follow it). */
  safeInventoryStatusMode: true,
});
export type PublicStore = z.infer<typeof publicStore>;

/**
 * The store as a signed-in profile sees it (GET /api/me): the public fields and the rules the screens
 * apply while someone types, for staff without the Settings access: the price alert (warnAmount,
 * warnText, spec 001 §5), the early-withdrawal fee (withdrawalFee, earlyWithdrawalDays, §9) and the
 * shipping instructions the add-inventory wizard's SHIP step shows (spec 000 §2.3).
 */
export const profileStore = publicStore.extend(
  storeSettings.pick({
    warnAmount: true,
    warnText: true,
    withdrawalFee: true,
    earlyWithdrawalDays: true,
    shipInstructions: true,
    // The register prices its cart with these (shared/domain/sale.ts).
    chargeTax: true,
    salesTaxRate: true,
    absorbDiscount: true,
    holdHours: true,
    timeZone: true,
    // Ready to Pay asks to confirm a payout the cheque job will pay (spec 000 §4 Payouts).
    automatedPayout: true,
  }).shape,
);
export type ProfileStore = z.infer<typeof profileStore>;

/** POST /open/stores (spec 001 §5 store signup): one message for any invalid field, as the spec words it. */
const invalidSignup = validation.storeSignup.invalidSignup;
export const storeSignupRequest = z.object({
  name: z.string(invalidSignup).trim().min(1, invalidSignup).max(255, invalidSignup),
  email: z.string(invalidSignup).trim().toLowerCase().max(254, invalidSignup).pipe(z.email(invalidSignup)),
  handle: z
    .string(invalidSignup)
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, invalidSignup),
  /** Query parameters of the signup link from a commerce platform (spec 000 §2.1). */
  shop: z.string().trim().max(255).optional(),
  accessToken: z.string().trim().max(512).optional(),
  platform: z.string().trim().max(32).optional(),
});
export type StoreSignupRequest = z.infer<typeof storeSignupRequest>;
export const storeSignupResponse = z.object({ store: publicStore });
export type StoreSignupResponse = z.infer<typeof storeSignupResponse>;

const msg = validation.storeSettings;
/** A required text field: trimmed, non-empty, with the spec's message for both missing and empty. */
const requiredText = (message: string, max: number) =>
  z.string(whenMissing(message)).trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable();
/** Money and margins: 0 to MONEY_MAX, 2 decimals at most (DECIMAL(12,2) columns); refused beyond, never rounded. */
const amount = moneyField();
/** A percent of 0–100 with 2 decimals at most (DECIMAL(5,2) columns): VAT 150 is refused, not saved as 100. */
const percent = percentField();
const emailMessages = z.record(z.string().trim().min(1).max(64), z.string().max(10_000));

/** The fields of PUT /api/stores/{id} (spec 001 §7), each with its message (spec 001 §5 Store settings). */
export const storeUpdateFields = {
  name: requiredText(msg.nameRequired, 255),
  supportEmail: z
    .string(msg.supportEmailRequired)
    .trim()
    .toLowerCase()
    .max(254, msg.supportEmailRequired)
    .pipe(z.email(msg.supportEmailRequired)),
  domain: hostNameField().nullable(),
  currency: z
    .string(msg.currencyRequired)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, msg.currencyRequired),
  signupInfo: z.array(z.enum(SIGNUP_INFO_OPTIONS), msg.signupInfoRequired).min(1, msg.signupInfoRequired),
  payoutOptions: z.array(z.enum(PAYOUT_OPTIONS), msg.payoutOptionRequired).min(1, msg.payoutOptionRequired),
  prioritizeStore: z.boolean(),
  labelOptions: z.array(z.enum(LABEL_ELEMENTS), msg.labelOptionRequired).min(1, msg.labelOptionRequired),
  labelSize: z.object(
    {
      width: labelWidthField(z.number(whenMissing(msg.widthRequired)).positive(msg.widthRequired)),
      height: labelHeightField(z.number(whenMissing(msg.heightRequired)).positive(msg.heightRequired)),
    },
    msg.widthRequired,
  ),
  labelSheet: z.enum(LABEL_SHEETS),
  logo: webAddressField().nullable(),
  /** Host names, as the spec's labels say (Consigner Domain, In-Store App Domain): no scheme, no path. */
  consignerUrl: hostNameField(msg.domainRequired),
  inStoreUrl: hostNameField(msg.domainRequired),
  consignerCname: hostNameField().nullable(),
  shipInstructions: z
    .array(
      z
        .string(whenMissing(msg.shipInstructionsRequired))
        .trim()
        .min(1, msg.shipInstructionsRequired)
        .max(1024),
      msg.shipInstructionsRequired,
    )
    .min(1, msg.shipInstructionsRequired)
    .max(50),
  emailMsgs: emailMessages,
  marketplaceEmailMsgs: emailMessages,
  termsOfService: optionalText(20_000),
  absorbDiscount: z.boolean(),
  safeInventoryStatusMode: z.boolean(),
  livePriceChanges: z.boolean(),
  /** Required, as the Settings form marks it (spec 001 §5): where the consigner site sends visitors. */
  redirectURL: webAddressField(msg.redirectUrlRequired),
  customBarcode: z.enum(CUSTOM_BARCODE_OPTIONS),
  shopifyTrackingParams: z
    .array(z.object({ param: z.string().trim().min(1).max(255), value: z.string().trim().max(1024) }))
    .max(50),
  customShopifyUrl: webAddressField().nullable(),
  maxApproval: amount,
  minApproval: amount,
  payoutFee: amount,
  autoPreapproval: z.boolean(),
  warnAmount: amount,
  warnText: optionalText(1024),
  chargeTax: z.boolean(),
  upPrice: amount,
  isBuyingStore: z.boolean(),
  onlineMarketplace: z.boolean(),
  automatedPayout: z.boolean(),
  maintenanceMode: z.boolean(),
  /** WITHDRAW_FEE and WITHDRAW_EARLY_AMOUNT_OF_DAYS (spec 001 §9). */
  withdrawalFee: amount,
  earlyWithdrawalDays: z.number().int().min(0).max(3650),
  /** The fee rule's store settings (shared/domain/fees.ts): percents 0–100, fees in the store's currency. */
  transactionFee: percent,
  vatRate: percent,
  salesTaxRate: percent,
  holdHours: z.number().int().min(1).max(HOLD_HOURS_MAX),
  timeZone: z.string().refine(isTimeZone, msg.timeZoneInvalid),
  priceLinkDays: z.number().int().min(1).max(PRICE_LINK_DAYS_MAX),
  cleaningFee: amount,
  boxFee: amount,
  features: storeFeatures.partial(),
};

/**
 * PUT /api/stores/{id}: the store's settings. Every field is optional: each Settings area sends only
 * its own fields, and what is sent must be valid.
 */
export const storeUpdateRequest = z.object(storeUpdateFields).partial();
export type StoreUpdateRequest = z.infer<typeof storeUpdateRequest>;

/** POST /api/stores/connectShop: the shop's address (spec 001 §5: 'Please enter your Shopify URL'). */
export const connectShopRequest = z.object({
  shop: z
    .string(msg.shopifyUrlRequired)
    .trim()
    .min(1, msg.shopifyUrlRequired)
    .max(255, msg.shopifyUrlRequired)
    .transform((value) =>
      value
        .replace(/^https?:\/\//i, '')
        .replace(/\/.*$/, '')
        .toLowerCase(),
    )
    .pipe(z.string().min(1, msg.shopifyUrlRequired)),
});
export type ConnectShopRequest = z.infer<typeof connectShopRequest>;

export const storeSettingsResponse = z.object({ store: storeSettings });
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponse>;
