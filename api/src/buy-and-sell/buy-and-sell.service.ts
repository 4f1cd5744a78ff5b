import { Injectable } from '@nestjs/common';
import { type DeepPartial, type EntityManager, In } from 'typeorm';
import {
  type BuyAndSellInfoResponse,
  type buyAndSellInfoQuery,
  type createBuyOrderRequest,
  type CreateBuyOrderResponse,
} from '@shared/contracts/buy-and-sell';
import { fromCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { preapprovalStatusFor } from '@shared/domain/price-guidance';
import { sortSizes } from '@shared/domain/size-sort';
import { variantKey } from '@shared/domain/variant-key';
import { validation } from '@shared/messages';
import { type z } from 'zod';
import { invalid } from '../common/errors/errors';
import { scopeOf } from '../common/tenancy/current-store.decorator';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { Consigner } from '../consigners/consigner.entity';
import { isUniqueViolation } from '../database/unique-violation';
import { InventoryEngine, type WriteScope } from '../inventories/engine/inventory-engine';
import { Inventory } from '../inventories/inventory.entity';
import { feesForItem, loadFeeContext } from '../inventories/item-fees';
import { lowestActivePrices } from '../inventories/lowest-prices';
import { Location } from '../locations/location.entity';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { searchProducts } from '../products/product-search';
import { Product } from '../products/product.entity';
import { toShopperStore } from '../storefront/catalogue.service';
import { StorefrontReads } from '../storefront/storefront-reads.service';
import { StoreUrls } from '../stores/store-urls.service';
import { type Store } from '../stores/store.entity';

const messages = validation.buyAndSell;
/** A clash of random item codes is rare; a few tries make a failed offer vanishingly so (as intake). */
const CODE_TRIES = 3;
/** The condition a seller's item is offered in (spec 001 §9: new items start with condition New). */
const OFFER_CONDITION = 'New';

type InfoQuery = z.output<typeof buyAndSellInfoQuery>;
type BuyOrder = z.output<typeof createBuyOrderRequest>;

/** One offered row, checked: the product, its template and the size as the template spells it. */
interface CheckedRow {
  product: Product;
  template: ProductTemplate;
  option1Value: string;
  option2Value: string | null;
  quantity: number;
  price: number;
}

/**
 * The public buy-and-sell flow (issue 17; spec 000 §2.4, 001 §5; docs/buy-and-sell.md): what a
 * seller can offer the store, and the offer itself. An offer is one transaction: the seller is the
 * store's consigner with that email (matched case-insensitively, their record left as it is) or a
 * new one without a login, and each row becomes `quantity` Requested items made by the inventory
 * engine (createBuyOrder moves), at the drop-off location, priced at what the seller asks; the
 * seller's confirmation and the store's notice are queued in the same transaction.
 */
@Injectable()
export class BuyAndSellService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly reads: StorefrontReads,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  /** GET /open/stores/getStoreBuyandSellInfo: a page of the store's products, and what the flow needs of the store. */
  async info(store: Store, query: InfoQuery): Promise<BuyAndSellInfoResponse> {
    const scope = scopeOf(store);
    const products = this.products.for(scope);
    const [[page, count], locations] = await Promise.all([
      searchProducts(products, query.search ?? '')
        .orderBy('product.title', 'ASC')
        .addOrderBy('product.id', 'ASC')
        .skip((query.page - 1) * query.pageSize)
        .take(query.pageSize)
        .getManyAndCount(),
      this.reads.shopperLocations(scope),
    ]);
    const templates = await products
      .sibling(ProductTemplate)
      .findBy({ id: In([...new Set(page.map((product) => product.productTemplateId))]) });
    const sizesOf = new Map(templates.map((template) => [template.id, sortSizes(template.option1Values)]));
    return {
      store: {
        ...toShopperStore(store),
        payoutFee: Number(store.payoutFee),
        isBuyingStore: store.isBuyingStore,
      },
      products: page.map((product) => ({
        id: product.id,
        title: product.title,
        brand: product.brand,
        sku: product.sku,
        image: product.image,
        sizes: sizesOf.get(product.productTemplateId) ?? [],
      })),
      count,
      locations,
      locationCount: locations.length,
    };
  }

  /** POST /open/stores/createBuyOrder (the public form guard has passed): the offer, all or nothing. */
  async createBuyOrder(store: Store, order: BuyOrder): Promise<CreateBuyOrderResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        const count = await this.engine.run((manager) => this.offer(manager, store, order));
        return { count, email: order.consigner.email };
      } catch (error) {
        if (isUniqueViolation(error) && attempt < CODE_TRIES) continue;
        throw error;
      }
    }
  }

  private async offer(manager: EntityManager, store: Store, order: BuyOrder): Promise<number> {
    const consigners = this.consigners.for(scopeOf(store), manager);
    const location = await consigners
      .sibling(Location)
      .findOneBy({ id: order.store.location, isActive: true });
    if (!location) throw invalid('store.location', messages.dropOffLocationRequired);
    const rows = await checkRows(consigners.sibling(Product), order.inventoryFormArray);
    const seller = await this.sellerOf(consigners, order.consigner);
    const scope: WriteScope = {
      storeId: store.id,
      store,
      actor: { id: seller.accountId, name: `${seller.firstName} ${seller.lastName}`.trim() },
    };
    const fees = await loadFeeContext(manager, store, seller);
    const drafts: DeepPartial<Inventory>[] = [];
    for (const row of rows) {
      const options = { option1Value: row.option1Value, option2Value: row.option2Value, option3Value: null };
      const category = row.product.category || row.template.category;
      const itemFees = feesForItem(fees, {
        price: row.price,
        category,
        ...options,
        hasCleaningFee: false,
        hasBoxFee: false,
        cost: null,
      });
      const marketPrice = (await lowestActivePrices(manager, store.id, row.product.id)).find(
        (entry) => entry.key === variantKey([options.option1Value, options.option2Value, null]),
      );
      const draft: DeepPartial<Inventory> = {
        productId: row.product.id,
        productTemplateId: row.template.id,
        ...options,
        locationId: location.id,
        subLocationId: null,
        status: 'Requested',
        consignerId: seller.id,
        price: row.price,
        requestedPrice: row.price,
        // In a buying store the fees pay the price itself (spec 001 §9: payoutAmount and payout).
        payout: fromCents(itemFees.payout),
        payoutAmount: fromCents(itemFees.payoutAmount),
        payoutFee: fromCents(itemFees.payoutFee),
        total: fromCents(itemFees.total),
        cost: null,
        quantity: 1,
        acceptedOn: null,
        category,
        image: row.product.image,
        preapprovalStatus: preapprovalStatusFor('Requested', row.price, marketPrice?.price ?? null, store),
      };
      for (let unit = 0; unit < row.quantity; unit++) drafts.push({ ...draft });
    }
    await this.engine.create(manager, scope, 'createBuyOrder', drafts);
    await this.mail.queue(manager, store, this.mailsOf(store, order, rows, location));
    return drafts.length;
  }

  /**
   * The store's consigner with the seller's email (store accounts aside; the oldest when several),
   * or a new one of the store's default type, without a login. A matched consigner's record is not
   * changed: a public form must not rewrite someone's phone or name.
   */
  private async sellerOf(
    consigners: StoreRepository<Consigner>,
    seller: BuyOrder['consigner'],
  ): Promise<Consigner> {
    const email = seller.email.trim().toLowerCase();
    const known = await consigners
      .query('consigner')
      .andWhere('LOWER(consigner.email) = :email', { email })
      .andWhere('consigner.isStoreAccount = :isStoreAccount', { isStoreAccount: false })
      .orderBy('consigner.id', 'ASC')
      .getOne();
    if (known) return known;
    const type = await consigners.sibling(ConsignerType).findOneBy({ isDefault: true });
    return consigners.save(
      consigners.create({
        accountId: null,
        firstName: seller.firstName,
        lastName: seller.lastName,
        email: seller.email.trim(),
        phone: seller.phone,
        address: '',
        zipCode: seller.zipCode,
        accountType: type?.accountType ?? null,
        consignerTypeId: type?.id ?? null,
        acceptedTOS: false,
      }),
    );
  }

  /** The seller's confirmation (items and prices) and the store's notice (supportEmail). */
  private mailsOf(store: Store, order: BuyOrder, rows: readonly CheckedRow[], location: Location) {
    const lines = rows.map(
      (row) =>
        `${row.quantity} × ${row.product.title} (${row.product.sku}), size ${row.option1Value}, at ${formatMoney(row.price, store.currency)} each`,
    );
    const count = rows.reduce((sum, row) => sum + row.quantity, 0);
    const seller = order.consigner;
    return [
      mailTemplates.buyOrderConfirmation(store, seller.email, seller.firstName, lines, location.name, {
        url: this.urls.storePage(store, '/buyandsell'),
      }),
      mailTemplates.buyOrderNotice(
        store,
        store.supportEmail,
        `${seller.firstName} ${seller.lastName}`.trim(),
        seller.email,
        count,
        lines,
        location.name,
        this.urls.page(store.handle, '/requestedInventory'),
      ),
    ];
  }
}

/**
 * Each row against the store's products and their templates: an unknown product, or a size that is
 * not one of its template's option1 values, refuses the whole offer (400, under the row's field).
 */
async function checkRows(
  products: StoreRepository<Product>,
  rows: BuyOrder['inventoryFormArray'],
): Promise<CheckedRow[]> {
  const found = await products.findBy({ id: In([...new Set(rows.map((row) => row.productId))]) });
  const byId = new Map(found.map((product) => [product.id, product]));
  const templates = await products
    .sibling(ProductTemplate)
    .findBy({ id: In([...new Set(found.map((product) => product.productTemplateId))]) });
  const templateOf = new Map(templates.map((template) => [template.id, template]));
  return rows.map((row, index) => {
    const product = byId.get(row.productId);
    const template = product ? templateOf.get(product.productTemplateId) : undefined;
    if (!product || !template) {
      throw invalid(`inventoryFormArray.${index}.productId`, messages.unknownProduct);
    }
    const size = template.option1Values.find(
      (value) => value.toLowerCase() === row.option1Value.toLowerCase(),
    );
    if (!size)
      throw invalid(`inventoryFormArray.${index}.option1Value`, messages.unknownSize(row.option1Value));
    return {
      product,
      template,
      option1Value: size,
      option2Value: conditionOf(template),
      quantity: row.quantity,
      price: row.requestedPrice,
    };
  });
}

/** 'New' as the template spells it when its second option has it; 'New' when it has a second option; else none. */
function conditionOf(template: ProductTemplate): string | null {
  if (!template.option2) return null;
  const values = template.option2Values ?? [];
  return values.find((value) => value.toLowerCase() === OFFER_CONDITION.toLowerCase()) ?? OFFER_CONDITION;
}
