import { randomInt } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { type DeepPartial, type EntityManager, type FindOptionsWhere, In } from 'typeorm';
import { sizeSortKey } from '@shared/domain/inventory-list';
import {
  checkTransition,
  findTransition,
  type InventoryAction,
  type InventoryFacts,
  type InventoryStatus,
  type InventoryTransition,
  inventoryStatusLabel,
  TRANSITIONS,
  transitionsFor,
} from '@shared/domain/inventory-status';
import { makeItemCode } from '@shared/domain/item-code';
import { fromCents, toCents } from '@shared/domain/money';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../../common/auth/principal';
import { AppError } from '../../common/errors/app-error';
import { notFound } from '../../common/errors/errors';
import { InjectStoreRepositories } from '../../common/tenancy/tenancy.module';
import {
  type StoreRepositories,
  type StoreRepository,
  type StoreScope,
} from '../../common/tenancy/store-repository';
import { ConsignerType } from '../../consigner-types/consigner-type.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { TransactionRunner } from '../../database/transaction-runner';
import { isDeadlock } from '../../database/transactions';
import { type Store } from '../../stores/store.entity';
import { InventoryLog, type ModifiedField } from '../inventory-log.entity';
import { actorOf } from '../inventory-log.writer';
import { Inventory } from '../inventory.entity';
import { type FeeContext } from '../item-fees';
import {
  type Actor,
  creationLogOf,
  earlyWithdrawalFeeCents,
  effectsOf,
  feeChanges,
  logOf,
  type Place,
} from './item-changes';
import { type Blocker, formatWhen, guardField, type ItemsField, refusal } from './refusals';

const actions = validation.inventoryActions;

/** A call is read, checked and written again this many times when it loses a race, then answers 409. */
const MAX_ATTEMPTS = 3;
/** What the engine reads an item with: the owner (guards, fees), the place (logs by name). */
const ITEM_READ_RELATIONS = {
  consigner: true,
  location: true,
  subLocation: true,
  transferLocation: true,
  transferSubLocation: true,
} as const;

/** Who writes and in which store: a signed-in principal, or a consigner answering an emailed link. */
export interface WriteScope extends StoreScope {
  store: Store;
  actor: Actor;
  /**
   * When the write happens; left out, now (the database's clock stamps the rows). Only the demo
   * seed sets it, to write a store's history over past days as the moves would have made it: the
   * moves' own dates (acceptedOn, a withdrawal's decision, an early withdrawal's fee), the rows'
   * createdAt/updatedAt and the log entries' createdAt all follow it.
   */
  at?: Date;
}

export function writeScopeOf(principal: Principal): WriteScope {
  return { storeId: principal.storeId, store: principal.store, actor: actorOf(principal) };
}

/**
 * A guarded write found the row changed since it was read. `run` runs the whole work again on
 * fresh rows; a caller that owns its transaction some other way answers the 409 it is.
 */
export class StaleItemError extends AppError {
  constructor(readonly itemId: number) {
    super(HttpStatus.CONFLICT, 'CONFLICT', apiErrors.conflict);
  }
}

/** What a call adds to a move besides the status and the transition's own effects. */
export interface CallChanges {
  set?: FieldChanges;
  /** Log entries for what is not an item field. */
  log?: ModifiedField[];
}

/** The fields a caller may change directly; the status only ever changes through a transition. */
export type FieldChanges = Omit<Partial<Inventory>, 'id' | 'storeId' | 'status' | 'version'>;

/** One status action on a list of items (a single item is a list of one). */
export interface MoveSpec extends ItemsField {
  action: InventoryAction;
  place?: Place;
  /** The place of one item when it is not the call's (acceptTransfer: the destination its transfer named). */
  placeOf?: (item: Inventory) => Place;
  /** Facts of the payload the guards read (transfer: hasLocation is the destination chosen). */
  factsOf?: (item: Inventory) => Partial<InventoryFacts>;
  /** Every item must belong to this consigner (deleteInventory consignerId, cancelDropoff consigner). */
  ownerId?: number | null;
  /** The payload field naming that consigner. */
  ownerField?: string;
  changesOf?: (item: Inventory, now: Date) => CallChanges;
  /** The early withdrawal fee the call asks for (0 waives it); left out, the store's. */
  withdrawalFee?: number | null;
  /** Runs in the same transaction after every item moved, with the items as they are now. */
  afterMove?: (manager: EntityManager, moved: readonly Inventory[]) => Promise<void>;
  /**
   * Work the fees out again from the item's price although the move's status keeps none (a return
   * to the consigner clears the sale's payout as a return to the floor does).
   */
  isFeeRecalculated?: boolean;
}

/** One item's checked edit: the fields it changes, and the move a status change by hand stands for. */
export interface ItemEdit {
  /** The item as read in this transaction (engine.read or engine.find). */
  item: Inventory;
  set: FieldChanges;
  /** The place the edit sends, for the log (by name) and a move's setLocation. */
  place?: Place;
  /** The owner after the edit, whose fee schedule applies; the item's own when left out. */
  owner?: Consigner | null;
  /** checkStatusEdit's move, carried out with its effects as its own call does; null: no status change. */
  transition?: InventoryTransition | null;
  /** Log entries for what is not an item field. */
  log?: ModifiedField[];
  /** Work the fees out again although nothing they read changed (the owner's fee schedule did). */
  isFeeRecalculated?: boolean;
}

export interface WriteResult {
  /** The items written, as they are now (removed items are left out). */
  changed: Inventory[];
  /** The early withdrawal fee charged per item id, in cents (charged items only). */
  withdrawalFees: ReadonlyMap<number, number>;
}

export interface MoveResult extends WriteResult {
  /** The items asked for, in the order asked (duplicates once). */
  ids: number[];
}

/** One item's write, worked out: what changes besides the transition's own effects. */
interface PlannedWrite {
  item: Inventory;
  set: FieldChanges;
  place: Place;
  owner: Consigner | null;
  transition: InventoryTransition | null;
  log: ModifiedField[];
  isFeeRecalculated: boolean;
}

/**
 * The inventory write engine: every change of an inventory item in the API goes through it
 * (engine-only-writes.test.ts holds the rest of the code to that). It runs inside the caller's
 * transaction (the EntityManager of `run` or of TransactionRunner.run), so an action, an order or a
 * payout changes items together with its own rows, all committed or rolled back together.
 *
 * - Every status change is a move of the status machine (shared/domain/inventory-status.ts): an
 *   action's checked by checkTransition here, a hand edit's chosen by checkStatusEdit and carried
 *   out with the same effects. A creation is a move from nothing; a removal is a move to 'removed'.
 * - Every write is guarded: `UPDATE … WHERE id AND storeId AND status = <read> AND version =
 *   <read>`, version bumped (DELETE the same). A write that finds the row changed throws
 *   StaleItemError.
 * - Every change is logged (inventory_logs) in the same transaction, with the fees recalculated
 *   when what they read changes.
 *
 * Who retries: whoever opens the transaction. `run(work)` is TransactionRunner.run that runs the
 * whole work again on a StaleItemError or a MariaDB deadlock (MAX_ATTEMPTS in all): the second run
 * reads fresh rows, meets the winner's status and refuses with who moved the item and when. Work
 * given to `run` must be safe to run again (no mail or file written inside it). A caller whose
 * transaction is opened elsewhere gets the StaleItemError itself, a 409.
 */
@Injectable()
export class InventoryEngine {
  constructor(
    private readonly transactions: TransactionRunner,
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(InventoryLog) private readonly logs: StoreRepositories<InventoryLog>,
    @InjectStoreRepositories(ConsignerType) private readonly types: StoreRepositories<ConsignerType>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  /** Runs work in one transaction, again on fresh rows when it lost a race (or a MariaDB deadlock). */
  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run(work);
      } catch (error) {
        const isRetryable = error instanceof StaleItemError || isDeadlock(error);
        if (isRetryable && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /** The items a call names, in the order named (duplicates once); 404 naming any the store does not have. */
  async read(manager: EntityManager, scope: StoreScope, call: ItemsField): Promise<Inventory[]> {
    const ids = [...new Set(call.ids)];
    const found = await this.items
      .for(scope, manager)
      .find({ where: { id: In(ids) }, relations: ITEM_READ_RELATIONS });
    const byId = new Map(found.map((item) => [item.id, item]));
    const missing = ids.map((id, index) => ({ id, index })).filter(({ id }) => !byId.has(id));
    if (missing.length > 0) {
      if (!call.isList) throw notFound();
      const fields = Object.fromEntries(
        missing.map(({ index }) => [`${call.field}.${index}`, apiErrors.notFound]),
      );
      throw new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', actions.itemsNotFound, fields);
    }
    return ids.map((id) => byId.get(id) as Inventory);
  }

  /** The store's items matching `where`, in id order, read as edits need them. */
  find(manager: EntityManager, scope: StoreScope, where: FindOptionsWhere<Inventory>): Promise<Inventory[]> {
    return this.items
      .for(scope, manager)
      .find({ where, relations: ITEM_READ_RELATIONS, order: { id: 'ASC' } });
  }

  /**
   * An action on a list of items: reads them, checks the move of each against the status machine,
   * then writes each with a guarded update and logs every change. Any refusal refuses the whole
   * call, naming the blocking items.
   */
  async move(manager: EntityManager, scope: WriteScope, spec: MoveSpec): Promise<MoveResult> {
    const items = await this.read(manager, scope, spec);
    const now = scope.at ?? new Date();
    const place = spec.place ?? {};
    const blockers: Blocker[] = [];
    const writes: PlannedWrite[] = [];
    const illegal: { index: number; item: Inventory; message: string }[] = [];
    items.forEach((item, index) => {
      if (spec.ownerId != null && item.consignerId !== spec.ownerId) {
        const field = spec.ownerField;
        blockers.push({ index, item, message: actions.notOwnedBy, status: HttpStatus.BAD_REQUEST, field });
        return;
      }
      const itemPlace = spec.placeOf?.(item) ?? place;
      const facts: InventoryFacts = {
        status: item.status,
        hasLocation: !!(itemPlace.location ?? item.locationId),
        hasAcceptedOn: item.acceptedOn !== null,
        isStoreAccount: item.consigner?.isStoreAccount ?? false,
        price: item.price,
        requestedPrice: item.requestedPrice,
        ...spec.factsOf?.(item),
      };
      const check = checkTransition(facts, spec.action);
      if (check.ok) {
        const call = check.to === 'removed' ? {} : (spec.changesOf?.(item, now) ?? {});
        writes.push({
          item,
          set: call.set ?? {},
          place: itemPlace,
          owner: item.consigner ?? null,
          transition: check.transition,
          log: call.log ?? [],
          isFeeRecalculated: spec.isFeeRecalculated ?? false,
        });
      } else if (check.reason === 'illegal') illegal.push({ index, item, message: check.message });
      else {
        const field = guardField(check.guard);
        blockers.push({ index, item, message: check.message, status: HttpStatus.BAD_REQUEST, field });
      }
    });
    if (illegal.length > 0)
      blockers.push(...(await this.explainIllegal(manager, scope, spec.action, illegal)));
    if (blockers.length > 0) throw refusal(spec, blockers);

    const result = await this.apply(manager, scope, writes, now, spec.withdrawalFee ?? null);
    if (spec.afterMove) await spec.afterMove(manager, result.changed);
    return { ...result, ids: items.map((item) => item.id) };
  }

  /**
   * Checked edits (the callers check their fields; the engine their status): each item's changes,
   * a status change carried out as the move it stands for (its effects, as its own call makes it),
   * the fees recalculated when what they read changes, a guarded write and one log entry per
   * changed item. Edits that change nothing are left alone.
   */
  edit(manager: EntityManager, scope: WriteScope, edits: readonly ItemEdit[]): Promise<WriteResult> {
    const writes = edits.map((edit): PlannedWrite => ({
      item: edit.item,
      set: edit.set,
      place: edit.place ?? {},
      owner: edit.owner !== undefined ? edit.owner : (edit.item.consigner ?? null),
      transition: edit.transition ?? null,
      log: edit.log ?? [],
      isFeeRecalculated: edit.isFeeRecalculated ?? false,
    }));
    return this.apply(manager, scope, writes, scope.at ?? new Date(), null);
  }

  /**
   * New items (intake, offers, store requests), each a creation move of the status machine
   * (`action` from nothing to the draft's status; the caller checked its guards): the move's
   * effects applied (acceptedOn stamped, the owner cleared), a code free in the store given to
   * each, saved, and a creation log each. A clash of codes with a concurrent intake fails the save
   * with a unique violation: the caller runs its transaction again.
   */
  async create(
    manager: EntityManager,
    scope: WriteScope,
    action: 'createInventory' | 'createBuyOrder',
    drafts: readonly DeepPartial<Inventory>[],
  ): Promise<Inventory[]> {
    const repository = this.items.for(scope, manager);
    const now = scope.at ?? new Date();
    const codes = await freeCodes(repository, drafts.length);
    const rows = drafts.map((draft, index) => {
      const status = draft.status as InventoryStatus;
      const transition = findTransition(null, action, status);
      if (!transition) throw new Error(`${action} cannot create an item as ${status}`);
      return repository.create({
        ...draft,
        ...(transition.effects.includes('stampAcceptedOn') ? { acceptedOn: now } : {}),
        ...(transition.effects.includes('clearConsigner') ? { consignerId: null } : {}),
        code: codes[index],
        lastUpdatedById: scope.actor.id,
        lastUpdatedByName: scope.actor.name,
        ...stampsOf(scope, 'createdAt', 'updatedAt'),
      });
    });
    const saved = await repository.save(rows, { chunk: 200 });
    await this.writeLogs(
      manager,
      scope,
      saved.map((item) => ({ item, changes: creationLogOf(item, now) })),
    );
    return saved;
  }

  /**
   * Writes planned changes in id order (so two bulk calls take their row locks in the same order):
   * the transition's effects, the call's fields, the early withdrawal fee, the fees that follow;
   * then the logs, and the fees charged to owners.
   */
  private async apply(
    manager: EntityManager,
    scope: WriteScope,
    writes: readonly PlannedWrite[],
    now: Date,
    askedWithdrawalFee: number | null,
  ): Promise<WriteResult> {
    const repository = this.items.for(scope, manager);
    const feeContext = await this.feeContexts(manager, scope);
    const askedCents = askedWithdrawalFee === null ? null : toCents(askedWithdrawalFee);
    const entries: { item: Inventory; changes: ModifiedField[] }[] = [];
    const changed: Inventory[] = [];
    const withdrawalFees = new Map<number, number>();
    for (const write of [...writes].sort((a, b) => a.item.id - b.item.id)) {
      const { item, transition } = write;
      assertMove(item, transition);
      if (transition?.to === 'removed') {
        const removed = await repository.delete({ id: item.id, status: item.status, version: item.version });
        if (removed !== 1) throw new StaleItemError(item.id);
        continue;
      }
      const set: Partial<Inventory> = {
        ...(transition ? effectsOf(transition, item, write.place, now, scope.actor) : {}),
        ...write.set,
        ...(transition ? { status: transition.to as InventoryStatus } : {}),
      };
      const log = [...write.log];
      if (transition?.effects.includes('earlyWithdrawalFee')) {
        const cents = earlyWithdrawalFeeCents(scope.store, item, now, askedCents);
        if (cents > 0) {
          withdrawalFees.set(item.id, cents);
          log.push({ variableChanged: 'withdrawalFee', beforeValue: null, afterValue: fromCents(cents) });
        }
      }
      Object.assign(set, feeChanges(feeContext, item, set, write.owner, write.isFeeRecalculated));
      const changes = [...logOf(item, set, write.place), ...log];
      if (Object.keys(set).length === 0 && changes.length === 0) continue;
      await this.write(repository, scope, item, set);
      entries.push({ item, changes });
      changed.push({ ...item, ...set } as Inventory);
    }
    await this.writeLogs(manager, scope, entries);
    await this.chargeWithdrawalFees(manager, scope, changed, withdrawalFees);
    return { changed, withdrawalFees };
  }

  /**
   * The guarded write: only the row as it was read (same status, same version) is changed, and the
   * version bumped (TypeORM adds `version = version + 1` and updatedAt). No row: someone changed
   * the item meanwhile.
   */
  private async write(
    repository: StoreRepository<Inventory>,
    scope: WriteScope,
    item: Inventory,
    set: Partial<Inventory>,
  ): Promise<void> {
    const affected = await repository.update({ id: item.id, status: item.status, version: item.version }, {
      ...set,
      // The list's size order and size filter read sizeSort: it follows every size change.
      ...('option1Value' in set ? { sizeSort: sizeSortKey(set.option1Value) } : {}),
      lastUpdatedById: scope.actor.id,
      lastUpdatedByName: scope.actor.name,
      ...stampsOf(scope, 'updatedAt'),
    } as Parameters<StoreRepository<Inventory>['update']>[1]);
    if (affected !== 1) throw new StaleItemError(item.id);
  }

  /** One log entry per changed item, in the caller's transaction; entries without a change are skipped. */
  private async writeLogs(
    manager: EntityManager,
    scope: WriteScope,
    entries: readonly { item: Pick<Inventory, 'id'>; changes: ModifiedField[] }[],
  ): Promise<void> {
    const logs = this.logs.for(scope, manager);
    const rows = entries
      .filter((entry) => entry.changes.length > 0)
      .map((entry) =>
        logs.create({
          inventoryId: entry.item.id,
          lastUpdatedById: scope.actor.id,
          lastUpdatedByName: scope.actor.name,
          modifiedFields: entry.changes,
          ...stampsOf(scope, 'createdAt'),
        }),
      );
    if (rows.length > 0) await logs.save(rows, { chunk: 200 });
  }

  /** spec 001 §9: early withdrawal fees are added to each owner's negativeBalance, once per owner. */
  private async chargeWithdrawalFees(
    manager: EntityManager,
    scope: WriteScope,
    changed: readonly Inventory[],
    fees: ReadonlyMap<number, number>,
  ): Promise<void> {
    const byOwner = new Map<number, number>();
    for (const item of changed) {
      const cents = fees.get(item.id);
      if (cents === undefined || item.consignerId === null) continue;
      byOwner.set(item.consignerId, (byOwner.get(item.consignerId) ?? 0) + cents);
    }
    const consigners = this.consigners.for(scope, manager);
    for (const [id, cents] of byOwner)
      await consigners.increment({ id }, 'negativeBalance', fromCents(cents));
  }

  /** The store's consigner types, read once per call; a fee context per owner from them. */
  private async feeContexts(
    manager: EntityManager,
    scope: WriteScope,
  ): Promise<(consigner: Consigner | null) => FeeContext> {
    const types = await this.types.for(scope, manager).find({ order: { id: 'ASC' } });
    return (consigner) => ({ store: scope.store, consigner, types });
  }

  /**
   * Illegal moves: the machine's message naming the item's status, unless the action was legal
   * just before the item's last status change. Then the caller acted on what it saw before that
   * change (a stale screen, or a race it lost), and the answer says who changed it, and when.
   */
  private async explainIllegal(
    manager: EntityManager,
    scope: StoreScope,
    action: InventoryAction,
    illegal: readonly { index: number; item: Inventory; message: string }[],
  ): Promise<Blocker[]> {
    const logs = await this.logs.for(scope, manager).find({
      select: { id: true, inventoryId: true, modifiedFields: true, lastUpdatedByName: true, createdAt: true },
      where: { inventoryId: In(illegal.map(({ item }) => item.id)) },
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
      // The log keeps statuses, not actions: several moves between the same two statuses (a price
      // offer accepted, rejected or withdrawn) are named by the status they reached.
      const by = TRANSITIONS.filter(
        (transition) => transition.from === before && transition.to === item.status,
      );
      const outcomes = new Set(by.map((transition) => actions.outcomes[transition.action]));
      const outcome =
        outcomes.size === 1
          ? [...outcomes][0]
          : outcomes.size > 1
            ? actions.becameStatus(inventoryStatusLabel(item.status))
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
}

/** A status changes only along a move of the table from the status the item was read in. */
function assertMove(item: Inventory, transition: InventoryTransition | null): void {
  if (transition === null) return;
  if (!TRANSITIONS.includes(transition) || transition.from !== item.status) {
    throw new Error(
      `Inventory ${item.id} is ${item.status}: ${transition.action} moves from ${transition.from ?? 'nothing'}`,
    );
  }
}

/** The row dates a write at `scope.at` sets itself; none (the database stamps them) for a write at now. */
function stampsOf<K extends 'createdAt' | 'updatedAt'>(
  scope: WriteScope,
  ...fields: K[]
): Partial<Record<K, Date>> {
  const at = scope.at;
  return at ? (Object.fromEntries(fields.map((field) => [field, at])) as Record<K, Date>) : {};
}

/** `count` codes not yet used in the store (checked in one query per round). */
async function freeCodes(items: StoreRepository<Inventory>, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - codes.size) {
      const code = makeItemCode((size) => randomInt(0, size));
      if (!codes.has(code)) candidates.add(code);
    }
    const taken = await items.find({ select: { code: true }, where: { code: In([...candidates]) } });
    const takenCodes = new Set(taken.map((item) => item.code));
    for (const code of candidates) if (!takenCodes.has(code)) codes.add(code);
  }
  return [...codes];
}
