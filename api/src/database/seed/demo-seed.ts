import { type DataSource } from 'typeorm';
import { ACCESS_CONTROLS } from '@shared/domain/access-controls';
import { normalizeSku } from '@shared/domain/sku';
import { Account } from '../../accounts/account.entity';
import { ConsignerType } from '../../consigner-types/consigner-type.entity';
import { Employee } from '../../employees/employee.entity';
import { Location } from '../../locations/location.entity';
import { SubLocation } from '../../locations/sub-location.entity';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { Consigner } from '../../consigners/consigner.entity';
import { addStoreAccount } from '../../consigners/store-account';
import { addDefaultProductTemplate } from '../../product-templates/default-template';
import { ProductTemplate } from '../../product-templates/product-template.entity';
import { Product } from '../../products/product.entity';
import { newStoreDefaults } from '../../stores/store-defaults';
import { Store } from '../../stores/store.entity';
import { StoreRepositories } from '../../common/tenancy/store-repository';

export const DEMO_STORE_HANDLE = 'demo';

const DEMO_PRODUCTS = [
  { title: 'Air Jordan 1 Retro High OG Chicago', brand: 'Jordan', sku: 'DZ5485-612', gender: 'Men' },
  { title: 'Nike Dunk Low Panda', brand: 'Nike', sku: 'DD1391-100', gender: 'Men' },
  { title: 'Yeezy Boost 350 V2 Onyx', brand: 'adidas', sku: 'HQ4540', gender: 'Unisex' },
  // Waiting for review, so Create Product's Fill link has something to fill from.
  {
    title: 'Jordan 4 Retro Military Black',
    brand: 'Jordan',
    sku: 'DH6927-111',
    gender: 'Men',
    isSubmitted: true,
  },
];

const DEMO_CONSIGNERS = [
  {
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan.reyes@demo.consigndesk.local',
    phone: '+1 555 010 1001',
    address: '12 Canal St, New York',
    isVip: false,
  },
  {
    firstName: 'Sam',
    lastName: 'Okafor',
    email: 'sam.okafor@demo.consigndesk.local',
    phone: '+1 555 010 1002',
    address: '48 Elm Ave, Brooklyn',
    isVip: true,
  },
];

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
    const scope = { storeId: store.id };
    await addDefaultProductTemplate(new StoreRepositories(manager, ProductTemplate).for(scope));
    await addStoreAccount(new StoreRepositories(manager, Consigner).for(scope), store);
    // Demo products on the Sneakers template, one submitted for review; no images in the seed.
    const sneakers = await manager.getRepository(ProductTemplate).findOneByOrFail({ storeId: store.id });
    const products = manager.getRepository(Product);
    await products.save(
      DEMO_PRODUCTS.map((demo) =>
        products.create({
          ...demo,
          storeId: store.id,
          normalizedSku: normalizeSku(demo.sku),
          category: sneakers.category,
          productTemplateId: sneakers.id,
          image: null,
          imageList: [],
        }),
      ),
    );
    // Fee schedules (spec 001 §7 Consigner types): Standard is the default.
    const consignerTypes = manager.getRepository(ConsignerType);
    const [standard, vip] = await consignerTypes.save([
      consignerTypes.create({
        storeId: store.id,
        accountType: 'Standard',
        sellingFee: 20,
        minFee: 10,
        flatFee: null,
        isDefault: true,
      }),
      consignerTypes.create({
        storeId: store.id,
        accountType: 'VIP',
        sellingFee: 12,
        minFee: 5,
        flatFee: null,
        isDefault: false,
      }),
    ]);
    // Two consigners to take items in for, one on each fee schedule.
    const consigners = manager.getRepository(Consigner);
    await consigners.save(
      DEMO_CONSIGNERS.map(({ isVip, ...person }) =>
        consigners.create({
          ...person,
          storeId: store.id,
          accountId: null,
          accountType: isVip ? vip.accountType : standard.accountType,
          consignerTypeId: isVip ? vip.id : standard.id,
          payoutType: 'PayPal',
          payoutData: person.email,
        }),
      ),
    );
    const location = await manager
      .getRepository(Location)
      .save(manager.getRepository(Location).create({ storeId: store.id, name: 'Main Store', label: 'Main' }));
    await manager
      .getRepository(SubLocation)
      .save(
        ['Shelf A', 'Shelf B', 'Back Room'].map((name) =>
          manager.getRepository(SubLocation).create({ storeId: store.id, locationId: location.id, name }),
        ),
      );
  });
  return { storeHandle: DEMO_STORE_HANDLE, email, password: admin.password, created: true };
}
