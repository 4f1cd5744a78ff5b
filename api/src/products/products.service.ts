import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import {
  type DuplicateProduct,
  type Product as ProductResponse,
  type ProductFields,
  type ProductsQuery,
  type VariantPrice,
} from '@shared/contracts/products';
import { normalizeSku } from '@shared/domain/sku';
import { hasSameOptionStructure } from '@shared/domain/template-structure';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { StoreRepository } from '../common/tenancy/store-repository';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { isUniqueViolation } from '../database/unique-violation';
import { Inventory } from '../inventories/inventory.entity';
import { lowestActivePrices } from '../inventories/lowest-prices';
import { ProductGtin } from './product-gtin.entity';
import { searchProducts } from './product-search';
import { Product } from './product.entity';
import { toDuplicateProduct, toProductResponse } from './product.mapper';

const messages = validation.product;
const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', apiErrors.notFound);
const conflict = (message: string) => new AppError(HttpStatus.CONFLICT, 'CONFLICT', message);
/** Submitted products come back in one list; more than this is not a review queue any more. */
const SUBMITTED_MAX = 500;

/** Products (spec 001 §5, §7). Every query is scoped to the caller's store. */
@Injectable()
export class ProductsService {
  private readonly logger = new Logger('Products');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    const { ids, count } = await this.pageIds(principal.storeId, query);
    // By primary key alone: with storeId in the WHERE too, SQLite (no statistics) would rather walk
    // the store's whole (storeId, …) index than look up three or more ids. The ids are the store's,
    // and the check stays, below.
    const rows = ids.length === 0 ? [] : await this.dataSource.getRepository(Product).findBy({ id: In(ids) });
    const byId = new Map(
      rows.filter((product) => product.storeId === principal.storeId).map((product) => [product.id, product]),
    );
    // In the page's order; a product deleted between the two reads is left out, not an error.
    const products = ids.flatMap((id) => byId.get(id) ?? []);
    return { products: await this.withGtins(this.dataSource.manager, products), count };
  }

  /** Products submitted for review (isSubmitted), newest first. */
  async submitted(principal: Principal, search: string): Promise<ProductResponse[]> {
    const products = await this.searchQuery(principal.storeId, search)
      .andWhere('product.isSubmitted = :submitted', { submitted: true })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .take(SUBMITTED_MAX)
      .getMany();
    return this.withGtins(this.dataSource.manager, products);
  }

  async get(
    principal: Principal,
    id: number,
  ): Promise<{ product: ProductResponse; duplicateProducts: DuplicateProduct[] }> {
    const manager = this.dataSource.manager;
    const product = await this.find(manager, principal.storeId, id);
    const duplicates = await manager.getRepository(Product).find({
      where: { storeId: principal.storeId, normalizedSku: product.normalizedSku, id: Not(product.id) },
      order: { id: 'ASC' },
    });
    const [response] = await this.withGtins(manager, [product]);
    return { product: response, duplicateProducts: duplicates.map(toDuplicateProduct) };
  }

  async create(principal: Principal, fields: ProductFields): Promise<ProductResponse> {
    return this.write(async (manager) => {
      await this.checkTemplate(manager, principal.storeId, fields.productTemplateId);
      await this.checkGtinsFree(manager, principal.storeId, fields.GTIN, null);
      const repository = manager.getRepository(Product);
      const { GTIN, ...columns } = fields;
      const product = await repository.save(
        repository.create({
          ...columns,
          normalizedSku: normalizeSku(fields.sku),
          storeId: principal.storeId,
        }),
      );
      return toProductResponse(product, await this.saveGtins(manager, product, GTIN));
    });
  }

  /** PUT replaces every field, and the GTIN list as a whole. */
  async update(principal: Principal, id: number, fields: ProductFields): Promise<ProductResponse> {
    return this.write(async (manager) => {
      const product = await this.find(manager, principal.storeId, id);
      await this.checkTemplate(
        manager,
        principal.storeId,
        fields.productTemplateId,
        product.productTemplateId,
      );
      await this.checkGtinsFree(manager, principal.storeId, fields.GTIN, product.id);
      const { GTIN, ...columns } = fields;
      Object.assign(product, columns, { normalizedSku: normalizeSku(fields.sku) });
      const saved = await manager.getRepository(Product).save(product);
      await manager.getRepository(ProductGtin).delete({ storeId: principal.storeId, productId: product.id });
      return toProductResponse(saved, await this.saveGtins(manager, saved, GTIN));
    });
  }

  /**
   * Moves every GTIN of the source product to the target and removes the source, in one
   * transaction, with every inventory item of the source.
   */
  async merge(principal: Principal, fromProductId: number, toProductId: number): Promise<void> {
    const moved = await this.dataSource.transaction(async (manager) => {
      const from = await this.find(manager, principal.storeId, fromProductId);
      const to = await this.find(manager, principal.storeId, toProductId);
      const items = await manager
        .getRepository(Inventory)
        .update({ storeId: principal.storeId, productId: from.id }, { productId: to.id });
      const gtins = await manager
        .getRepository(ProductGtin)
        .update({ storeId: principal.storeId, productId: from.id }, { productId: to.id });
      await manager.getRepository(Product).delete({ id: from.id, storeId: principal.storeId });
      return { items: items.affected ?? 0, gtins: gtins.affected ?? 0, fromSku: from.sku, toSku: to.sku };
    });
    this.logger.log(
      `Merged product ${fromProductId} (${moved.fromSku}) into ${toProductId} (${moved.toSku}) in store ` +
        `${principal.storeId} by account ${principal.account.id}: ${moved.items} item(s) and ${moved.gtins} GTIN(s) moved`,
    );
  }

  /** Resyncing needs a connected commerce platform; none can be connected yet. */
  async resync(principal: Principal, id: number): Promise<never> {
    await this.find(this.dataSource.manager, principal.storeId, id);
    // store.shop is always null until the commerce-platform issue connects one and resyncs here.
    throw conflict(messages.resyncNoPlatform);
  }

  /**
   * Per variant of the product's Active inventory: how many are in stock and the lowest price.
   * The key joins the variant's option values ("10.5 / New"); variants are listed in size order.
   */
  async lowestVariantPrices(principal: Principal, id: number): Promise<VariantPrice[]> {
    await this.find(this.dataSource.manager, principal.storeId, id);
    return lowestActivePrices(this.dataSource.manager, principal.storeId, id);
  }

  /** The ids of one page of the list, in order, and how many products match in all. */
  private async pageIds(storeId: number, query: ProductsQuery): Promise<{ ids: number[]; count: number }> {
    const offset = (query.page - 1) * query.pageSize;
    const page = this.searchQuery(storeId, query.search)
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
        count: await this.searchQuery(storeId, '').getCount(),
      };
    }
    // A search tests every product anyway: one pass finds the page and counts the matches, where a
    // page query and a COUNT would pass twice. (MySQL drivers answer the BIGINT count as a string.)
    const rows = await page
      .addSelect('COUNT(*) OVER ()', 'total')
      .getRawMany<{ id: number; total: number | string }>();
    if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), count: Number(rows[0].total) };
    // No row, no total: nothing matches, or the page is past the last one.
    return { ids: [], count: offset === 0 ? 0 : await this.searchQuery(storeId, query.search).getCount() };
  }

  private searchQuery(storeId: number, search: string) {
    return searchProducts(new StoreRepository(this.dataSource.getRepository(Product), storeId), search);
  }

  private async withGtins(manager: EntityManager, products: Product[]): Promise<ProductResponse[]> {
    if (products.length === 0) return [];
    const gtins = await manager
      .getRepository(ProductGtin)
      .find({ where: { productId: In(products.map((product) => product.id)) }, order: { id: 'ASC' } });
    return products.map((product) =>
      toProductResponse(
        product,
        gtins.filter((gtin) => gtin.productId === product.id),
      ),
    );
  }

  private async saveGtins(
    manager: EntityManager,
    product: Product,
    list: ProductFields['GTIN'],
  ): Promise<ProductGtin[]> {
    if (list.length === 0) return [];
    const repository = manager.getRepository(ProductGtin);
    return repository.save(
      list.map((entry) =>
        repository.create({
          storeId: product.storeId,
          productId: product.id,
          size: entry.size,
          gtin: entry.gtin,
        }),
      ),
    );
  }

  /** A GTIN is unique within the store: the conflict names the product that already has it. */
  private async checkGtinsFree(
    manager: EntityManager,
    storeId: number,
    list: ProductFields['GTIN'],
    productId: number | null,
  ): Promise<void> {
    if (list.length === 0) return;
    const taken = await manager.getRepository(ProductGtin).findOne({
      where: {
        storeId,
        gtin: In(list.map((entry) => entry.gtin)),
        ...(productId !== null ? { productId: Not(productId) } : {}),
      },
      order: { id: 'ASC' },
    });
    if (!taken) return;
    const owner = await manager.getRepository(Product).findOneBy({ id: taken.productId, storeId });
    throw conflict(messages.gtinTaken(taken.gtin, owner?.title ?? `#${taken.productId}`));
  }

  /**
   * The template must be the store's; on update, when it changes, it must have the same option
   * structure as the product's current one (spec 001 §5), so existing variants stay meaningful.
   */
  private async checkTemplate(
    manager: EntityManager,
    storeId: number,
    templateId: number,
    currentTemplateId: number | null = null,
  ): Promise<void> {
    const templates = manager.getRepository(ProductTemplate);
    const template = await templates.findOneBy({ id: templateId, storeId });
    if (!template) throw invalidTemplate(messages.templateNotFound);
    if (currentTemplateId === null || currentTemplateId === templateId) return;
    const current = await templates.findOneBy({ id: currentTemplateId, storeId });
    if (current && !hasSameOptionStructure(current, template)) {
      throw invalidTemplate(messages.templateStructureDiffers);
    }
  }

  /** A write in a transaction; a GTIN taken by a concurrent write still answers 409, not 500. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(apiErrors.conflict);
      throw error;
    }
  }

  private async find(manager: EntityManager, storeId: number, id: number): Promise<Product> {
    const product = await manager.getRepository(Product).findOneBy({ id, storeId });
    if (!product) throw notFound();
    return product;
  }
}

function invalidTemplate(message: string): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, { productTemplateId: message });
}
