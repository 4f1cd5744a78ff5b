import { Injectable } from '@nestjs/common';
import {
  type BulkFeesResponse,
  type FeesRequestFields,
  type FeesResponse,
  type InventoryResponse,
} from '@shared/contracts/inventories';
import { type VariantPrice } from '@shared/contracts/products';
import { type LowestPriceForVariantParams } from '@shared/contracts/price-guidance';
import { toFeesResponse } from '@shared/domain/fees';
import { fromCents, toCents } from '@shared/domain/money';
import { normalizeItemCode } from '@shared/domain/item-code';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { Product } from '../products/product.entity';
import { inventoryAnswer } from './inventory-answers';
import { readItemByCode } from './inventory-list-rows';
import { toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';
import { feesForItem, loadFeeContext } from './item-fees';
import { lowestActivePrices } from './lowest-prices';

const messages = validation.inventory;

/**
 * Reading inventory items: one item, by id or code, its fees, and the lowest
 * prices per variant. Creating items is intake's (inventory-intake.service.ts); changing them the
 * actions' and edits' services, through the engine; lists the lists service; its timeline the activity service.
 */
@Injectable()
export class InventoriesService {
  constructor(@InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>) {}

  findOne(principal: Principal, id: number): Promise<InventoryResponse> {
    return inventoryAnswer(this.items.for(principal), principal.store.currency, id);
  }

  /** GET /api/inventories/code/{code}: as typed or scanned (case does not matter). */
  async findByCode(principal: Principal, code: string): Promise<InventoryResponse> {
    const normalized = normalizeItemCode(code);
    if (!normalized) throw notFound();
    const item = await readItemByCode(this.items.for(principal), normalized);
    if (!item) throw notFound();
    return { inventory: toInventoryItem(item, principal.store.currency) };
  }

  /**
   * POST /api/inventories/fees: one unit's fees at a price. An existing item (`id`) gives the
   * defaults: its owner, variant, category and extra fees; the request overrides them.
   */
  async fees(
    principal: Principal,
    request: {
      id?: number | null;
      productId?: number | null;
      price: number;
      option1Value: string | null;
      option2Value: string | null;
      option3Value: string | null;
      cost?: number | null;
      category?: string | null;
      consigner?: number | null;
      consignerFbUserId?: string | null;
      hasCleaningFee: boolean;
      hasBoxFee: boolean;
    },
  ): Promise<FeesResponse> {
    const items = this.items.for(principal);
    const item = request.id ? await items.findById(request.id) : null;
    if (request.id && !item) throw notFound();
    // A consigner (the portal's wizard) prices only their own items, on their own fee schedule.
    if (principal.kind === 'consigner') {
      const own = principal.consigner?.id ?? null;
      if (item && item.consignerId !== own) throw notFound();
      request = { ...request, consigner: own, consignerFbUserId: null, cost: null };
    }
    const product = request.productId ? await items.sibling(Product).findById(request.productId) : null;
    if (request.productId && !product) throw notFound();
    const consigner = await findOwner(items.sibling(Consigner), request, item?.consignerId ?? null);
    const context = await loadFeeContext(items.manager, principal.store, consigner);
    const fees = feesForItem(
      context,
      {
        price: request.price,
        category: request.category ?? item?.category ?? product?.category ?? null,
        option1Value: request.option1Value ?? item?.option1Value ?? null,
        option2Value: request.option2Value ?? item?.option2Value ?? null,
        option3Value: request.option3Value ?? item?.option3Value ?? null,
        hasCleaningFee: request.hasCleaningFee || (item?.hasCleaningFee ?? false),
        hasBoxFee: request.hasBoxFee || (item?.hasBoxFee ?? false),
        cost: request.cost ?? item?.cost ?? null,
      },
      toCents(Number(consigner?.negativeBalance ?? 0)),
    );
    return {
      ...toFeesResponse(fees),
      lines: fees.lines.map((line) => ({
        label: line.label,
        amount: fromCents(line.cents),
        isDeducted: line.isDeducted,
      })),
      payoutLabel: fees.payoutLabel,
      zeroPayoutWarning: fees.zeroPayoutWarning,
    };
  }

  /**
   * POST /api/inventories/bulkFees: each row's fees as `fees` answers them, in the rows' order. One
   * read at a time: SQLite has one connection, and a table's changed rows are few.
   */
  async bulkFees(principal: Principal, rows: readonly FeesRequestFields[]): Promise<BulkFeesResponse> {
    const fees: FeesResponse[] = [];
    for (const row of rows) fees.push(await this.fees(principal, row));
    return { fees };
  }

  /**
   * POST /api/inventories/getLowestPriceForVariant: the lowest Active price and Active quantity of
   * each variant of the product (or of the one variant named), at one location when it is given.
   */
  async lowestPrices(principal: Principal, request: LowestPriceForVariantParams): Promise<VariantPrice[]> {
    const items = this.items.for(principal);
    if (!(await items.sibling(Product).existsBy({ id: request.productId }))) throw notFound();
    if (request.location && !(await items.sibling(Location).existsBy({ id: request.location }))) {
      throw invalid('location', messages.locationNotFound);
    }
    return lowestActivePrices(items.manager, principal.storeId, request.productId, {
      ...request.product,
      locationId: request.location ?? null,
    });
  }
}

/** The item's owner for the fees call: the one asked for, else the item's own. */
async function findOwner(
  consigners: StoreRepository<Consigner>,
  request: { consigner?: number | null; consignerFbUserId?: string | null },
  fallbackId: number | null,
): Promise<Consigner | null> {
  if (request.consigner) {
    const found = await consigners.findById(request.consigner);
    if (!found) throw notFound();
    return found;
  }
  if (request.consignerFbUserId) {
    const accountId = Number(request.consignerFbUserId);
    const found = Number.isInteger(accountId) ? await consigners.findOneBy({ accountId }) : null;
    if (!found) throw notFound();
    return found;
  }
  return fallbackId ? consigners.findById(fallbackId) : null;
}
