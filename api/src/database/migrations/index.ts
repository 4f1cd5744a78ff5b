import { CreateStoresAndStaff1763755200000 } from './1763755200000-create-stores-and-staff';
import { AccountsSessionsConsigners1763841600000 } from './1763841600000-accounts-sessions-consigners';

/** The one migration history, in order, for both engines. */
export const migrations = [CreateStoresAndStaff1763755200000, AccountsSessionsConsigners1763841600000];
