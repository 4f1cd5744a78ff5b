import { fromCents, toCents } from '@shared/domain/money';
import {
  type InventoryTransition,
  isEarlyWithdrawal,
  UNSOLD_STATUSES,
} from '@shared/domain/inventory-status';
import { type Consigner } from '../../consigners/consigner.entity';
import { type Location } from '../../locations/location.entity';
import { type SubLocation } from '../../locations/sub-location.entity';
import { type Store } from '../../stores/store.entity';
import { type ModifiedField } from '../inventory-log.entity';
import { changedFields } from '../inventory-log.writer';
import { type Inventory } from '../inventory.entity';
import { type FeeContext, feesForItem } from '../item-fees';

/**
 * The pure half of the inventory engine: what a move or an edit changes on an item (the
 * transition's effects, the fees that follow) and how the change is logged. No IO here.
 */

/** A location and sub-location a call sends, checked against the store. undefined: not sent. */
export interface Place {
  location?: Location | null;
  subLocation?: SubLocation | null;
}

/** Who acts, as items and logs name them. */
export interface Actor {
  id: number | null;
  name: string;
}

/** Fields of an item whose change is logged (place is logged by name, separately). */
export const LOGGED_FIELDS = [
  'status',
  'productId',
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
export const FEE_FIELDS = [
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

/**
 * The transition's own effects (status machine data) on an item, with the call's place. The
 * effects the call supplies (a requested price, a creation's owner) are the caller's; the early
 * withdrawal fee is charged by the engine (earlyWithdrawalFeeCents).
 */
export function effectsOf(
  transition: InventoryTransition,
  item: Inventory,
  place: Place,
  now: Date,
  actor: Actor,
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
      case 'recordWithdrawalDecision':
        set.withdrawalDecidedAt = now;
        set.withdrawalDecidedBy = actor.name;
        break;
      case 'setRequestedPrice':
      case 'clearConsigner':
      case 'earlyWithdrawalFee':
        break;
    }
  }
  // A transfer's destination is only where an InTransit item is going.
  if (transition.from === 'InTransit' && item.transferLocationId !== null) {
    set.transferLocationId = null;
    set.transferSubLocationId = null;
  }
  // A price change request answered either way is no longer pending.
  if (transition.from === 'RequestPriceChange' || transition.from === 'StoreRequestPriceChange') {
    set.requestedPrice = set.requestedPrice ?? null;
  }
  return set;
}

/**
 * spec 001 §9: the fee an early withdrawal charges the item's owner, in cents. Early is the
 * server's call (isEarlyWithdrawal on acceptedOn, never the screen's); the fee is the store's, or
 * the one the call asks for (`askedCents`: 0 waives it; the action refuses more than the store's).
 * Store accounts are never charged.
 */
export function earlyWithdrawalFeeCents(
  store: Store,
  item: Inventory,
  now: Date,
  askedCents: number | null,
): number {
  const consigner = item.consigner;
  const isCharged =
    !!consigner &&
    !consigner.isStoreAccount &&
    isEarlyWithdrawal(item.acceptedOn, now, store.earlyWithdrawalDays);
  return isCharged ? (askedCents ?? toCents(Number(store.withdrawalFee))) : 0;
}

/**
 * Payout and payoutFee when a change touches what the fees read, when an unsold, priced item
 * moves (its stored payout follows the owner's current fee schedule, as the creation sets it), or
 * when the caller asks (`isRecalculated`: the owner's fee schedule changed). Only values that
 * differ are returned.
 */
export function feeChanges(
  contextOf: (consigner: Consigner | null) => FeeContext,
  item: Inventory,
  set: Partial<Inventory>,
  owner: Consigner | null,
  isRecalculated = false,
): Partial<Inventory> {
  const after = { ...item, ...set };
  const touchesFees = FEE_FIELDS.some((field) => field in set && set[field] !== item[field]);
  const isUnsoldMove = set.status !== undefined && UNSOLD_STATUSES.includes(set.status);
  if (after.price === null || (!touchesFees && !isUnsoldMove && !isRecalculated)) return {};
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
export function logOf(item: Inventory, set: Partial<Inventory>, place: Place): ModifiedField[] {
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

/** The entries of an item's creation log: its first status, when, its owner, price and request. */
export function creationLogOf(item: Inventory, now: Date): ModifiedField[] {
  return [
    { variableChanged: 'status', beforeValue: null, afterValue: item.status },
    { variableChanged: 'createdOn', beforeValue: null, afterValue: now.toISOString() },
    { variableChanged: 'consignerId', beforeValue: null, afterValue: item.consignerId },
    { variableChanged: 'price', beforeValue: null, afterValue: item.price },
    { variableChanged: 'buyingId', beforeValue: null, afterValue: item.buyingId },
  ].filter((change) => change.afterValue !== null);
}
