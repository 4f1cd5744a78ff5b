import { performance } from 'node:perf_hooks';
import { type INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource } from 'typeorm';
import { ACCESS_CONTROLS } from '@shared/domain/access-controls';
import { Account } from '../../accounts/account.entity';
import { hashPassword, verifyPassword } from '../../accounts/passwords';
import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Consigner } from '../../consigners/consigner.entity';
import { addStoreAccount } from '../../consigners/store-account';
import { Employee } from '../../employees/employee.entity';
import { addDefaultProductTemplate } from '../../product-templates/default-template';
import { ProductTemplate } from '../../product-templates/product-template.entity';
import { newStoreDefaults } from '../../stores/store-defaults';
import { Store } from '../../stores/store.entity';
import { TransactionRunner } from '../transaction-runner';
import { demoClock, type DemoRecords, demoRandom, type DemoSeedContext } from './demo-context';
import { type DemoStoreProfile, readDemoData } from './demo-data';

export const DEMO_STORE_HANDLE = 'demo';

/** The demo store looks the same on every start and on both databases: one seed for its randomness. */
const DEMO_RANDOM_SEED = 20_251_130;

export interface DemoLogin {
  storeHandle: string;
  email: string;
  /** null when the admin has changed the demo password since it was seeded. */
  password: string | null;
  created: boolean;
  /** When it was seeded now: how long it took, and what each step made. */
  seeded?: { milliseconds: number; steps: { name: string; milliseconds: number; made: string }[] };
}

/**
 * Seeds the demo store once: a sneaker and streetwear consignment shop with its Admin (who can do
 * everything), staff, catalogue with pictures, consigners and a few hundred items with two months
 * of history, written by the steps in ./demo-steps.ts (README: what the demo store contains). Runs at
 * every start but only writes when the store is missing, so it is safe to repeat; all of it is one
 * transaction, so a failed seed leaves no half store and the next start seeds again.
 */
export async function seedDemoStore(
  app: INestApplicationContext,
  admin: { email: string; password: string },
): Promise<DemoLogin> {
  const dataSource = app.get<DataSource>(getDataSourceToken(), { strict: false });
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

  const started = performance.now();
  const data = readDemoData();
  const passwordHash = await hashPassword(admin.password);
  // Loaded only now: the store resolver (common/tenancy) imports DEMO_STORE_HANDLE from this
  // module, and the steps import the inventory engine, which imports common/tenancy; loaded with
  // this module they would make an import cycle.
  const { DEMO_SEED_STEPS } = await import('./demo-steps.js');
  const clock = demoClock(new Date());
  const steps = await app.get(TransactionRunner, { strict: false }).run(async (manager) => {
    const made = await createStore(
      manager,
      data.store,
      email,
      passwordHash,
      clock.at(data.inventory.historyDays + 30),
    );
    const context: DemoSeedContext = {
      app,
      manager,
      data,
      clock,
      random: demoRandom(DEMO_RANDOM_SEED),
      made,
      writeScope: (actor, at) => ({ storeId: made.store.id, store: made.store, actor, at }),
    };
    const timings: { name: string; milliseconds: number; made: string }[] = [];
    for (const step of DEMO_SEED_STEPS) {
      const stepStarted = performance.now();
      const summary = await step.run(context);
      timings.push({
        name: step.name,
        milliseconds: Math.round(performance.now() - stepStarted),
        made: summary,
      });
    }
    return timings;
  });
  return {
    storeHandle: DEMO_STORE_HANDLE,
    email,
    password: admin.password,
    created: true,
    seeded: { milliseconds: Math.round(performance.now() - started), steps },
  };
}

/** The store itself: its settings, the Admin, the default template and the store's own account. */
async function createStore(
  manager: DemoSeedContext['manager'],
  profile: DemoStoreProfile,
  email: string,
  passwordHash: string,
  openedAt: Date,
): Promise<DemoRecords> {
  const store = await manager.getRepository(Store).save(
    manager.getRepository(Store).create({
      ...newStoreDefaults({
        name: profile.name,
        handle: DEMO_STORE_HANDLE,
        supportEmail: profile.supportEmail,
      }),
      ...profile,
      features: { scanItems: true, hideBankRouting: false, labelLayout: 'standard' },
      createdAt: openedAt,
    }),
  );
  const scope = { storeId: store.id };
  const accounts = new StoreRepositories(manager, Account).for(scope);
  const account = await accounts.save(
    accounts.create({ email, passwordHash, emailVerifiedAt: openedAt, createdAt: openedAt }),
  );
  const employees = new StoreRepositories(manager, Employee).for(scope);
  await employees.save(
    employees.create({
      firstName: 'Demo',
      lastName: 'Admin',
      email,
      accountId: account.id,
      role: 'Admin',
      accessControls: [...ACCESS_CONTROLS],
      isActive: true,
      createdAt: openedAt,
    }),
  );
  const templates = new StoreRepositories(manager, ProductTemplate).for(scope);
  await addDefaultProductTemplate(templates);
  const storeAccount = await addStoreAccount(new StoreRepositories(manager, Consigner).for(scope), store);
  const adminActor = { id: account.id, name: 'Demo Admin' };
  return {
    store,
    admin: adminActor,
    staff: [adminActor],
    templates: new Map([['sneakers', (await templates.find({ take: 1 }))[0]]]),
    consignerTypes: [],
    locations: [],
    products: new Map(),
    consigners: new Map(),
    storeAccount,
    items: [],
    passwordHash,
  };
}
