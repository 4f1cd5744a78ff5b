import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import {
  type AnswerOfferResponse,
  type PortalItemResponse,
  type PortalItemsParams,
  type PortalItemsResponse,
  type PortalProductsParams,
  type PortalProductsResponse,
  type PortalSettingsResponse,
  type PortalStoreResponse,
} from '@shared/contracts/consigner-portal';
import { bankDetailsLocked, consignerStatusLabel, portalSignupStep } from '@shared/domain/consigner-portal';
import { INVENTORY_STATUSES, type InventoryStatus } from '@shared/domain/inventory-status';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { forbidden, notFound } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Consigner } from '../consigners/consigner.entity';
import { toConsignerResponse } from '../consigners/consigner.mapper';
import { writeScopeOf } from '../inventories/engine/inventory-engine';
import { Inventory } from '../inventories/inventory.entity';
import { PriceLinksService } from '../inventories/price-links.service';
import { Location } from '../locations/location.entity';
import { containsPattern } from '../payouts/like-pattern';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { toPortalItem, toPortalStore } from './portal.mapper';

/** What a portal item is read with. */
const PORTAL_ITEM_RELATIONS = { product: true, location: true, consigner: true } as const;

/** The caller's consigner id; the routes are the consigner's own (@Access('Consigner')). */
export function consignerIdOf(principal: Principal): number {
  const id = principal.consigner?.id;
  if (principal.kind !== 'consigner' || id === undefined) {
    throw forbidden(validation.inventoryActions.consignersOnly);
  }
  return id;
}

/**
 * The consigner portal's reads and the signed-in answer to a store offer (issue 18;
 * docs/consigner-portal.md). Every read is the caller's own, in their own store: the store-scoped
 * repositories keep the store, and each query names the caller's consigner id, so another
 * consigner's item is not found.
 */
@Injectable()
export class ConsignerPortalService {
  constructor(
    private readonly priceLinks: PriceLinksService,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  /** GET /api/portal/store: branding, sign-up fields, payout options, terms, ship instructions, locations. */
  async store(principal: Principal): Promise<PortalStoreResponse> {
    const locations = await this.items
      .for(principal)
      .sibling(Location)
      .find({ where: { isActive: true }, order: { name: 'ASC', id: 'ASC' } });
    return { store: toPortalStore(principal.store, locations) };
  }

  /** GET /api/portal/settings: the caller's record (bank details included), lock and sign-up step. */
  async settings(principal: Principal): Promise<PortalSettingsResponse> {
    const consigner = await this.consigners.for(principal).findById(consignerIdOf(principal));
    if (!consigner) throw notFound();
    return {
      consigner: toConsignerResponse(consigner, true),
      bankDetailsLocked: bankDetailsLocked(consigner.bankData),
      signupStep: portalSignupStep({ ...consigner, termsOfService: principal.store.termsOfService }),
    };
  }

  /** GET /api/portal/items: the caller's items, newest first, with the count per status. */
  async list(principal: Principal, params: PortalItemsParams): Promise<PortalItemsResponse> {
    const consignerId = consignerIdOf(principal);
    const items = this.items.for(principal);
    const query = items
      .query('item')
      .innerJoinAndSelect('item.product', 'product')
      .leftJoinAndSelect('item.location', 'location')
      .leftJoinAndSelect('item.consigner', 'consigner')
      .andWhere('item.consignerId = :consignerId', { consignerId });
    if (params.status?.length) query.andWhere('item.status IN (:...statuses)', { statuses: params.status });
    if (params.search) {
      query.andWhere(
        "(product.title LIKE :pattern ESCAPE '!' OR product.sku LIKE :pattern ESCAPE '!' OR item.code LIKE :pattern ESCAPE '!')",
        { pattern: containsPattern(params.search) },
      );
    }
    const [found, count] = await query
      .orderBy('item.createdAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .take(params.pageSize)
      .skip((params.currentPage - 1) * params.pageSize)
      .getManyAndCount();
    const counted = await items
      .query('item')
      .select('item.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .andWhere('item.consignerId = :consignerId', { consignerId })
      .groupBy('item.status')
      .getRawMany<{ status: InventoryStatus; count: number | string }>();
    const byStatus = new Map(counted.map((row) => [row.status, Number(row.count)]));
    return {
      items: found.map((item) => toPortalItem(item, principal.store.currency)),
      count,
      statusCounts: INVENTORY_STATUSES.filter((status) => byStatus.has(status)).map((status) => ({
        status,
        label: consignerStatusLabel(status),
        count: byStatus.get(status) ?? 0,
      })),
    };
  }

  /** GET /api/portal/items/{id}: one of the caller's items; anyone else's is not found. */
  async one(principal: Principal, id: number): Promise<PortalItemResponse> {
    const item = await this.items.for(principal).findOne({
      where: { id, consignerId: consignerIdOf(principal) },
      relations: PORTAL_ITEM_RELATIONS,
    });
    if (!item) throw notFound();
    return { item: toPortalItem(item, principal.store.currency) };
  }

  /** POST /api/portal/answerOffer: accept or reject the store's price offer, signed in. */
  async answerOffer(
    principal: Principal,
    body: { inventory: number; answer: 'accept' | 'reject' },
  ): Promise<AnswerOfferResponse> {
    const consignerId = consignerIdOf(principal);
    const message = await this.priceLinks.answerSignedIn(
      writeScopeOf(principal),
      consignerId,
      body.inventory,
      body.answer === 'accept' ? 'acceptPrice' : 'rejectPrice',
    );
    const { item } = await this.one(principal, body.inventory);
    return { item, message };
  }

  /** GET /api/portal/products: the store's products with their templates, by title, brand or SKU. */
  async products(principal: Principal, params: PortalProductsParams): Promise<PortalProductsResponse> {
    consignerIdOf(principal);
    const products = this.items.for(principal).sibling(Product);
    // Products submitted for review are not the catalogue yet.
    const query = products
      .query('product')
      .andWhere('product.isSubmitted = :submitted', { submitted: false });
    if (params.search) {
      query.andWhere(
        "(product.title LIKE :pattern ESCAPE '!' OR product.sku LIKE :pattern ESCAPE '!' OR product.brand LIKE :pattern ESCAPE '!')",
        { pattern: containsPattern(params.search) },
      );
    }
    const [found, count] = await query
      .orderBy('product.title', 'ASC')
      .addOrderBy('product.id', 'ASC')
      .take(params.pageSize)
      .skip((params.currentPage - 1) * params.pageSize)
      .getManyAndCount();
    const templateIds = [...new Set(found.map((product) => product.productTemplateId))];
    const templates = await products.sibling(ProductTemplate).findBy({ id: In(templateIds) });
    const templateById = new Map(templates.map((template) => [template.id, template]));
    return {
      products: found.flatMap((product) => {
        const template = templateById.get(product.productTemplateId);
        if (!template) return [];
        return [
          {
            id: product.id,
            title: product.title,
            sku: product.sku,
            brand: product.brand,
            category: product.category,
            image: product.image,
            template: {
              id: template.id,
              option1: template.option1,
              option1Values: template.option1Values,
              option2: template.option2,
              option2Values: template.option2Values,
              option3: template.option3,
              option3Values: template.option3Values,
            },
          },
        ];
      }),
      count,
    };
  }
}
