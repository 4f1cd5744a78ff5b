import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, Not } from 'typeorm';
import { type PaymentType } from '@shared/constants';
import {
  type InventoriesResponse,
  type RemovedInventoriesResponse,
  type WithdrawInventoryResponse,
} from '@shared/contracts/inventory-actions';
import { type InventoryResponse } from '@shared/contracts/inventories';
import { fromCents, toCents } from '@shared/domain/money';
import {
  checkEdit,
  checkOwnerChange,
  checkStatusEdit,
  checkTransition,
  type GuardName,
  type InventoryAction,
  type InventoryFacts,
  type InventoryStatus,
  type InventoryTransition,
  inventoryStatusLabel,
  isEarlyWithdrawal,
  TRANSITIONS,
  transitionsFor,
  UNSOLD_STATUSES,
} from '@shared/domain/inventory-status';
import { normalizeItemCode } from '@shared/domain/item-code';
import { isStoreRequestStatus } from '@shared/domain/store-requests';
import { formatMoney } from '@shared/domain/money-format';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { Consigner } from '../consigners/consigner.entity';
import { sizeSortKey } from '@shared/domain/inventory-list';
import { inTransaction, isDeadlock } from '../database/transactions';
import { Location } from '../locations/location.entity';
import { SubLocation } from '../locations/sub-location.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { type Store } from '../stores/store.entity';
import { InventoryLog, type ModifiedField } from './inventory-log.entity';
import { actorOf, changedFields, writeInventoryLogsAs } from './inventory-log.writer';
import { ITEM_RELATIONS, priceRangeOf, toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';
import { type FeeContext, feesForItem } from './item-fees';

const actions = validation.inventoryActions;
const inventoryMessages = validation.inventory;

/** Who acts and in which store: a signed-in principal, or a consigner answering an emailed link. */
interface Scope {
  storeId: number;
  store: Store;
  actor: { id: number | null; name: string };
}

/** A location and sub-location a call sends, checked against the store. undefined: not sent. */
interface Place {
  location?: Location | null;
  subLocation?: SubLocation | null;
}

/** What a call adds to a move besides the status and the transition's own effects. */
interface CallChanges {
  set?: Partial<Inventory>;
  /** Log entries for what is not an item field (the withdrawal fee charged). */
  log?: ModifiedField[];
}

/** One status action on a list of items (a single item is a list of one). */
interface MoveSpec {
  action: InventoryAction;
  ids: readonly number[];
  /** The request field naming the items ('items', 'inventories', 'ids', 'item', 'inventory', 'code'). */
  field: string;
  /** The call names a list: refusals name the blocking items by code, under `field.index`. */
  isList: boolean;
  place?: Place;
  /** Facts of the payload the guards read (transfer: hasLocation is the destination chosen). */
  factsOf?: (item: Inventory) => Partial<InventoryFacts>;
  /** Every item must belong to this consigner (deleteInventory consignerId, cancelDropoff consigner). */
  ownerId?: number | null;
  /** The payload field naming that consigner. */
  ownerField?: string;
  changesOf?: (item: Inventory, now: Date) => CallChanges;
  /** Runs in the same transaction after every item moved. */
  afterMove?: (manager: EntityManager, moved: readonly Inventory[]) => Promise<void>;
}

/** An item that blocks a call, with the answer's status and the payload field it belongs under. */
interface Blocker {
  index: number;
  item: Inventory;
  message: string;
  status: HttpStatus.CONFLICT | HttpStatus.BAD_REQUEST;
  field?: string;
}

/** A guarded write found the row changed since it was read: the whole call is tried again. */
class StaleItemError extends Error {
  constructor(readonly itemId: number) {
    super(`Inventory ${itemId} changed while the call was running`);
  }
}

/** A call is read, checked and written again this many times when it loses a race, then answers 409. */
const MAX_ATTEMPTS = 3;
/** A bulk refusal's message names this many blockers; `fields` names them all. */
const REASONS_IN_MESSAGE = 5;
/** Fields of an item whose change is logged (place is logged by name, separately). */
const LOGGED_FIELDS = [
  'status',
  'consignerId',
  'price',
  'requestedPrice',
  'payout',
  'payoutAmount',
  'payoutFee',
  'total',
  'acceptedOn',
  'option1Value',
  'option2Value',
  'option3Value',
  'cost',
  'discount',
  'notes',
  'taxable',
  'hasCleaningFee',
  'hasBoxFee',
  'printed',
  'category',
  'shopifyId',
  'trackingCode',
  'packingSlip',
  'preapprovalStatus',
  'paymentType',
  'withdrawalDecidedAt',
  'withdrawalDecidedBy',
] as const satisfies readonly (keyof Inventory)[];
/** The fields the fees read: a change of one recalculates payout and payoutFee. */
const FEE_FIELDS = [
  'price',
  'consignerId',
  'category',
  'option1Value',
  'option2Value',
  'option3Value',
  'cost',
  'hasCleaningFee',
  'hasBoxFee',
] as const satisfies readonly (keyof Inventory)[];
const EDITABLE_FIELDS = [
  'notes',
  'cost',
  'discount',
  'taxable',
  'hasCleaningFee',
  'hasBoxFee',
  'printed',
  'category',
  'shopifyId',
  'trackingCode',
  'packingSlip',
  'preapprovalStatus',
] as const satisfies readonly (keyof Inventory)[];
const ITEM_READ_RELATIONS = { consigner: true, location: true, subLocation: true } as const;

const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', apiErrors.notFound);
/** 409: the item's state refuses it; `field`, when given, is the payload field the refusal is about. */
const conflict = (message: string, field?: string) =>
  new AppError(HttpStatus.CONFLICT, 'CONFLICT', message, field ? { [field]: message } : undefined);
const invalid = (field: string, message: string) =>
  new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, { [field]: message });

/** A moment as messages show it: the server cannot know the reader's time zone, so UTC, said so. */
function formatWhen(date: Date | string): string {
  return `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The payload field a guard's refusal belongs under. */
function guardField(guard: GuardName | undefined): string | undefined {
  switch (guard) {
    case 'acceptNeedsLocation':
    case 'intakeNeedsLocation':
    case 'transferNeedsLocation':
    case 'activeNeedsAcceptance':
      return 'location';
    case 'requestedPriceAboveZero':
      return 'requestedPrice';
    case 'priceWithinRequestedRange':
      return 'price';
    case 'answersStoreRequest':
      return 'inventory';
    default:
      return undefined;
  }
}

/**
 * The inventory status actions of spec 001 §7 and the item edit (PUT /api/inventories/{id}). Every
 * move is looked up in the status machine (shared/domain/inventory-status.ts), never hard-coded
 * here; its effects (place, acceptedOn, requested price) come from the transition's data.
 *
 * Concurrency: items are read, checked, then written with guarded updates
 * (`UPDATE … WHERE id AND storeId AND status = <read> AND version = <read>`, version bumped). A
 * write that finds the row changed rolls the whole call back and runs it again on fresh rows; the
 * loser of a race then meets the winner's status and is told who moved the item and when. On
 * SQLite (one shared connection) the transactions also run one at a time (inTransaction).
 * Lists apply all or nothing, in one transaction with their logs.
 */
@Injectable()
export class InventoryActionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** acceptInventory / bulkAcceptInventory: Drop off pending → Active, at a location, acceptedOn now. */
  async accept(
    principal: Principal,
    action: 'acceptInventory' | 'bulkAcceptInventory',
    body: {
      items: number[];
      location?: number | null;
      subLocation?: number | null;
      paymentType?: PaymentType | null;
    },
  ): Promise<InventoriesResponse> {
    const scope = scopeOf(principal);
    const ids = await this.run(async (manager) => {
      const place = await this.movePlace(manager, scope.storeId, body);
      return this.move(manager, scope, {
        action,
        ids: body.items,
        field: 'items',
        isList: true,
        place,
        // spec 000 §4: a payment type is kept for items that belong to a buying.
        changesOf: (item) =>
          body.paymentType && item.buyingId !== null ? { set: { paymentType: body.paymentType } } : {},
      });
    });
    return this.listAnswer(scope, ids);
  }

  /**
   * The moves that take a list and nothing else: declineInventory, bulkDeclineRequestToSell, and
   * bulkAcceptRequestToSell / acceptTransfer with an optional place.
   */
  async moveList(
    principal: Principal,
    action: 'declineInventory' | 'bulkDeclineRequestToSell' | 'bulkAcceptRequestToSell' | 'acceptTransfer',
    field: 'items' | 'inventories',
    body: { ids: number[]; location?: number | null; subLocation?: number | null },
  ): Promise<InventoriesResponse> {
    const scope = scopeOf(principal);
    const ids = await this.run(async (manager) => {
      const place = await this.movePlace(manager, scope.storeId, body);
      return this.move(manager, scope, {
        action,
        ids: body.ids,
        field,
        isList: true,
        place,
        // Transfer moves: hasLocation is the destination the call chose (the status machine's rule).
        factsOf: action === 'acceptTransfer' ? () => ({ hasLocation: !!place.location }) : undefined,
      });
    });
    return this.listAnswer(scope, ids);
  }

  /** deleteInventory / cancelDropoff: Drop off pending items removed (with their logs). */
  async remove(
    principal: Principal,
    action: 'deleteInventory' | 'cancelDropoff',
    body: { ids: number[]; ownerId?: number | null },
  ): Promise<RemovedInventoriesResponse> {
    const scope = scopeOf(principal);
    const ids = await this.run((manager) =>
      this.move(manager, scope, {
        action,
        ids: body.ids,
        field: 'ids',
        isList: true,
        ownerId: body.ownerId ?? null,
        ownerField: action === 'deleteInventory' ? 'consignerId' : 'consigner',
      }),
    );
    return { ids };
  }

  /** acceptRequestToSell: Requested → Drop off pending, at the location chosen. */
  async acceptRequestToSell(
    principal: Principal,
    body: { item: number; location?: number | null; subLocation?: number | null },
  ): Promise<InventoryResponse> {
    const scope = scopeOf(principal);
    await this.run(async (manager) => {
      const place = await this.movePlace(manager, scope.storeId, body);
      return this.move(manager, scope, {
        action: 'acceptRequestToSell',
        ids: [body.item],
        field: 'item',
        isList: false,
        place,
      });
    });
    return this.oneAnswer(scope, body.item);
  }

  /** storeRequestPriceChange: Active → StoreRequestPriceChange with the price the store asks for. */
  async storeRequestPriceChange(
    principal: Principal,
    body: { inventory: number; requestedPrice?: number | null },
  ): Promise<InventoryResponse> {
    const scope = scopeOf(principal);
    const requestedPrice = body.requestedPrice ?? null;
    await this.run((manager) =>
      this.move(manager, scope, {
        action: 'storeRequestPriceChange',
        ids: [body.inventory],
        field: 'inventory',
        isList: false,
        factsOf: () => ({ requestedPrice }),
        changesOf: () => ({ set: { requestedPrice } }),
      }),
    );
    return this.oneAnswer(scope, body.inventory);
  }

  /**
   * The store's answer to a consigner's request: acceptInventoryPrice / declineInventoryPrice
   * (RequestPriceChange → Active), acceptInventoryWithdrawal (RequestWithdrawal → Withdrawn) and
   * declineInventoryWithdrawal (→ Active). A withdrawal decision records when and by whom.
   */
  async decide(
    principal: Principal,
    action:
      | 'acceptInventoryPrice'
      | 'declineInventoryPrice'
      | 'acceptInventoryWithdrawal'
      | 'declineInventoryWithdrawal',
    body: { inventory: number },
  ): Promise<InventoryResponse> {
    const scope = scopeOf(principal);
    const isWithdrawal = action === 'acceptInventoryWithdrawal' || action === 'declineInventoryWithdrawal';
    await this.run((manager) =>
      this.move(manager, scope, {
        action,
        ids: [body.inventory],
        field: 'inventory',
        isList: false,
        changesOf: (_item, now) =>
          isWithdrawal ? { set: { withdrawalDecidedAt: now, withdrawalDecidedBy: scope.actor.name } } : {},
      }),
    );
    return this.oneAnswer(scope, body.inventory);
  }

  /**
   * withdrawInventory: Active or RequestPriceChange → Withdrawn. Within the store's early-withdrawal
   * days of acceptedOn (isEarlyWithdrawal, read here, not from the screen) the withdrawal fee is
   * added to the consigner's negativeBalance in the same transaction: the store's fee, or the one
   * sent (0 waives it; more than the store's is refused). Store accounts are never charged.
   */
  async withdraw(
    principal: Principal,
    body: { inventory: number; withdrawalFee?: number | null },
  ): Promise<WithdrawInventoryResponse> {
    const scope = scopeOf(principal);
    const storeFeeCents = toCents(Number(scope.store.withdrawalFee));
    const askedCents = body.withdrawalFee == null ? null : toCents(body.withdrawalFee);
    if (askedCents !== null && askedCents > storeFeeCents) {
      const amount = formatMoney(fromCents(storeFeeCents), scope.store.currency);
      throw invalid('withdrawalFee', actions.withdrawalFeeAboveStore(amount));
    }
    let chargedCents = 0;
    await this.run((manager) => {
      chargedCents = 0;
      return this.move(manager, scope, {
        action: 'withdrawInventory',
        ids: [body.inventory],
        field: 'inventory',
        isList: false,
        changesOf: (item, now) => {
          const consigner = item.consigner;
          const isCharged =
            !!consigner &&
            !consigner.isStoreAccount &&
            isEarlyWithdrawal(item.acceptedOn, now, scope.store.earlyWithdrawalDays);
          chargedCents = isCharged ? (askedCents ?? storeFeeCents) : 0;
          if (chargedCents === 0) return {};
          return {
            log: [
              { variableChanged: 'withdrawalFee', beforeValue: null, afterValue: fromCents(chargedCents) },
            ],
          };
        },
        afterMove: async (transaction, [item]) => {
          if (chargedCents === 0 || item.consignerId === null) return;
          await transaction
            .createQueryBuilder()
            .update(Consigner)
            .set({ negativeBalance: () => 'negativeBalance + :fee' })
            .setParameter('fee', fromCents(chargedCents))
            .where({ id: item.consignerId, storeId: scope.storeId })
            .execute();
        },
      });
    });
    const { inventory } = await this.oneAnswer(scope, body.inventory);
    return { inventory, withdrawalFee: fromCents(chargedCents) };
  }

  /**
   * transfer: Active → InTransit towards a location (spec 000 §4). With shouldOverrideLocationOption
   * the option named by locationOption takes the destination's label (option3Value is the location
   * label, spec 000 §3), and the fees follow the new option.
   */
  async transfer(
    principal: Principal,
    body: {
      inventories: number[];
      location?: number | null;
      shouldOverrideLocationOption: boolean;
      locationOption: 'option1Value' | 'option2Value' | 'option3Value';
    },
  ): Promise<InventoriesResponse> {
    const scope = scopeOf(principal);
    const ids = await this.run(async (manager) => {
      const { location } = await this.movePlace(manager, scope.storeId, { location: body.location });
      return this.move(manager, scope, {
        action: 'transfer',
        ids: body.inventories,
        field: 'inventories',
        isList: true,
        factsOf: () => ({ hasLocation: !!location }),
        changesOf: () => {
          if (!body.shouldOverrideLocationOption || !location) return {};
          const set: Partial<Inventory> = {};
          set[body.locationOption] = location.label || location.name;
          return { set };
        },
      });
    });
    return this.listAnswer(scope, ids);
  }

  /**
   * storeBuyRequestedInventory: the store takes an offer made against one of its requests. The offer
   * moves Requested → Drop off pending (to the request's location when it has none of its own: the
   * seller brings it there), and the request it answered closes (removed) in the same transaction;
   * the offer's log names the closed request. Taking two offers of one request at once: one wins,
   * the other finds the request gone and is refused (409) naming the offer that was taken.
   */
  async storeBuyRequestedInventory(
    principal: Principal,
    body: { inventory: number },
  ): Promise<InventoryResponse> {
    const scope = scopeOf(principal);
    await this.run(async (manager) => {
      const [offer] = await this.readItems(manager, scope, [body.inventory], 'inventory', false);
      const request =
        offer.buyingId === null
          ? null
          : await manager.getRepository(Inventory).findOne({
              where: { id: offer.buyingId, storeId: scope.storeId },
              relations: ITEM_READ_RELATIONS,
            });
      const openRequest = request && isStoreRequestStatus(request.status) ? request : null;
      if (offer.status === 'Requested' && offer.buyingId !== null && !openRequest) {
        throw conflict(await this.explainClosedRequest(manager, scope, offer));
      }
      const priceRange = openRequest ? priceRangeOf(openRequest) : null;
      await this.move(manager, scope, {
        action: 'storeBuyRequestedInventory',
        ids: [offer.id],
        field: 'inventory',
        isList: false,
        place: openRequest?.location && offer.locationId === null ? { location: openRequest.location } : {},
        factsOf: () => ({ priceRange }),
        changesOf: () =>
          openRequest
            ? {
                log: [
                  {
                    variableChanged: 'storeRequest',
                    beforeValue: `${openRequest.code} (${openRequest.status})`,
                    afterValue: 'closed',
                  },
                ],
              }
            : {},
      });
      if (!openRequest) return;
      await this.move(manager, scope, {
        action: 'closeStoreRequest',
        ids: [openRequest.id],
        field: 'inventory',
        isList: false,
      });
    });
    return this.oneAnswer(scope, body.inventory);
  }

  /** bulkPrintInventory: the labels are printed (printed = true, logged); any status. */
  async bulkPrint(principal: Principal, ids: readonly number[]): Promise<InventoriesResponse> {
    const scope = scopeOf(principal);
    const found = await this.run(async (manager) => {
      const items = await this.readItems(manager, scope, ids, 'inventories', true);
      const entries = [];
      for (const item of [...items].sort((a, b) => a.id - b.id)) {
        if (item.printed) continue;
        await this.write(manager, scope, item, { printed: true });
        entries.push({ item, changes: changedFields(item, { printed: true }, ['printed']) });
      }
      await writeInventoryLogsAs(manager, scope.actor, entries);
      return items.map((item) => item.id);
    });
    return this.listAnswer(scope, found);
  }

  /**
   * The seller accepts the store's price change request through the emailed link (the public route
   * /open/stores/acceptRequestedInventoryPriceChange/{code} comes with the mail): the requested
   * price becomes the price, the fees follow. Logged as the item's consigner.
   */
  acceptStoreRequestedPriceChange(store: Store, code: string): Promise<InventoryResponse> {
    return this.answerStoreRequest(store, code, 'acceptRequestedInventoryPriceChange');
  }

  /** The seller rejects the store's price change request: Active again at its price. */
  rejectStoreRequestedPriceChange(store: Store, code: string): Promise<InventoryResponse> {
    return this.answerStoreRequest(store, code, 'rejectRequestedInventoryPriceChange');
  }

  /**
   * PUT /api/inventories/{id}: the item's fields. Withdrawn and Declined items are not editable
   * (checkEdit); the owner and status follow safe inventory status mode (checkOwnerChange,
   * checkStatusEdit); an Active item keeps a location and an acceptance date. Payout and payoutFee
   * follow a change of what the fees read. Every changed field is logged.
   */
  async update(principal: Principal, id: number, body: EditBody): Promise<InventoryResponse> {
    const scope = scopeOf(principal);
    await this.run((manager) => this.edit(manager, scope, id, body));
    return this.oneAnswer(scope, id);
  }

  /**
   * bulkEditInventory (ours; the spec's editable bulk inventory table): each row is an item's id and
   * the fields PUT takes, checked by the same rules (the status by the bulk table's,
   * checkBulkStatusEdit). All rows apply in one transaction with their logs, or none does.
   */
  async bulkEdit(principal: Principal, body: { inventories: BulkEditRow[] }): Promise<InventoriesResponse> {
    const scope = scopeOf(principal);
    await this.run((manager) => this.editList(manager, scope, body.inventories));
    return this.listAnswer(
      scope,
      body.inventories.map((row) => row.id),
    );
  }

  // --- The engine -----------------------------------------------------------------------------------

  /**
   * Reads the items, checks the move for each against the status machine, then writes each with a
   * guarded update and logs every change, all in the caller's transaction. Any refusal refuses the
   * whole call, naming the blocking items. Returns the ids, in the order asked.
   */
  private async move(manager: EntityManager, scope: Scope, spec: MoveSpec): Promise<number[]> {
    const items = await this.readItems(manager, scope, spec.ids, spec.field, spec.isList);
    const now = new Date();
    const place = spec.place ?? {};
    const blockers: Blocker[] = [];
    const moves: { item: Inventory; transition: InventoryTransition }[] = [];
    const illegal: { index: number; item: Inventory; message: string }[] = [];
    items.forEach((item, index) => {
      if (spec.ownerId != null && item.consignerId !== spec.ownerId) {
        const field = spec.ownerField;
        blockers.push({ index, item, message: actions.notOwnedBy, status: HttpStatus.BAD_REQUEST, field });
        return;
      }
      const facts: InventoryFacts = {
        status: item.status,
        hasLocation: !!(place.location ?? item.locationId),
        hasAcceptedOn: item.acceptedOn !== null,
        isStoreAccount: item.consigner?.isStoreAccount ?? false,
        price: item.price,
        requestedPrice: item.requestedPrice,
        ...spec.factsOf?.(item),
      };
      const check = checkTransition(facts, spec.action);
      if (check.ok) moves.push({ item, transition: check.transition });
      else if (check.reason === 'illegal') illegal.push({ index, item, message: check.message });
      else {
        const field = guardField(check.guard);
        blockers.push({ index, item, message: check.message, status: HttpStatus.BAD_REQUEST, field });
      }
    });
    if (illegal.length > 0) {
      const explained = await this.explainIllegal(manager, scope, spec.action, illegal);
      blockers.push(...explained);
    }
    if (blockers.length > 0) throw refusal(spec, blockers);

    const feeContext = await this.feeContexts(manager, scope);
    const entries: { item: Inventory; changes: ModifiedField[] }[] = [];
    const moved: Inventory[] = [];
    // In id order, so two bulk calls on MariaDB take their row locks in the same order.
    for (const { item, transition } of [...moves].sort((a, b) => a.item.id - b.item.id)) {
      if (transition.to === 'removed') {
        await this.delete(manager, scope, item);
        continue;
      }
      const call = spec.changesOf?.(item, now) ?? {};
      const set: Partial<Inventory> = {
        ...effectsOf(transition, item, place, now),
        ...call.set,
        status: transition.to as InventoryStatus,
      };
      Object.assign(set, feeChanges(feeContext, item, set, item.consigner ?? null));
      await this.write(manager, scope, item, set);
      entries.push({ item, changes: [...logOf(item, set, place), ...(call.log ?? [])] });
      moved.push({ ...item, ...set } as Inventory);
    }
    await writeInventoryLogsAs(manager, scope.actor, entries);
    if (spec.afterMove) await spec.afterMove(manager, moved);
    return items.map((item) => item.id);
  }

  /** PUT /api/inventories/{id}, in the caller's transaction. */
  private async edit(manager: EntityManager, scope: Scope, id: number, body: EditBody): Promise<void> {
    const item = await manager
      .getRepository(Inventory)
      .findOne({ where: { id, storeId: scope.storeId }, relations: ITEM_READ_RELATIONS });
    if (!item) throw notFound();
    const plan = await this.planEdit(new StoreRecords(manager, scope.storeId), scope, item, body);
    await this.applyEdits(manager, scope, [plan]);
  }

  /**
   * bulkEditInventory, in the caller's transaction: every row planned as PUT plans it (the status by
   * the bulk table's rule); any refusal refuses the whole call, naming each blocking row's item by
   * code under `inventories.<index>` and the field under `inventories.<index>.<field>`.
   */
  private async editList(manager: EntityManager, scope: Scope, rows: readonly BulkEditRow[]): Promise<void> {
    const ids = rows.map((row) => row.id);
    const items = await this.readItems(manager, scope, ids, 'inventories', true);
    const records = new StoreRecords(manager, scope.storeId);
    const plans: EditPlan[] = [];
    const blockers: Blocker[] = [];
    // The contract lets each item in once, so items[index] is the item of rows[index].
    for (const [index, item] of items.entries()) {
      try {
        plans.push(await this.planEdit(records, scope, item, rows[index]));
      } catch (error) {
        blockers.push(editBlocker(error, index, item, 'inventories'));
      }
    }
    if (blockers.length > 0) throw refusal({ ids, field: 'inventories', isList: true }, blockers);
    await this.applyEdits(manager, scope, plans);
  }

  /**
   * One item's edit, checked, and what it changes (nothing written yet): PUT's rules, shared by
   * bulkEditInventory. Withdrawn and Declined items are not editable; a stale version is refused
   * naming who changed the item; the owner follows safe inventory status mode; options are checked
   * against the template; a price is above 0; the status follows `statusRule`; an Active item keeps
   * a location. A refusal is thrown: 409 for the item's state, 400 under the field.
   */
  private async planEdit(
    records: StoreRecords,
    scope: Scope,
    item: Inventory,
    body: EditBody,
  ): Promise<EditPlan> {
    const editable = checkEdit(item.status);
    if (!editable.ok) throw conflict(editable.message);
    if (body.version !== undefined && body.version !== item.version) {
      throw conflict(actions.editedMeanwhile(item.lastUpdatedByName ?? '', formatWhen(item.updatedAt)));
    }
    const safeMode = scope.store.safeInventoryStatusMode;
    const set: Partial<Inventory> = {};

    let owner = item.consigner ?? null;
    const ownerId = body.consignerId !== undefined ? body.consignerId : body.consigner;
    if (ownerId !== undefined && ownerId !== item.consignerId) {
      const check = checkOwnerChange(item.status, safeMode);
      if (!check.ok) throw conflict(check.message, 'consignerId');
      owner = ownerId === null ? null : await records.consigner(ownerId);
      if (!owner) throw invalid('consignerId', inventoryMessages.consignerRequired);
      set.consignerId = owner.id;
    }

    const place = await this.resolvePlace(records, body, item);
    if (place.location !== undefined && (place.location?.id ?? null) !== item.locationId) {
      set.locationId = place.location?.id ?? null;
    }
    if (place.subLocation !== undefined && (place.subLocation?.id ?? null) !== item.subLocationId) {
      set.subLocationId = place.subLocation?.id ?? null;
    } else if (
      place.subLocation === undefined &&
      set.locationId !== undefined &&
      item.subLocation &&
      item.subLocation.locationId !== set.locationId
    ) {
      // A sub-location of the old place does not follow the item to a new one.
      set.subLocationId = null;
    }
    const locationId = set.locationId !== undefined ? set.locationId : item.locationId;

    const optionNames = ['option1Value', 'option2Value', 'option3Value'] as const;
    if (optionNames.some((name) => body[name] !== undefined && body[name] !== item[name])) {
      const template = await records.template(item.productTemplateId);
      for (const name of optionNames) {
        const value = body[name];
        if (value === undefined || value === item[name]) continue;
        set[name] = checkOption(template, name, value);
      }
    }

    if (body.price !== undefined && body.price !== item.price) {
      if (body.price === null || body.price <= 0) throw invalid('price', validation.scan.enterPrice);
      set.price = body.price;
    }
    for (const field of EDITABLE_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== item[field]) Object.assign(set, { [field]: value });
    }

    const status = body.status ?? item.status;
    if (status !== item.status) {
      const facts = {
        status: item.status,
        hasLocation: locationId !== null,
        hasAcceptedOn: item.acceptedOn !== null,
        isStoreAccount: owner?.isStoreAccount ?? false,
      };
      const check = checkStatusEdit(facts, status);
      if (!check.ok) {
        if (check.reason === 'illegal') throw conflict(check.message, 'status');
        throw invalid('status', check.message);
      }
      set.status = status;
    }
    // spec 001 §5: an Active item has a location (its acceptance date cannot be edited away).
    if (status === 'Active' && locationId === null && ('status' in set || 'locationId' in set)) {
      throw invalid('location', inventoryMessages.pleaseSelectLocation);
    }
    return { item, set, place, owner };
  }

  /**
   * Writes checked edits: payout and payoutFee follow a change of what the fees read, each item is
   * written with a guarded update (in id order, so two bulk calls lock rows in the same order) and
   * gets one log entry of its changed fields. Items without a change are left alone.
   */
  private async applyEdits(manager: EntityManager, scope: Scope, plans: readonly EditPlan[]): Promise<void> {
    const feeContext = await this.feeContexts(manager, scope);
    const entries: { item: Inventory; changes: ModifiedField[] }[] = [];
    for (const { item, set, place, owner } of [...plans].sort((a, b) => a.item.id - b.item.id)) {
      const changes = { ...set, ...feeChanges(feeContext, item, set, owner) };
      if (Object.keys(changes).length === 0) continue;
      await this.write(manager, scope, item, changes);
      entries.push({ item, changes: logOf(item, changes, place) });
    }
    await writeInventoryLogsAs(manager, scope.actor, entries);
  }

  private async answerStoreRequest(
    store: Store,
    code: string,
    action: 'acceptRequestedInventoryPriceChange' | 'rejectRequestedInventoryPriceChange',
  ): Promise<InventoryResponse> {
    const normalized = normalizeItemCode(code);
    const item = normalized
      ? await this.dataSource
          .getRepository(Inventory)
          .findOne({ where: { storeId: store.id, code: normalized }, relations: { consigner: true } })
      : null;
    if (!item) throw notFound();
    const consigner = item.consigner;
    const scope: Scope = {
      storeId: store.id,
      store,
      actor: {
        id: consigner?.accountId ?? null,
        name: consigner ? `${consigner.firstName} ${consigner.lastName}`.trim() : store.name,
      },
    };
    await this.run((manager) =>
      this.move(manager, scope, { action, ids: [item.id], field: 'code', isList: false }),
    );
    return this.oneAnswer(scope, item.id);
  }

  /** Runs a call in a transaction, again on fresh rows when it lost a race (or a MariaDB deadlock). */
  private async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.dataSource, work);
      } catch (error) {
        const isRetryable = error instanceof StaleItemError || isDeadlock(error);
        if (isRetryable && attempt < MAX_ATTEMPTS) continue;
        if (error instanceof StaleItemError) throw conflict(apiErrors.conflict);
        throw error;
      }
    }
  }

  /** The items asked for, in the order asked (duplicates once); 404 naming any the store does not have. */
  private async readItems(
    manager: EntityManager,
    scope: Scope,
    requested: readonly number[],
    field: string,
    isList: boolean,
  ): Promise<Inventory[]> {
    const ids = [...new Set(requested)];
    const found = await manager
      .getRepository(Inventory)
      .find({ where: { storeId: scope.storeId, id: In(ids) }, relations: ITEM_READ_RELATIONS });
    const byId = new Map(found.map((item) => [item.id, item]));
    const missing = ids.map((id, index) => ({ id, index })).filter(({ id }) => !byId.has(id));
    if (missing.length > 0) {
      if (!isList) throw notFound();
      const fields = Object.fromEntries(
        missing.map(({ index }) => [`${field}.${index}`, apiErrors.notFound]),
      );
      throw new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', actions.itemsNotFound, fields);
    }
    return ids.map((id) => byId.get(id) as Inventory);
  }

  /**
   * The guarded write: only the row as it was read (same status, same version) is changed, and the
   * version bumped (TypeORM adds `version = version + 1` and updatedAt). No row: someone changed
   * the item meanwhile, and the call runs again.
   */
  private async write(manager: EntityManager, scope: Scope, item: Inventory, set: Partial<Inventory>) {
    const result = await manager
      .createQueryBuilder()
      .update(Inventory)
      .set({
        ...set,
        // The list's size order and size filter read sizeSort: it follows every size change.
        ...('option1Value' in set ? { sizeSort: sizeSortKey(set.option1Value) } : {}),
        lastUpdatedById: scope.actor.id,
        lastUpdatedByName: scope.actor.name,
      })
      .where({ id: item.id, storeId: scope.storeId, status: item.status, version: item.version })
      .execute();
    if (result.affected !== 1) throw new StaleItemError(item.id);
  }

  private async delete(manager: EntityManager, scope: Scope, item: Inventory) {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(Inventory)
      .where({ id: item.id, storeId: scope.storeId, status: item.status, version: item.version })
      .execute();
    if (result.affected !== 1) throw new StaleItemError(item.id);
  }

  /**
   * Illegal moves: the machine's message naming the item's status, unless the action was legal
   * just before the item's last status change. Then the caller acted on what it saw before that
   * change (a stale screen, or a race it lost), and the answer says who changed it, and when.
   */
  private async explainIllegal(
    manager: EntityManager,
    scope: Scope,
    action: InventoryAction,
    illegal: readonly { index: number; item: Inventory; message: string }[],
  ): Promise<Blocker[]> {
    const logs = await manager.getRepository(InventoryLog).find({
      select: { id: true, inventoryId: true, modifiedFields: true, lastUpdatedByName: true, createdAt: true },
      where: { storeId: scope.storeId, inventoryId: In(illegal.map(({ item }) => item.id)) },
      order: { id: 'DESC' },
    });
    return illegal.map(({ index, item, message }) => {
      const blocker = { index, item, message, status: HttpStatus.CONFLICT as const };
      const log = logs.find(
        (entry) =>
          entry.inventoryId === item.id &&
          entry.modifiedFields.some((change) => change.variableChanged === 'status'),
      );
      const change = log?.modifiedFields.find((entry) => entry.variableChanged === 'status');
      const before = change?.beforeValue as InventoryStatus | null | undefined;
      if (!log || !before || change?.afterValue !== item.status) return blocker;
      if (transitionsFor(before, action).length === 0) return blocker;
      const by = TRANSITIONS.find(
        (transition) => transition.from === before && transition.to === item.status,
      );
      const outcome = by
        ? actions.outcomes[by.action]
        : actions.statusSetTo(inventoryStatusLabel(item.status));
      return {
        ...blocker,
        message: actions.noLonger(
          inventoryStatusLabel(before),
          outcome,
          log.lastUpdatedByName,
          formatWhen(log.createdAt),
        ),
      };
    });
  }

  /**
   * Why an offer's request is no longer open: when another offer of it was taken, which one, by whom
   * and when (its log names the closed request); otherwise that the request is closed.
   */
  private async explainClosedRequest(
    manager: EntityManager,
    scope: Scope,
    offer: Inventory,
  ): Promise<string> {
    const messages = validation.storeRequests;
    const siblings = await manager.getRepository(Inventory).find({
      select: { id: true, code: true },
      where: { storeId: scope.storeId, buyingId: offer.buyingId ?? undefined, id: Not(offer.id) },
    });
    if (siblings.length === 0) return messages.requestClosed;
    const logs = await manager.getRepository(InventoryLog).find({
      select: { id: true, inventoryId: true, modifiedFields: true, lastUpdatedByName: true, createdAt: true },
      where: { storeId: scope.storeId, inventoryId: In(siblings.map((sibling) => sibling.id)) },
      order: { id: 'DESC' },
    });
    const taken = logs.find((entry) =>
      entry.modifiedFields.some((change) => change.variableChanged === 'storeRequest'),
    );
    const code = siblings.find((sibling) => sibling.id === taken?.inventoryId)?.code;
    if (!taken || !code) return messages.requestClosed;
    return messages.requestFilled(code, taken.lastUpdatedByName, formatWhen(taken.createdAt));
  }

  /**
   * The place an action sends. A move never clears a place: null (nothing chosen) counts as not
   * sent, so the item keeps the place it has.
   */
  private movePlace(
    manager: EntityManager,
    storeId: number,
    sent: { location?: number | null; subLocation?: number | null },
  ): Promise<Place> {
    return this.resolvePlace(new StoreRecords(manager, storeId), {
      location: sent.location ?? undefined,
      subLocation: sent.subLocation ?? undefined,
    });
  }

  /** A location and sub-location a call sends, checked against the store (400 under the field). */
  private async resolvePlace(
    records: StoreRecords,
    sent: { location?: number | null; subLocation?: number | null },
    item?: Inventory,
  ): Promise<Place> {
    const place: Place = {};
    if (sent.location !== undefined) {
      place.location = sent.location === null ? null : await records.activeLocation(sent.location);
      if (place.location === null && sent.location !== null) {
        throw invalid('location', inventoryMessages.locationNotFound);
      }
    }
    if (sent.subLocation != null) {
      const subLocation = await records.subLocation(sent.subLocation);
      const locationId = place.location !== undefined ? place.location?.id : item?.locationId;
      if (!subLocation || (locationId != null && subLocation.locationId !== locationId)) {
        throw invalid('subLocation', inventoryMessages.subLocationNotInLocation);
      }
      place.subLocation = subLocation;
      // A sub-location names its location when the call leaves the location out.
      if (place.location === undefined && locationId == null) {
        place.location = await records.location(subLocation.locationId);
      }
    } else if (sent.subLocation === null) {
      place.subLocation = null;
    }
    return place;
  }

  /** The store's consigner types, read once per call; a fee context per owner from them. */
  private async feeContexts(
    manager: EntityManager,
    scope: Scope,
  ): Promise<(consigner: Consigner | null) => FeeContext> {
    const types = await manager
      .getRepository(ConsignerType)
      .find({ where: { storeId: scope.storeId }, order: { id: 'ASC' } });
    return (consigner) => ({ store: scope.store, consigner, types });
  }

  private async listAnswer(scope: Scope, ids: readonly number[]): Promise<InventoriesResponse> {
    const items = await this.dataSource
      .getRepository(Inventory)
      .find({ where: { storeId: scope.storeId, id: In([...ids]) }, relations: ITEM_RELATIONS });
    const byId = new Map(items.map((item) => [item.id, item]));
    return {
      inventories: ids
        .map((id) => byId.get(id))
        .filter((item): item is Inventory => item !== undefined)
        .map((item) => toInventoryItem(item, scope.store.currency)),
    };
  }

  private async oneAnswer(scope: Scope, id: number): Promise<InventoryResponse> {
    const item = await this.dataSource
      .getRepository(Inventory)
      .findOne({ where: { storeId: scope.storeId, id }, relations: ITEM_RELATIONS });
    if (!item) throw notFound();
    return { inventory: toInventoryItem(item, scope.store.currency) };
  }
}

/** What PUT /api/inventories/{id} may change (the parsed updateInventoryRequest). */
export interface EditBody {
  price?: number | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  location?: number | null;
  subLocation?: number | null;
  consignerId?: number | null;
  consigner?: number | null;
  status?: InventoryStatus;
  notes?: string | null;
  cost?: number | null;
  discount?: number | null;
  taxable?: boolean;
  hasCleaningFee?: boolean;
  hasBoxFee?: boolean;
  printed?: boolean;
  category?: string;
  shopifyId?: string | null;
  trackingCode?: string | null;
  packingSlip?: string | null;
  preapprovalStatus?: string | null;
  version?: number;
}

/** One row of bulkEditInventory: the item and its edit. */
export interface BulkEditRow extends EditBody {
  id: number;
}

/** One item's checked edit: the fields it changes (fees not yet worked out), its place and owner after. */
interface EditPlan {
  item: Inventory;
  set: Partial<Inventory>;
  place: Place;
  owner: Consigner | null;
}

/**
 * The store's records a call reads by id, each read once per call: a bulk edit's rows often name
 * the same location, owner or template. Always scoped to the store.
 */
class StoreRecords {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly manager: EntityManager,
    private readonly storeId: number,
  ) {}

  /** A location new items may go to (not deactivated). */
  activeLocation(id: number): Promise<Location | null> {
    return this.once(`activeLocation:${id}`, () =>
      this.manager.getRepository(Location).findOneBy({ id, storeId: this.storeId, isActive: true }),
    );
  }

  location(id: number): Promise<Location | null> {
    return this.once(`location:${id}`, () =>
      this.manager.getRepository(Location).findOneBy({ id, storeId: this.storeId }),
    );
  }

  subLocation(id: number): Promise<SubLocation | null> {
    return this.once(`subLocation:${id}`, () =>
      this.manager.getRepository(SubLocation).findOneBy({ id, storeId: this.storeId }),
    );
  }

  consigner(id: number): Promise<Consigner | null> {
    return this.once(`consigner:${id}`, () =>
      this.manager.getRepository(Consigner).findOneBy({ id, storeId: this.storeId }),
    );
  }

  template(id: number): Promise<ProductTemplate | null> {
    return this.once(`template:${id}`, () =>
      this.manager.getRepository(ProductTemplate).findOneBy({ id, storeId: this.storeId }),
    );
  }

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let found = this.cache.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      this.cache.set(key, found);
    }
    return found;
  }
}

function scopeOf(principal: Principal): Scope {
  return { storeId: principal.storeId, store: principal.store, actor: actorOf(principal) };
}

/** The transition's own effects (status machine data) on an item, with the call's place. */
function effectsOf(
  transition: InventoryTransition,
  item: Inventory,
  place: Place,
  now: Date,
): Partial<Inventory> {
  const set: Partial<Inventory> = {};
  for (const effect of transition.effects) {
    switch (effect) {
      case 'setLocation':
        if (place.location !== undefined) {
          set.locationId = place.location?.id ?? null;
          // A sub-location of the old place does not follow the item to a new one.
          const keepsSubLocation = item.subLocation?.locationId === set.locationId;
          set.subLocationId =
            place.subLocation !== undefined
              ? (place.subLocation?.id ?? null)
              : keepsSubLocation
                ? item.subLocationId
                : null;
        } else if (place.subLocation !== undefined) {
          set.subLocationId = place.subLocation?.id ?? null;
        }
        break;
      case 'stampAcceptedOn':
        set.acceptedOn = now;
        break;
      case 'applyRequestedPrice':
        if (item.requestedPrice !== null) set.price = item.requestedPrice;
        set.requestedPrice = null;
        break;
      case 'setRequestedPrice':
      case 'clearConsigner':
      case 'earlyWithdrawalFee':
        // The call supplies these: the requested price, the owner, the fee and its charge.
        break;
    }
  }
  // A price change request answered either way is no longer pending.
  if (transition.from === 'RequestPriceChange' || transition.from === 'StoreRequestPriceChange') {
    set.requestedPrice = set.requestedPrice ?? null;
  }
  return set;
}

/**
 * Payout and payoutFee when a change touches what the fees read, or when an unsold, priced item
 * moves (its stored payout follows the owner's current fee schedule, as the creation sets it).
 * Only values that differ are returned.
 */
function feeChanges(
  contextOf: (consigner: Consigner | null) => FeeContext,
  item: Inventory,
  set: Partial<Inventory>,
  owner: Consigner | null,
): Partial<Inventory> {
  const after = { ...item, ...set };
  const touchesFees = FEE_FIELDS.some((field) => field in set && set[field] !== item[field]);
  const isUnsoldMove = set.status !== undefined && UNSOLD_STATUSES.includes(set.status);
  if (after.price === null || (!touchesFees && !isUnsoldMove)) return {};
  if (after.status === 'Buying' || after.status === 'Consignment') return {};
  const fees = feesForItem(contextOf(owner), after);
  const computed = {
    payout: fromCents(fees.payout),
    payoutAmount: fromCents(fees.payoutAmount),
    payoutFee: fromCents(fees.payoutFee),
    total: fromCents(fees.total),
  };
  return Object.fromEntries(
    Object.entries(computed).filter(([field, value]) => item[field as keyof typeof computed] !== value),
  );
}

/** The log entries of a change: every changed field, the place by name. */
function logOf(item: Inventory, set: Partial<Inventory>, place: Place): ModifiedField[] {
  const changes = changedFields(item, { ...item, ...set }, LOGGED_FIELDS);
  if (set.locationId !== undefined && set.locationId !== item.locationId) {
    changes.push({
      variableChanged: 'location',
      beforeValue: item.location?.name ?? null,
      afterValue: place.location?.name ?? null,
    });
  }
  if (set.subLocationId !== undefined && set.subLocationId !== item.subLocationId) {
    changes.push({
      variableChanged: 'subLocation',
      beforeValue: item.subLocation?.name ?? null,
      afterValue: place.subLocation?.name ?? null,
    });
  }
  return changes;
}

/**
 * An option value against the item's template (as creation checks it): option 1 is required and
 * one of the template's values; option 2 and 3 are one of theirs when the template has them, and
 * empty otherwise. Case does not matter; the template's spelling is kept.
 */
function checkOption(
  template: ProductTemplate | null,
  name: 'option1Value' | 'option2Value' | 'option3Value',
  value: string | null,
): string | null {
  const scan = validation.scan;
  const key = name.replace('Value', '') as 'option1' | 'option2' | 'option3';
  const title = template?.[key] ?? null;
  const values = template?.[`${key}Values`] ?? [];
  const found =
    value === null ? undefined : values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (name === 'option1Value') {
    if (!value) throw invalid(name, scan.selectOption);
    if (!found) throw invalid(name, inventoryMessages.optionNotInTemplate(title ?? 'Option 1', value));
    return found;
  }
  const message = name === 'option2Value' ? scan.validOption2 : scan.validOption3;
  if (!title) {
    if (value) throw invalid(name, message);
    return null;
  }
  if (!found) throw invalid(name, message);
  return found;
}

/**
 * The answer refusing a call: 409 when an item's status forbids the move, else 400. A single item
 * answers its own message; a list names every blocking item by code under `field.index`, and the
 * first few in the message.
 */
function refusal(spec: Pick<MoveSpec, 'ids' | 'field' | 'isList'>, blockers: Blocker[]): AppError {
  const sorted = [...blockers].sort((a, b) => a.index - b.index);
  const status = sorted.some((blocker) => blocker.status === HttpStatus.CONFLICT)
    ? HttpStatus.CONFLICT
    : HttpStatus.BAD_REQUEST;
  const fields: Record<string, string> = {};
  for (const blocker of sorted) {
    if (blocker.field) fields[blocker.field] ??= blocker.message;
    if (spec.isList)
      fields[`${spec.field}.${blocker.index}`] = actions.itemReason(blocker.item.code, blocker.message);
  }
  const code = status === HttpStatus.CONFLICT ? 'CONFLICT' : 'VALIDATION_FAILED';
  const hasOneItem = !spec.isList || new Set(spec.ids).size === 1;
  const message = hasOneItem
    ? sorted[0].message
    : actions.nothingChanged(
        sorted
          .slice(0, REASONS_IN_MESSAGE)
          .map((blocker) => actions.itemReason(blocker.item.code, blocker.message))
          .join(' '),
        Math.max(0, sorted.length - REASONS_IN_MESSAGE),
      );
  return new AppError(status, code, message, Object.keys(fields).length > 0 ? fields : undefined);
}

/**
 * A row of a list edit refused by planEdit, as a blocker of the whole call: its status and message,
 * and the field under `<listField>.<index>.<field>` so the screen shows it under the cell. Anything
 * but a refusal (a lost race, a database fault) is not the row's fault and goes on up.
 */
function editBlocker(error: unknown, index: number, item: Inventory, listField: string): Blocker {
  const status = error instanceof AppError ? error.getStatus() : null;
  if (!(error instanceof AppError) || (status !== HttpStatus.BAD_REQUEST && status !== HttpStatus.CONFLICT)) {
    throw error;
  }
  const [field] = Object.keys(error.fields ?? {});
  return {
    index,
    item,
    message: error.message,
    status,
    field: field ? `${listField}.${index}.${field}` : undefined,
  };
}
