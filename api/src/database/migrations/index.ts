import { CreateStoresAndStaff1763755200000 } from './1763755200000-create-stores-and-staff';

/** The one migration history, in order, for both engines. */
export const migrations = [CreateStoresAndStaff1763755200000];
