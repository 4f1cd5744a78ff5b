import { type DropOffShipping } from '../constants';
import { validation } from '../messages';
import { type InventoryAction, type InventoryStatus, findTransition } from './inventory-status';
import { INVENTORY_STATUS_LABELS } from './status-labels';

/**
 * The consigner portal's rules (issue 18), pure: what a consigner may do with an item of theirs,
 * what its status is called to them, and how far their sign-up has come. The API answers these
 * with every item and profile; the portal's screens show what they say.
 */

/** What a consigner may do with one of their items, as the portal names it. */
export const PORTAL_ITEM_ACTIONS = [
  'requestPriceChange',
  'requestWithdrawal',
  'cancelDropoff',
  'acceptOffer',
  'rejectOffer',
] as const;
export type PortalItemAction = (typeof PORTAL_ITEM_ACTIONS)[number];

/** The status machine's move behind each portal action (shared/domain/inventory-status.ts). */
export const PORTAL_ACTION_MOVES: Readonly<Record<PortalItemAction, InventoryAction>> = {
  requestPriceChange: 'requestPriceChange',
  requestWithdrawal: 'requestWithdrawal',
  cancelDropoff: 'cancelDropoff',
  acceptOffer: 'acceptRequestedInventoryPriceChange',
  rejectOffer: 'rejectRequestedInventoryPriceChange',
};

/**
 * The actions the status machine allows on an item now, in PORTAL_ITEM_ACTIONS order. A store
 * account's items get no price change request (spec 000 §6, 001 §5).
 */
export function portalItemActions(item: {
  status: InventoryStatus;
  isStoreAccount: boolean;
}): PortalItemAction[] {
  return PORTAL_ITEM_ACTIONS.filter((action) => {
    if (action === 'requestPriceChange' && item.isStoreAccount) return false;
    return findTransition(item.status, PORTAL_ACTION_MOVES[action]) !== undefined;
  });
}

/**
 * What each status is called to the consigner who owns the item: the store's labels
 * (status-labels.ts) where they read the same to both sides, worded for the consigner where the
 * store's label names the store's side of a request.
 */
export const CONSIGNER_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = {
  ...INVENTORY_STATUS_LABELS,
  RequestPriceChange: 'Price change requested',
  StoreRequestPriceChange: 'Store offer to answer',
  RequestWithdrawal: 'Withdrawal requested',
};

export function consignerStatusLabel(status: InventoryStatus | (string & {})): string {
  return (CONSIGNER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/**
 * Where a consigner's sign-up stands (issue 18; spec 001 §5: email verification first, then the
 * payout details and the store's terms): 'payoutDetails' until a payout type with its details is
 * set, then 'terms' until the store's terms are accepted (a store without terms asks none), then
 * 'done'. Email verification comes before any profile exists, so it is not a step here.
 */
export const PORTAL_SIGNUP_STEPS = ['payoutDetails', 'terms', 'done'] as const;
export type PortalSignupStep = (typeof PORTAL_SIGNUP_STEPS)[number];

export interface SignupFacts {
  payoutType: string | null;
  payoutData: string | null;
  bankData: Record<string, string> | null;
  acceptedTOS: boolean;
  /** The store's terms of service text; null or blank: none to accept. */
  termsOfService: string | null;
}

export function portalSignupStep(facts: SignupFacts): PortalSignupStep {
  if (!hasPayoutDetails(facts)) return 'payoutDetails';
  if (!facts.acceptedTOS && (facts.termsOfService ?? '').trim() !== '') return 'terms';
  return 'done';
}

/** Bank details, once stored, are changed only by the store (spec 001 §5). */
export function bankDetailsLocked(bankData: Record<string, string> | null): boolean {
  return bankData !== null && Object.keys(bankData).length > 0;
}

function hasPayoutDetails(facts: SignupFacts): boolean {
  if (facts.payoutType === 'Bank') return bankDetailsLocked(facts.bankData);
  if (facts.payoutType === 'PayPal' || facts.payoutType === 'Zelle') {
    return (facts.payoutData ?? '').trim() !== '';
  }
  return false;
}

/** What dropOffRowRefusal reads of one row of a consigner's POST /api/inventories. */
export interface DropOffRowFacts {
  status: string;
  price?: number | null;
  consigner?: number | null;
  consignerFbUserId?: string | null;
  cost?: number | null;
  buyingId?: number | null;
  shipping?: DropOffShipping | null;
  location?: number | null;
  subLocation?: number | null;
}

/** The caller a drop-off is listed by, and whether their store takes shipped items. */
export interface DropOffLister {
  consignerId: number;
  accountId: number;
  storeTakesShipping: boolean;
}

/** A refused row: 'forbidden' (403) for what a consigner may not do, 'invalid' (400) for a fix to make. */
export interface DropOffRefusal {
  kind: 'forbidden' | 'invalid';
  field: string;
  message: string;
}

/**
 * May a consigner list this row for drop-off? Their rows become Drop off pending items of their own
 * (any other status, another owner, a cost or a store request's id is the store's to set), priced
 * above 0 (spec 001 §5), with the SHIP step's choice: a drop-off names its location ('Drop Off
 * location is required.'), a shipped row names none and needs a store that gives ship instructions.
 */
export function dropOffRowRefusal(row: DropOffRowFacts, lister: DropOffLister): DropOffRefusal | null {
  const portal = validation.consignerPortal;
  const forbidden = (field: string, message: string): DropOffRefusal => ({
    kind: 'forbidden',
    field,
    message,
  });
  const invalid = (field: string, message: string): DropOffRefusal => ({ kind: 'invalid', field, message });
  // The row schema defaults status to Active: a consigner's row is a drop-off whatever it said.
  if (row.status !== 'Pending' && row.status !== 'Active') return forbidden('status', portal.dropOffOnly);
  if (row.consigner != null && row.consigner !== lister.consignerId) {
    return forbidden('consigner', portal.ownItemsOnly);
  }
  if (row.consignerFbUserId && row.consignerFbUserId !== String(lister.accountId)) {
    return forbidden('consignerFbUserId', portal.ownItemsOnly);
  }
  if (row.cost != null) return forbidden('cost', validation.consigner.staffOnlyField);
  if (row.buyingId != null) return forbidden('buyingId', validation.consigner.staffOnlyField);
  if (row.price == null || row.price <= 0) return invalid('price', validation.scan.enterPrice);
  if (!row.shipping) return invalid('shipping', portal.chooseShipping);
  if (row.shipping === 'dropOff') {
    return row.location ? null : invalid('location', validation.buyAndSell.dropOffLocationRequired);
  }
  if (row.location || row.subLocation) return invalid('location', portal.shipNoLocation);
  if (!lister.storeTakesShipping) return invalid('shipping', portal.storeTakesNoShipping);
  return null;
}
