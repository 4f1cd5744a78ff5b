import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, In, Not } from 'typeorm';
import {
  type DuplicateProduct,
  type Product as ProductResponse,
  type ProductFields,
  type ProductMergeResult,
  type ProductsQuery,
  type VariantPrice,
} from '@shared/contracts/products';
import { normalizeSku } from '@shared/domain/sku';
import { hasSameOptionStructure } from '@shared/domain/template-structure';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { TransactionRunner } from '../database/transaction-runner';
import { isUniqueViolation } from '../database/unique-violation';
import { InventoryEngine, writeScopeOf } from '../inventories/engine/inventory-engine';
import { lowestActivePrices } from '../inventories/lowest-prices';
import { ProductGtin } from './product-gtin.entity';
import { searchProducts } from './product-search';
import { Product } from './product.entity';
import { toDuplicateProduct, toProductResponse } from './product.mapper';
import { Reservation } from '../reservations/reservation.entity';
import { OrderLine } from '../orders/order-line.entity';

const messages = validation.product;
/** Submitted products come back in one list; more than this is not a review queue any more. */
const SUBMITTED_MAX = 500;

/** Products (spec 001 §5, §7). Every query is scoped to the caller's store. */
@Injectable()
export class ProductsService {
  private readonly logger = new Logger('Products');

  constructor(
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
    @InjectStoreRepositories(ProductGtin) private readonly gtins: StoreRepositories<ProductGtin>,
    @InjectStoreRepositories(ProductTemplate) private readonly templates: StoreRepositories<ProductTemplate>,
    private readonly transactions: TransactionRunner,
    private readonly engine: InventoryEngine,
  ) {}

  /**
   * One page of the store's products, by title, and how many match: LIMIT/OFFSET and a count, so a
   * large catalogue is never loaded whole. The page's ids come first (without a search, from the
   * (storeId, title, id, …) index alone; with one, from the full-text index: searchProducts), and
   * only those rows are read.
   */
  async list(
    principal: Principal,
    query: ProductsQuery,
  ): Promise<{ products: ProductResponse[]; count: number }> {
    const scoped = this.products.for(principal);
    const { ids, count } = await this.pageIds(scoped, query);
    // By primary key alone (findByKeys: the store check is made on the rows read).
    const byId = new Map((await scoped.findByKeys('id', ids)).map((product) => [product.id, product]));
    // In the page's order; a product deleted between the two reads is left out, not an error.
    const products = ids.flatMap((id) => byId.get(id) ?? []);
    return { products: await this.withGtins(this.gtins.for(principal), products), count };
  }

  /** Products submitted for review (isSubmitted), newest first. */
  async submitted(principal: Principal, search: string): Promise<ProductResponse[]> {
    const products = await searchProducts(this.products.for(principal), search)
      .andWhere('product.isSubmitted = :submitted', { submitted: true })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .take(SUBMITTED_MAX)
      .getMany();
    return this.withGtins(this.gtins.for(principal), products);
  }

  async get(
    principal: Principal,
    id: number,
  ): Promise<{ product: ProductResponse; duplicateProducts: DuplicateProduct[] }> {
    const products = this.products.for(principal);
    const product = await this.find(products, id);
    const duplicates = await products.find({
      where: { normalizedSku: product.normalizedSku, id: Not(product.id) },
      order: { id: 'ASC' },
    });
    const [response] = await this.withGtins(this.gtins.for(principal), [product]);
    return { product: response, duplicateProducts: duplicates.map(toDuplicateProduct) };
  }

  async create(principal: Principal, fields: ProductFields): Promise<ProductResponse> {
    return this.write(async (manager) => {
      const products = this.products.for(principal, manager);
      const gtins = this.gtins.for(principal, manager);
      await this.checkTemplate(this.templates.for(principal, manager), fields.productTemplateId);
      await this.checkSkuFree(products, fields.sku, null);
      await this.checkGtinsFree(gtins, products, fields.GTIN, null);
      const { GTIN, ...columns } = fields;
      const product = await products.save(
        products.create({ ...columns, normalizedSku: normalizeSku(fields.sku) }),
      );
      return toProductResponse(product, await this.saveGtins(gtins, product, GTIN));
    });
  }

  /** PUT replaces every field, and the GTIN list as a whole. */
  async update(principal: Principal, id: number, fields: ProductFields): Promise<ProductResponse> {
    return this.write(async (manager) => {
      const products = this.products.for(principal, manager);
      const gtins = this.gtins.for(principal, manager);
      const product = await this.find(products, id);
      await this.checkTemplate(
        this.templates.for(principal, manager),
        fields.productTemplateId,
        product.productTemplateId,
      );
      // A product keeps its SKU even when a duplicate from before the rule shares it (until merged).
      if (normalizeSku(fields.sku) !== product.normalizedSku) {
        await this.checkSkuFree(products, fields.sku, product.id);
      }
      await this.checkGtinsFree(gtins, products, fields.GTIN, product.id);
      const { GTIN, ...columns } = fields;
      Object.assign(product, columns, { normalizedSku: normalizeSku(fields.sku) });
      const saved = await products.save(product);
      await gtins.delete({ productId: product.id });
      return toProductResponse(saved, await this.saveGtins(gtins, saved, GTIN));
    });
  }

  /**
   * Moves every GTIN of the source product to the target and removes the source, in one
   * transaction, with every inventory item of the source (through the inventory engine: each item
   * guarded and logged) and its sales' lines. Run again on fresh rows when an item changed meanwhile.
   */
  async merge(principal: Principal, fromProductId: number, toProductId: number): Promise<ProductMergeResult> {
    const moved = await this.engine.run(async (manager) => {
      const products = this.products.for(principal, manager);
      const from = await this.find(products, fromProductId);
      const to = await this.find(products, toProductId);
      const inventory = await this.engine.find(manager, principal, { productId: from.id });
      await this.engine.edit(
        manager,
        writeScopeOf(principal),
        inventory.map((item) => ({
          item,
          set: { productId: to.id },
          log: [{ variableChanged: 'product', beforeValue: productName(from), afterValue: productName(to) }],
        })),
      );
      const gtins = await this.gtins
        .for(principal, manager)
        .update({ productId: from.id }, { productId: to.id });
      // Kiosk reservations (issue 17) of the source follow it: the row they point at goes.
      await products.sibling(Reservation).update({ productId: from.id }, { productId: to.id });
      // So do the sales of its items: a sale is found by its item's product (sale-search.ts).
      await products.sibling(OrderLine).update({ productId: from.id }, { productId: to.id });
      await products.delete({ id: from.id });
      return { items: inventory.length, gtins, fromSku: from.sku, toSku: to.sku };
    });
    this.logger.log(
      `Merged product ${fromProductId} (${moved.fromSku}) into ${toProductId} (${moved.toSku}) in store ` +
        `${principal.storeId} by account ${principal.account.id}: ${moved.items} item(s) and ${moved.gtins} GTIN(s) moved`,
    );
    return { items: moved.items, gtins: moved.gtins };
  }

  /** Resyncing needs a connected commerce platform; none can be connected yet. */
  async resync(principal: Principal, id: number): Promise<never> {
    await this.find(this.products.for(principal), id);
    // store.shop is always null until the commerce-platform issue connects one and resyncs here.
    throw conflict(messages.resyncNoPlatform);
  }

  /**
   * Per variant of the product's Active inventory: how many are in stock and the lowest price.
   * The key joins the variant's option values ("10.5 / New"); variants are listed in size order.
   */
  async lowestVariantPrices(principal: Principal, id: number): Promise<VariantPrice[]> {
    const products = this.products.for(principal);
    await this.find(products, id);
    return lowestActivePrices(products.manager, principal.storeId, id);
  }

  /** The ids of one page of the list, in order, and how many products match in all. */
  private async pageIds(
    products: StoreRepository<Product>,
    query: ProductsQuery,
  ): Promise<{ ids: number[]; count: number }> {
    const offset = (query.page - 1) * query.pageSize;
    const page = searchProducts(products, query.search)
      .select('product.id', 'id')
      .orderBy('product.title', 'ASC')
      .addOrderBy('product.id', 'ASC')
      .limit(query.pageSize)
      .offset(offset);
    if (!query.search) {
      // The page stops after its rows; the count takes the smallest index.
      const rows = await page.getRawMany<{ id: number }>();
      return {
        ids: rows.map((row) => Number(row.id)),
        count: await searchProducts(products, '').getCount(),
      };
    }
    // A search tests every product anyway: one pass finds the page and counts the matches, where a
    // page query and a COUNT would pass twice. (MySQL drivers answer the BIGINT count as a string.)
    const rows = await page
      .addSelect('COUNT(*) OVER ()', 'total')
      .getRawMany<{ id: number; total: number | string }>();
    if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), count: Number(rows[0].total) };
    // No row, no total: nothing matches, or the page is past the last one.
    return { ids: [], count: offset === 0 ? 0 : await searchProducts(products, query.search).getCount() };
  }

  private async withGtins(
    gtinsOfStore: StoreRepository<ProductGtin>,
    products: Product[],
  ): Promise<ProductResponse[]> {
    if (products.length === 0) return [];
    // By the product index alone, as the list's products are read (findByKeys).
    const gtins = await gtinsOfStore.findByKeys(
      'productId',
      products.map((product) => product.id),
      { id: 'ASC' },
    );
    return products.map((product) =>
      toProductResponse(
        product,
        gtins.filter((gtin) => gtin.productId === product.id),
      ),
    );
  }

  private async saveGtins(
    gtins: StoreRepository<ProductGtin>,
    product: Product,
    list: ProductFields['GTIN'],
  ): Promise<ProductGtin[]> {
    if (list.length === 0) return [];
    return gtins.save(
      list.map((entry) =>
        gtins.create({
          productId: product.id,
          size: entry.size,
          gtin: entry.gtin,
        }),
      ),
    );
  }

  /**
   * A SKU is unique within the store, compared as duplicates are (normalizeSku: "DD1391-100" is
   * "dd1391 100"). The conflict names the product that has it, with its id for the form's link.
   * Duplicates from before this rule stay listed (duplicateProducts) until they are merged.
   */
  private async checkSkuFree(
    products: StoreRepository<Product>,
    sku: string,
    productId: number | null,
  ): Promise<void> {
    const taken = await products.findOne({
      where: {
        normalizedSku: normalizeSku(sku),
        ...(productId !== null ? { id: Not(productId) } : {}),
      },
      order: { id: 'ASC' },
    });
    if (taken) throw conflict(messages.skuTaken(taken.sku, taken.title, taken.id), 'sku');
  }

  /** A GTIN is unique within the store: the conflict names the product that already has it. */
  private async checkGtinsFree(
    gtins: StoreRepository<ProductGtin>,
    products: StoreRepository<Product>,
    list: ProductFields['GTIN'],
    productId: number | null,
  ): Promise<void> {
    if (list.length === 0) return;
    const taken = await gtins.findOne({
      where: {
        gtin: In(list.map((entry) => entry.gtin)),
        ...(productId !== null ? { productId: Not(productId) } : {}),
      },
      order: { id: 'ASC' },
    });
    if (!taken) return;
    const owner = await products.findById(taken.productId);
    throw conflict(messages.gtinTaken(taken.gtin, owner?.title ?? `#${taken.productId}`));
  }

  /**
   * The template must be the store's; on update, when it changes, it must have the same option
   * structure as the product's current one (spec 001 §5), so existing variants stay meaningful.
   */
  private async checkTemplate(
    templates: StoreRepository<ProductTemplate>,
    templateId: number,
    currentTemplateId: number | null = null,
  ): Promise<void> {
    const template = await templates.findById(templateId);
    if (!template) throw invalidTemplate(messages.templateNotFound);
    if (currentTemplateId === null || currentTemplateId === templateId) return;
    const current = await templates.findById(currentTemplateId);
    if (current && !hasSameOptionStructure(current, template)) {
      throw invalidTemplate(messages.templateStructureDiffers);
    }
  }

  /** A write in a transaction; a GTIN taken by a concurrent write still answers 409, not 500. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(apiErrors.conflict);
      throw error;
    }
  }

  private async find(products: StoreRepository<Product>, id: number): Promise<Product> {
    const product = await products.findById(id);
    if (!product) throw notFound();
    return product;
  }
}

function invalidTemplate(message: string) {
  return invalid('productTemplateId', message);
}

/** A product as an item's log names it: its title and SKU (the id of a merged product leads nowhere). */
function productName(product: Product): string {
  return product.sku ? `${product.title} (${product.sku})` : product.title;
}
