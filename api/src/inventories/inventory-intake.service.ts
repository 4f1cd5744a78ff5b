import { HttpStatus, Injectable } from '@nestjs/common';
import { type DeepPartial, type EntityManager, In } from 'typeorm';
import { type CreateInventoriesResponse, type InventoryFormRowFields } from '@shared/contracts/inventories';
import { fromCents } from '@shared/domain/money';
import { dropOffRowRefusal, portalSignupStep } from '@shared/domain/consigner-portal';
import { checkTransition, type InventoryStatus } from '@shared/domain/inventory-status';
import { isJudgedForPreapproval, preapprovalStatusFor } from '@shared/domain/price-guidance';
import { offerRequestProblem } from '@shared/domain/store-requests';
import { variantKey } from '@shared/domain/variant-key';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { forbidden, invalid } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { isSqlite } from '../database/transactions';
import { isUniqueViolation } from '../database/unique-violation';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { ConsignerNotices } from './consigner-notices';
import { InventoryEngine, type WriteScope, writeScopeOf } from './engine/inventory-engine';
import { ITEM_RELATIONS, priceRangeOf, toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';
import { type FeeContext, feesForItem, loadFeeContext } from './item-fees';
import { lowestActivePrices } from './lowest-prices';

const messages = validation.inventory;
const scan = validation.scan;
/** A clash of random codes is rare (1 in ~10^9 per pair); a few tries make a failed request vanishingly so. */
const CODE_TRIES = 3;

/** A refusal of one row of inventoryFormArray, named by its place so the form can show it. */
function invalidRow(index: number, field: string, message: string) {
  return invalid(`inventoryFormArray.${index}.${field}`, message);
}

/** What the rows of one request refer to, read once for all of them. */
interface RowsContext {
  products: Map<number, Product>;
  templates: Map<number, ProductTemplate>;
  locations: Map<number, Location>;
  subLocations: Map<number, SubLocation>;
  consigners: Map<number, Consigner>;
  consignersByAccount: Map<string, Consigner>;
  /** The store's items that rows name as buyingId (the store requests their offers answer). */
  requests: Map<number, Inventory>;
}

/**
 * Intake (POST /api/inventories): staff intake, drop-off listings, offers and store requests. Each
 * row is checked here (product, template options, place, owner, the creation move's guards, an
 * offer's store request) and priced; the engine creates the items, each a creation move of the
 * status machine, with their codes and creation logs.
 */
@Injectable()
export class InventoryIntakeService {
  constructor(
    private readonly engine: InventoryEngine,
    private readonly notices: ConsignerNotices,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
  ) {}

  /**
   * POST /api/inventories: every row becomes `quantity` items, each with its own code, in one
   * transaction with their creation logs; any refused row refuses the whole request.
   */
  async create(
    principal: Principal,
    sent: readonly InventoryFormRowFields[],
  ): Promise<CreateInventoriesResponse> {
    const scope = writeScopeOf(principal);
    // A consigner's rows are their own drop-off listing (issue 18), the store mailed in the same transaction.
    const lister = principal.kind === 'consigner' ? principal.consigner : null;
    const rows = lister ? consignerDropOffRows(principal, sent) : sent;
    let ids: number[] = [];
    for (let attempt = 1; ; attempt++) {
      try {
        ids = await this.engine.run(async (manager) => {
          const created = await this.createItems(manager, scope, rows);
          if (lister) await this.notices.dropOffListed(manager, scope, lister, created);
          return created;
        });
        break;
      } catch (error) {
        if (isUniqueViolation(error) && attempt < CODE_TRIES) continue;
        throw error;
      }
    }
    const items = await this.items.for(scope).find({
      where: { id: In(ids) },
      relations: ITEM_RELATIONS,
      order: { id: 'ASC' },
    });
    return { inventories: items.map((item) => toInventoryItem(item, scope.store.currency)) };
  }

  private async createItems(
    manager: EntityManager,
    scope: WriteScope,
    rows: readonly InventoryFormRowFields[],
  ): Promise<number[]> {
    const items = this.items.for(scope, manager);
    const context = await loadRowsContext(items, rows);
    const drafts: DeepPartial<Inventory>[] = [];
    // The market price of each variant (pre-approval), read once per product of the request.
    const marketPrices = new Map<number, Map<string, number>>();
    const marketPriceOf = async (productId: number, options: (string | null)[]) => {
      let byKey = marketPrices.get(productId);
      if (!byKey) {
        const prices = await lowestActivePrices(manager, scope.storeId, productId);
        byKey = new Map(prices.map((entry) => [entry.key, entry.price]));
        marketPrices.set(productId, byKey);
      }
      return byKey.get(variantKey(options)) ?? null;
    };
    // The store's consigner types are read once per owner, not once per row.
    const feeContexts = new Map<number, FeeContext>();
    const feeContextOf = async (consigner: Consigner | null) => {
      const key = consigner?.id ?? 0;
      const known = feeContexts.get(key);
      if (known) return known;
      const context = await loadFeeContext(manager, scope.store, consigner);
      feeContexts.set(key, context);
      return context;
    };
    for (const [index, row] of rows.entries()) {
      const product = context.products.get(row.productId);
      if (!product) throw invalidRow(index, 'productId', scan.selectProduct);
      const templateId = row.productTemplateId ?? product.productTemplateId;
      const template = context.templates.get(templateId);
      if (!template) throw invalidRow(index, 'productTemplateId', scan.selectProductTemplate);
      const options = checkOptions(index, template, row);

      const isStoreRequest = row.status === 'Buying' || row.status === 'Consignment';
      const location = row.location ? context.locations.get(row.location) : undefined;
      if (row.location && !location) throw invalidRow(index, 'location', messages.locationNotFound);
      const subLocation = row.subLocation ? context.subLocations.get(row.subLocation) : undefined;
      if (row.subLocation && (!subLocation || subLocation.locationId !== location?.id)) {
        throw invalidRow(index, 'subLocation', messages.subLocationNotInLocation);
      }
      const consigner = isStoreRequest ? null : ownerOf(context, row);
      if (!isStoreRequest && !consigner) throw invalidRow(index, 'consigner', messages.consignerRequired);

      const status = row.status as InventoryStatus;
      // An offer against a store request: an open request of the store for the same variant.
      const request = row.buyingId ? (context.requests.get(row.buyingId) ?? null) : null;
      if (row.buyingId) {
        const problem = offerRequestProblem({ status, productId: product.id, ...options }, request);
        if (problem) throw invalidRow(index, 'buyingId', problem);
      }
      const check = checkTransition(
        {
          status: null,
          hasLocation: !!location,
          hasAcceptedOn: false,
          isStoreAccount: consigner?.isStoreAccount ?? false,
          price: row.price ?? null,
          priceRange: request ? priceRangeOf(request) : null,
        },
        'createInventory',
        status,
      );
      if (!check.ok)
        throw invalidRow(
          index,
          check.reason === 'guard' ? guardField(check.message) : 'status',
          check.message,
        );

      const category = row.category || product.category || template.category;
      // The server judges offers and drop-offs (spec 001 §5); a preapprovalStatus sent along is ignored.
      const price = isStoreRequest ? null : (row.price ?? null);
      const preapprovalStatus = isJudgedForPreapproval(status)
        ? preapprovalStatusFor(
            status,
            price,
            await marketPriceOf(product.id, [
              options.option1Value,
              options.option2Value,
              options.option3Value,
            ]),
            scope.store,
          )
        : null;
      const fees = isStoreRequest
        ? null
        : feesForItem(await feeContextOf(consigner), {
            price: row.price ?? 0,
            category,
            ...options,
            hasCleaningFee: row.hasCleaningFee,
            hasBoxFee: row.hasBoxFee,
            cost: row.cost ?? null,
          });
      for (let unit = 0; unit < row.quantity; unit++) {
        drafts.push({
          productId: product.id,
          productTemplateId: template.id,
          ...options,
          locationId: location?.id ?? null,
          subLocationId: subLocation?.id ?? null,
          status,
          consignerId: consigner?.id ?? null,
          price,
          priceRangeLower: isStoreRequest ? (row.storeRequestPriceRange?.lower ?? null) : null,
          priceRangeUpper: isStoreRequest ? (row.storeRequestPriceRange?.upper ?? null) : null,
          payout: fees ? fromCents(fees.payout) : null,
          payoutAmount: fees ? fromCents(fees.payoutAmount) : null,
          payoutFee: fees ? fromCents(fees.payoutFee) : null,
          total: fees ? fromCents(fees.total) : null,
          cost: row.cost ?? null,
          hasCleaningFee: row.hasCleaningFee,
          hasBoxFee: row.hasBoxFee,
          taxable: row.taxable,
          quantity: 1,
          acceptedOn: null,
          category,
          image: product.image,
          notes: row.notes ?? null,
          trackingCode: row.trackingCode || null,
          preapprovalStatus,
          buyingId: request?.id ?? null,
        });
      }
    }
    const saved = await this.engine.create(manager, scope, 'createInventory', drafts);
    return saved.map((item) => item.id);
  }
}

/**
 * A consigner's POST /api/inventories (issue 18): each row checked by dropOffRowRefusal
 * (shared/domain/consigner-portal.ts), then made a Drop off pending row of theirs. Refused
 * outright until their sign-up is done (payout details, the store's terms).
 */
function consignerDropOffRows(
  principal: Principal,
  rows: readonly InventoryFormRowFields[],
): InventoryFormRowFields[] {
  const consigner = principal.consigner;
  if (!consigner) throw forbidden(validation.inventoryActions.consignersOnly);
  const step = portalSignupStep({ ...consigner, termsOfService: principal.store.termsOfService });
  if (step !== 'done') throw forbidden(validation.consignerPortal.finishSignup);
  const lister = {
    consignerId: consigner.id,
    accountId: principal.accountId,
    storeTakesShipping: principal.store.shipInstructions.some((line) => line.trim() !== ''),
  };
  return rows.map((row, index) => {
    const refusal = dropOffRowRefusal(row, lister);
    if (refusal?.kind === 'forbidden') {
      throw new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', refusal.message, {
        [`inventoryFormArray.${index}.${refusal.field}`]: refusal.message,
      });
    }
    if (refusal) throw invalidRow(index, refusal.field, refusal.message);
    return {
      ...row,
      status: 'Pending' as const,
      consigner: consigner.id,
      consignerFbUserId: null,
      location: row.shipping === 'ship' ? null : row.location,
      subLocation: row.shipping === 'ship' ? null : row.subLocation,
    };
  });
}

function ownerOf(context: RowsContext, row: InventoryFormRowFields): Consigner | null {
  if (row.consigner) return context.consigners.get(row.consigner) ?? null;
  if (row.consignerFbUserId) return context.consignersByAccount.get(row.consignerFbUserId) ?? null;
  return null;
}

async function loadRowsContext(
  items: StoreRepository<Inventory>,
  rows: readonly InventoryFormRowFields[],
): Promise<RowsContext> {
  const ids = (pick: (row: InventoryFormRowFields) => number | null | undefined) => [
    ...new Set(rows.map(pick).filter((id): id is number => typeof id === 'number')),
  ];
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((entry) => [entry.id, entry]));
  const products = byId(await items.sibling(Product).findBy({ id: In(ids((row) => row.productId)) }));
  const templateIds = [
    ...ids((row) => row.productTemplateId),
    ...[...products.values()].map((product) => product.productTemplateId),
  ];
  const templates = byId(await items.sibling(ProductTemplate).findBy({ id: In(templateIds) }));
  const locations = byId(
    await items.sibling(Location).findBy({ isActive: true, id: In(ids((row) => row.location)) }),
  );
  const subLocations = byId(
    await items.sibling(SubLocation).findBy({ id: In(ids((row) => row.subLocation)) }),
  );
  const consigners = byId(await items.sibling(Consigner).findBy({ id: In(ids((row) => row.consigner)) }));
  const accountIds = [
    ...new Set(
      rows.map((row) => Number(row.consignerFbUserId)).filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
  const byAccount = await items.sibling(Consigner).findBy({ accountId: In(accountIds) });
  const requestIds = ids((row) => row.buyingId);
  // Read under a lock where the engine has row locks, so a request being closed by a taken offer
  // (storeBuyRequestedInventory) is either still open here or already gone, never both.
  const requests =
    requestIds.length === 0
      ? []
      : await items.find({
          where: { id: In(requestIds) },
          ...(isSqlite(items.manager.connection) ? {} : { lock: { mode: 'pessimistic_read' as const } }),
        });
  return {
    products,
    templates,
    locations,
    subLocations,
    consigners,
    consignersByAccount: new Map(byAccount.map((consigner) => [String(consigner.accountId), consigner])),
    requests: byId(requests),
  };
}

/**
 * The row's option values against its template: option 1 is required and one of the template's
 * values; option 2 and 3 are required when the template has them and empty otherwise (spec 001 §5:
 * 'Please select a valid option 2').
 */
function checkOptions(
  index: number,
  template: ProductTemplate,
  row: InventoryFormRowFields,
): { option1Value: string; option2Value: string | null; option3Value: string | null } {
  const pick = (values: readonly string[] | null, value: string | null) =>
    value === null
      ? undefined
      : (values ?? []).find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  const option1 = pick(template.option1Values, row.option1Value);
  if (!row.option1Value) throw invalidRow(index, 'option1Value', scan.selectOption);
  if (!option1) {
    throw invalidRow(index, 'option1Value', messages.optionNotInTemplate(template.option1, row.option1Value));
  }
  const optional = (name: 'option2' | 'option3', message: string) => {
    const title = template[name];
    const value = row[`${name}Value`];
    if (!title) {
      if (value) throw invalidRow(index, `${name}Value`, message);
      return null;
    }
    const found = pick(template[`${name}Values`], value);
    if (!found) throw invalidRow(index, `${name}Value`, message);
    return found;
  };
  return {
    option1Value: option1,
    option2Value: optional('option2', scan.validOption2),
    option3Value: optional('option3', scan.validOption3),
  };
}

/** Which form field a status guard's message belongs under. */
function guardField(message: string): string {
  if (message === messages.pleaseSelectLocation || message === messages.notAccepted) return 'location';
  if (message === messages.priceOutsideRange) return 'price';
  return 'status';
}
