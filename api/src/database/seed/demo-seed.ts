import { type DataSource } from 'typeorm';
import { ACCESS_CONTROLS } from '@shared/domain/access-controls';
import { Account } from '../../accounts/account.entity';
import { Employee } from '../../employees/employee.entity';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { newStoreDefaults } from '../../stores/store-defaults';
import { Store } from '../../stores/store.entity';

export const DEMO_STORE_HANDLE = 'demo';

export interface DemoLogin {
  storeHandle: string;
  email: string;
  /** null when the admin has changed the demo password since it was seeded. */
  password: string | null;
  created: boolean;
}

/**
 * Seeds the demo store once: a consignment store with an Admin who can do everything.
 * Runs at every start but only writes when the store is missing, so it is safe to repeat.
 */
export async function seedDemoStore(
  dataSource: DataSource,
  admin: { email: string; password: string },
): Promise<DemoLogin> {
  const email = admin.email.toLowerCase();
  const existing = await dataSource.getRepository(Store).findOneBy({ handle: DEMO_STORE_HANDLE });
  if (existing) {
    const account = await dataSource.getRepository(Account).findOneBy({ storeId: existing.id, email });
    const isDemoPassword = account ? await verifyPassword(account.passwordHash, admin.password) : false;
    return {
      storeHandle: DEMO_STORE_HANDLE,
      email,
      password: isDemoPassword ? admin.password : null,
      created: false,
    };
  }

  const passwordHash = await hashPassword(admin.password);
  await dataSource.transaction(async (manager) => {
    const store = await manager.getRepository(Store).save(
      manager.getRepository(Store).create({
        ...newStoreDefaults({
          name: 'Demo Sneaker Store',
          handle: DEMO_STORE_HANDLE,
          supportEmail: 'support@demo.consigndesk.local',
        }),
        features: { scanItems: true, hideBankRouting: false, labelLayout: 'standard' },
      }),
    );
    const account = await manager
      .getRepository(Account)
      .save(
        manager
          .getRepository(Account)
          .create({ storeId: store.id, email, passwordHash, emailVerifiedAt: new Date() }),
      );
    await manager.getRepository(Employee).save(
      manager.getRepository(Employee).create({
        storeId: store.id,
        firstName: 'Demo',
        lastName: 'Admin',
        email,
        accountId: account.id,
        role: 'Admin',
        accessControls: [...ACCESS_CONTROLS],
        isActive: true,
      }),
    );
  });
  return { storeHandle: DEMO_STORE_HANDLE, email, password: admin.password, created: true };
}
