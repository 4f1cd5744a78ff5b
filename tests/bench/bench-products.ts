/**
 * The products catalogue of the benchmark: 20,000 generated sneakers written straight into the demo
 * store's database (going through the API would take minutes and measure the writes instead; the
 * engines' full-text indexes take them in as the server's own writes, migration 1764367320000), and
 * what a search for a term must find among them, worked out here independently of the server.
 */
import { DataSource } from 'typeorm';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { normalizeSku } from '../../shared/domain/sku';

export const BENCH_PRODUCT_COUNT = 20_000;
/** Rows per INSERT: 13 parameters each keeps a statement well under SQLite's variable limit. */
const INSERT_BATCH = 500;

/** Where the running server keeps its data: the bench writes the catalogue beside it. */
export type BenchDatabase = { engine: 'sqlite'; file: string } | { engine: 'mariadb'; url: string };

/** The search fields of one product, as stored. */
export interface SearchableProduct {
  title: string;
  brand: string;
  normalizedSku: string;
}

export interface BenchCatalogue {
  storeId: number;
  /** Every product of the store: the seed's few and the inserted ones. */
  products: SearchableProduct[];
}

type SkuStyle = 'nike' | 'adidas' | 'newBalance' | 'asics' | 'plain';

/** Brand, the words its titles start with, its SKU style and its models. */
const LINES: Array<{ brand: string; prefix: string; skuStyle: SkuStyle; models: string[] }> = [
  {
    brand: 'Nike',
    prefix: 'Nike',
    skuStyle: 'nike',
    models: [
      'Dunk Low',
      'Dunk High',
      'SB Dunk Low Pro',
      'Air Force 1 Low',
      'Air Force 1 Mid',
      'Air Max 1',
      'Air Max 90',
      'Air Max 95',
      'Air Max 97',
      'Air Max Plus',
      'Air Max 270',
      'Blazer Mid 77',
      'Cortez',
      'Vomero 5',
      'Pegasus 41',
      'P-6000',
      'Killshot 2',
      'Air Zoom Spiridon',
      'Shox TL',
      'Air Huarache',
      'Air Presto',
      'V2K Run',
      'Air Foamposite One',
      'Air More Uptempo',
      'Total 90',
      'Zoom Fly 6',
      'Air Rift',
      'Waffle One',
      'Court Vision Low',
      'Invincible 3',
    ],
  },
  {
    brand: 'Jordan',
    prefix: '',
    skuStyle: 'nike',
    models: [
      'Air Jordan 1 Retro High OG',
      'Air Jordan 1 Low',
      'Air Jordan 1 Mid',
      'Air Jordan 3 Retro',
      'Air Jordan 4 Retro',
      'Air Jordan 5 Retro',
      'Air Jordan 6 Retro',
      'Air Jordan 11 Retro',
      'Air Jordan 12 Retro',
      'Air Jordan 13 Retro',
      'Jordan Spizike Low',
      'Jordan Max Aura 5',
    ],
  },
  {
    brand: 'adidas',
    prefix: 'adidas',
    skuStyle: 'adidas',
    models: [
      'Samba OG',
      'Gazelle Indoor',
      'Campus 00s',
      'Superstar',
      'Stan Smith',
      'Forum Low',
      'Handball Spezial',
      'SL 72',
      'Ultraboost 1.0',
      'NMD R1',
      'Adizero Adios Pro 3',
      'Taekwondo',
      'Country OG',
      'Response CL',
      'Adistar Cushion',
      'Rivalry Low',
    ],
  },
  {
    brand: 'adidas',
    prefix: '',
    skuStyle: 'adidas',
    models: [
      'Yeezy Boost 350 V2',
      'Yeezy Boost 700',
      'Yeezy Slide',
      'Yeezy Foam Runner',
      'Yeezy 500',
      'Yeezy 700 V3',
      'Yeezy Boost 380',
      'Yeezy QNTM',
    ],
  },
  {
    brand: 'New Balance',
    prefix: 'New Balance',
    skuStyle: 'newBalance',
    models: [
      '550',
      '990v6',
      '2002R',
      '9060',
      '530',
      '574',
      '1906R',
      '327',
      '993',
      '992',
      '860v2',
      '1000',
      'Fresh Foam X 1080v13',
      '990v3',
    ],
  },
  {
    brand: 'ASICS',
    prefix: 'ASICS',
    skuStyle: 'asics',
    models: [
      'Gel-Kayano 14',
      'Gel-1130',
      'Gel-NYC',
      'GT-2160',
      'Gel-Lyte III',
      'Gel-Nimbus 9',
      'Gel-Kahana 8',
      'Novablast 4',
    ],
  },
  { brand: 'Puma', prefix: 'Puma', skuStyle: 'plain', models: ['Suede Classic', 'Palermo', 'Speedcat OG'] },
  { brand: 'Salomon', prefix: 'Salomon', skuStyle: 'plain', models: ['XT-6', 'XT-4 OG', 'ACS Pro'] },
  {
    brand: 'Converse',
    prefix: 'Converse',
    skuStyle: 'plain',
    models: ['Chuck 70 Hi', 'Chuck 70 Lo', 'Run Star Hike'],
  },
  { brand: 'Vans', prefix: 'Vans', skuStyle: 'plain', models: ['Old Skool', 'Sk8-Hi', 'Knu Skool'] },
];

const MODELS = LINES.flatMap((line) => line.models.map((model) => ({ ...line, model })));

const COLOURWAYS = [
  'Panda',
  'Triple White',
  'Triple Black',
  'University Blue',
  'Bred',
  'Chicago',
  'Royal',
  'Shadow',
  'Cement',
  'Mocha',
  'Olive',
  'Sail',
  'Sea Salt',
  'Grey Day',
  'Onyx',
  'Bone',
  'Wheat',
  'Obsidian',
  'Pine Green',
  'Varsity Red',
  'Court Purple',
  'Infrared',
  'Volt',
  'Sand',
  'Navy Gum',
  'Cream',
  'Rain Cloud',
  'Slate',
  'Green Glow',
  'Black Cat',
];
const COLOUR_CODES = ['100', '001', '002', '600', '400', '700', '101', '300', '010', '200'];
const GENDERS = ['Men', 'Women', 'Unisex', 'Kids'];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A model name in about 1% of the catalogue (one model in ~100), and nowhere else: the full-text
 * index finds its 200 products, and only those are read and sorted.
 */
export const SEARCH_TERM_SOME = 'Samba';
/** A brand the catalogue does not carry: the full-text index finds nothing, and no product is read. */
export const SEARCH_TERM_NONE = 'Birkenstock';

/** Style code, colour code: "DD1391-100", "HQ4540", "U9060AB", "1203A537-100". */
function skuFor(style: SkuStyle, index: number): string {
  const letters = `${LETTERS[index % LETTERS.length]}${LETTERS[Math.floor(index / LETTERS.length) % LETTERS.length]}`;
  // A multiplier coprime to 9000 spreads neighbouring rows over the whole 1000–9999 range.
  const digits = String(1000 + ((index * 7919) % 9000));
  const colour = COLOUR_CODES[index % COLOUR_CODES.length];
  switch (style) {
    case 'nike':
      return `${letters}${digits}-${colour}`;
    case 'adidas':
      return `${letters}${digits}`;
    case 'newBalance':
      return `U${digits}${letters}`;
    case 'asics':
      return `1203A${digits.slice(1)}-${colour}`;
    case 'plain':
      return `${letters}${digits}-${colour.slice(1)}`;
  }
}

/** The columns the bench writes; the rest take their defaults (createdAt, updatedAt, nulls). */
const COLUMNS = [
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
  'year',
  'color',
  'isSubmitted',
] as const;

function productRow(index: number, storeId: number, template: { id: number; category: string }): unknown[] {
  const line = MODELS[index % MODELS.length];
  const colourway = COLOURWAYS[Math.floor(index / MODELS.length) % COLOURWAYS.length];
  const sku = skuFor(line.skuStyle, index);
  const title = [line.prefix, line.model, colourway].filter(Boolean).join(' ');
  const values: Record<(typeof COLUMNS)[number], unknown> = {
    storeId,
    title,
    brand: line.brand,
    category: template.category,
    sku,
    normalizedSku: normalizeSku(sku),
    image: null,
    imageList: '[]',
    productTemplateId: template.id,
    gender: GENDERS[index % GENDERS.length],
    year: String(2015 + (index % 10)),
    color: colourway,
    isSubmitted: 0,
  };
  return COLUMNS.map((column) => values[column]);
}

function openDataSource(database: BenchDatabase): DataSource {
  return database.engine === 'sqlite'
    ? // The server has the file open too: WAL (set by the server) lets us write beside it, and the
      // busy timeout waits out any write of its own.
      new DataSource({ type: 'better-sqlite3', database: database.file, timeout: 5000 })
    : new DataSource({ type: 'mariadb', url: database.url, charset: 'utf8mb4_unicode_ci' });
}

/**
 * Inserts BENCH_PRODUCT_COUNT products into the demo store, in one transaction of multi-row INSERTs,
 * while the server runs (it has migrated and seeded), and answers every product the store now has.
 */
export async function addBenchProducts(
  database: BenchDatabase,
  storeHandle: string,
): Promise<BenchCatalogue> {
  const dataSource = await openDataSource(database).initialize();
  try {
    const quote = (name: string) => (database.engine === 'sqlite' ? `"${name}"` : `\`${name}\``);
    const [store] = (await dataSource.query(`SELECT ${quote('id')} FROM stores WHERE handle = ?`, [
      storeHandle,
    ])) as Array<{ id: number }>;
    if (!store) throw new Error(`no store with handle "${storeHandle}"; is SEED_DEMO on?`);
    const [template] = (await dataSource.query(
      `SELECT id, category FROM product_templates WHERE ${quote('storeId')} = ? ORDER BY id LIMIT 1`,
      [store.id],
    )) as Array<{ id: number; category: string }>;
    if (!template) throw new Error(`the "${storeHandle}" store has no product template`);

    const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`;
    await dataSource.transaction(async (manager) => {
      for (let start = 0; start < BENCH_PRODUCT_COUNT; start += INSERT_BATCH) {
        const count = Math.min(INSERT_BATCH, BENCH_PRODUCT_COUNT - start);
        const rows = Array.from({ length: count }, (_, offset) =>
          productRow(start + offset, store.id, template),
        );
        await manager.query(
          `INSERT INTO products (${COLUMNS.map(quote).join(', ')}) VALUES ${rows.map(() => placeholders).join(', ')}`,
          rows.flat(),
        );
      }
    });
    if (database.engine === 'sqlite') {
      // Fold the big write into the database file, so the server reads it as it would after a restart.
      await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
    } else {
      // InnoDB refreshes a table's statistics by itself after a change this big, but in the
      // background and some time later; do it now so the planner sees 20,000 rows, not 3.
      await dataSource.query('ANALYZE TABLE products');
    }

    const products = (await dataSource.query(
      `SELECT title, brand, ${quote('normalizedSku')} AS ${quote('normalizedSku')} FROM products WHERE ${quote('storeId')} = ?`,
      [store.id],
    )) as SearchableProduct[];
    return { storeId: store.id, products };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Does the API's search find this product? The rule of api/src/products/product-search.ts, written
 * again here so the bench checks the server rather than repeating it: every word of the search
 * (its runs of letters and digits, case ignored) starts a word of the title, the brand or the
 * normalised SKU, or the normalised SKU starts with the whole search normalised. A search with no
 * letter or digit finds nothing. (The engines also fold accents; the catalogue has none.)
 */
export function matchesSearch(product: SearchableProduct, search: string): boolean {
  if (!search.trim()) return true;
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}\p{M}]+/u)
      .filter((word) => word !== '');
  const words = wordsOf(search);
  if (words.length === 0) return false;
  const own = [product.title, product.brand, product.normalizedSku].flatMap(wordsOf);
  return (
    words.every((word) => own.some((ownWord) => ownWord.startsWith(word))) ||
    product.normalizedSku.startsWith(normalizeSku(search.trim()))
  );
}
