import { type SelectQueryBuilder } from 'typeorm';
import { normalizeSku } from '@shared/domain/sku';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { isSqlite } from '../database/transactions';
import { type Product } from './product.entity';

/**
 * Words of a search past these many are dropped: each one narrows the matches anyway, and a full-text
 * query stays small whatever is pasted into the box.
 */
const MAX_WORDS = 8;

/**
 * InnoDB's full-text defaults (MariaDB and MySQL alike): words shorter than innodb_ft_min_token_size
 * and the words of its default stopword list are not in a FULLTEXT index, and a prefix term
 * (`+wit*`) finds only words the index holds ("with" is a stopword: no match). A search word that
 * could be one of those is tested on the matches' text instead (see mysqlMatch).
 */
const INNODB_MIN_TOKEN = 3;
const INNODB_STOPWORDS = [
  'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i',
  'in', 'is', 'it', 'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when',
  'where', 'who', 'will', 'with', 'und', 'www',
]; // prettier-ignore

/** What a search box's text is looked up as. */
export interface ProductSearchTerms {
  /** Lower-case words (letters, digits and their marks): every one must start a word of the product. */
  words: string[];
  /** The text as a normalised SKU (normalizeSku): the start of the product's normalizedSku. */
  skuPrefix: string;
}

/**
 * The search rule (the products list, the Request grid, the inventory lists and the activity feed):
 * a product matches when every word of the search starts a word of its title, brand or normalised
 * SKU ("sam" finds "Samba", "dunk dd13" finds a Dunk whose SKU starts DD13), or when its normalised
 * SKU starts with the whole search normalised ("FZ5897-1" finds FZ5897-100). Everything else in the
 * text (punctuation, the engines' query operators) only separates words, so no input is an error;
 * a search with no letter or digit finds nothing.
 */
export function productSearchTerms(search: string): ProductSearchTerms {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word !== '');
  return { words: [...new Set(words)].slice(0, MAX_WORDS), skuPrefix: normalizeSku(search.trim()) };
}

/**
 * The store's products a search finds (all of them for an empty search), as the store's query
 * builder under `alias`, for the caller to select, order and page. The engine's full-text index
 * (migration 1764367320000) finds the matches, and only their rows are read: on SQLite the FTS5
 * table drives the query (joined by rowid); on MariaDB/MySQL the MATCH is a condition of the query
 * itself, which the FULLTEXT index serves. Every product search calls this.
 */
export function searchProducts(
  products: StoreRepository<Product>,
  search: string,
  alias = 'product',
): SelectQueryBuilder<Product> {
  const query = products.query(alias);
  if (search.trim() === '') return query;
  const terms = productSearchTerms(search);
  // Nothing to look up (only punctuation or operators): nothing is found, and nothing is read.
  if (terms.words.length === 0) return query.andWhere('1 = 0');
  return isSqlite(products.manager.connection)
    ? sqliteSearch(query, alias, terms)
    : mysqlSearch(query, alias, terms, products.storeId);
}

/**
 * Whether the SKU needs its own test: a single word is already looked up at the start of the
 * normalised SKU's words; a SKU typed with spaces or dashes ("DD1391 100") is several words, which
 * only the whole normalised text finds.
 */
const needsSkuPrefix = ({ words, skuPrefix }: ProductSearchTerms) =>
  words.length > 1 || words[0] !== skuPrefix;

/**
 * FTS5: every word as a prefix query (implicit AND), or the normalised text as a phrase at the
 * start (^) of normalizedSku, in one MATCH of products_fts (of every store: the store's condition
 * stays on the products it joins). Each word and the SKU are quoted strings, inside which FTS5
 * reads no operator.
 */
function sqliteSearch(
  query: SelectQueryBuilder<Product>,
  alias: string,
  terms: ProductSearchTerms,
): SelectQueryBuilder<Product> {
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"*`;
  const words = terms.words.map(quoted).join(' ');
  const searchText = needsSkuPrefix(terms)
    ? `(${words}) OR normalizedSku : ^${quoted(terms.skuPrefix)}`
    : words;
  return query
    .innerJoin(
      '(SELECT rowid AS id FROM products_fts WHERE products_fts MATCH :searchText)',
      'searchMatch',
      `searchMatch.id = ${alias}.id`,
    )
    .setParameter('searchText', searchText);
}

/**
 * InnoDB: the words the FULLTEXT index holds as `+word*` terms in boolean mode, those it may not
 * hold (short words, stopwords: INNODB_STOPWORDS) as a regular expression on the rows it found (on
 * the store's products when every word is of those). MariaDB uses a FULLTEXT index only for a
 * MATCH that is not part of an OR, so a SKU typed in several words is a second SELECT on
 * (storeId, normalizedSku), the two joined as one list of ids.
 */
function mysqlSearch(
  query: SelectQueryBuilder<Product>,
  alias: string,
  terms: ProductSearchTerms,
  storeId: number,
): SelectQueryBuilder<Product> {
  const isIndexed = (word: string) =>
    [...word].length >= INNODB_MIN_TOKEN && !INNODB_STOPWORDS.some((stopword) => stopword.startsWith(word));
  const indexed = terms.words.filter(isIndexed);
  const unindexed = terms.words.filter((word) => !isIndexed(word));
  const parameters: Record<string, unknown> = Object.fromEntries(
    // A word is letters and digits only: nothing in it is special to the expression.
    unindexed.map((word, index) => [`searchWord${index}`, `(^|[^[:alnum:]])${word}`]),
  );
  if (indexed.length > 0) parameters.searchText = indexed.map((word) => `+${word}*`).join(' ');
  const conditions = (table: string) => {
    const columns = `${table}title, ${table}brand, ${table}normalizedSku`;
    return [
      ...(indexed.length > 0 ? [`MATCH (${columns}) AGAINST (:searchText IN BOOLEAN MODE)`] : []),
      ...unindexed.map((_, index) => `CONCAT_WS(' ', ${columns}) REGEXP :searchWord${index}`),
    ];
  };
  if (!needsSkuPrefix(terms)) {
    for (const condition of conditions(`${alias}.`)) query.andWhere(condition);
    return query.setParameters(parameters);
  }
  const words = `SELECT id FROM products WHERE ${['storeId = :searchStoreId', ...conditions('')].join(' AND ')}`;
  const sku =
    "SELECT id FROM products WHERE storeId = :searchStoreId AND normalizedSku LIKE :searchSku ESCAPE '!'";
  return query
    .innerJoin(`(${words} UNION ${sku})`, 'searchMatch', `searchMatch.id = ${alias}.id`)
    .setParameters({
      ...parameters,
      searchStoreId: storeId,
      searchSku: `${terms.skuPrefix.replace(/[!%_]/g, (char) => `!${char}`)}%`,
    });
}
