import { Account } from '../accounts/account.entity';
import { Employee } from '../accounts/employee.entity';
import { Store } from '../stores/store.entity';

/** Every entity, listed once for the data source. */
export const entities = [Store, Account, Employee];
