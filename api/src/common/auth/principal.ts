import { type AccessControl, type Role } from '@shared/domain/access-controls';
import { type Account } from '../../accounts/account.entity';
import { type Employee } from '../../employees/employee.entity';
import { type Consigner } from '../../consigners/consigner.entity';
import { type Store } from '../../stores/store.entity';

/**
 * The caller of an /api request, as the database says now. It is a store scope: services hand it to
 * their store-scoped repositories (`repositories.for(principal)`).
 */
export interface Principal {
  accountId: number;
  storeId: number;
  sessionId: string;
  account: Account;
  store: Store;
  kind: 'employee' | 'consigner' | null;
  employee: Employee | null;
  consigner: Consigner | null;
  role: Role | null;
  accessControls: AccessControl[] | null;
  isActive: boolean;
  emailVerified: boolean;
}
