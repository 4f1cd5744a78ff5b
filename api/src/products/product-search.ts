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
 * text (punctuation, the engines' query operators) only separates words, so no input is an error.
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
 * builder under `alias`, for the caller to select, order and page: the full-text match is an inner
 * join on the ids the engine's index finds (migration 1764367260000), so the store's other products
 * are never read. Every product search calls this.
 */
export function searchProducts(
  products: StoreRepository<Product>,
  search: string,
  alias = 'product',
): SelectQueryBuilder<Product> {
  const query = products.query(alias);
  if (search.trim() === '') return query;
  const terms = productSearchTerms(search);
  const match = (isSqlite(products.manager.connection) ? sqliteMatch : mysqlMatch)(terms, products.storeId);
  if (!match) return query.andWhere('1 = 0');
  return query
    .innerJoin(`(${match.sql})`, 'searchMatch', `searchMatch.id = ${alias}.id`)
    .setParameters(match.parameters);
}

interface Match {
  /** SELECT … AS id, the ids of the matching products (possibly of other stores: the join scopes). */
  sql: string;
  parameters: Record<string, unknown>;
}

/**
 * FTS5: every word as a prefix query of the products_fts table (of every store: the outer query
 * keeps the store's), or a normalised SKU starting with the text, on (storeId, normalizedSku)
 * through GLOB, which SQLite turns into a range of that index (LIKE would not: it ignores case,
 * the column's collation does not).
 */
function sqliteMatch({ words, skuPrefix }: ProductSearchTerms, storeId: number): Match | null {
  const branches: string[] = [];
  const parameters: Record<string, unknown> = { searchStoreId: storeId };
  if (words.length > 0) {
    // Each word quoted: inside quotes FTS5 reads no operators, and a word holds none anyway.
    parameters.searchText = words.map((word) => `"${word}"*`).join(' ');
    branches.push('SELECT rowid AS id FROM products_fts WHERE products_fts MATCH :searchText');
  }
  if (skuPrefix !== '') {
    parameters.searchSku = `${skuPrefix.replace(/[[*?]/g, (char) => `[${char}]`)}*`;
    branches.push('SELECT id FROM products WHERE storeId = :searchStoreId AND normalizedSku GLOB :searchSku');
  }
  return branches.length === 0 ? null : { sql: branches.join(' UNION '), parameters };
}

/**
 * InnoDB: the words the FULLTEXT index holds as `+word*` terms in boolean mode, those it may not
 * hold (short words, stopwords: INNODB_STOPWORDS) as a regular expression on the text of the rows
 * it found (or of the store's products when every word is of those); or a normalised SKU starting
 * with the text, on (storeId, normalizedSku).
 */
function mysqlMatch({ words, skuPrefix }: ProductSearchTerms, storeId: number): Match | null {
  const branches: string[] = [];
  const parameters: Record<string, unknown> = { searchStoreId: storeId };
  if (words.length > 0) {
    const isIndexed = (word: string) =>
      [...word].length >= INNODB_MIN_TOKEN && !INNODB_STOPWORDS.some((stopword) => stopword.startsWith(word));
    const indexed = words.filter(isIndexed);
    const conditions = ['storeId = :searchStoreId'];
    if (indexed.length > 0) {
      parameters.searchText = indexed.map((word) => `+${word}*`).join(' ');
      conditions.push('MATCH (title, brand, normalizedSku) AGAINST (:searchText IN BOOLEAN MODE)');
    }
    words
      .filter((word) => !isIndexed(word))
      .forEach((word, index) => {
        // A word is letters and digits only: nothing in it is special to the expression.
        parameters[`searchWord${index}`] = `(^|[^[:alnum:]])${word}`;
        conditions.push(`CONCAT_WS(' ', title, brand, normalizedSku) REGEXP :searchWord${index}`);
      });
    branches.push(`SELECT id FROM products WHERE ${conditions.join(' AND ')}`);
  }
  if (skuPrefix !== '') {
    parameters.searchSku = `${skuPrefix.replace(/[!%_]/g, (char) => `!${char}`)}%`;
    branches.push(
      "SELECT id FROM products WHERE storeId = :searchStoreId AND normalizedSku LIKE :searchSku ESCAPE '!'",
    );
  }
  return branches.length === 0 ? null : { sql: branches.join(' UNION '), parameters };
}
