import { DEFAULT_TIME_ZONE } from '@shared/domain/time-zone';
import {
  BOX_FEE,
  CLEANING_FEE,
  DEFAULT_CURRENCY,
  DEFAULT_SIGNUP_INFO,
  PAYOUT_OPTIONS,
} from '@shared/constants';
import { DEFAULT_LABEL_SHEET } from '@shared/contracts/labels';
import { PRICE_LINK_DAYS_DEFAULT } from '@shared/contracts/buy-and-sell';
import { DEFAULT_HOLD_HOURS } from '@shared/contracts/orders';
import { DEFAULT_STORE_FEATURES } from '@shared/contracts/stores';
import { type Store } from './store.entity';

export interface NewStoreInput {
  name: string;
  handle: string;
  supportEmail: string;
  isBuyingStore?: boolean;
  currency?: string;
}

/** A new store's settings: everything a shop can start selling with, changed later in Settings. */
export function newStoreDefaults(input: NewStoreInput): Omit<Store, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    name: input.name,
    handle: input.handle,
    domain: null,
    shop: null,
    platform: null,
    currency: input.currency ?? DEFAULT_CURRENCY,
    supportEmail: input.supportEmail,
    logo: null,
    tenantId: null,
    consignerUrl: null,
    inStoreUrl: null,
    consignerCname: null,
    redirectURL: null,
    signupInfo: [DEFAULT_SIGNUP_INFO],
    payoutOptions: [...PAYOUT_OPTIONS],
    payoutFee: 0,
    prioritizeStore: false,
    labelOptions: ['Logo', 'Item Description', 'SKU', 'Size', 'Price', 'Item Id'],
    labelSize: { width: 57, height: 32 },
    labelSheet: DEFAULT_LABEL_SHEET,
    shipInstructions: [],
    emailMsgs: {},
    marketplaceEmailMsgs: {},
    termsOfService: null,
    absorbDiscount: false,
    safeInventoryStatusMode: true,
    livePriceChanges: false,
    customBarcode: 'CODE',
    shopifyTrackingParams: [],
    customShopifyUrl: null,
    minApproval: 0,
    maxApproval: 0,
    autoPreapproval: false,
    warnAmount: 0,
    warnText: null,
    chargeTax: false,
    upPrice: 0,
    isBuyingStore: input.isBuyingStore ?? false,
    onlineMarketplace: false,
    automatedPayout: false,
    maintenanceMode: false,
    withdrawalFee: 0,
    earlyWithdrawalDays: 0,
    transactionFee: 0,
    vatRate: 0,
    salesTaxRate: 0,
    holdHours: DEFAULT_HOLD_HOURS,
    timeZone: DEFAULT_TIME_ZONE,
    priceLinkDays: PRICE_LINK_DAYS_DEFAULT,
    cleaningFee: CLEANING_FEE,
    boxFee: BOX_FEE,
    features: { ...DEFAULT_STORE_FEATURES },
  };
}
