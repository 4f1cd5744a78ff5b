/**
 * A large, realistic data set for measuring the inventory lists: by default 1,000,000 inventory
 * items across 20 stores, 200,000 of them in one store (the issue's figures), with the stores'
 * products, consigners, employees, locations and sub-locations, and an activity log of the last 90
 * days. Written with multi-row INSERTs straight into MariaDB/MySQL (through the API it would take
 * hours and measure the writes), deterministic for a given --seed.
 *
 * Usage (the database is migrated first, and the big store, "demo" by default, is created with its
 * Admin the way the server's demo seed does when it is missing):
 *
 *   DATABASE_URL=mysql://user:password@127.0.0.1:3306/consigndesk npm run seed:large
 *   DATABASE_URL=… npm run seed:large -- --items 100000 --stores 5 --no-logs
 *
 * Options: --items N (all stores, default 1000000), --stores N (default 20), --big-store-items N
 * (default items / 5), --big-store HANDLE (default demo), --no-logs, --seed N.
 * It refuses to run twice on the same database (the extra stores' handles would clash).
 *
 * Imports stay relative and free of entities, so the bench (plain tsx, no decorator support) can
 * call seedLarge() on a database its server has migrated.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as AppFactoryModule from '../api/src/app.factory';
import type * as AppConfigModule from '../api/src/config/app-config';
import type * as DataSourceModule from '../api/src/database/data-source';
import type * as DemoSeedModule from '../api/src/database/seed/demo-seed';
import { createConnection, type Connection } from 'mysql2/promise';
import { sizeSortKey } from '../shared/domain/inventory-list';
import { type InventoryStatus } from '../shared/domain/inventory-status';
import { ITEM_CODE_ALPHABET, ITEM_CODE_LENGTH } from '../shared/domain/item-code';
import { normalizeSku } from '../shared/domain/sku';

export interface SeedLargeOptions {
  /** mysql:// or mariadb:// URL of a migrated database. */
  url: string;
  /** Items across all stores. */
  items: number;
  /** Stores in all, the big one included. */
  stores: number;
  /** Items of the big store; the rest are shared evenly by the others. */
  bigStoreItems: number;
  /** An existing store that becomes the big one. */
  bigStoreHandle: string;
  withLogs: boolean;
  seed: number;
  log?: (line: string) => void;
}

export interface SeededStore {
  id: number;
  handle: string;
  items: number;
  products: number;
  consigners: number;
  locationIds: number[];
  /** One consigner id, product id and size that certainly have items, for filter probes. */
  sampleConsignerId: number;
  sampleProductId: number;
}

export interface SeedLargeResult {
  bigStore: SeededStore;
  stores: SeededStore[];
  items: number;
  logs: number;
  elapsedMs: number;
}

export const SEED_LARGE_DEFAULTS = {
  items: 1_000_000,
  stores: 20,
  bigStoreShare: 0.2,
  bigStoreHandle: 'demo',
  seed: 20_251_124,
} as const;

/** Rows per INSERT statement (well under max_allowed_packet with ~400 bytes a row). */
const INSERT_BATCH = 2_000;
/** The history the items are spread over, and the share of it the activity log keeps. */
const HISTORY_DAYS = 3 * 365;
const LOG_DAYS = 90;
/** Time buckets: items of every store are written in time order, interleaved, as a live database has them. */
const TIME_BUCKETS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

// --- Deterministic randomness -------------------------------------------------------------------

/** mulberry32: small, fast and good enough for test data. */
function makeRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const normal = () => {
    const u = 1 - next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  /** Index in [0, size): low indexes much more likely (popular products, busy consigners). */
  const skewed = (size: number, power = 2.2) => Math.min(size - 1, Math.floor(size * next() ** power));
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  return { next, int, pick, normal, skewed, weighted };
}
type Random = ReturnType<typeof makeRandom>;

// --- What a consignment store's data looks like ---------------------------------------------------

/** Status mix of a store a few years old: most items sold, paid or on the floor. */
const STATUS_WEIGHTS: readonly (readonly [InventoryStatus, number])[] = [
  ['Active', 34],
  ['Sold', 22],
  ['Paid', 21],
  ['Withdrawn', 6],
  ['Pending', 4],
  ['Declined', 2],
  ['Requested', 2],
  ['RequestPriceChange', 1.5],
  ['RequestWithdrawal', 1],
  ['InTransit', 1],
  ['PendingSale', 1],
  ['Buying', 1.5],
  ['Consignment', 1.5],
  ['StoreRequestPriceChange', 0.5],
];
/** Not in the store yet: no location, never printed. */
const NOT_IN_STORE = new Set<InventoryStatus>(['Pending', 'Requested', 'Buying', 'Consignment', 'Declined']);
const STORE_REQUESTS = new Set<InventoryStatus>(['Buying', 'Consignment']);
const SOLD = new Set<InventoryStatus>(['Sold', 'Paid', 'PendingSale']);

const TEMPLATES = [
  {
    title: 'Apparel',
    brand: 'Various',
    category: 'Apparel',
    option1: 'Size',
    option1Values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    weight: 8,
  },
  {
    title: 'Accessories',
    brand: 'Various',
    category: 'Accessories',
    option1: 'Size',
    option1Values: ['One Size'],
    weight: 4,
  },
] as const;
/** The big store's first template (the default Sneakers one) takes the rest of the catalogue. */
const SNEAKER_TEMPLATE_WEIGHT = 88;

const BRANDS = [
  {
    brand: 'Nike',
    models: ['Dunk Low', 'Air Force 1 Low', 'Air Max 1', 'Air Max 90', 'Blazer Mid 77', 'Vomero 5'],
  },
  {
    brand: 'Jordan',
    models: ['Air Jordan 1 Retro High OG', 'Air Jordan 1 Low', 'Air Jordan 4 Retro', 'Air Jordan 11 Retro'],
  },
  {
    brand: 'adidas',
    models: ['Samba OG', 'Gazelle Indoor', 'Campus 00s', 'Yeezy Boost 350 V2', 'Yeezy Slide'],
  },
  { brand: 'New Balance', models: ['550', '990v6', '2002R', '1906R', '9060'] },
  { brand: 'ASICS', models: ['Gel-Kayano 14', 'Gel-1130', 'GT-2160', 'Gel-NYC'] },
  { brand: 'Supreme', models: ['Box Logo Hoodie', 'Box Logo Tee', 'Camp Cap', 'Shoulder Bag'] },
  { brand: 'Fear of God', models: ['Essentials Hoodie', 'Essentials Sweatpant', 'Essentials Tee'] },
] as const;
const COLOURWAYS = [
  'Panda',
  'Chicago',
  'Bred',
  'University Blue',
  'Triple White',
  'Black Cement',
  'Onyx',
  'Sail',
  'Grey Fog',
  'Olive',
  'Mocha',
  'Lost and Found',
  'Royal',
  'Pine Green',
  'Sea Salt',
  'Dark Oxide',
] as const;
const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hiro',
  'Isla',
  'Jamal',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sipho',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zane',
];
const LAST_NAMES = [
  'Adams',
  'Botha',
  'Chen',
  'Dlamini',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jansen',
  'Khan',
  'Lopez',
  'Mokoena',
  'Nakamura',
  'Okafor',
  'Patel',
  'Rossi',
  'Smith',
  'Tanaka',
  'Van Wyk',
];
const LOCATIONS = [
  { name: 'Main Store', label: 'Main', weight: 55 },
  { name: 'Warehouse', label: 'WH', weight: 30 },
  { name: 'Pop-up', label: 'POP', weight: 10 },
  { name: 'Online', label: 'WEB', weight: 5 },
] as const;
const SUB_LOCATIONS_PER_LOCATION = 6;
const EMPLOYEES_PER_STORE = 5;
const ITEMS_PER_PRODUCT = 25;
const ITEMS_PER_CONSIGNER = 100;

/** US sneaker sizes: bell-shaped around 10, by halves, 4 to 14. */
function sneakerSize(random: Random): string {
  const size = Math.round((10 + random.normal() * 1.6) * 2) / 2;
  return String(Math.min(14, Math.max(4, size)));
}

/** Asking prices: log-normal around 220, rounded to 5. */
function askingPrice(random: Random): number {
  const price = Math.exp(Math.log(220) + random.normal() * 0.55);
  return Math.max(40, Math.min(5000, Math.round(price / 5) * 5));
}

/** The codes a store's items already have: the demo store's seeded items, which the large seed must not repeat. */
async function storeCodes(connection: Connection, storeId: number): Promise<Set<string>> {
  const [rows] = await connection.query('SELECT code FROM inventories WHERE storeId = ?', [storeId]);
  return new Set((rows as { code: string }[]).map((row) => row.code));
}

/** The store's next unused code (its own codes never repeat; one the store had already is skipped). */
function nextItemCode(plan: StorePlan): string {
  let code: string;
  do code = itemCode(plan.codeOrdinal++, plan.codeSalt);
  while (plan.takenCodes.has(code));
  return code;
}

/**
 * The n-th code of a store: n times an odd constant modulo 32^6 is a bijection, so codes are unique
 * per store yet look random, as the API's own do.
 */
function itemCode(ordinal: number, salt: number): string {
  const space = ITEM_CODE_ALPHABET.length ** ITEM_CODE_LENGTH;
  let value = Number((BigInt(ordinal + salt) * 2_654_435_761n) % BigInt(space));
  let code = '';
  for (let place = 0; place < ITEM_CODE_LENGTH; place++) {
    code += ITEM_CODE_ALPHABET[value % ITEM_CODE_ALPHABET.length];
    value = Math.floor(value / ITEM_CODE_ALPHABET.length);
  }
  return code;
}

// --- Writing ----------------------------------------------------------------------------------------

type Row = (string | number | boolean | Date | null)[];

async function insertRows(connection: Connection, table: string, columns: readonly string[], rows: Row[]) {
  let firstId = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const [result] = await connection.query(
      `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ?`,
      [rows.slice(start, start + INSERT_BATCH)],
    );
    if (start === 0) firstId = (result as { insertId: number }).insertId;
  }
  // Multi-row INSERTs get consecutive ids (InnoDB's "simple insert"), so the first is enough.
  return firstId;
}

async function idsOf(connection: Connection, sql: string, params: unknown[]): Promise<number[]> {
  const [rows] = await connection.query(sql, params);
  return (rows as { id: number }[]).map((row) => Number(row.id));
}

interface StorePlan {
  id: number;
  handle: string;
  items: number;
  templates: { id: number; category: string; option1Values: readonly string[] | null; weight: number }[];
  products: { id: number; templateIndex: number; category: string }[];
  consignerIds: number[];
  storeAccountId: number;
  employees: { accountId: number; name: string }[];
  locations: { id: number; weight: number; subLocationIds: number[] }[];
  written: number;
  codeSalt: number;
  /** The next ordinal for itemCode, and the codes the store already had (the demo seed's). */
  codeOrdinal: number;
  takenCodes: Set<string>;
}

export async function seedLarge(options: SeedLargeOptions): Promise<SeedLargeResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const random = makeRandom(options.seed);
  const url = new URL(options.url);
  if (url.protocol === 'mariadb:') url.protocol = 'mysql:';
  const connection = await createConnection({
    uri: url.toString(),
    timezone: 'Z',
    multipleStatements: false,
  });
  try {
    // The generator writes valid rows only; skipping the checks per row makes loading several times faster.
    await connection.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
    const [found] = await connection.query('SELECT id FROM stores WHERE handle = ?', [
      options.bigStoreHandle,
    ]);
    const bigStoreId = (found as { id: number }[])[0]?.id;
    if (!bigStoreId)
      throw new Error(
        `store "${options.bigStoreHandle}" not found: start the server once (demo seed) or pass --big-store`,
      );
    const [clash] = await connection.query("SELECT COUNT(*) AS n FROM stores WHERE handle LIKE 'large-%'");
    if (Number((clash as { n: number }[])[0].n) > 0)
      throw new Error('this database has been seeded already (stores large-…)');

    const plans = await createStores(connection, random, options, bigStoreId);
    log(`  stores, templates, locations, employees: ${plans.length} stores`);
    for (const plan of plans) await createCatalogue(connection, random, plan);
    log(
      `  products ${plans.reduce((sum, plan) => sum + plan.products.length, 0).toLocaleString('en-US')}, ` +
        `consigners ${plans.reduce((sum, plan) => sum + plan.consignerIds.length, 0).toLocaleString('en-US')}`,
    );
    const { items, logs } = await createItems(connection, random, plans, options.withLogs, log);
    const summary = plans.map((plan) => ({
      id: plan.id,
      handle: plan.handle,
      items: plan.written,
      products: plan.products.length,
      consigners: plan.consignerIds.length,
      locationIds: plan.locations.map((location) => location.id),
      sampleConsignerId: plan.consignerIds[0],
      sampleProductId: plan.products[0].id,
    }));
    await connection.query('ANALYZE TABLE inventories, products, consigners, inventory_logs');
    return { bigStore: summary[0], stores: summary, items, logs, elapsedMs: Date.now() - started };
  } finally {
    await connection.end();
  }
}

async function createStores(
  connection: Connection,
  random: Random,
  options: SeedLargeOptions,
  bigStoreId: number,
): Promise<StorePlan[]> {
  // New stores copy the big store's settings row, whatever columns the schema has by then.
  const [columnRows] = await connection.query(
    'SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
    ['stores'],
  );
  const own = new Set(['id', 'name', 'handle', 'supportEmail', 'domain', 'createdAt', 'updatedAt']);
  const copied = (columnRows as { name: string }[]).map((row) => row.name).filter((name) => !own.has(name));
  const list = copied.map((name) => `\`${name}\``).join(', ');
  const others = Math.max(0, options.stores - 1);
  const otherItems = Math.max(0, options.items - options.bigStoreItems);
  const storeIds = [bigStoreId];
  const handles = [options.bigStoreHandle];
  for (let index = 0; index < others; index++) {
    const handle = `large-${String(index + 2).padStart(2, '0')}`;
    const [result] = await connection.query(
      `INSERT INTO stores (name, handle, supportEmail, ${list}) SELECT ?, ?, ?, ${list} FROM stores WHERE id = ?`,
      [`Large Store ${index + 2}`, handle, `support@${handle}.test`, bigStoreId],
    );
    storeIds.push((result as { insertId: number }).insertId);
    handles.push(handle);
  }

  const plans: StorePlan[] = [];
  for (const [index, storeId] of storeIds.entries()) {
    const items =
      index === 0
        ? options.bigStoreItems
        : Math.floor(otherItems / others) + (index <= otherItems % others ? 1 : 0);
    plans.push({
      id: storeId,
      handle: handles[index],
      items,
      templates: await storeTemplates(connection, storeId, bigStoreId),
      products: [],
      consignerIds: [],
      storeAccountId: 0,
      employees: await storeEmployees(connection, random, storeId, handles[index]),
      locations: await storeLocations(connection, storeId),
      written: 0,
      codeSalt: random.int(1_000_000),
      codeOrdinal: 0,
      takenCodes: await storeCodes(connection, storeId),
    });
  }
  return plans;
}

/** The big store's first template (copied to the others), plus Apparel and Accessories. */
async function storeTemplates(connection: Connection, storeId: number, bigStoreId: number) {
  const [bigTemplates] = await connection.query(
    'SELECT id, title, brand, category, gender, weight, option1, option2, option3, option1Values, option2Values, option3Values FROM product_templates WHERE storeId = ? ORDER BY id LIMIT 1',
    [bigStoreId],
  );
  const base = (bigTemplates as Record<string, unknown>[])[0];
  if (!base) throw new Error(`store ${bigStoreId} has no product template to copy`);
  const json = (value: unknown) =>
    value === null || typeof value === 'string' ? value : JSON.stringify(value);
  const rows: Row[] = [];
  if (storeId !== bigStoreId) {
    rows.push([
      storeId,
      String(base.title),
      String(base.brand),
      String(base.category),
      base.gender as string | null,
      base.weight as number | null,
      String(base.option1),
      base.option2 as string | null,
      base.option3 as string | null,
      json(base.option1Values) as string,
      json(base.option2Values) as string | null,
      json(base.option3Values) as string | null,
    ]);
  }
  for (const template of TEMPLATES) {
    rows.push([
      storeId,
      template.title,
      template.brand,
      template.category,
      null,
      null,
      template.option1,
      'Condition',
      null,
      JSON.stringify(template.option1Values),
      JSON.stringify(['New', 'Used']),
      null,
    ]);
  }
  const columns = [
    'storeId',
    'title',
    'brand',
    'category',
    'gender',
    'weight',
    'option1',
    'option2',
    'option3',
    'option1Values',
    'option2Values',
    'option3Values',
  ];
  await insertRows(connection, 'product_templates', columns, rows);
  const [all] = await connection.query(
    'SELECT id, category, option1Values FROM product_templates WHERE storeId = ? ORDER BY id',
    [storeId],
  );
  const list = all as { id: number; category: string; option1Values: unknown }[];
  const parse = (value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[]);
  return [
    { id: list[0].id, category: list[0].category, option1Values: null, weight: SNEAKER_TEMPLATE_WEIGHT },
    ...TEMPLATES.map((template) => {
      const row = list.find((entry) => entry.category === template.category);
      if (!row) throw new Error(`template ${template.title} missing`);
      return {
        id: row.id,
        category: row.category,
        option1Values: parse(row.option1Values),
        weight: template.weight,
      };
    }),
  ];
}

async function storeEmployees(connection: Connection, random: Random, storeId: number, handle: string) {
  const employees: { accountId: number; name: string }[] = [];
  for (let index = 0; index < EMPLOYEES_PER_STORE; index++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const email = `staff${index + 1}.seed@${handle}.test`;
    // No password anyone knows: these accounts only name who changed what.
    const accountId = await insertRows(
      connection,
      'accounts',
      ['storeId', 'email', 'passwordHash', 'emailVerifiedAt'],
      [[storeId, email, 'seed-large:no-login', new Date()]],
    );
    await insertRows(
      connection,
      'employees',
      ['storeId', 'firstName', 'lastName', 'email', 'accountId', 'role', 'accessControls', 'isActive'],
      [[storeId, firstName, lastName, email, accountId, 'Employee', JSON.stringify(['Inventory']), true]],
    );
    employees.push({ accountId, name: `${firstName} ${lastName}` });
  }
  return employees;
}

async function storeLocations(connection: Connection, storeId: number) {
  const locations: StorePlan['locations'] = [];
  for (const location of LOCATIONS) {
    const existing = await idsOf(connection, 'SELECT id FROM locations WHERE storeId = ? AND name = ?', [
      storeId,
      location.name,
    ]);
    const id =
      existing[0] ??
      (await insertRows(
        connection,
        'locations',
        ['storeId', 'name', 'label', 'isActive'],
        [[storeId, location.name, location.label, true]],
      ));
    await insertRows(
      connection,
      'sub_locations',
      ['storeId', 'locationId', 'name'],
      Array.from({ length: SUB_LOCATIONS_PER_LOCATION }, (_, index) => [
        storeId,
        id,
        `${location.label} Bay ${index + 1}`,
      ]),
    );
    const subLocationIds = await idsOf(
      connection,
      'SELECT id FROM sub_locations WHERE locationId = ? ORDER BY id',
      [id],
    );
    locations.push({ id, weight: location.weight, subLocationIds });
  }
  return locations;
}

async function createCatalogue(connection: Connection, random: Random, plan: StorePlan) {
  const productCount = Math.max(50, Math.round(plan.items / ITEMS_PER_PRODUCT));
  const productRows: Row[] = [];
  const templateIndexes: number[] = [];
  for (let index = 0; index < productCount; index++) {
    const templateIndex = random.weighted(
      plan.templates.map((template, position) => [position, template.weight] as const),
    );
    const line = random.pick(BRANDS);
    const sku = `${String.fromCharCode(65 + random.int(26))}${String.fromCharCode(65 + random.int(26))}${1000 + random.int(9000)}-${100 + random.int(900)}`;
    productRows.push([
      plan.id,
      `${line.brand} ${random.pick(line.models)} ${random.pick(COLOURWAYS)}`,
      line.brand,
      plan.templates[templateIndex].category,
      sku,
      normalizeSku(sku),
      null,
      '[]',
      plan.templates[templateIndex].id,
      random.pick(['Men', 'Women', 'Unisex']),
      random.next() < 0.5 ? `gid://shopify/Product/${7_000_000_000 + random.int(999_999_999)}` : null,
    ]);
    templateIndexes.push(templateIndex);
  }
  const firstProductId = await insertRows(
    connection,
    'products',
    [
      'storeId',
      'title',
      'brand',
      'category',
      'sku',
      'normalizedSku',
      'image',
      'imageList',
      'productTemplateId',
      'gender',
      'shopifyId',
    ],
    productRows,
  );
  plan.products = productRows.map((row, index) => ({
    id: firstProductId + index,
    templateIndex: templateIndexes[index],
    category: String(row[3]),
  }));

  const consignerCount = Math.max(20, Math.round(plan.items / ITEMS_PER_CONSIGNER));
  const consignerRows: Row[] = [];
  for (let index = 0; index < consignerCount; index++) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    consignerRows.push([
      plan.id,
      firstName,
      lastName,
      `${firstName}.${lastName}.${index + 1}@consigner.test`.toLowerCase().replace(/\s+/g, ''),
      `+1 555 ${String(1_000_000 + index).slice(-7)}`,
      `${1 + random.int(999)} Main St`,
      'Standard',
      false,
      random.next() > 0.03,
    ]);
  }
  consignerRows.push([
    plan.id,
    'Store',
    'Account',
    `store-account@${plan.handle}.test`,
    '+1 555 0000000',
    'The store',
    'Standard',
    true,
    true,
  ]);
  const firstConsignerId = await insertRows(
    connection,
    'consigners',
    [
      'storeId',
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'accountType',
      'isStoreAccount',
      'isActive',
    ],
    consignerRows,
  );
  plan.consignerIds = Array.from({ length: consignerCount }, (_, index) => firstConsignerId + index);
  plan.storeAccountId = firstConsignerId + consignerCount;
}

const ITEM_COLUMNS = [
  'storeId',
  'code',
  'productId',
  'productTemplateId',
  'option1Value',
  'sizeSort',
  'option2Value',
  'locationId',
  'subLocationId',
  'status',
  'consignerId',
  'lastUpdatedById',
  'lastUpdatedByName',
  'price',
  'requestedPrice',
  'priceRangeLower',
  'priceRangeUpper',
  'payout',
  'payoutAmount',
  'payoutFee',
  'total',
  'acceptedOn',
  'soldOn',
  'shopifyId',
  'printed',
  'category',
  'createdAt',
  'updatedAt',
] as const;

async function createItems(
  connection: Connection,
  random: Random,
  plans: StorePlan[],
  withLogs: boolean,
  log: (line: string) => void,
): Promise<{ items: number; logs: number }> {
  const now = Date.now();
  const historyStart = now - HISTORY_DAYS * DAY_MS;
  const bucketMs = (HISTORY_DAYS * DAY_MS) / TIME_BUCKETS;
  // A growing business: later buckets get more items (weight rises linearly from 1 to 3).
  const weights = Array.from({ length: TIME_BUCKETS }, (_, bucket) => 1 + (2 * bucket) / (TIME_BUCKETS - 1));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const carry = plans.map(() => 0);
  let written = 0;
  let logs = 0;
  let nextReport = 100_000;
  let pending: {
    row: Row;
    storeId: number;
    createdAt: number;
    updatedAt: number;
    status: InventoryStatus;
    actor: StorePlan['employees'][number];
  }[] = [];

  const flush = async () => {
    if (pending.length === 0) return;
    pending.sort((a, b) => a.createdAt - b.createdAt);
    const firstId = await insertRows(
      connection,
      'inventories',
      ITEM_COLUMNS,
      pending.map((entry) => entry.row),
    );
    if (withLogs) {
      const logRows: Row[] = [];
      const since = now - LOG_DAYS * DAY_MS;
      pending.forEach((entry, index) => {
        const id = firstId + index;
        if (entry.createdAt >= since) {
          logRows.push([
            entry.storeId,
            id,
            entry.actor.accountId,
            entry.actor.name,
            JSON.stringify([{ variableChanged: 'status', beforeValue: null, afterValue: 'Pending' }]),
            new Date(entry.createdAt),
          ]);
        }
        if (entry.updatedAt >= since && entry.updatedAt > entry.createdAt) {
          logRows.push([
            entry.storeId,
            id,
            entry.actor.accountId,
            entry.actor.name,
            JSON.stringify([{ variableChanged: 'status', beforeValue: 'Pending', afterValue: entry.status }]),
            new Date(entry.updatedAt),
          ]);
        }
      });
      if (logRows.length > 0) {
        await insertRows(
          connection,
          'inventory_logs',
          ['storeId', 'inventoryId', 'lastUpdatedById', 'lastUpdatedByName', 'modifiedFields', 'createdAt'],
          logRows,
        );
        logs += logRows.length;
      }
    }
    written += pending.length;
    pending = [];
    if (written >= nextReport) {
      log(`  items ${written.toLocaleString('en-US')}`);
      nextReport += 100_000;
    }
  };

  for (let bucket = 0; bucket < TIME_BUCKETS; bucket++) {
    for (const [storeIndex, plan] of plans.entries()) {
      const exact = (plan.items * weights[bucket]) / weightSum + carry[storeIndex];
      const count = bucket === TIME_BUCKETS - 1 ? plan.items - plan.written : Math.floor(exact);
      carry[storeIndex] = exact - Math.floor(exact);
      for (let index = 0; index < count; index++) {
        const createdAt = historyStart + (bucket + random.next()) * bucketMs;
        pending.push(makeItem(random, plan, createdAt, now));
        plan.written++;
      }
    }
    if (pending.length >= INSERT_BATCH * 2) await flush();
  }
  await flush();
  return { items: written, logs };
}

function makeItem(random: Random, plan: StorePlan, createdAt: number, now: number) {
  // Older items have mostly sold; the newest are mostly still in the pipeline.
  const ageDays = (now - createdAt) / DAY_MS;
  let status = random.weighted(STATUS_WEIGHTS);
  if (ageDays > 120 && (NOT_IN_STORE.has(status) || status.startsWith('Request')) && random.next() < 0.85) {
    status = random.next() < 0.5 ? 'Paid' : 'Sold';
  }
  const product = plan.products[random.skewed(plan.products.length)];
  const template = plan.templates[product.templateIndex];
  const size = template.option1Values ? random.pick(template.option1Values) : sneakerSize(random);
  const isStoreRequest = STORE_REQUESTS.has(status);
  const consignerId = isStoreRequest
    ? null
    : random.next() < 0.04
      ? plan.storeAccountId
      : plan.consignerIds[random.skewed(plan.consignerIds.length, 1.8)];
  const inStore = !NOT_IN_STORE.has(status);
  const location = inStore
    ? random.weighted(plan.locations.map((entry) => [entry, entry.weight] as const))
    : null;
  const subLocationId = location && random.next() < 0.8 ? random.pick(location.subLocationIds) : null;
  const price = isStoreRequest ? null : askingPrice(random);
  const fee = price === null ? null : Math.max(10, Math.round(price * 0.2 * 100) / 100);
  const acceptedOn = inStore ? createdAt + random.next() * 3 * DAY_MS : null;
  const soldOn =
    SOLD.has(status) && acceptedOn ? Math.min(now, acceptedOn + random.next() * 120 * DAY_MS) : null;
  const lastChange = soldOn ?? acceptedOn ?? createdAt;
  const updatedAt = Math.min(now, lastChange + random.next() ** 3 * 30 * DAY_MS);
  const printed = inStore && random.next() < (status === 'Active' ? 0.85 : 0.95);
  const actor = random.pick(plan.employees);
  const lower = isStoreRequest ? askingPrice(random) : null;
  const row: Row = [
    plan.id,
    nextItemCode(plan),
    product.id,
    template.id,
    size,
    sizeSortKey(size),
    random.next() < 0.85 ? 'New' : 'Used',
    location?.id ?? null,
    subLocationId,
    status,
    consignerId,
    actor.accountId,
    actor.name,
    price,
    status === 'RequestPriceChange' && price !== null ? Math.round(price * 0.9) : null,
    lower,
    lower === null ? null : lower + 50,
    price === null || fee === null ? null : price - fee,
    price === null || fee === null ? null : price - fee,
    fee,
    price,
    acceptedOn === null ? null : new Date(acceptedOn),
    soldOn === null ? null : new Date(soldOn),
    status === 'Active' && random.next() < 0.6
      ? `gid://shopify/ProductVariant/${40_000_000_000 + random.int(999_999_999)}`
      : null,
    printed,
    product.category,
    new Date(createdAt),
    new Date(updatedAt),
  ];
  return { row, storeId: plan.id, createdAt, updatedAt, status, actor };
}

// --- Command line -------------------------------------------------------------------------------------

function readArguments(argv: string[]) {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const count = (name: string, fallback: number, min: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < min)
      throw new Error(`--${name} must be a whole number ≥ ${min} (got "${raw}")`);
    return parsed;
  };
  const items = count('items', SEED_LARGE_DEFAULTS.items, 100);
  const stores = count('stores', SEED_LARGE_DEFAULTS.stores, 1);
  return {
    items,
    stores,
    bigStoreItems: count(
      'big-store-items',
      stores === 1 ? items : Math.round(items * SEED_LARGE_DEFAULTS.bigStoreShare),
      1,
    ),
    bigStoreHandle: value('big-store') ?? SEED_LARGE_DEFAULTS.bigStoreHandle,
    withLogs: !argv.includes('--no-logs'),
    seed: count('seed', SEED_LARGE_DEFAULTS.seed, 0),
  };
}

async function main(): Promise<void> {
  const raw = process.env.DATABASE_URL;
  if (!raw || !/^(mysql|mariadb):\/\//.test(raw)) {
    throw new Error(
      'set DATABASE_URL to a MariaDB/MySQL database, e.g. mysql://user:password@127.0.0.1:3306/consigndesk',
    );
  }
  const args = readArguments(process.argv.slice(2));
  if (args.bigStoreItems > args.items) throw new Error('--big-store-items cannot exceed --items');
  // The demo seed runs the app's own services, whose dependency injection needs the decorator
  // metadata TypeScript emits and tsx does not: it runs from the built API (the npm script builds
  // it first). Loaded here only, so the bench (plain tsx) can import seedLarge() from this file.
  const built = async <T>(path: string): Promise<T> =>
    (await import(pathToFileURL(join(__dirname, '..', 'dist', 'api', 'api', 'src', `${path}.js`)).href)) as T;
  const { loadConfig } = await built<typeof AppConfigModule>('config/app-config');
  const { openDatabase } = await built<typeof DataSourceModule>('database/data-source');
  const { createApp } = await built<typeof AppFactoryModule>('app.factory');
  const { DEMO_STORE_HANDLE, seedDemoStore } = await built<typeof DemoSeedModule>('database/seed/demo-seed');
  if (args.bigStoreHandle === DEMO_STORE_HANDLE) {
    // The demo seed writes through the app's services (the inventory engine, the upload storage):
    // the app is built around the database, not served. Pictures go to the server's upload folder.
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: raw,
      JWT_SECRET: process.env.JWT_SECRET ?? 'seed-large-'.padEnd(40, 'x'),
      JOBS_WORKER: 'false',
      LOG_LEVEL: 'warn',
    });
    const dataSource = await openDatabase(config.database);
    const app = await createApp(config, dataSource);
    try {
      await seedDemoStore(app, config.demoAdmin);
    } finally {
      await app.close();
    }
  }
  console.log(
    `Seeding ${args.items.toLocaleString('en-US')} items in ${args.stores} stores ` +
      `(${args.bigStoreItems.toLocaleString('en-US')} in "${args.bigStoreHandle}")...`,
  );
  const result = await seedLarge({ url: raw, ...args, log: (line) => console.log(line) });
  console.log(
    `Done in ${(result.elapsedMs / 1000).toFixed(0)} s: ${result.items.toLocaleString('en-US')} items, ` +
      `${result.logs.toLocaleString('en-US')} log entries; big store id ${result.bigStore.id}.`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`seed:large failed: ${error instanceof Error ? error.message : String(error)}`);
    // A failure half-way can leave a database connection open, which would keep the process alive.
    process.exit(1);
  });
}
