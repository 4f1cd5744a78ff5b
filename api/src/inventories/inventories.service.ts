import { randomInt } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import {
  type BulkFeesResponse,
  type CreateInventoriesResponse,
  type FeesRequestFields,
  type FeesResponse,
  type InventoryFormRowFields,
  type InventoryLogsResponse,
  type InventoryResponse,
} from '@shared/contracts/inventories';
import { type VariantPrice } from '@shared/contracts/products';
import { type LowestPriceForVariantParams } from '@shared/contracts/price-guidance';
import { toFeesResponse } from '@shared/domain/fees';
import { fromCents, toCents } from '@shared/domain/money';
import { checkTransition, type InventoryStatus } from '@shared/domain/inventory-status';
import { makeItemCode, normalizeItemCode } from '@shared/domain/item-code';
import { isJudgedForPreapproval, preapprovalStatusFor } from '@shared/domain/price-guidance';
import { offerRequestProblem } from '@shared/domain/store-requests';
import { variantKey } from '@shared/domain/variant-key';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { Product } from '../products/product.entity';
import { isSqlite } from '../database/transactions';
import { isUniqueViolation } from '../database/unique-violation';
import { actorOf, writeInventoryLogs } from './inventory-log.writer';
import { InventoryLog } from './inventory-log.entity';
import { ITEM_RELATIONS, priceRangeOf, toInventoryItem, toInventoryLogEntry } from './inventory.mapper';
import { Inventory } from './inventory.entity';
import { type FeeContext, feesForItem, loadFeeContext } from './item-fees';
import { lowestActivePrices } from './lowest-prices';

const messages = validation.inventory;
const scan = validation.scan;
const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', apiErrors.notFound);
/** A clash of random codes is rare (1 in ~10^9 per pair); a few tries make a failed request vanishingly so. */
const CODE_TRIES = 3;
const LOGS_MAX = 500;

/** A refusal of one row of inventoryFormArray, named by its place so the form can show it. */
function invalidRow(index: number, field: string, message: string): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, {
    [`inventoryFormArray.${index}.${field}`]: message,
  });
}

function randomIndex(size: number): number {
  return randomInt(0, size);
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
 * Inventory items: creation (staff intake, drop-off listings, offers, store requests), reading one
 * item, its fees and its timeline. Status moves live in the actions service; lists in the lists
 * service.
 */
@Injectable()
export class InventoriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * POST /api/inventories: every row becomes `quantity` items, each with its own code, in one
   * transaction with their creation logs; any refused row refuses the whole request.
   */
  async create(
    principal: Principal,
    rows: readonly InventoryFormRowFields[],
  ): Promise<CreateInventoriesResponse> {
    let ids: number[] = [];
    for (let attempt = 1; ; attempt++) {
      try {
        ids = await this.dataSource.transaction((manager) => this.createItems(manager, principal, rows));
        break;
      } catch (error) {
        if (isUniqueViolation(error) && attempt < CODE_TRIES) continue;
        throw error;
      }
    }
    const items = await this.dataSource.getRepository(Inventory).find({
      where: { storeId: principal.storeId, id: In(ids) },
      relations: ITEM_RELATIONS,
      order: { id: 'ASC' },
    });
    return { inventories: items.map((item) => toInventoryItem(item, principal.store.currency)) };
  }

  async findOne(principal: Principal, id: number): Promise<InventoryResponse> {
    const item = await this.dataSource
      .getRepository(Inventory)
      .findOne({ where: { id, storeId: principal.storeId }, relations: ITEM_RELATIONS });
    if (!item) throw notFound();
    return { inventory: toInventoryItem(item, principal.store.currency) };
  }

  /** GET /api/inventories/code/{code}: as typed or scanned (case does not matter). */
  async findByCode(principal: Principal, code: string): Promise<InventoryResponse> {
    const normalized = normalizeItemCode(code);
    if (!normalized) throw notFound();
    const item = await this.dataSource
      .getRepository(Inventory)
      .findOne({ where: { code: normalized, storeId: principal.storeId }, relations: ITEM_RELATIONS });
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
    const manager = this.dataSource.manager;
    const item = request.id
      ? await manager.getRepository(Inventory).findOneBy({ id: request.id, storeId: principal.storeId })
      : null;
    if (request.id && !item) throw notFound();
    const product = request.productId
      ? await manager.getRepository(Product).findOneBy({ id: request.productId, storeId: principal.storeId })
      : null;
    if (request.productId && !product) throw notFound();
    const consigner = await this.findOwner(manager, principal, request, item?.consignerId ?? null);
    const context = await loadFeeContext(manager, principal.store, consigner);
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
      lines: fees.lines.map((line) => ({ label: line.label, amount: fromCents(line.cents) })),
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
    const manager = this.dataSource.manager;
    const exists = await manager
      .getRepository(Product)
      .existsBy({ id: request.productId, storeId: principal.storeId });
    if (!exists) throw notFound();
    if (request.location) {
      const location = await manager
        .getRepository(Location)
        .existsBy({ id: request.location, storeId: principal.storeId });
      if (!location) {
        throw new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', messages.locationNotFound, {
          location: messages.locationNotFound,
        });
      }
    }
    return lowestActivePrices(manager, principal.storeId, request.productId, {
      ...request.product,
      locationId: request.location ?? null,
    });
  }

  /** GET /api/inventoryLogs/{id}: the item's changes, newest first. */
  async logs(principal: Principal, id: number): Promise<InventoryLogsResponse> {
    const exists = await this.dataSource
      .getRepository(Inventory)
      .existsBy({ id, storeId: principal.storeId });
    if (!exists) throw notFound();
    const logs = await this.dataSource.getRepository(InventoryLog).find({
      where: { storeId: principal.storeId, inventoryId: id },
      relations: { inventory: { product: true } },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: LOGS_MAX,
    });
    return { inventoryLogs: logs.map(toInventoryLogEntry) };
  }

  private async createItems(
    manager: EntityManager,
    principal: Principal,
    rows: readonly InventoryFormRowFields[],
  ): Promise<number[]> {
    const context = await this.loadRowsContext(manager, principal.storeId, rows);
    const actor = actorOf(principal);
    const now = new Date();
    const repository = manager.getRepository(Inventory);
    const drafts: Inventory[] = [];
    // The market price of each variant (pre-approval), read once per product of the request.
    const marketPrices = new Map<number, Map<string, number>>();
    const marketPriceOf = async (productId: number, options: (string | null)[]) => {
      let byKey = marketPrices.get(productId);
      if (!byKey) {
        const prices = await lowestActivePrices(manager, principal.storeId, productId);
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
      const context = await loadFeeContext(manager, principal.store, consigner);
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
      const consigner = isStoreRequest ? null : this.ownerOf(context, row);
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
          hasAcceptedOn: status === 'Active',
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
            principal.store,
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
        drafts.push(
          repository.create({
            storeId: principal.storeId,
            code: '',
            productId: product.id,
            productTemplateId: template.id,
            ...options,
            locationId: location?.id ?? null,
            subLocationId: subLocation?.id ?? null,
            status,
            consignerId: consigner?.id ?? null,
            lastUpdatedById: actor.id,
            lastUpdatedByName: actor.name,
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
            acceptedOn: status === 'Active' ? now : null,
            category,
            image: product.image,
            notes: row.notes ?? null,
            trackingCode: row.trackingCode || null,
            preapprovalStatus,
            buyingId: request?.id ?? null,
          }),
        );
      }
    }
    const codes = await freeCodes(manager, principal.storeId, drafts.length);
    drafts.forEach((draft, index) => (draft.code = codes[index]));
    const saved = await repository.save(drafts, { chunk: 200 });
    await writeInventoryLogs(
      manager,
      principal,
      saved.map((item) => ({
        item,
        changes: [
          { variableChanged: 'status', beforeValue: null, afterValue: item.status },
          { variableChanged: 'createdOn', beforeValue: null, afterValue: now.toISOString() },
          { variableChanged: 'consignerId', beforeValue: null, afterValue: item.consignerId },
          { variableChanged: 'price', beforeValue: null, afterValue: item.price },
          { variableChanged: 'buyingId', beforeValue: null, afterValue: item.buyingId },
        ].filter((change) => change.afterValue !== null),
      })),
    );
    return saved.map((item) => item.id);
  }

  private ownerOf(context: RowsContext, row: InventoryFormRowFields): Consigner | null {
    if (row.consigner) return context.consigners.get(row.consigner) ?? null;
    if (row.consignerFbUserId) return context.consignersByAccount.get(row.consignerFbUserId) ?? null;
    return null;
  }

  /** The item's owner for the fees call: the one asked for, else the item's own. */
  private async findOwner(
    manager: EntityManager,
    principal: Principal,
    request: { consigner?: number | null; consignerFbUserId?: string | null },
    fallbackId: number | null,
  ): Promise<Consigner | null> {
    const repository = manager.getRepository(Consigner);
    if (request.consigner) {
      const found = await repository.findOneBy({ id: request.consigner, storeId: principal.storeId });
      if (!found) throw notFound();
      return found;
    }
    if (request.consignerFbUserId) {
      const accountId = Number(request.consignerFbUserId);
      const found = Number.isInteger(accountId)
        ? await repository.findOneBy({ accountId, storeId: principal.storeId })
        : null;
      if (!found) throw notFound();
      return found;
    }
    return fallbackId ? repository.findOneBy({ id: fallbackId, storeId: principal.storeId }) : null;
  }

  private async loadRowsContext(
    manager: EntityManager,
    storeId: number,
    rows: readonly InventoryFormRowFields[],
  ): Promise<RowsContext> {
    const ids = (pick: (row: InventoryFormRowFields) => number | null | undefined) => [
      ...new Set(rows.map(pick).filter((id): id is number => typeof id === 'number')),
    ];
    const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((entry) => [entry.id, entry]));
    const products = byId(
      await manager.getRepository(Product).findBy({ storeId, id: In(ids((row) => row.productId)) }),
    );
    const templateIds = [
      ...ids((row) => row.productTemplateId),
      ...[...products.values()].map((product) => product.productTemplateId),
    ];
    const templates = byId(
      await manager.getRepository(ProductTemplate).findBy({ storeId, id: In(templateIds) }),
    );
    const locations = byId(
      await manager
        .getRepository(Location)
        .findBy({ storeId, isActive: true, id: In(ids((row) => row.location)) }),
    );
    const subLocations = byId(
      await manager.getRepository(SubLocation).findBy({ storeId, id: In(ids((row) => row.subLocation)) }),
    );
    const consigners = byId(
      await manager.getRepository(Consigner).findBy({ storeId, id: In(ids((row) => row.consigner)) }),
    );
    const accountIds = [
      ...new Set(
        rows.map((row) => Number(row.consignerFbUserId)).filter((id) => Number.isInteger(id) && id > 0),
      ),
    ];
    const byAccount = await manager.getRepository(Consigner).findBy({ storeId, accountId: In(accountIds) });
    const requestIds = ids((row) => row.buyingId);
    // Read under a lock where the engine has row locks, so a request being closed by a taken offer
    // (storeBuyRequestedInventory) is either still open here or already gone, never both.
    const requests =
      requestIds.length === 0
        ? []
        : await manager.getRepository(Inventory).find({
            where: { storeId, id: In(requestIds) },
            ...(isSqlite(manager.connection) ? {} : { lock: { mode: 'pessimistic_read' as const } }),
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

/** `count` codes not yet used in the store (checked in one query per round). */
async function freeCodes(manager: EntityManager, storeId: number, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - codes.size) {
      const code = makeItemCode(randomIndex);
      if (!codes.has(code)) candidates.add(code);
    }
    const taken = await manager
      .getRepository(Inventory)
      .find({ select: { code: true }, where: { storeId, code: In([...candidates]) } });
    const takenCodes = new Set(taken.map((item) => item.code));
    for (const code of candidates) if (!takenCodes.has(code)) codes.add(code);
  }
  return [...codes];
}
