import { type ProfileStore, type PublicStore, type StoreSettings } from '@shared/contracts/stores';
import { type Store } from './store.entity';

/** Entities never leave the API: these are the shapes clients see. */
export function toStoreSettings(store: Store): StoreSettings {
  const { createdAt: _createdAt, updatedAt: _updatedAt, shop, signupInfo, ...rest } = store;
  return {
    ...rest,
    shop: shop ? { shop: shop.shop } : null,
    signupInfo: signupInfo as StoreSettings['signupInfo'],
  };
}

export function toPublicStore(store: Store): PublicStore {
  return {
    id: store.id,
    name: store.name,
    handle: store.handle,
    currency: store.currency,
    logo: store.logo,
    supportEmail: store.supportEmail,
    isBuyingStore: store.isBuyingStore,
    maintenanceMode: store.maintenanceMode,
    redirectURL: store.redirectURL,
    features: store.features,
    platform: store.platform,
    safeInventoryStatusMode: store.safeInventoryStatusMode,
  };
}

/** The store as GET /api/me shows it to its signed-in staff and consigners. */
export function toProfileStore(store: Store): ProfileStore {
  return {
    ...toPublicStore(store),
    warnAmount: store.warnAmount,
    warnText: store.warnText,
    withdrawalFee: store.withdrawalFee,
    earlyWithdrawalDays: store.earlyWithdrawalDays,
    shipInstructions: store.shipInstructions,
    chargeTax: store.chargeTax,
    salesTaxRate: Number(store.salesTaxRate),
    absorbDiscount: store.absorbDiscount,
    holdHours: store.holdHours,
    timeZone: store.timeZone,
    automatedPayout: store.automatedPayout,
  };
}
