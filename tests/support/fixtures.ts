import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { type DataSource } from 'typeorm';
import { type AccessControl, type Role } from '@shared/domain/access-controls';
import { makeItemCode } from '@shared/domain/item-code';
import { normalizeSku } from '@shared/domain/sku';
import { Account } from '../../api/src/accounts/account.entity';
import { hashPassword } from '../../api/src/accounts/passwords';
import { RefreshTokensService } from '../../api/src/auth/refresh-tokens.service';
import { TokenService } from '../../api/src/common/auth/token.service';
import { Employee } from '../../api/src/employees/employee.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import { Product } from '../../api/src/products/product.entity';
import { newStoreDefaults } from '../../api/src/stores/store-defaults';
import { Store } from '../../api/src/stores/store.entity';
import { type TestApp } from './test-app';

/** The password every fixture account gets, so tests can also sign in through /open/auth/login. */
export const FIXTURE_PASSWORD = 'fixture-password-1';
let fixtureHash: Promise<string> | undefined;

export interface SeededStaff {
  store: Store;
  employee: Employee;
  account: Account;
  token: string;
}

export async function seedStore(
  dataSource: DataSource,
  options: { handle: string; isBuyingStore?: boolean },
): Promise<Store> {
  const repository = dataSource.getRepository(Store);
  return repository.save(
    repository.create(
      newStoreDefaults({
        name: `Store ${options.handle}`,
        handle: options.handle,
        supportEmail: `support@${options.handle}.test`,
        isBuyingStore: options.isBuyingStore,
      }),
    ),
  );
}

/** An access token for an account, in a real sign-in session (as /open/auth/login would make). */
export async function signInAs(t: TestApp, account: Account): Promise<string> {
  const session = await t.app.get(RefreshTokensService).start(account.id);
  return t.app
    .get(TokenService)
    .signAccessToken({ sub: String(account.id), storeId: account.storeId, sid: session.familyId });
}

export async function seedAccount(
  dataSource: DataSource,
  store: Store,
  email: string,
  options: { isVerified?: boolean } = {},
): Promise<Account> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const repository = dataSource.getRepository(Account);
  return repository.save(
    repository.create({
      storeId: store.id,
      email,
      passwordHash: await fixtureHash,
      emailVerifiedAt: options.isVerified === false ? null : new Date(),
    }),
  );
}

/** A staff member of `store` with a login, signed in. */
export async function seedStaff(
  t: TestApp,
  store: Store,
  options: {
    email?: string;
    role?: Role;
    accessControls?: AccessControl[] | null;
    isActive?: boolean;
    isVerified?: boolean;
    firstName?: string;
  } = {},
): Promise<Omit<SeededStaff, 'store'>> {
  const email = options.email ?? `staff-${Math.random().toString(36).slice(2, 8)}@${store.handle}.test`;
  const account = await seedAccount(t.dataSource, store, email, { isVerified: options.isVerified });
  const repository = t.dataSource.getRepository(Employee);
  const employee = await repository.save(
    repository.create({
      storeId: store.id,
      firstName: options.firstName ?? 'Sam',
      lastName: 'Staff',
      email,
      accountId: account.id,
      role: options.role ?? 'Admin',
      accessControls: options.accessControls === undefined ? null : options.accessControls,
      isActive: options.isActive ?? true,
    }),
  );
  return { employee, account, token: await signInAs(t, account) };
}

/** A store with one signed-in staff member. */
export async function seedStoreWithStaff(
  t: TestApp,
  options: { handle: string; role?: Role; accessControls?: AccessControl[] | null; isBuyingStore?: boolean },
): Promise<SeededStaff> {
  const store = await seedStore(t.dataSource, options);
  const staff = await seedStaff(t, store, {
    email: `staff@${options.handle}.test`,
    role: options.role,
    accessControls: options.accessControls,
  });
  return { store, ...staff };
}

/** fetch with a bearer token and a JSON body. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: each test checks the body against its contract
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: each test parses the body with the contract it checks
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * A call with a Host header of our choosing (fetch always sends the address it connects to): a
 * store's subdomain or consigner address, reached on the test server.
 */
export function callWithHost(
  t: TestApp,
  method: string,
  path: string,
  host: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: each test checks the body against its contract
): Promise<{ status: number; body: any }> {
  const url = new URL(path, t.baseUrl);
  const payload = options.body !== undefined ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        method,
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
          host,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * POST /api/uploads as the renderer sends it: multipart/form-data with the bytes in one part
 * (field `file` unless told otherwise), under a file name and a declared type that the API ignores.
 */
export function uploadFile(
  t: TestApp,
  token: string | undefined,
  bytes: Buffer,
  options: { filename?: string; type?: string; field?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'image.png',
  );
  return fetch(`${t.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

let seedSequence = 0;

/**
 * An inventory item written straight to the database (the inventory API has its own tests): a
 * product of the store is required; everything else has a plain default.
 */
export async function seedInventoryItem(
  dataSource: DataSource,
  fields: Partial<Inventory> & { storeId: number; productId: number; productTemplateId: number },
): Promise<Inventory> {
  const repository = dataSource.getRepository(Inventory);
  return repository.save(
    repository.create({
      code: makeItemCode((size) => randomInt(0, size)),
      status: 'Active',
      category: 'Sneakers',
      option1Value: '10',
      option2Value: 'New',
      price: 100,
      ...fields,
    }),
  );
}

/** A product of the store on its own new template (or the one given), written straight to the database. */
export async function seedProduct(
  dataSource: DataSource,
  storeId: number,
  fields: Partial<Product> = {},
): Promise<Product> {
  const templates = dataSource.getRepository(ProductTemplate);
  const productTemplateId =
    fields.productTemplateId ??
    (await templates.save(templates.create({ ...DEFAULT_PRODUCT_TEMPLATE, storeId }))).id;
  const products = dataSource.getRepository(Product);
  const sku = fields.sku ?? `SEED-${(seedSequence += 1)}`;
  return products.save(
    products.create({
      storeId,
      title: 'Seeded Pair',
      brand: 'Nike',
      category: 'Sneakers',
      gender: 'Men',
      image: null,
      imageList: [],
      ...fields,
      sku,
      normalizedSku: normalizeSku(sku),
      productTemplateId,
    }),
  );
}
