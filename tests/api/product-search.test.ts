import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productResponse, productsResponse } from '@shared/contracts/products';
import { storeProductsResponse } from '@shared/contracts/store-requests';
import { Product } from '../../api/src/products/product.entity';
import { call, seedProduct, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/**
 * The product search (api/src/products/product-search.ts) over HTTP, on the engine's own full-text
 * index: every word starts a word of the title, brand or SKU, or the SKU starts with the text.
 */
describe(`product search on ${testEngine()}`, () => {
  let t: TestApp;
  let shop: SeededStaff;
  let templateId: number;

  const catalogue = [
    { title: 'adidas Samba OG', brand: 'adidas', sku: 'B75806' },
    { title: 'Nike SB Dunk Low Pro', brand: 'Nike', sku: 'FZ5897-100' },
    { title: 'Nike Dunk Low Retro Panda', brand: 'Nike', sku: 'DD1391-100' },
    { title: "Air Jordan 1 Retro High OG 'Chicago'", brand: 'Jordan', sku: 'DZ5485-612' },
    { title: 'ASICS Gel-Kayano 14 Cream', brand: 'ASICS', sku: '1201A019-108' },
    { title: 'The Ten: Air Max 90', brand: 'Nike', sku: 'AA7293-100' },
    { title: 'Café Crème Runner', brand: 'New Balance', sku: 'U9060ABC' },
  ];

  /** The titles a search finds on the products list, in the list's order (by title). */
  const titles = async (search: string, token = shop.token) => {
    const { status, body } = await call(
      t,
      'GET',
      `/api/products?pageSize=50&search=${encodeURIComponent(search)}`,
      { token },
    );
    expect({ search, status }).toEqual({ search, status: 200 });
    const page = productsResponse.parse(body);
    expect(page.count).toBe(page.products.length);
    return page.products.map((product) => product.title);
  };

  beforeAll(async () => {
    t = await startTestApp();
    shop = await seedStoreWithStaff(t, { handle: 'search-shop' });
    templateId = (await seedProduct(t.dataSource, shop.store.id, { title: 'Zz Template Holder' }))
      .productTemplateId;
    for (const product of catalogue) {
      await seedProduct(t.dataSource, shop.store.id, { ...product, productTemplateId: templateId });
    }
    for (let index = 1; index <= 12; index++) {
      await seedProduct(t.dataSource, shop.store.id, {
        title: `Paging Pair ${String(index).padStart(2, '0')}`,
        brand: 'Paging',
        productTemplateId: templateId,
      });
    }
  });
  afterAll(() => t.close());

  it('finds words by their start, in any order, across title and brand', async () => {
    expect(await titles('sam')).toEqual(['adidas Samba OG']);
    expect(await titles('SAMBA')).toEqual(['adidas Samba OG']);
    // The start of a word, not any part of one.
    expect(await titles('amba')).toEqual([]);
    expect(await titles('dunk low')).toEqual(['Nike Dunk Low Retro Panda', 'Nike SB Dunk Low Pro']);
    expect(await titles('low dun')).toEqual(['Nike Dunk Low Retro Panda', 'Nike SB Dunk Low Pro']);
    expect(await titles('dunk panda')).toEqual(['Nike Dunk Low Retro Panda']);
    expect(await titles('jordan chicago')).toEqual(["Air Jordan 1 Retro High OG 'Chicago'"]);
    expect(await titles('new bal')).toEqual(['Café Crème Runner']);
  });

  it('finds short words and common words too (not in an InnoDB full-text index)', async () => {
    expect(await titles('sb')).toEqual(['Nike SB Dunk Low Pro']);
    expect(await titles('jordan 1 chicago')).toEqual(["Air Jordan 1 Retro High OG 'Chicago'"]);
    expect(await titles('the ten')).toEqual(['The Ten: Air Max 90']);
    expect(await titles('max 90')).toEqual(['The Ten: Air Max 90']);
    // Sorted here: the engines order "Air" and "adidas" differently (binary or case-insensitive).
    expect((await titles('og')).sort()).toEqual(["Air Jordan 1 Retro High OG 'Chicago'", 'adidas Samba OG']);
  });

  it('finds a SKU by its start, ignoring case, spaces and dashes', async () => {
    expect(await titles('FZ5')).toEqual(['Nike SB Dunk Low Pro']);
    expect(await titles('fz5897-1')).toEqual(['Nike SB Dunk Low Pro']);
    expect(await titles('FZ5897 100')).toEqual(['Nike SB Dunk Low Pro']);
    expect(await titles('1201a019108')).toEqual(['ASICS Gel-Kayano 14 Cream']);
    // A word of the title and the start of the SKU together.
    expect(await titles('nike dd1391')).toEqual(['Nike Dunk Low Retro Panda']);
    // The middle of a SKU is not its start.
    expect(await titles('5897')).toEqual([]);
  });

  it('reads punctuation and accents as the title does', async () => {
    expect(await titles('gel-kayano')).toEqual(['ASICS Gel-Kayano 14 Cream']);
    expect(await titles('kayano 14')).toEqual(['ASICS Gel-Kayano 14 Cream']);
    expect(await titles("'chicago'")).toEqual(["Air Jordan 1 Retro High OG 'Chicago'"]);
    expect(await titles('cafe creme')).toEqual(['Café Crème Runner']);
    expect(await titles('Café')).toEqual(['Café Crème Runner']);
  });

  it('never errors on the engines’ query operators or punctuation, and finds nothing where nothing matches', async () => {
    const dunks = ['Nike Dunk Low Retro Panda', 'Nike SB Dunk Low Pro'];
    expect(await titles('dunk*')).toEqual(dunks);
    expect(await titles('"dunk low"')).toEqual(dunks);
    expect(await titles('-dunk')).toEqual(dunks);
    expect(await titles('+dunk -panda')).toEqual(['Nike Dunk Low Retro Panda']);
    expect(await titles('(dunk) ~low >pro')).toEqual(['Nike SB Dunk Low Pro']);
    expect(await titles('^sam')).toEqual(['adidas Samba OG']);
    for (const search of [
      'dunk OR samba',
      'NEAR(dunk low)',
      'title:dunk',
      'birkenstock',
      '%',
      '_',
      '*',
      '"',
      "'",
      '()',
      '\\',
      '[a-z]*',
      '?',
      '-',
      '!',
      '+-~<>@',
      'dunk AND NOT',
      '😀',
    ]) {
      expect({ search, found: await titles(search) }).toEqual({ search, found: [] });
    }
  });

  it('pages the matches and counts them all', async () => {
    const page = async (query: string) => {
      const { status, body } = await call(t, 'GET', `/api/products?search=paging%20pair${query}`, {
        token: shop.token,
      });
      expect(status).toBe(200);
      return productsResponse.parse(body);
    };
    const first = await page('');
    expect(first.count).toBe(12);
    expect(first.products.map((product) => product.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Paging Pair ${String(index + 1).padStart(2, '0')}`),
    );
    expect((await page('&page=2')).products.map((product) => product.title)).toEqual([
      'Paging Pair 11',
      'Paging Pair 12',
    ]);
    expect(await page('&page=3')).toEqual({ products: [], count: 12 });
    expect(await page('&page=2&pageSize=20')).toEqual({ products: [], count: 12 });
  });

  it('keeps the index in step with created, changed and deleted products', async () => {
    const fields = {
      title: 'Salomon XT-6 Vanilla',
      brand: 'Salomon',
      category: 'Sneakers',
      sku: 'L47445300',
      gender: 'Unisex',
      image: '/uploads/search-shop.png',
      imageList: [],
      productTemplateId: templateId,
      GTIN: [],
    };
    const created = await call(t, 'POST', '/api/products', { token: shop.token, body: fields });
    expect(created.status).toBe(201);
    const product = productResponse.parse(created.body).product;
    expect(await titles('vanilla')).toEqual(['Salomon XT-6 Vanilla']);
    expect(await titles('L4744')).toEqual(['Salomon XT-6 Vanilla']);

    const changed = await call(t, 'PUT', `/api/products/${product.id}`, {
      token: shop.token,
      body: { ...fields, title: 'Salomon XT-6 Ghost', sku: 'L41666200' },
    });
    expect(changed.status).toBe(200);
    expect(await titles('vanilla')).toEqual([]);
    expect(await titles('L4744')).toEqual([]);
    expect(await titles('ghost')).toEqual(['Salomon XT-6 Ghost']);
    expect(await titles('l41666')).toEqual(['Salomon XT-6 Ghost']);

    await t.dataSource.getRepository(Product).delete({ id: product.id });
    expect(await titles('ghost')).toEqual([]);
    expect(await titles('salomon')).toEqual([]);
  });

  it("shows another store none of this store's products", async () => {
    const other = await seedStoreWithStaff(t, { handle: 'search-other' });
    await seedProduct(t.dataSource, other.store.id, { title: 'adidas Samba OG Elsewhere', sku: 'B75806-X' });
    expect(await titles('samba', other.token)).toEqual(['adidas Samba OG Elsewhere']);
    expect(await titles('b75806', other.token)).toEqual(['adidas Samba OG Elsewhere']);
    expect(await titles('samba')).toEqual(['adidas Samba OG']);
    expect(await titles('dunk', other.token)).toEqual([]);
  });

  it('finds the same products on the Request grid', async () => {
    const grid = async (search: string) => {
      const { status, body } = await call(
        t,
        'GET',
        `/api/inventories/getStoreProducts?search=${encodeURIComponent(search)}`,
        { token: shop.token },
      );
      expect(status).toBe(200);
      return storeProductsResponse.parse(body).products.map((product) => product.title);
    };
    expect(await grid('sam')).toEqual(['adidas Samba OG']);
    expect(await grid('FZ5')).toEqual(['Nike SB Dunk Low Pro']);
    expect(await grid('dunk low')).toEqual(['Nike Dunk Low Retro Panda', 'Nike SB Dunk Low Pro']);
    expect(await grid('"')).toEqual([]);
  });
});
