import { type InventoryItem } from '@shared/contracts/inventories';
import {
  actionsFrom,
  findTransition,
  GUARDS,
  type GuardName,
  INVENTORY_STATUSES,
  type InventoryAction,
  type InventoryFacts,
  type InventoryStatus,
  TRANSITIONS,
} from '@shared/domain/inventory-status';

/**
 * What the inventory screens offer, read off the status machine (shared/domain/inventory-status.ts)
 * so no screen restates a transition or a guard: the buttons of an item, the status a list's bulk
 * call moves items from, the answers a consigner's request waits for. The API checks every call
 * again; hiding a button is a convenience.
 */

/** What the guards can know of an item before a call (its owner, place and acceptance). */
export type OfferedItem = Pick<InventoryItem, 'status' | 'acceptedOn' | 'location'> & {
  consigner: Pick<NonNullable<InventoryItem['consigner']>, 'isStoreAccount'> | null;
};

/**
 * The guards a button can check before the call: they read only what the item is. The others read
 * what the call brings (the price typed in its modal, the place chosen) and are checked with it.
 */
const ITEM_GUARDS: ReadonlySet<GuardName> = new Set<GuardName>(['notStoreAccount']);

function factsOf(item: OfferedItem): InventoryFacts {
  return {
    status: item.status,
    hasLocation: item.location !== null,
    hasAcceptedOn: item.acceptedOn !== null,
    isStoreAccount: item.consigner?.isStoreAccount ?? false,
  };
}

/**
 * Whether the item's page offers `action`: a move of the table from the item's status
 * (actionsFrom), none of whose item guards refuses it (a store account's item gets no price
 * change request, spec 000 §6).
 */
export function offersAction(item: OfferedItem, action: InventoryAction): boolean {
  if (!actionsFrom(item.status).includes(action)) return false;
  const transition = findTransition(item.status, action);
  const facts = factsOf(item);
  return (transition?.guards ?? [])
    .filter((guard) => ITEM_GUARDS.has(guard))
    .every((guard) => GUARDS[guard](facts) === null);
}

/**
 * The one status a list's bulk call moves items from (Accept on Drop Off Pending moves Pending
 * items): the list shows it and only its rows can be selected. An action that moves items from
 * several statuses has no one list: asking for it is a bug.
 */
export function statusMovedBy(action: InventoryAction): InventoryStatus {
  const froms = [...new Set(TRANSITIONS.filter((move) => move.action === action).map((move) => move.from))];
  const [from] = froms;
  if (froms.length !== 1 || from === null) {
    throw new Error(`${action} does not move items from exactly one status`);
  }
  return from;
}

/**
 * spec 001 §5: the statuses every move into which needs a location and an acceptance date ("by any
 * route"): an item in one keeps its location, so the bulk table requires it.
 */
export const LOCATED_STATUSES: readonly InventoryStatus[] = INVENTORY_STATUSES.filter((status) => {
  const into = TRANSITIONS.filter((move) => move.to === status);
  return into.length > 0 && into.every((move) => move.guards.includes('activeNeedsAcceptance'));
});

/** What a decision's confirmation says about the item. */
export interface DecisionItem {
  price: number | null;
  requestedPrice: number | null;
}
type Money = (amount: number | null) => string;

/** One answer to a consigner's request, for one item (spec 001 §7, `{ inventory }`). */
export interface Decision {
  call: InventoryAction;
  /** The button in a list row, beside the item's code. */
  label: string;
  /** The button on the item's page, where the request is not in the list's title. */
  detailLabel: string;
  isDanger: boolean;
  confirmTitle: (code: string) => string;
  /** What the answer does to the item, in the confirmation. */
  confirmContent: (item: DecisionItem, money: Money) => string;
  done: string;
}

/** A consigner's request and the store's two answers to it. */
export interface RequestDecisions {
  /** The item page's notice of the request. */
  notice: (item: DecisionItem, money: Money) => { title: string; description?: string };
  accept: Decision;
  decline: Decision;
}

const REQUEST_DECISIONS: readonly RequestDecisions[] = [
  {
    notice: (item, money) => ({
      title: `Requested price: ${money(item.requestedPrice)}`,
      description: `The consigner asks for a new price; it is ${money(item.price)} now.`,
    }),
    accept: {
      call: 'acceptInventoryPrice',
      label: 'Accept',
      detailLabel: 'Accept price',
      isDanger: false,
      confirmTitle: (code) => `Accept the requested price for ${code}?`,
      confirmContent: (item, money) =>
        `The price goes from ${money(item.price)} to ${money(item.requestedPrice)}.`,
      done: 'Price change accepted.',
    },
    decline: {
      call: 'declineInventoryPrice',
      label: 'Decline',
      detailLabel: 'Decline',
      isDanger: true,
      confirmTitle: (code) => `Decline the requested price for ${code}?`,
      confirmContent: (item, money) => `The price stays ${money(item.price)}.`,
      done: 'Price change declined.',
    },
  },
  {
    notice: () => ({ title: 'The consigner asks to withdraw this item.' }),
    accept: {
      call: 'acceptInventoryWithdrawal',
      label: 'Accept',
      detailLabel: 'Accept withdrawal',
      isDanger: false,
      confirmTitle: (code) => `Accept the withdrawal of ${code}?`,
      confirmContent: () => 'The item goes back to its owner and leaves the shop floor.',
      done: 'Withdrawal accepted.',
    },
    decline: {
      call: 'declineInventoryWithdrawal',
      label: 'Decline',
      detailLabel: 'Decline withdrawal',
      isDanger: true,
      confirmTitle: (code) => `Decline the withdrawal of ${code}?`,
      confirmContent: () => 'The item stays on sale.',
      done: 'Withdrawal declined.',
    },
  },
];

/**
 * The answers an item in this status waits for: the request whose accept and decline are both
 * moves of the table from it (a price change or a withdrawal request), or undefined.
 */
export function decisionsFor(status: InventoryStatus): RequestDecisions | undefined {
  const actions = actionsFrom(status);
  return REQUEST_DECISIONS.find(
    ({ accept, decline }) => actions.includes(accept.call) && actions.includes(decline.call),
  );
}
