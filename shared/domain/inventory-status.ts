import { validation } from '../messages';
import { inventoryStatusLabel } from './status-labels';

/**
 * The inventory status machine (spec 000 §4, spec 001 §5), as data: the statuses, the transitions
 * between them (from, action, to, guards, effects) and the pure checks the API uses to refuse an
 * illegal move and the renderer uses to decide which actions to show. Diagram and table:
 * docs/inventory-status.md. No IO here: the API and the renderer both import this module.
 */
export const INVENTORY_STATUSES = [
  'Pending',
  'Active',
  'Requested',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'Withdrawn',
  'Declined',
  'Sold',
  'PendingSale',
  'Paid',
  'InTransit',
  'Buying',
  'Consignment',
] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** The status labels live in ./status-labels.ts (one map); re-exported for this module's callers. */
export { inventoryStatusLabel };

/**
 * The actions that move an item. Where spec 001 §7 names the call, the action is that call's name,
 * so the API looks a transition up by the call it serves (ACTION_CALLS holds the paths). The
 * consigner's own requests and the order and payout moves have no call in the spec; they carry
 * our names and a null call.
 */
export const INVENTORY_ACTIONS = [
  'createInventory',
  'createBuyOrder',
  'acceptRequestToSell',
  'bulkAcceptRequestToSell',
  'bulkDeclineRequestToSell',
  'acceptInventory',
  'bulkAcceptInventory',
  'declineInventory',
  'deleteInventory',
  'cancelDropoff',
  'storeRequestPriceChange',
  'acceptRequestedInventoryPriceChange',
  'rejectRequestedInventoryPriceChange',
  'cancelStoreRequestPriceChange',
  'requestPriceChange',
  'acceptInventoryPrice',
  'declineInventoryPrice',
  'requestWithdrawal',
  'acceptInventoryWithdrawal',
  'declineInventoryWithdrawal',
  'withdrawInventory',
  'transfer',
  'acceptTransfer',
  'holdForSale',
  'completeSale',
  'cancelSale',
  'returnSale',
  'returnToConsigner',
  'markPaid',
  'storeBuyRequestedInventory',
  'closeStoreRequest',
] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];

/** The spec 001 §7 call behind each action, or null where the spec names none. */
export const ACTION_CALLS: Readonly<Record<InventoryAction, string | null>> = {
  createInventory: 'POST /api/inventories',
  createBuyOrder: 'POST /open/stores/createBuyOrder',
  acceptRequestToSell: 'POST /api/inventories/acceptRequestToSell',
  bulkAcceptRequestToSell: 'POST /api/inventories/bulkAcceptRequestToSell',
  bulkDeclineRequestToSell: 'POST /api/inventories/bulkDeclineRequestToSell',
  acceptInventory: 'POST /api/inventories/acceptInventory',
  bulkAcceptInventory: 'POST /api/inventories/bulkAcceptInventory',
  declineInventory: 'POST /api/inventories/declineInventory',
  deleteInventory: 'POST /api/inventories/deleteInventory',
  cancelDropoff: 'POST /api/inventories/cancelDropoff',
  storeRequestPriceChange: 'POST /api/inventories/storeRequestPriceChange',
  acceptRequestedInventoryPriceChange: 'POST /open/stores/acceptRequestedInventoryPriceChange/{code}',
  rejectRequestedInventoryPriceChange: 'POST /open/stores/rejectRequestedInventoryPriceChange/{code}',
  // Ours: the store takes back an offer the seller has not answered (an expired link, a mistake).
  cancelStoreRequestPriceChange: 'POST /api/inventories/cancelStoreRequestPriceChange',
  // Ours: the consigner's own calls (spec 000 §1 names the requests, not the calls).
  requestPriceChange: 'POST /api/inventories/requestPriceChange',
  acceptInventoryPrice: 'POST /api/inventories/acceptInventoryPrice',
  declineInventoryPrice: 'POST /api/inventories/declineInventoryPrice',
  requestWithdrawal: 'POST /api/inventories/requestWithdrawal',
  acceptInventoryWithdrawal: 'POST /api/inventories/acceptInventoryWithdrawal',
  declineInventoryWithdrawal: 'POST /api/inventories/declineInventoryWithdrawal',
  withdrawInventory: 'POST /api/inventories/withdrawInventory',
  transfer: 'POST /api/inventories/transfer',
  acceptTransfer: 'POST /api/inventories/acceptTransfer',
  // Issue 15: moves made inside an order's own call (POST /api/orders/createDraftOrder holds,
  // checkout sells, cancel and the hold expiry job cancel, return returns), not calls of their own.
  holdForSale: null,
  completeSale: null,
  cancelSale: null,
  returnSale: null,
  returnToConsigner: null,
  markPaid: 'POST /api/payouts/paid/{id}',
  storeBuyRequestedInventory: 'POST /api/inventories/storeBuyRequestedInventory',
  // Ours: part of storeBuyRequestedInventory, in the same transaction.
  closeStoreRequest: null,
};

/** A store request's price range (storeRequestPriceRange), bounds included. */
export interface PriceRange {
  lower: number;
  upper: number;
}

/**
 * What the guards read about an item, as it will be once the call's payload is applied: hasLocation
 * is true when the item has a location or the call sends one. Build it from the entity and the
 * payload; the guards never see either.
 */
export interface InventoryFacts {
  /** The current status; null for an item the call creates. */
  status: InventoryStatus | null;
  hasLocation: boolean;
  hasAcceptedOn: boolean;
  /** The owner is a store account (consigner.isStoreAccount). */
  isStoreAccount: boolean;
  price?: number | null;
  requestedPrice?: number | null;
  /** The range of the store request an offer answers; null when the offer answers none. */
  priceRange?: PriceRange | null;
}

/** A guard returns null when the move may go ahead, or the message that refuses it. */
export type Guard = (facts: InventoryFacts) => string | null;

export const GUARDS = {
  /** spec 001 §5: accepting or bulk accepting requires a location. */
  acceptNeedsLocation: (facts) => (facts.hasLocation ? null : validation.inventory.acceptNeedsLocation),
  /** spec 001 §5 (Add Inventory): a location is required. */
  intakeNeedsLocation: (facts) => (facts.hasLocation ? null : validation.inventory.pleaseSelectLocation),
  /** spec 001 §5 Payouts and transfers: transfer requires a location. */
  transferNeedsLocation: (facts) => (facts.hasLocation ? null : validation.transfers.selectLocation),
  /** spec 001 §5: setting an item to Active requires a location and an accepted date. */
  activeNeedsAcceptance: (facts) =>
    facts.hasLocation && facts.hasAcceptedOn ? null : validation.inventory.notAccepted,
  /** Ours: only an offer that answers a store request (buyingId, its range known) is taken as one. */
  answersStoreRequest: (facts) => (facts.priceRange ? null : validation.storeRequests.notAnOffer),
  /** spec 001 §5: an offer against a store request is priced inside the requested range. */
  priceWithinRequestedRange: (facts) => {
    if (!facts.priceRange) return null;
    const { price } = facts;
    const isInside = price != null && price >= facts.priceRange.lower && price <= facts.priceRange.upper;
    return isInside ? null : validation.inventory.priceOutsideRange;
  },
  /** spec 000 §6, 001 §5: store accounts get no price change requests. */
  notStoreAccount: (facts) =>
    facts.isStoreAccount ? validation.inventoryStatus.storeAccountPriceChange : null,
  /** spec 001 §5: a price change request needs a requested price above 0. */
  requestedPriceAboveZero: (facts) =>
    facts.requestedPrice != null && facts.requestedPrice > 0
      ? null
      : validation.inventory.priceChangeNeedsValue,
} as const satisfies Record<string, Guard>;
export type GuardName = keyof typeof GUARDS;

/**
 * What a move does besides the status, for the service that carries it out. stampAcceptedOn is
 * also read by checkTransition: a move that stamps acceptedOn passes the acceptance guard.
 */
export type TransitionEffect =
  | 'setLocation'
  | 'stampAcceptedOn'
  | 'setRequestedPrice'
  | 'applyRequestedPrice'
  | 'clearConsigner'
  | 'earlyWithdrawalFee'
  /** The store answered a consigner's withdrawal request: withdrawalDecidedAt and withdrawalDecidedBy. */
  | 'recordWithdrawalDecision';

/** An item leaves the store's inventory (deleted or a cancelled drop-off). */
export type TransitionTarget = InventoryStatus | 'removed';

export interface InventoryTransition {
  /** null: the move creates the item. */
  readonly from: InventoryStatus | null;
  readonly action: InventoryAction;
  readonly to: TransitionTarget;
  /** Checked in order; the first refusal wins. */
  readonly guards: readonly GuardName[];
  readonly effects: readonly TransitionEffect[];
}

/** Every move into Active carries activeNeedsAcceptance: "by any route" (spec 001 §5). */
export const TRANSITIONS: readonly InventoryTransition[] = [
  // Store request: the store wants an item, with a price range and no consigner.
  { from: null, action: 'createInventory', to: 'Buying', guards: [], effects: ['clearConsigner'] },
  { from: null, action: 'createInventory', to: 'Consignment', guards: [], effects: ['clearConsigner'] },
  // Offer: a consigner's listing or an offer against a store request, and the public buy-and-sell flow.
  {
    from: null,
    action: 'createInventory',
    to: 'Requested',
    guards: ['priceWithinRequestedRange'],
    effects: [],
  },
  { from: null, action: 'createBuyOrder', to: 'Requested', guards: [], effects: [] },
  {
    from: 'Requested',
    action: 'acceptRequestToSell',
    to: 'Pending',
    guards: ['acceptNeedsLocation'],
    effects: ['setLocation'],
  },
  {
    from: 'Requested',
    action: 'bulkAcceptRequestToSell',
    to: 'Pending',
    guards: ['acceptNeedsLocation'],
    effects: ['setLocation'],
  },
  { from: 'Requested', action: 'bulkDeclineRequestToSell', to: 'Declined', guards: [], effects: [] },
  // Staff intake (Add Inventory dialog, wizard) is accepted on the spot.
  {
    from: null,
    action: 'createInventory',
    to: 'Active',
    guards: ['intakeNeedsLocation', 'activeNeedsAcceptance'],
    effects: ['setLocation', 'stampAcceptedOn'],
  },
  // A consigner's drop-off listing, and a pair created at scan intake, wait for the store to accept them.
  { from: null, action: 'createInventory', to: 'Pending', guards: [], effects: [] },
  {
    from: 'Pending',
    action: 'acceptInventory',
    to: 'Active',
    guards: ['acceptNeedsLocation', 'activeNeedsAcceptance'],
    effects: ['setLocation', 'stampAcceptedOn'],
  },
  {
    from: 'Pending',
    action: 'bulkAcceptInventory',
    to: 'Active',
    guards: ['acceptNeedsLocation', 'activeNeedsAcceptance'],
    effects: ['setLocation', 'stampAcceptedOn'],
  },
  { from: 'Pending', action: 'declineInventory', to: 'Declined', guards: [], effects: [] },
  { from: 'Pending', action: 'deleteInventory', to: 'removed', guards: [], effects: [] },
  { from: 'Pending', action: 'cancelDropoff', to: 'removed', guards: [], effects: [] },
  // The store asks the seller for a new price; the seller answers through the emailed link.
  {
    from: 'Active',
    action: 'storeRequestPriceChange',
    to: 'StoreRequestPriceChange',
    guards: ['notStoreAccount', 'requestedPriceAboveZero'],
    effects: ['setRequestedPrice'],
  },
  {
    from: 'StoreRequestPriceChange',
    action: 'acceptRequestedInventoryPriceChange',
    to: 'Active',
    guards: ['activeNeedsAcceptance'],
    effects: ['applyRequestedPrice'],
  },
  {
    from: 'StoreRequestPriceChange',
    action: 'rejectRequestedInventoryPriceChange',
    to: 'Active',
    guards: ['activeNeedsAcceptance'],
    effects: [],
  },
  // The store takes its offer back before the seller answers: the price stays, the link is spent.
  {
    from: 'StoreRequestPriceChange',
    action: 'cancelStoreRequestPriceChange',
    to: 'Active',
    guards: ['activeNeedsAcceptance'],
    effects: [],
  },
  // The consigner asks the store for a new price.
  {
    from: 'Active',
    action: 'requestPriceChange',
    to: 'RequestPriceChange',
    guards: ['notStoreAccount', 'requestedPriceAboveZero'],
    effects: ['setRequestedPrice'],
  },
  {
    from: 'RequestPriceChange',
    action: 'acceptInventoryPrice',
    to: 'Active',
    guards: ['activeNeedsAcceptance'],
    effects: ['applyRequestedPrice'],
  },
  {
    from: 'RequestPriceChange',
    action: 'declineInventoryPrice',
    to: 'Active',
    guards: ['activeNeedsAcceptance'],
    effects: [],
  },
  // Withdrawal: requested by the consigner, or done by the store (optionally early, with a fee).
  { from: 'Active', action: 'requestWithdrawal', to: 'RequestWithdrawal', guards: [], effects: [] },
  {
    from: 'RequestWithdrawal',
    action: 'acceptInventoryWithdrawal',
    to: 'Withdrawn',
    guards: [],
    effects: ['recordWithdrawalDecision'],
  },
  {
    from: 'RequestWithdrawal',
    action: 'declineInventoryWithdrawal',
    to: 'Active',
    guards: ['activeNeedsAcceptance'],
    effects: ['recordWithdrawalDecision'],
  },
  {
    from: 'Active',
    action: 'withdrawInventory',
    to: 'Withdrawn',
    guards: [],
    effects: ['earlyWithdrawalFee'],
  },
  {
    from: 'RequestPriceChange',
    action: 'withdrawInventory',
    to: 'Withdrawn',
    guards: [],
    effects: ['earlyWithdrawalFee'],
  },
  // Transfer between locations: hasLocation is the destination chosen.
  { from: 'Active', action: 'transfer', to: 'InTransit', guards: ['transferNeedsLocation'], effects: [] },
  {
    from: 'InTransit',
    action: 'acceptTransfer',
    to: 'Active',
    guards: ['transferNeedsLocation', 'activeNeedsAcceptance'],
    effects: ['setLocation'],
  },
  // Orders (issue 15): a kiosk hold, a sale at the register (straight from the floor, or of a held
  // item), a hold cancelled or expired, and returns (back on the floor, or back to the consigner;
  // after a payout the payout is charged back). Payouts mark sold items paid.
  { from: 'Active', action: 'holdForSale', to: 'PendingSale', guards: [], effects: [] },
  { from: 'Active', action: 'completeSale', to: 'Sold', guards: [], effects: [] },
  { from: 'PendingSale', action: 'completeSale', to: 'Sold', guards: [], effects: [] },
  { from: 'PendingSale', action: 'cancelSale', to: 'Active', guards: ['activeNeedsAcceptance'], effects: [] },
  { from: 'Sold', action: 'returnSale', to: 'Active', guards: ['activeNeedsAcceptance'], effects: [] },
  { from: 'Paid', action: 'returnSale', to: 'Active', guards: ['activeNeedsAcceptance'], effects: [] },
  { from: 'Sold', action: 'returnToConsigner', to: 'Withdrawn', guards: [], effects: [] },
  { from: 'Paid', action: 'returnToConsigner', to: 'Withdrawn', guards: [], effects: [] },
  { from: 'Sold', action: 'markPaid', to: 'Paid', guards: [], effects: [] },
  // The store takes an offer made against its request (spec 001 §5: the accepted price lies inside
  // the requested range): the seller brings the item in (Drop off pending, at the request's
  // location), and the request it answered closes in the same transaction.
  {
    from: 'Requested',
    action: 'storeBuyRequestedInventory',
    to: 'Pending',
    guards: ['answersStoreRequest', 'priceWithinRequestedRange'],
    effects: ['setLocation'],
  },
  { from: 'Buying', action: 'closeStoreRequest', to: 'removed', guards: [], effects: [] },
  { from: 'Consignment', action: 'closeStoreRequest', to: 'removed', guards: [], effects: [] },
];

/**
 * A refusal: 'illegal' when no such move exists from the current status (the API answers 409 with
 * the message), 'guard' when the move exists but a rule of spec 001 §5 refuses it.
 */
export interface Refusal {
  ok: false;
  reason: 'illegal' | 'guard';
  message: string;
  /** The guard that refused, for reason 'guard'. */
  guard?: GuardName;
}

export type TransitionCheck = { ok: true; to: TransitionTarget; transition: InventoryTransition } | Refusal;
export type EditCheck = { ok: true } | Refusal;

/** The moves an action makes from a status (several only for createInventory, one per target). */
export function transitionsFor(from: InventoryStatus | null, action: InventoryAction): InventoryTransition[] {
  return TRANSITIONS.filter((transition) => transition.from === from && transition.action === action);
}

/**
 * The move an action makes from a status, or undefined when there is none. When the action can
 * lead to several statuses (createInventory), `to` picks one; leaving it out there is a bug.
 */
export function findTransition(
  from: InventoryStatus | null,
  action: InventoryAction,
  to?: TransitionTarget,
): InventoryTransition | undefined {
  const candidates = transitionsFor(from, action);
  if (to !== undefined) return candidates.find((transition) => transition.to === to);
  if (candidates.length > 1) {
    throw new Error(`${action} from ${from ?? 'nothing'} has several targets: pass the status it asks for.`);
  }
  return candidates[0];
}

/**
 * May this action run on this item? Finds the move from the item's status (null when creating, with
 * `to` the status asked for) and checks its guards in order. A move that stamps acceptedOn counts as
 * accepted for the guards.
 */
export function checkTransition(
  facts: InventoryFacts,
  action: InventoryAction,
  to?: TransitionTarget,
): TransitionCheck {
  const transition = findTransition(facts.status, action, to);
  if (!transition)
    return { ok: false, reason: 'illegal', message: illegalMoveMessage(facts.status, action, to) };
  const effective: InventoryFacts = transition.effects.includes('stampAcceptedOn')
    ? { ...facts, hasAcceptedOn: true }
    : facts;
  for (const guard of transition.guards) {
    const message = GUARDS[guard](effective);
    if (message !== null) return { ok: false, reason: 'guard', message, guard };
  }
  return { ok: true, to: transition.to, transition };
}

/** The actions offered for an item in this status (null: the ways to create one), in table order. */
export function actionsFrom(status: InventoryStatus | null): InventoryAction[] {
  const actions = TRANSITIONS.filter((transition) => transition.from === status).map(({ action }) => action);
  return [...new Set(actions)];
}

/** spec 000 §4: Withdrawn and Declined items are not editable (the API refuses, the screen hides Save). */
export const NOT_EDITABLE_STATUSES: readonly InventoryStatus[] = ['Withdrawn', 'Declined'];

/**
 * Items still owned and not yet sold: their payout is an estimate that follows the consigner's
 * type (the account-type change with isRecalculateInventoryPayout recalculates these).
 */
export const UNSOLD_STATUSES: readonly InventoryStatus[] = [
  'Requested',
  'Pending',
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'InTransit',
];
/** spec 001 §5: with safe inventory status mode on, these items keep their owner. */
export const SAFE_MODE_LOCKED_STATUSES: readonly InventoryStatus[] = ['Sold', 'PendingSale', 'Paid'];

/**
 * The money statuses: only a sale, a return or a payout moves an item into or out of them, never a
 * status set by hand (a deliberate deviation from spec 001 §5, listed in the spec README: a hand
 * edit into Paid would record a payment that never happened).
 */
export const MONEY_STATUSES: readonly InventoryStatus[] = ['PendingSale', 'Sold', 'Paid'];

/**
 * The moves a status set by hand (the item's status dropdown, the bulk table, PUT
 * /api/inventories/{id} and bulkEditInventory) may stand for. A hand edit carries no requested
 * price, destination or request to answer, so the moves that need one (price change requests,
 * transfers, offers) and the consigner's own requests keep their own calls; so does answering a
 * price change request, whose two answers lead to the same status.
 */
export const STATUS_EDIT_ACTIONS: readonly InventoryAction[] = [
  'acceptRequestToSell',
  'bulkDeclineRequestToSell',
  'acceptInventory',
  'declineInventory',
  'acceptInventoryWithdrawal',
  'declineInventoryWithdrawal',
  'withdrawInventory',
  'acceptTransfer',
];

/** The move of the table a status set by hand from → to stands for, or undefined when there is none. */
export function statusEditTransition(
  from: InventoryStatus,
  to: InventoryStatus,
): InventoryTransition | undefined {
  if (MONEY_STATUSES.includes(from) || MONEY_STATUSES.includes(to)) return undefined;
  return TRANSITIONS.find(
    (transition) =>
      transition.from === from && transition.to === to && STATUS_EDIT_ACTIONS.includes(transition.action),
  );
}

/**
 * What a status dropdown offers for an item: its own status first, then the status of each move a
 * hand edit may make from it, in table order. A non-editable item offers only its own status.
 */
export function statusEditTargets(from: InventoryStatus): InventoryStatus[] {
  if (!isEditable(from)) return [from];
  const targets = INVENTORY_STATUSES.filter((to) => to !== from && statusEditTransition(from, to));
  return [from, ...targets];
}

export function isEditable(status: InventoryStatus): boolean {
  return !NOT_EDITABLE_STATUSES.includes(status);
}

/**
 * The item's owner control (item page, bulk table, and the API behind them): closed for
 * non-editable items, and for money statuses under safe status mode (spec 001 §5).
 */
export function canChangeOwner(status: InventoryStatus, safeStatusMode: boolean): boolean {
  return isEditable(status) && !(safeStatusMode && SAFE_MODE_LOCKED_STATUSES.includes(status));
}

/** The item's status control: open when a hand edit can move the item anywhere. */
export function canChangeStatus(status: InventoryStatus): boolean {
  return statusEditTargets(status).length > 1;
}

/** Any edit of an item (PUT /api/inventories/{id}). */
export function checkEdit(status: InventoryStatus): EditCheck {
  if (isEditable(status)) return { ok: true };
  const message = validation.inventoryStatus.notEditable(inventoryStatusLabel(status));
  return { ok: false, reason: 'illegal', message };
}

/** An edit that changes the owner (consigner). */
export function checkOwnerChange(status: InventoryStatus, safeStatusMode: boolean): EditCheck {
  const edit = checkEdit(status);
  if (!edit.ok || canChangeOwner(status, safeStatusMode)) return edit;
  const message = validation.inventoryStatus.safeModeLocked(inventoryStatusLabel(status));
  return { ok: false, reason: 'illegal', message };
}

/**
 * A status set by hand (the item's status dropdown, the bulk table, PUT /api/inventories/{id},
 * bulkEditInventory): it must stand for a move of the table (statusEditTransition), never into or
 * out of a money status, and that move's guards apply to the item as it is (Active needs a
 * location and an acceptance date). Keeping the status is always allowed. On success, the move to carry out.
 */
export function checkStatusEdit(
  facts: InventoryFacts & { status: InventoryStatus },
  to: InventoryStatus,
): { ok: true; transition: InventoryTransition | null } | Refusal {
  if (to === facts.status) return { ok: true, transition: null };
  const edit = checkEdit(facts.status);
  if (!edit.ok) return edit;
  const transition = statusEditTransition(facts.status, to);
  if (!transition) {
    const message = validation.inventoryStatus.noStatusEdit(
      inventoryStatusLabel(facts.status),
      inventoryStatusLabel(to),
      MONEY_STATUSES.includes(facts.status) || MONEY_STATUSES.includes(to),
    );
    return { ok: false, reason: 'illegal', message };
  }
  // The move's guards, on the item as it is: a hand edit is no acceptance, so a Drop off pending
  // item set to Active meets spec 001 §5's 'not accepted' message (accept it via Incoming).
  for (const guard of transition.guards) {
    const message = GUARDS[guard](facts);
    if (message !== null) return { ok: false, reason: 'guard', message, guard };
  }
  return { ok: true, transition };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days since acceptance (Days Active, spec 001 §9), counted in 24-hour periods from the
 * acceptedOn instant, so no time zone enters: 23 h 59 min after acceptance is day 0. A clock that
 * puts `now` before acceptedOn gives 0.
 */
export function daysSinceAcceptance(acceptedOn: Date | string | number, now: Date | string | number): number {
  const elapsed = toTime(now, 'now') - toTime(acceptedOn, 'acceptedOn');
  return Math.max(0, Math.floor(elapsed / DAY_MS));
}

/**
 * spec 001 §9: a withdrawal within the store's early-withdrawal days of acceptedOn is early, and its
 * fee is charged to the consigner as a negative balance. Early means fewer than
 * `earlyWithdrawalDays` whole days have passed: with 30 days, an item accepted 1 March 10:00 UTC is
 * early until 31 March 09:59:59.999 UTC and not from 10:00. 0 days (the default) means never early;
 * an item never accepted is not early.
 */
export function isEarlyWithdrawal(
  acceptedOn: Date | string | number | null,
  now: Date | string | number,
  earlyWithdrawalDays: number,
): boolean {
  if (acceptedOn === null || earlyWithdrawalDays <= 0) return false;
  return daysSinceAcceptance(acceptedOn, now) < earlyWithdrawalDays;
}

function toTime(value: Date | string | number, name: string): number {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError(`${name} is not a valid date: ${String(value)}`);
  return time;
}

function illegalMoveMessage(
  from: InventoryStatus | null,
  action: InventoryAction,
  to: TransitionTarget | undefined,
): string {
  const messages = validation.inventoryStatus;
  const consequences: Record<InventoryAction, string> = messages.consequences;
  if (from !== null) return messages.illegalMove(inventoryStatusLabel(from), consequences[action]);
  if (to !== undefined && to !== 'removed') return messages.cannotBeCreatedAs(inventoryStatusLabel(to));
  return messages.notCreatedYet(consequences[action]);
}
