import { type DataSource } from 'typeorm';
import { type AccessControl, type Role } from '@shared/domain/access-controls';
import { Account } from '../../api/src/accounts/account.entity';
import { Employee } from '../../api/src/accounts/employee.entity';
import { newStoreDefaults } from '../../api/src/stores/store-defaults';
import { Store } from '../../api/src/stores/store.entity';
import { type TokenService } from '../../api/src/common/auth/token.service';

export interface SeededStaff {
  store: Store;
  employee: Employee;
  account: Account;
  token: string;
}

/**
 * A store with one signed-in staff member, written straight to the database (login screens come
 * with the accounts issue; until then tests sign tokens with the app's own TokenService).
 */
export async function seedStoreWithStaff(
  dataSource: DataSource,
  tokens: TokenService,
  options: { handle: string; role?: Role; accessControls?: AccessControl[] | null; isBuyingStore?: boolean },
): Promise<SeededStaff> {
  const store = await dataSource.getRepository(Store).save(
    dataSource.getRepository(Store).create(
      newStoreDefaults({
        name: `Store ${options.handle}`,
        handle: options.handle,
        supportEmail: `support@${options.handle}.test`,
        isBuyingStore: options.isBuyingStore,
      }),
    ),
  );
  const email = `staff@${options.handle}.test`;
  const account = await dataSource.getRepository(Account).save(
    dataSource.getRepository(Account).create({
      storeId: store.id,
      email,
      // Not a usable hash: these accounts sign in with tokens minted by the test.
      passwordHash: '$argon2id$unused',
      emailVerifiedAt: new Date(),
    }),
  );
  const role = options.role ?? 'Admin';
  const employee = await dataSource.getRepository(Employee).save(
    dataSource.getRepository(Employee).create({
      storeId: store.id,
      firstName: 'Sam',
      lastName: 'Staff',
      email,
      accountId: account.id,
      role,
      accessControls: options.accessControls === undefined ? null : options.accessControls,
      isActive: true,
    }),
  );
  const token = tokens.signAccessToken({
    sub: String(account.id),
    storeId: store.id,
    kind: 'employee',
    profileId: employee.id,
    role,
  });
  return { store, employee, account, token };
}
