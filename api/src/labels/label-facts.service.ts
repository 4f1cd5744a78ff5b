import { HttpStatus, Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { type LabelFacts } from '@shared/domain/label-layout';
import { apiErrors, validation } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { scopeOf } from '../common/tenancy/current-store.decorator';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { ProductGtin } from '../products/product-gtin.entity';
import { type Store } from '../stores/store.entity';
import { StoreUrls } from '../stores/store-urls.service';

/** What an item's label is drawn from: its facts, and whether it could carry a Shopify link. */
export interface ItemLabel {
  facts: LabelFacts;
  /** The item or its product has a Shopify ID (the Shopify QR Code needs one, spec 001 §5). */
  hasShopifyId: boolean;
}

/** The relations a label reads: what the item is, whose it is, where it sits. */
const LABEL_RELATIONS = { product: true, consigner: true, subLocation: true } as const;

/**
 * Gathers what labels show (shared/domain/label-layout.ts LabelFacts) for items of one store only:
 * every read goes through the store's own repositories, so another store's id is as unknown as
 * an id that never existed.
 */
@Injectable()
export class LabelFactsService {
  constructor(
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(ProductGtin) private readonly gtins: StoreRepositories<ProductGtin>,
    private readonly urls: StoreUrls,
  ) {}

  /**
   * The labels of `ids` in the order asked (an id asked twice gives two labels: a clerk may want a
   * spare). Any id that is not the store's refuses the whole request, naming each by its place in
   * `inventories`, as the inventory actions do: nothing is rendered for a list that is not all yours.
   */
  async ofItems(store: Store, ids: readonly number[]): Promise<ItemLabel[]> {
    const found = await this.items
      .for(scopeOf(store))
      .find({ where: { id: In([...new Set(ids)]) }, relations: LABEL_RELATIONS });
    const byId = new Map(found.map((item) => [item.id, item]));
    const missing = ids.map((id, index) => ({ id, index })).filter(({ id }) => !byId.has(id));
    if (missing.length > 0) {
      const fields = Object.fromEntries(
        missing.map(({ index }) => [`inventories.${index}`, apiErrors.notFound]),
      );
      throw new AppError(
        HttpStatus.NOT_FOUND,
        'NOT_FOUND',
        validation.inventoryActions.itemsNotFound,
        fields,
      );
    }
    const gtinOf = await this.gtinsOf(store, found);
    return ids.map((id) => this.labelOf(store, byId.get(id) as Inventory, gtinOf));
  }

  /** The store's newest item, for the Label Settings preview; null for a store with none yet. */
  async newest(store: Store): Promise<ItemLabel | null> {
    const item = await this.items
      .for(scopeOf(store))
      .findOne({ where: {}, relations: LABEL_RELATIONS, order: { createdAt: 'DESC', id: 'DESC' } });
    return item ? this.labelOf(store, item, await this.gtinsOf(store, [item])) : null;
  }

  /**
   * A label for a store with no items yet, from its own name and currency, so that a new shop sees
   * its label while it sets it up. Its links point at the store's own catalogue.
   */
  sample(store: Store): ItemLabel {
    const code = 'SAMPLE1';
    return {
      facts: {
        itemId: 0,
        code,
        title: `${store.name} sample item`,
        sku: 'SAMPLE-SKU',
        size: '10',
        condition: 'New',
        price: 100,
        currency: store.currency,
        gtin: null,
        consignerId: 0,
        consignerName: store.name,
        payoutFee: 15,
        subLocation: 'Shelf A',
        shopifyId: null,
        catalogueUrl: this.catalogueUrl(store, code),
        shopifyUrl: null,
      },
      hasShopifyId: false,
    };
  }

  private labelOf(store: Store, item: Inventory, gtinOf: Map<string, string>): ItemLabel {
    const product = item.product;
    const consigner = item.consigner;
    const shopifyId = item.shopifyId || product?.shopifyId || null;
    return {
      facts: {
        itemId: item.id,
        code: item.code,
        title: product?.title ?? '',
        sku: product?.sku ?? '',
        size: item.option1Value ?? '',
        condition: item.option2Value ?? '',
        price: item.price ?? 0,
        currency: store.currency,
        gtin: gtinOf.get(gtinKey(item.productId, item.option1Value)) ?? null,
        // A store request has no owner yet: its label names none.
        consignerId: consigner?.id ?? 0,
        consignerName: consigner ? `${consigner.firstName} ${consigner.lastName}`.trim() : '',
        payoutFee: item.payoutFee,
        subLocation: item.subLocation?.name ?? null,
        shopifyId,
        catalogueUrl: this.catalogueUrl(store, item.code),
        shopifyUrl: shopifyId ? shopifyUrl(store, product?.shopifyId || shopifyId) : null,
      },
      hasShopifyId: shopifyId !== null,
    };
  }

  /** The item on the store's public catalogue, with the store's tracking parameters (spec 000 §3). */
  private catalogueUrl(store: Store, code: string): string {
    const tracking = Object.fromEntries(
      store.shopifyTrackingParams.map(({ param, value }) => [param, value]),
    );
    return this.urls.storePage(store, `/catalogue/${encodeURIComponent(store.handle)}`, {
      ...tracking,
      item: code,
    });
  }

  /** The GTIN of each item's size (Product GTINs are kept per size), by product and size. */
  private async gtinsOf(store: Store, items: readonly Inventory[]): Promise<Map<string, string>> {
    const productIds = [...new Set(items.map((item) => item.productId))];
    if (productIds.length === 0) return new Map();
    const rows = await this.gtins.for(scopeOf(store)).findBy({ productId: In(productIds) });
    return new Map(rows.map((row) => [gtinKey(row.productId, row.size), row.gtin]));
  }
}

/** Whether the store has a commerce platform connected (a shop and its authorisation). */
export function hasConnectedShop(store: Store): boolean {
  return Boolean(store.platform && store.shop?.shop);
}

/**
 * The product on the store's online shop: its custom storefront address when it has one, else the
 * shop's own domain; null while no shop is connected (the Shopify QR Code is offered only then).
 */
function shopifyUrl(store: Store, shopifyId: string): string | null {
  if (!hasConnectedShop(store)) return null;
  const base = (store.customShopifyUrl || `https://${store.shop?.shop}`).replace(/\/+$/, '');
  const url = new URL(`${base}/products/${encodeURIComponent(shopifyId)}`);
  for (const { param, value } of store.shopifyTrackingParams) url.searchParams.set(param, value);
  return url.toString();
}

const gtinKey = (productId: number, size: string | null) => `${productId}\u0000${size ?? ''}`;
