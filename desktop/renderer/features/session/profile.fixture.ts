import { type Profile, type ProfileStoreWithServices } from '@shared/contracts/me';
import { DEFAULT_STORE_FEATURES } from '@shared/contracts/stores';

/** A valid GET /api/me profile for tests: an active, verified, unrestricted Admin of store 7. */
export function makeProfile(
  overrides: Partial<Omit<Profile, 'store'>> & { store?: Partial<ProfileStoreWithServices> } = {},
): Profile {
  const { store, ...rest } = overrides;
  return {
    kind: 'employee',
    id: 1,
    fbUserId: 'account-1',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    role: 'Admin',
    accessControls: null,
    isActive: true,
    emailVerified: true,
    ...rest,
    store: {
      id: 7,
      name: 'Sole Exchange',
      handle: 'sole-exchange',
      currency: 'USD',
      logo: null,
      supportEmail: 'help@sole.example',
      isBuyingStore: false,
      maintenanceMode: false,
      platform: null,
      safeInventoryStatusMode: false,
      redirectURL: null,
      features: DEFAULT_STORE_FEATURES,
      warnAmount: 0,
      warnText: null,
      withdrawalFee: 0,
      earlyWithdrawalDays: 0,
      shipInstructions: [],
      chargeTax: false,
      salesTaxRate: 0,
      absorbDiscount: false,
      holdHours: 24,
      timeZone: 'UTC',
      automatedPayout: false,
      chequeService: { configured: true, reason: null },
      ...store,
    },
  };
}
