import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_LIST_MODES, INVENTORY_SORT_OPTIONS, type InventorySortOption } from '@shared/constants';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  filterOptionsResponse,
  INVENTORY_EXPORT_COLUMNS,
  inventoriesResponse,
  inventoryLogsPageResponse,
  type InventoryListRow,
  paginatedInventoriesResponse,
  storeInventoryStatusResponse,
} from '@shared/contracts/inventory-lists';
import { INVENTORY_LIST_MODE_DEFINITIONS, QUEUE_STATUSES } from '@shared/domain/inventory-list';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { ITEM_CODE_ALPHABET } from '@shared/domain/item-code';
import { compareSizes } from '@shared/domain/size-sort';
import { Consigner } from '../../api/src/consigners/consigner.entity';
import { InventoryLog } from '../../api/src/inventories/inventory-log.entity';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { Location } from '../../api/src/locations/location.entity';
import { SubLocation } from '../../api/src/locations/sub-location.entity';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import { type Product } from '../../api/src/products/product.entity';
import {
  call,
  seedInventoryItem,
  seedProduct,
  seedStaff,
  seedStoreWithStaff,
  type SeededStaff,
} from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A fixed "now" a little in the past, so every seeded date is a whole number of hours before it. */
const BASE = Date.now() - HOUR_MS;

/** RFC 4180 parsing, enough to read the export back: quoted cells, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The body of an export: UTF-8 with a byte order mark (fetch's text() would drop it silently). */
async function csvText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

interface ItemSpec {
  product: 'jordan' | 'dunk' | 'tee';
  size: string;
  condition?: string;
  colour?: string;
  status: InventoryStatus;
  owner: 'ada' | 'ben' | 'store' | null;
  location?: 'main' | 'warehouse';
  shelf?: 'shelfA' | 'shelfB';
  price: number | null;
  printed?: boolean;
  shopifyId?: string;
  notes?: string;
}

/**
 * Store A's items, numbered by their place here: created an hour apart (1 newest), updated in
 * another order, priced and paid out in yet another, so every sort option gives its own order.
 */
const ITEMS: ItemSpec[] = [
  {
    product: 'jordan',
    size: '10',
    status: 'Active',
    owner: 'ada',
    location: 'main',
    shelf: 'shelfA',
    price: 200,
    shopifyId: 'gid://shopify/ProductVariant/1',
  },
  {
    product: 'jordan',
    size: '9.5',
    condition: 'Used',
    status: 'Active',
    owner: 'ben',
    location: 'main',
    shelf: 'shelfB',
    price: 150,
    printed: true,
  },
  { product: 'dunk', size: '12', status: 'Active', owner: 'ada', location: 'warehouse', price: 120 },
  {
    product: 'dunk',
    size: '4',
    status: 'Active',
    owner: 'store',
    location: 'main',
    price: 90,
    printed: true,
    shopifyId: 'gid://shopify/ProductVariant/4',
  },
  {
    product: 'tee',
    size: 'M',
    colour: 'Black',
    status: 'Active',
    owner: 'ben',
    location: 'warehouse',
    price: 60,
  },
  {
    product: 'tee',
    size: 'XL',
    condition: 'Used',
    colour: 'White',
    status: 'Active',
    owner: 'ada',
    location: 'main',
    shelf: 'shelfA',
    price: 80,
    printed: true,
  },
  { product: 'jordan', size: '10.5', status: 'Pending', owner: 'ada', price: 210 },
  { product: 'dunk', size: '11', status: 'Requested', owner: 'ben', price: 100 },
  {
    product: 'jordan',
    size: '8',
    status: 'RequestPriceChange',
    owner: 'ada',
    location: 'main',
    price: 175,
    printed: true,
  },
  {
    product: 'dunk',
    size: '9',
    status: 'RequestWithdrawal',
    owner: 'ben',
    location: 'main',
    price: 130,
    printed: true,
  },
  { product: 'jordan', size: '10', status: 'Withdrawn', owner: 'ada', price: 190, printed: true },
  { product: 'dunk', size: '13', status: 'Buying', owner: null, price: null },
  { product: 'tee', size: 'L', status: 'Consignment', owner: null, price: null },
  { product: 'jordan', size: '7', status: 'Sold', owner: 'ada', location: 'main', price: 240, printed: true },
];
/** Hours before BASE that each item was last updated: a different order from creation. */
const UPDATED_HOURS_AGO = [5, 1, 9, 3, 12, 7, 2, 4, 6, 8, 10, 11, 13, 14];
/** Days before BASE that each Active item was accepted. */
const ACCEPTED_DAYS_AGO = [10, 3, 40, 0, 22, 15];

describe(`inventory lists, filter options, status counts, export and activity on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let other: SeededStaff;
  let products: Record<ItemSpec['product'], Product>;
  let consigners: Record<'ada' | 'ben' | 'store', Consigner>;
  let locations: Record<'main' | 'warehouse', Location>;
  let shelves: Record<'shelfA' | 'shelfB', SubLocation>;
  /** Store A's items, in ITEMS order. */
  let items: Inventory[];

  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const idsOf = (...places: number[]) => places.map((place) => items[place - 1].id);
  const list = async (query: string, token = admin.token) => {
    const response = await call(t, 'GET', `/api/inventories/paginatedInventories?${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return paginatedInventoriesResponse.parse(response.body);
  };
  /** Every id a query matches (one page of 500), as a sorted list. */
  const matching = async (query: string) =>
    ids((await list(`${query}&pageSize=500`)).rows).sort((a, b) => a - b);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  /** The `index`-th item code (six letters of the code alphabet), for items written in bulk. */
  const codeOf = (index: number) =>
    Array.from({ length: 6 }, (_, place) => ITEM_CODE_ALPHABET[Math.floor(index / 32 ** place) % 32]).join(
      '',
    );
  const activeIds = () => idsOf(1, 2, 3, 4, 5, 6);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'lists-a' });
    other = await seedStoreWithStaff(t, { handle: 'lists-b' });
    const storeId = admin.store.id;
    const templates = t.dataSource.getRepository(ProductTemplate);
    const sneakers = await templates.save(templates.create({ ...DEFAULT_PRODUCT_TEMPLATE, storeId }));
    const apparel = await templates.save(
      templates.create({
        ...DEFAULT_PRODUCT_TEMPLATE,
        storeId,
        title: 'Apparel',
        category: 'Apparel',
        option1Values: ['S', 'M', 'L', 'XL'],
        option3: 'Colour',
        option3Values: ['Black', 'White'],
      }),
    );
    products = {
      jordan: await seedProduct(t.dataSource, storeId, {
        title: 'Air Jordan 1 Chicago',
        sku: 'DZ5485-612',
        brand: 'Jordan',
        productTemplateId: sneakers.id,
      }),
      dunk: await seedProduct(t.dataSource, storeId, {
        title: 'Nike Dunk Low Panda',
        sku: 'DD1391-100',
        productTemplateId: sneakers.id,
      }),
      tee: await seedProduct(t.dataSource, storeId, {
        title: 'Box Logo Tee',
        sku: 'BL-TEE-1',
        brand: 'Supreme',
        category: 'Apparel',
        productTemplateId: apparel.id,
      }),
    };
    const consignerRepository = t.dataSource.getRepository(Consigner);
    const person = (firstName: string, isStoreAccount = false) =>
      consignerRepository.save(
        consignerRepository.create({
          storeId,
          firstName,
          lastName: isStoreAccount ? 'Account' : 'Seller',
          email: `${firstName.toLowerCase()}@lists.test`,
          phone: '+1 555 0100',
          address: '1 Main St',
          isStoreAccount,
        }),
      );
    consigners = { ada: await person('Ada'), ben: await person('Ben'), store: await person('Store', true) };
    const locationRepository = t.dataSource.getRepository(Location);
    locations = {
      main: await locationRepository.save({ storeId, name: 'Main Store', label: 'MAIN' }),
      warehouse: await locationRepository.save({ storeId, name: 'Warehouse', label: 'WH' }),
    };
    const shelfRepository = t.dataSource.getRepository(SubLocation);
    shelves = {
      shelfA: await shelfRepository.save({ storeId, locationId: locations.main.id, name: 'Shelf A' }),
      shelfB: await shelfRepository.save({ storeId, locationId: locations.main.id, name: 'Shelf B' }),
    };

    items = [];
    for (const [index, spec] of ITEMS.entries()) {
      const product = products[spec.product];
      const item = await seedInventoryItem(t.dataSource, {
        storeId,
        productId: product.id,
        productTemplateId: product.productTemplateId,
        category: product.category,
        option1Value: spec.size,
        option2Value: spec.condition ?? 'New',
        option3Value: spec.colour ?? null,
        status: spec.status,
        consignerId: spec.owner ? consigners[spec.owner].id : null,
        locationId: spec.location ? locations[spec.location].id : null,
        subLocationId: spec.shelf ? shelves[spec.shelf].id : null,
        price: spec.price,
        // Payouts in a different order from prices: 80% of the price, less 1 per place.
        payout: spec.price === null ? null : spec.price * 0.8 - index,
        printed: spec.printed ?? false,
        shopifyId: spec.shopifyId ?? null,
        notes: spec.notes ?? null,
        acceptedOn: spec.status === 'Active' ? new Date(BASE - ACCEPTED_DAYS_AGO[index] * DAY_MS) : null,
      });
      items.push(item);
    }
    // Creation and update times written as such (the columns default to "now").
    for (const [index, item] of items.entries()) {
      await t.dataSource
        .createQueryBuilder()
        .update(Inventory)
        .set({
          createdAt: new Date(BASE - (index + 1) * HOUR_MS - DAY_MS),
          updatedAt: new Date(BASE - UPDATED_HOURS_AGO[index] * HOUR_MS),
        })
        .where('id = :id', { id: item.id })
        .execute();
    }
    items = await Promise.all(
      items.map((item) => t.dataSource.getRepository(Inventory).findOneByOrFail({ id: item.id })),
    );

    // Store B has look-alikes of everything: none may ever show in A's lists.
    const bProduct = await seedProduct(t.dataSource, other.store.id, {
      title: 'Air Jordan 1 Chicago',
      sku: 'DZ5485-612',
    });
    for (const status of ['Active', 'Pending', 'Requested', 'Buying'] as const) {
      await seedInventoryItem(t.dataSource, {
        storeId: other.store.id,
        productId: bProduct.id,
        productTemplateId: bProduct.productTemplateId,
        status,
        notes: 'store B',
      });
    }
  });
  afterAll(() => t.close());

  describe('GET /api/inventories/paginatedInventories', () => {
    it("answers each list mode's default filter (spec 000 §2.3) with that status only", async () => {
      for (const mode of INVENTORY_LIST_MODES) {
        const definition = INVENTORY_LIST_MODE_DEFINITIONS[mode];
        const query = new URLSearchParams({ status: definition.status });
        if (definition.printed !== undefined) query.set('printed', String(definition.printed));
        const { rows, count } = await list(query.toString());
        const expected = items.filter(
          (item) =>
            item.status === definition.status &&
            (definition.printed === undefined || item.printed === definition.printed),
        );
        expect({ mode, ids: sorted(ids(rows)), count }).toEqual({
          mode,
          ids: sorted(ids(expected)),
          count: expected.length,
        });
      }
    });

    it('filters by each field of the filter bar', async () => {
      const cases: [string, number[]][] = [
        ['status=Active&printed=true', idsOf(2, 4, 6)],
        ['status=Active&printed=false', idsOf(1, 3, 5)],
        ['status=Pending&status=Requested', idsOf(7, 8)],
        ['status=Buying,Consignment', idsOf(12, 13)],
        ['status=Active&option1Value=10', idsOf(1)],
        ['option1Value=10', idsOf(1, 11)],
        ['status=Active&option2Value=Used', idsOf(2, 6)],
        ['option3Value=White', idsOf(6)],
        ['status=Active&category=Apparel', idsOf(5, 6)],
        [`status=Active&consigner=${consigners.ada.id}`, idsOf(1, 3, 6)],
        [`consigner=${consigners.store.id}`, idsOf(4)],
        [`productId=${products.tee.id}`, idsOf(5, 6, 13)],
        [`status=Active&location=${locations.main.id}`, idsOf(1, 2, 4, 6)],
        [`location=${locations.warehouse.id}`, idsOf(3, 5)],
        [`subLocation=${shelves.shelfA.id}`, idsOf(1, 6)],
        [`status=Active&location=${locations.main.id}&option1Value=10`, idsOf(1)],
        [`status=Active&location=${locations.main.id}&category=Sneakers&printed=true`, idsOf(2, 4)],
        // Blank values are no filter at all (a cleared select sends them).
        ['status=Active&option1Value=&consigner=&location=&search=', activeIds()],
      ];
      for (const [query, expected] of cases) {
        expect({ query, ids: await matching(query) }).toEqual({ query, ids: sorted(expected) });
      }
    });

    it('searches the product title, the SKU (spaces and dashes ignored) and the start of an item code', async () => {
      expect(await matching('status=Active&search=chicago')).toEqual(sorted(idsOf(1, 2)));
      expect(await matching('search=dd1391 100')).toEqual(sorted(idsOf(3, 4, 8, 10, 12)));
      expect(await matching('search=DZ5485-612&status=Withdrawn')).toEqual(idsOf(11));
      const code = items[4].code;
      expect(await matching(`search=${code.toLowerCase()}`)).toEqual(idsOf(5));
      expect((await matching(`search=${code.slice(0, 4)}`)).includes(items[4].id)).toBe(true);
      // LIKE wildcards in the text are taken literally.
      expect(await matching('search=%25')).toEqual([]);
      expect(await matching('search=_')).toEqual([]);
      expect(await matching('search=no such thing')).toEqual([]);
    });

    it('orders by each sort option, ties broken the same way on every page', async () => {
      const active = items.slice(0, 6);
      const time = (date: Date | null) => (date ? new Date(date).getTime() : 0);
      const by = (key: (item: Inventory) => number, direction: 1 | -1) =>
        [...active].sort((a, b) => direction * (key(a) - key(b)) || direction * (a.id - b.id));
      const expected: Record<InventorySortOption, Inventory[]> = {
        oldestCreated: by((item) => time(item.createdAt), 1),
        newestCreated: by((item) => time(item.createdAt), -1),
        oldestUpdated: by((item) => time(item.updatedAt), 1),
        newestUpdated: by((item) => time(item.updatedAt), -1),
        lowestPrice: by((item) => item.price ?? 0, 1),
        highestPrice: by((item) => item.price ?? 0, -1),
        inventoryPriority: by((item) => time(item.acceptedOn), 1),
        lowestPayout: by((item) => item.payout ?? 0, 1),
        highestPayout: by((item) => item.payout ?? 0, -1),
        sizeLowToHigh: [...active].sort((a, b) => compareSizes(a.option1Value ?? '', b.option1Value ?? '')),
        sizeHighToLow: [...active].sort((a, b) => compareSizes(b.option1Value ?? '', a.option1Value ?? '')),
      };
      expect(ids(expected.sizeLowToHigh)).toEqual(idsOf(4, 2, 1, 3, 5, 6));
      for (const sortOption of INVENTORY_SORT_OPTIONS) {
        const whole = ids((await list(`status=Active&sortOption=${sortOption}&pageSize=50`)).rows);
        expect({ sortOption, ids: whole }).toEqual({ sortOption, ids: ids(expected[sortOption]) });
        // Page by page (the later pages are read from the far end), the same order.
        const paged: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const { rows } = await list(
            `status=Active&sortOption=${sortOption}&pageSize=10&currentPage=${page}`,
          );
          paged.push(...ids(rows));
        }
        expect({ sortOption, ids: paged }).toEqual({ sortOption, ids: whole });
      }
      // Without a sort option: newestUpdated (spec 001 §9).
      expect(ids((await list('status=Active')).rows)).toEqual(ids(expected.newestUpdated));
    });

    it('pages through a long list: page sizes, counts, the last page and past it', async () => {
      const storeId = admin.store.id;
      const place = await t.dataSource
        .getRepository(Location)
        .save({ storeId, name: 'Paging Room', label: 'PAGE' });
      const seeded: Inventory[] = [];
      for (let index = 0; index < 25; index++) {
        seeded.push(
          await seedInventoryItem(t.dataSource, {
            storeId,
            productId: products.dunk.id,
            productTemplateId: products.dunk.productTemplateId,
            locationId: place.id,
            price: 100 + (index % 7),
          }),
        );
      }
      const query = `location=${place.id}&sortOption=lowestPrice`;
      const whole = await list(`${query}&pageSize=50`);
      expect(whole.count).toBe(25);
      expect(whole.rows).toHaveLength(25);
      const pages = [];
      for (let page = 1; page <= 4; page++)
        pages.push(await list(`${query}&pageSize=10&currentPage=${page}`));
      expect(pages.map((page) => page.rows.length)).toEqual([10, 10, 5, 0]);
      expect(pages.every((page) => page.count === 25)).toBe(true);
      expect(pages.flatMap((page) => ids(page.rows))).toEqual(ids(whole.rows));
      expect(sorted(ids(whole.rows))).toEqual(sorted(ids(seeded)));
      const prices = whole.rows.map((row) => row.price ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      // Page sizes are the spec's (10, 20, 50, 100, 250, 500); the page starts at 1.
      for (const bad of [
        'pageSize=7',
        'pageSize=1000',
        'currentPage=0',
        'currentPage=x',
        'sortOption=cheapest',
      ]) {
        const response = await call(t, 'GET', `/api/inventories/paginatedInventories?${bad}`, {
          token: admin.token,
        });
        expect({ bad, status: response.status }).toEqual({ bad, status: 400 });
        expect(apiErrorBody.parse(response.body).error.code).toBe('VALIDATION_FAILED');
      }
      for (const bad of ['status=Lost', 'printed=maybe', 'consigner=abc', 'dateRangeStart=yesterday']) {
        const response = await call(t, 'GET', `/api/inventories?${bad}`, { token: admin.token });
        expect({ bad, status: response.status }).toEqual({ bad, status: 400 });
      }
      await t.dataSource.getRepository(Inventory).delete({ locationId: place.id });
      await t.dataSource.getRepository(Location).delete({ id: place.id });
    });

    it('pages deep into a list of thousands the same way before and after items come and go', async () => {
      // Past the first thousand rows a page is read beside its count only where an earlier count
      // of the same list puts it (database/paged-read.ts): a count that has changed since must
      // still give the right page.
      const store = await seedStoreWithStaff(t, { handle: 'lists-deep' });
      const product = await seedProduct(t.dataSource, store.store.id, { title: 'Deep Pair' });
      const add = async (from: number, count: number) =>
        t.dataSource.getRepository(Inventory).insert(
          Array.from({ length: count }, (_, offset) => ({
            storeId: store.store.id,
            code: codeOf(from + offset),
            productId: product.id,
            productTemplateId: product.productTemplateId,
            status: 'Active' as const,
            category: 'Sneakers',
            option1Value: '10',
            price: 100 + ((from + offset) % 50),
          })),
        );
      for (let start = 0; start < 2_400; start += 600) await add(start, 600);
      const query = 'status=Active&sortOption=lowestPrice';
      const whole = async () => {
        const all: number[] = [];
        for (let page = 1; ; page++) {
          const found = await list(`${query}&pageSize=500&currentPage=${page}`, store.token);
          all.push(...ids(found.rows));
          if (found.rows.length < 500) return { ids: all, count: found.count };
        }
      };
      // Each page twice (the second time where the first one's count puts it), then the whole
      // list read again to compare: the first read after a change goes by the count from before.
      const expectPages = async (pages: number[]) => {
        const found = [];
        for (const page of pages) {
          for (let time = 0; time < 2; time++) {
            const answer = await list(`${query}&pageSize=10&currentPage=${page}`, store.token);
            found.push({ page, count: answer.count, ids: ids(answer.rows) });
          }
        }
        const all = await whole();
        expect(found).toEqual(
          found.map(({ page }) => ({
            page,
            count: all.count,
            ids: all.ids.slice((page - 1) * 10, page * 10),
          })),
        );
      };
      // Deep in the first half (read from the start) and at the end (read from the end).
      await expectPages([150, 239, 240, 241]);
      // More items: the last page grows and moves; fewer: it shrinks.
      await add(2_400, 7);
      await expectPages([240, 241, 150]);
      await t.dataSource.getRepository(Inventory).delete({ code: codeOf(5) });
      await t.dataSource.getRepository(Inventory).delete({ code: codeOf(2_401) });
      await expectPages([241, 240, 242]);
    });

    it('shows each row with its product, owner and place, Synced and Days Active (spec 000 §4)', async () => {
      const { rows } = await list('status=Active&pageSize=50');
      const byId = new Map(rows.map((row) => [row.id, row]));
      const first = byId.get(items[0].id) as InventoryListRow;
      expect(first).toMatchObject({
        code: items[0].code,
        status: 'Active',
        product: { id: products.jordan.id, title: 'Air Jordan 1 Chicago', sku: 'DZ5485-612' },
        consigner: { id: consigners.ada.id, firstName: 'Ada', isStoreAccount: false },
        location: { id: locations.main.id, name: 'Main Store' },
        subLocation: { id: shelves.shelfA.id, name: 'Shelf A' },
        price: 200,
        currency: 'USD',
        isSynced: true,
        daysActive: 10,
      });
      expect(byId.get(items[1].id)).toMatchObject({ isSynced: false, daysActive: 3 });
      expect(byId.get(items[3].id)).toMatchObject({ isSynced: true, daysActive: 0 });
      const withdrawn = (await list('status=Withdrawn')).rows[0];
      expect(withdrawn).toMatchObject({ isSynced: false, daysActive: null });
    });

    it('shows each item as GET /api/inventories/{id} does, every field (the list reads its own columns)', async () => {
      const { rows } = await list('pageSize=500');
      expect(rows).toHaveLength(items.length);
      for (const { isSynced: _synced, daysActive: _days, ...row } of rows) {
        const { status, body } = await call(t, 'GET', `/api/inventories/${row.id}`, { token: admin.token });
        expect(status).toBe(200);
        expect(row).toEqual(body.inventory);
      }
    });

    it("never shows another store's items", async () => {
      const { rows, count } = await list('pageSize=500');
      expect(count).toBe(items.length);
      expect(rows.every((row) => row.storeId === admin.store.id)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain('store B');
      // B sees only B's, whatever it asks for (A's ids included).
      const asB = await list(`search=chicago&consigner=&productId=`, other.token);
      expect(asB.rows.every((row) => row.storeId === other.store.id)).toBe(true);
      expect((await list(`productId=${products.jordan.id}`, other.token)).count).toBe(0);
      expect((await list(`location=${locations.main.id}`, other.token)).count).toBe(0);
    });
  });

  describe('GET /api/inventories', () => {
    it('answers inventories and count, with a status list, location, consigner and the date range', async () => {
      const response = await call(
        t,
        'GET',
        `/api/inventories?status=Active&status=Sold&location=${locations.main.id}&consigner=${consigners.ada.id}`,
        { token: admin.token },
      );
      expect(response.status).toBe(200);
      const body = inventoriesResponse.parse(response.body);
      expect(sorted(ids(body.inventories))).toEqual(sorted(idsOf(1, 6, 14)));
      expect(body.count).toBe(3);

      // Created one hour apart, a day before BASE: a range of days takes whole UTC days.
      const createdDay = (place: number) => new Date(items[place - 1].createdAt).toISOString().slice(0, 10);
      const day = createdDay(1);
      const sameDay = items.filter((item) => createdDay(items.indexOf(item) + 1) === day);
      const ranged = inventoriesResponse.parse(
        (
          await call(t, 'GET', `/api/inventories?dateRangeStart=${day}&dateRangeEnd=${day}&pageSize=500`, {
            token: admin.token,
          })
        ).body,
      );
      expect(sorted(ids(ranged.inventories))).toEqual(sorted(ids(sameDay)));
      // Instants: the start is inclusive, the end exclusive.
      const start = new Date(items[2].createdAt).toISOString();
      const end = new Date(items[0].createdAt).toISOString();
      const between = inventoriesResponse.parse(
        (
          await call(t, 'GET', `/api/inventories?dateRangeStart=${start}&dateRangeEnd=${end}`, {
            token: admin.token,
          })
        ).body,
      );
      expect(sorted(ids(between.inventories))).toEqual(sorted(idsOf(2, 3)));
    });
  });

  describe('GET /api/inventories/filterOptions', () => {
    it("offers the store's consigners, statuses, locations, sub-locations and values", async () => {
      const response = await call(t, 'GET', '/api/inventories/filterOptions', { token: admin.token });
      expect(response.status).toBe(200);
      const options = filterOptionsResponse.parse(response.body);
      expect(options.consigners).toEqual([
        {
          label: 'Ada Seller',
          value: { id: consigners.ada.id, email: 'ada@lists.test', isStoreAccount: false },
        },
        {
          label: 'Ben Seller',
          value: { id: consigners.ben.id, email: 'ben@lists.test', isStoreAccount: false },
        },
        {
          label: 'Store Account',
          value: { id: consigners.store.id, email: 'store@lists.test', isStoreAccount: true },
        },
      ]);
      expect(options.statuses).toContainEqual({ label: 'Drop off pending', value: 'Pending' });
      expect(options.statuses).toContainEqual({ label: 'Active', value: 'Active' });
      expect(options.statuses).toHaveLength(14);
      expect(options.locations).toEqual([
        { label: 'Main Store', value: locations.main.id },
        { label: 'Warehouse', value: locations.warehouse.id },
      ]);
      expect(options.subLocations).toEqual([
        { label: 'Shelf A', value: shelves.shelfA.id, locationId: locations.main.id },
        { label: 'Shelf B', value: shelves.shelfB.id, locationId: locations.main.id },
      ]);
      // Sizes in size order: numbers, then apparel sizes.
      expect(options.option1Values.slice(0, 3)).toEqual(['4', '4.5', '5']);
      expect(options.option1Values.slice(-4)).toEqual(['S', 'M', 'L', 'XL']);
      expect(options.option2Values).toEqual(['New', 'Used']);
      expect(options.option3Values).toEqual(['Black', 'White']);
      expect(options.categories).toEqual(['Apparel', 'Sneakers']);

      const asB = filterOptionsResponse.parse(
        (await call(t, 'GET', '/api/inventories/filterOptions', { token: other.token })).body,
      );
      expect(JSON.stringify(asB)).not.toContain('lists.test');
      expect(asB.locations).toEqual([]);
    });
  });

  describe('GET /api/inventories/getStoreInventoryStatus', () => {
    it("counts the store's items in each work queue, for the menu badges", async () => {
      const response = await call(t, 'GET', '/api/inventories/getStoreInventoryStatus', {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      const { counts } = storeInventoryStatusResponse.parse(response.body);
      expect(Object.keys(counts).sort()).toEqual([...QUEUE_STATUSES].sort());
      expect(counts).toMatchObject({
        Pending: 1,
        Requested: 1,
        RequestPriceChange: 1,
        RequestWithdrawal: 1,
        Buying: 1,
        Consignment: 1,
        InTransit: 0,
        PendingSale: 0,
        StoreRequestPriceChange: 0,
      });
      const asB = storeInventoryStatusResponse.parse(
        (await call(t, 'GET', '/api/inventories/getStoreInventoryStatus', { token: other.token })).body,
      );
      expect(asB.counts).toMatchObject({ Pending: 1, Requested: 1, Buying: 1, RequestPriceChange: 0 });
    });
  });

  describe('GET /api/inventories/exportInventory', () => {
    const fetchExport = (query: string) =>
      fetch(`${t.baseUrl}/api/inventories/exportInventory?${query}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });

    it('exports the filtered items as a CSV file, cells escaped and safe from formulas', async () => {
      const tricky = await seedInventoryItem(t.dataSource, {
        storeId: admin.store.id,
        productId: products.tee.id,
        productTemplateId: products.tee.productTemplateId,
        status: 'Withdrawn',
        option1Value: 'S',
        notes: '=HYPERLINK("http://evil.test","click"), "quoted"\nsecond line',
      });
      await t.dataSource.getRepository(Consigner).update({ id: consigners.ben.id }, { firstName: '+Ben' });
      await t.dataSource
        .getRepository(Inventory)
        .update({ id: tricky.id }, { consignerId: consigners.ben.id });
      try {
        const response = await fetchExport('status=Withdrawn');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="inventory-lists-a-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const text = await csvText(response);
        const [header, ...rows] = parseCsv(text);
        expect(header).toEqual([...INVENTORY_EXPORT_COLUMNS]);
        expect(rows.map((row) => Number(row[0]))).toEqual([items[10].id, tricky.id]);
        const cell = (row: string[], column: (typeof INVENTORY_EXPORT_COLUMNS)[number]) =>
          row[INVENTORY_EXPORT_COLUMNS.indexOf(column)];
        const [withdrawn, trickyRow] = rows;
        expect(cell(withdrawn, 'Code')).toBe(items[10].code);
        expect(cell(withdrawn, 'Product')).toBe('Air Jordan 1 Chicago');
        expect(cell(withdrawn, 'SKU')).toBe('DZ5485-612');
        expect(cell(withdrawn, 'Status')).toBe('Withdrawn');
        expect(cell(withdrawn, 'Consigner')).toBe('Ada Seller');
        expect(cell(withdrawn, 'Price')).toBe('190');
        expect(cell(withdrawn, 'Printed')).toBe('true');
        // Quotes, commas and line breaks survive; a formula start is defused with a quote.
        expect(cell(trickyRow, 'Notes')).toBe(
          `'=HYPERLINK("http://evil.test","click"), "quoted"\nsecond line`,
        );
        expect(cell(trickyRow, 'Consigner')).toBe(`'+Ben Seller`);
        expect(text).toContain('"\'=HYPERLINK(""http://evil.test"",""click""), ""quoted""\nsecond line"');

        const pending = parseCsv(await csvText(await fetchExport('status=Pending')));
        expect(pending.slice(1).map((row) => row[INVENTORY_EXPORT_COLUMNS.indexOf('Status')])).toEqual([
          'Drop off pending',
        ]);
        // B's export has B's items only.
        const asB = await fetch(`${t.baseUrl}/api/inventories/exportInventory`, {
          headers: { authorization: `Bearer ${other.token}` },
        });
        const bRows = parseCsv(await csvText(asB)).slice(1);
        expect(bRows).toHaveLength(4);
        expect(bRows.every((row) => row[INVENTORY_EXPORT_COLUMNS.indexOf('Notes')] === 'store B')).toBe(true);
      } finally {
        await t.dataSource.getRepository(Consigner).update({ id: consigners.ben.id }, { firstName: 'Ben' });
        await t.dataSource.getRepository(Inventory).delete({ id: tricky.id });
      }
    });

    it('streams thousands of rows in batches, each item once', async () => {
      const store = await seedStoreWithStaff(t, { handle: 'lists-export' });
      const product = await seedProduct(t.dataSource, store.store.id, { title: 'Bulk Pair' });
      const total = 2_600;
      for (let start = 0; start < total; start += 500) {
        await t.dataSource.getRepository(Inventory).insert(
          Array.from({ length: Math.min(500, total - start) }, (_, offset) => ({
            storeId: store.store.id,
            code: codeOf(start + offset),
            productId: product.id,
            productTemplateId: product.productTemplateId,
            status: (start + offset) % 10 === 0 ? ('Sold' as const) : ('Active' as const),
            category: 'Sneakers',
            option1Value: '10',
            price: 100,
          })),
        );
      }
      const response = await fetch(`${t.baseUrl}/api/inventories/exportInventory?status=Active`, {
        headers: { authorization: `Bearer ${store.token}` },
      });
      expect(response.status).toBe(200);
      // Streamed: no length known up front, sent in chunks.
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      const rows = parseCsv(await csvText(response)).slice(1);
      expect(rows).toHaveLength(total - total / 10);
      const exported = rows.map((row) => Number(row[0]));
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported).toEqual([...exported].sort((a, b) => a - b));
    });
  });

  describe('GET /api/inventoryLogs (activity)', () => {
    let colleague: Awaited<ReturnType<typeof seedStaff>>;
    /** Log entries of store A by age in days, with who made them. */
    const LOGS: [number, 'admin' | 'colleague', number][] = [
      [0.5, 'admin', 1],
      [2, 'colleague', 3],
      [6.5, 'admin', 5],
      [9, 'colleague', 1],
      [20, 'admin', 2],
    ];
    let logIds: number[];

    beforeAll(async () => {
      colleague = await seedStaff(t, admin.store, { firstName: 'Cleo', email: 'cleo@lists-a.test' });
      const repository = t.dataSource.getRepository(InventoryLog);
      logIds = [];
      for (const [daysAgo, who, place] of LOGS) {
        const account = who === 'admin' ? admin.account : colleague.account;
        const saved = await repository.save(
          repository.create({
            storeId: admin.store.id,
            inventoryId: items[place - 1].id,
            lastUpdatedById: account.id,
            lastUpdatedByName: who === 'admin' ? 'Sam Staff' : 'Cleo Staff',
            modifiedFields: [{ variableChanged: 'price', beforeValue: 100, afterValue: 120 }],
          }),
        );
        await repository.update({ id: saved.id }, { createdAt: new Date(Date.now() - daysAgo * DAY_MS) });
        logIds.push(saved.id);
      }
      const bItem = await t.dataSource.getRepository(Inventory).findOneByOrFail({ storeId: other.store.id });
      await repository.save(
        repository.create({
          storeId: other.store.id,
          inventoryId: bItem.id,
          lastUpdatedById: other.account.id,
          lastUpdatedByName: 'Store B Staff',
          modifiedFields: [{ variableChanged: 'status', beforeValue: null, afterValue: 'Active' }],
        }),
      );
    });

    const feed = async (query = '', token = admin.token) => {
      const response = await call(t, 'GET', `/api/inventoryLogs${query ? `?${query}` : ''}`, { token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return inventoryLogsPageResponse.parse(response.body);
    };

    it('shows the last 7 days by default, newest first, each entry with its item and who changed what', async () => {
      const { inventoryLogs, hasMore } = await feed();
      expect(ids(inventoryLogs)).toEqual(logIds.slice(0, 3));
      expect(hasMore).toBe(false);
      expect(inventoryLogs[0]).toMatchObject({
        inventory: { id: items[0].id, code: items[0].code, product: { title: 'Air Jordan 1 Chicago' } },
        lastUpdatedBy: { id: admin.account.id, name: 'Sam Staff' },
        modifiedFields: [{ variableChanged: 'price', beforeValue: 100, afterValue: 120 }],
      });
      expect(JSON.stringify(inventoryLogs)).not.toContain('Store B Staff');
    });

    it('filters by date range, by who made the change and by search; pages with take', async () => {
      const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
      expect(ids((await feed(`after=${day(30)}`)).inventoryLogs)).toEqual(logIds);
      expect(ids((await feed(`after=${day(30)}&before=${day(15)}`)).inventoryLogs)).toEqual([logIds[4]]);
      // An end without a start: the 7 days before it.
      expect(ids((await feed(`before=${day(5)}`)).inventoryLogs)).toEqual([logIds[2], logIds[3]]);
      const instant = new Date(Date.now() - 7.5 * DAY_MS).toISOString();
      expect(ids((await feed(`after=${instant}`)).inventoryLogs)).toEqual(logIds.slice(0, 3));
      expect(
        ids((await feed(`lastUpdatedBy=${colleague.account.id}&after=${day(30)}`)).inventoryLogs),
      ).toEqual([logIds[1], logIds[3]]);
      expect(ids((await feed('search=chicago')).inventoryLogs)).toEqual([logIds[0]]);
      expect(ids((await feed('search=dd1391')).inventoryLogs)).toEqual([logIds[1]]);
      expect(ids((await feed(`search=${items[4].code}`)).inventoryLogs)).toEqual([logIds[2]]);
      const first = await feed(`after=${day(30)}&take=2`);
      const second = await feed(`after=${day(30)}&take=2&page=2`);
      const third = await feed(`after=${day(30)}&take=2&page=3`);
      expect([ids(first.inventoryLogs), first.hasMore]).toEqual([logIds.slice(0, 2), true]);
      expect([ids(second.inventoryLogs), second.hasMore]).toEqual([logIds.slice(2, 4), true]);
      expect([ids(third.inventoryLogs), third.hasMore]).toEqual([logIds.slice(4), false]);
      for (const bad of ['take=101', 'take=0', 'page=0', 'before=soon', 'lastUpdatedBy=me']) {
        const response = await call(t, 'GET', `/api/inventoryLogs?${bad}`, { token: admin.token });
        expect({ bad, status: response.status }).toEqual({ bad, status: 400 });
      }
      const asB = await feed(`after=${day(30)}`, other.token);
      expect(asB.inventoryLogs.map((log) => log.lastUpdatedBy.name)).toEqual(['Store B Staff']);
    });
  });

  it('refuses staff without the Inventory access control (403), on every list route', async () => {
    const { token } = await seedStaff(t, admin.store, {
      email: 'no-inventory@lists-a.test',
      role: 'Employee',
      accessControls: ['Products'],
    });
    const { token: allowed } = await seedStaff(t, admin.store, {
      email: 'inventory@lists-a.test',
      role: 'Employee',
      accessControls: ['Inventory'],
    });
    for (const path of [
      '/api/inventories',
      '/api/inventories/paginatedInventories',
      '/api/inventories/filterOptions',
      '/api/inventories/getStoreInventoryStatus',
      '/api/inventories/exportInventory',
      '/api/inventoryLogs',
    ]) {
      const refused = await call(t, 'GET', path, { token });
      expect({ path, status: refused.status }).toEqual({ path, status: 403 });
      expect(apiErrorBody.parse(refused.body).error.code).toBe('FORBIDDEN');
      expect({ path, status: (await call(t, 'GET', path, { token: allowed })).status }).toEqual({
        path,
        status: 200,
      });
    }
  });
});
