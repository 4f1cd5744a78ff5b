import { describe, expect, it } from 'vitest';
import {
  ACTION_CALLS,
  INVENTORY_ACTIONS,
  INVENTORY_STATUSES,
  TRANSITIONS,
  actionsFrom,
  MONEY_STATUSES,
  canChangeOwner,
  canChangeStatus,
  checkEdit,
  checkOwnerChange,
  checkStatusEdit,
  checkTransition,
  daysSinceAcceptance,
  findTransition,
  inventoryStatusLabel,
  isEarlyWithdrawal,
  isEditable,
  statusEditTargets,
  statusEditTransition,
  type InventoryAction,
  type InventoryFacts,
  type InventoryStatus,
  type TransitionTarget,
} from './inventory-status';

/** An accepted item in a location, owned by a consigner: every guard passes. */
function facts<S extends InventoryStatus | null>(
  status: S,
  overrides: Partial<Omit<InventoryFacts, 'status'>> = {},
): InventoryFacts & { status: S } {
  return {
    status,
    hasLocation: true,
    hasAcceptedOn: true,
    isStoreAccount: false,
    price: 150,
    requestedPrice: 140,
    priceRange: null,
    ...overrides,
  };
}

// The list, one row per move.
const LISTED: [InventoryStatus | null, InventoryAction, TransitionTarget][] = [
  [null, 'createInventory', 'Buying'],
  [null, 'createInventory', 'Consignment'],
  [null, 'createInventory', 'Requested'],
  [null, 'createBuyOrder', 'Requested'],
  ['Requested', 'acceptRequestToSell', 'Pending'],
  ['Requested', 'bulkAcceptRequestToSell', 'Pending'],
  ['Requested', 'bulkDeclineRequestToSell', 'Declined'],
  [null, 'createInventory', 'Active'],
  [null, 'createInventory', 'Pending'],
  ['Pending', 'acceptInventory', 'Active'],
  ['Pending', 'bulkAcceptInventory', 'Active'],
  ['Pending', 'declineInventory', 'Declined'],
  ['Pending', 'deleteInventory', 'removed'],
  ['Pending', 'cancelDropoff', 'removed'],
  ['Active', 'storeRequestPriceChange', 'StoreRequestPriceChange'],
  ['StoreRequestPriceChange', 'acceptRequestedInventoryPriceChange', 'Active'],
  ['StoreRequestPriceChange', 'rejectRequestedInventoryPriceChange', 'Active'],
  ['StoreRequestPriceChange', 'cancelStoreRequestPriceChange', 'Active'],
  ['Active', 'requestPriceChange', 'RequestPriceChange'],
  ['RequestPriceChange', 'acceptInventoryPrice', 'Active'],
  ['RequestPriceChange', 'declineInventoryPrice', 'Active'],
  ['Active', 'requestWithdrawal', 'RequestWithdrawal'],
  ['RequestWithdrawal', 'acceptInventoryWithdrawal', 'Withdrawn'],
  ['RequestWithdrawal', 'declineInventoryWithdrawal', 'Active'],
  ['Active', 'withdrawInventory', 'Withdrawn'],
  ['RequestPriceChange', 'withdrawInventory', 'Withdrawn'],
  ['Active', 'transfer', 'InTransit'],
  ['InTransit', 'acceptTransfer', 'Active'],
  ['Active', 'holdForSale', 'PendingSale'],
  ['Active', 'completeSale', 'Sold'],
  ['PendingSale', 'completeSale', 'Sold'],
  ['PendingSale', 'cancelSale', 'Active'],
  ['Sold', 'returnSale', 'Active'],
  ['Paid', 'returnSale', 'Active'],
  ['Sold', 'returnToConsigner', 'Withdrawn'],
  ['Paid', 'returnToConsigner', 'Withdrawn'],
  ['Sold', 'markPaid', 'Paid'],
  ['Requested', 'storeBuyRequestedInventory', 'Pending'],
  ['Buying', 'closeStoreRequest', 'removed'],
  ['Consignment', 'closeStoreRequest', 'removed'],
];

describe('inventory status machine: the table', () => {
  it('holds exactly the listed moves', () => {
    const table = TRANSITIONS.map(({ from, action, to }) => [from, action, to]);
    expect(table).toEqual(LISTED);
  });

  it.each(LISTED)('allows %s --%s--> %s', (from, action, to) => {
    // An offer taken against a store request carries that request's range.
    const priceRange = action === 'storeBuyRequestedInventory' ? { lower: 100, upper: 200 } : null;
    expect(checkTransition(facts(from, { priceRange }), action, to)).toMatchObject({ ok: true, to });
  });

  it('finds a single-target move without naming the target', () => {
    expect(findTransition('Pending', 'acceptInventory')?.to).toBe('Active');
    expect(checkTransition(facts('RequestWithdrawal'), 'acceptInventoryWithdrawal')).toMatchObject({
      ok: true,
      to: 'Withdrawn',
    });
    expect(findTransition('Active', 'acceptInventory')).toBeUndefined();
  });

  it('needs the target for createInventory, which can create several statuses', () => {
    expect(() => findTransition(null, 'createInventory')).toThrow(/several targets/);
    expect(findTransition(null, 'createInventory', 'Pending')?.to).toBe('Pending');
  });

  it('guards every move into Active with the acceptance rule', () => {
    for (const transition of TRANSITIONS.filter(({ to }) => to === 'Active')) {
      expect(transition.guards, transition.action).toContain('activeNeedsAcceptance');
    }
  });

  it('uses only known actions and statuses, and every action is used', () => {
    for (const { from, action, to } of TRANSITIONS) {
      if (from !== null) expect(INVENTORY_STATUSES).toContain(from);
      if (to !== 'removed') expect(INVENTORY_STATUSES).toContain(to);
      expect(INVENTORY_ACTIONS).toContain(action);
    }
    expect(new Set(TRANSITIONS.map(({ action }) => action))).toEqual(new Set(INVENTORY_ACTIONS));
  });

  it('names each action after its spec call where the spec has one', () => {
    // POST /api/inventories and POST /api/payouts/paid/{id} have no call name of their own.
    const namedByUs: InventoryAction[] = ['createInventory', 'markPaid'];
    for (const action of INVENTORY_ACTIONS.filter((action) => !namedByUs.includes(action))) {
      const call = ACTION_CALLS[action];
      if (call !== null) expect(call).toMatch(new RegExp(`/${action}(/\\{code\\})?$`));
    }
    expect(ACTION_CALLS.createInventory).toBe('POST /api/inventories');
    expect(ACTION_CALLS.markPaid).toBe('POST /api/payouts/paid/{id}');
  });
});

describe('inventory status machine: illegal moves name the current status', () => {
  it.each<[InventoryStatus, InventoryAction, string]>([
    ['Withdrawn', 'acceptInventory', "This item's status is Withdrawn, so it cannot be accepted."],
    ['Active', 'acceptInventory', "This item's status is Active, so it cannot be accepted."],
    ['Declined', 'withdrawInventory', "This item's status is Declined, so it cannot be withdrawn."],
    ['Pending', 'withdrawInventory', "This item's status is Drop off pending, so it cannot be withdrawn."],
    [
      'StoreRequestPriceChange',
      'withdrawInventory',
      "This item's status is Price change requested by store, so it cannot be withdrawn.",
    ],
    ['Active', 'deleteInventory', "This item's status is Active, so it cannot be deleted."],
    ['Sold', 'cancelDropoff', "This item's status is Sold, so its drop-off cannot be cancelled."],
    [
      'Pending',
      'acceptRequestToSell',
      "This item's status is Drop off pending, so its request to sell cannot be accepted.",
    ],
    [
      'Active',
      'acceptInventoryPrice',
      "This item's status is Active, so there is no price change request to accept.",
    ],
    [
      'RequestPriceChange',
      'acceptRequestedInventoryPriceChange',
      "This item's status is Price change request, so there is no store price change request to accept.",
    ],
    [
      'Active',
      'declineInventoryWithdrawal',
      "This item's status is Active, so there is no withdrawal request to decline.",
    ],
    ['InTransit', 'transfer', "This item's status is In transit, so it cannot be transferred."],
    ['Active', 'acceptTransfer', "This item's status is Active, so there is no transfer to accept."],
    ['Paid', 'markPaid', "This item's status is Paid, so it cannot be marked as paid."],
    [
      'Buying',
      'storeRequestPriceChange',
      "This item's status is Buying, so the store cannot request a price change.",
    ],
    ['Active', 'createInventory', "This item's status is Active, so it cannot be created again."],
  ])('refuses %s --%s-->', (status, action, message) => {
    expect(checkTransition(facts(status), action)).toEqual({ ok: false, reason: 'illegal', message });
  });

  it('refuses creating an item in a status no creation leads to', () => {
    expect(checkTransition(facts(null), 'createInventory', 'Sold')).toEqual({
      ok: false,
      reason: 'illegal',
      message: 'A new item cannot be created with status Sold.',
    });
    expect(checkTransition(facts(null), 'createBuyOrder', 'Active')).toMatchObject({ reason: 'illegal' });
    expect(checkTransition(facts(null), 'acceptInventory')).toEqual({
      ok: false,
      reason: 'illegal',
      message: 'This item does not exist yet, so it cannot be accepted.',
    });
  });

  it('leaves Withdrawn and Declined with no way out, Paid only by a return; Buying and Consignment close when an offer is taken', () => {
    expect(actionsFrom('Withdrawn')).toEqual([]);
    expect(actionsFrom('Declined')).toEqual([]);
    expect(actionsFrom('Paid')).toEqual(['returnSale', 'returnToConsigner']);
    expect(actionsFrom('Buying')).toEqual(['closeStoreRequest']);
    expect(actionsFrom('Consignment')).toEqual(['closeStoreRequest']);
  });
});

describe('inventory status machine: actions to show', () => {
  it.each<[InventoryStatus | null, InventoryAction[]]>([
    [null, ['createInventory', 'createBuyOrder']],
    [
      'Requested',
      [
        'acceptRequestToSell',
        'bulkAcceptRequestToSell',
        'bulkDeclineRequestToSell',
        'storeBuyRequestedInventory',
      ],
    ],
    [
      'Pending',
      ['acceptInventory', 'bulkAcceptInventory', 'declineInventory', 'deleteInventory', 'cancelDropoff'],
    ],
    [
      'Active',
      [
        'storeRequestPriceChange',
        'requestPriceChange',
        'requestWithdrawal',
        'withdrawInventory',
        'transfer',
        'holdForSale',
        'completeSale',
      ],
    ],
    ['RequestPriceChange', ['acceptInventoryPrice', 'declineInventoryPrice', 'withdrawInventory']],
    [
      'StoreRequestPriceChange',
      [
        'acceptRequestedInventoryPriceChange',
        'rejectRequestedInventoryPriceChange',
        'cancelStoreRequestPriceChange',
      ],
    ],
    ['RequestWithdrawal', ['acceptInventoryWithdrawal', 'declineInventoryWithdrawal']],
    ['InTransit', ['acceptTransfer']],
    ['PendingSale', ['completeSale', 'cancelSale']],
    ['Sold', ['returnSale', 'returnToConsigner', 'markPaid']],
    ['Paid', ['returnSale', 'returnToConsigner']],
  ])('from %s', (status, actions) => {
    expect(actionsFrom(status)).toEqual(actions);
  });

  it('offers Withdraw only for Active and RequestPriceChange, Delete only for Pending (spec 001 §5)', () => {
    const withdrawable = INVENTORY_STATUSES.filter((status) =>
      actionsFrom(status).includes('withdrawInventory'),
    );
    expect(withdrawable).toEqual(['Active', 'RequestPriceChange']);
    const deletable = INVENTORY_STATUSES.filter((status) => actionsFrom(status).includes('deleteInventory'));
    expect(deletable).toEqual(['Pending']);
  });
});

describe('inventory status machine: guards use the spec messages', () => {
  it('accepting needs a location', () => {
    for (const action of ['acceptInventory', 'bulkAcceptInventory'] as const) {
      expect(checkTransition(facts('Pending', { hasLocation: false, hasAcceptedOn: false }), action)).toEqual(
        {
          ok: false,
          reason: 'guard',
          guard: 'acceptNeedsLocation',
          message: 'You must add the location of the inventory',
        },
      );
    }
    expect(checkTransition(facts('Requested', { hasLocation: false }), 'acceptRequestToSell')).toMatchObject({
      message: 'You must add the location of the inventory',
    });
  });

  it('accepting stamps acceptedOn, so a Pending item with a location becomes Active', () => {
    expect(checkTransition(facts('Pending', { hasAcceptedOn: false }), 'acceptInventory')).toMatchObject({
      ok: true,
      to: 'Active',
    });
    expect(findTransition('Pending', 'acceptInventory')?.effects).toEqual(['setLocation', 'stampAcceptedOn']);
  });

  it('staff intake needs a location and is accepted on the spot', () => {
    expect(
      checkTransition(facts(null, { hasLocation: false, hasAcceptedOn: false }), 'createInventory', 'Active'),
    ).toMatchObject({ ok: false, reason: 'guard', message: 'Please select a location' });
    expect(checkTransition(facts(null, { hasAcceptedOn: false }), 'createInventory', 'Active')).toMatchObject(
      {
        ok: true,
      },
    );
  });

  it.each<[InventoryStatus, InventoryAction]>([
    ['StoreRequestPriceChange', 'acceptRequestedInventoryPriceChange'],
    ['StoreRequestPriceChange', 'rejectRequestedInventoryPriceChange'],
    ['RequestPriceChange', 'acceptInventoryPrice'],
    ['RequestPriceChange', 'declineInventoryPrice'],
    ['RequestWithdrawal', 'declineInventoryWithdrawal'],
    ['PendingSale', 'cancelSale'],
  ])('refuses %s --%s--> Active for an item never accepted', (status, action) => {
    expect(checkTransition(facts(status, { hasAcceptedOn: false }), action)).toEqual({
      ok: false,
      reason: 'guard',
      guard: 'activeNeedsAcceptance',
      message: 'This item has not been accepted, you must accept it via the incoming tab.',
    });
    expect(checkTransition(facts(status, { hasLocation: false }), action)).toMatchObject({
      message: 'This item has not been accepted, you must accept it via the incoming tab.',
    });
  });

  it('transfer and accept transfer need a location', () => {
    const noLocation = { hasLocation: false };
    expect(checkTransition(facts('Active', noLocation), 'transfer')).toMatchObject({
      reason: 'guard',
      message: 'Please select a location',
    });
    expect(checkTransition(facts('InTransit', noLocation), 'acceptTransfer')).toMatchObject({
      reason: 'guard',
      message: 'Please select a location',
    });
  });

  it('an offer against a store request is priced inside the range, bounds included', () => {
    const priceRange = { lower: 100, upper: 200 };
    const offer = (price: number | null) =>
      checkTransition(facts(null, { price, priceRange }), 'createInventory', 'Requested');
    expect(offer(100)).toMatchObject({ ok: true });
    expect(offer(200)).toMatchObject({ ok: true });
    for (const price of [99.99, 200.01, null]) {
      expect(offer(price)).toEqual({
        ok: false,
        reason: 'guard',
        guard: 'priceWithinRequestedRange',
        message: 'Price is not within the requested price range.',
      });
    }
    expect(
      checkTransition(facts(null, { price: 5, priceRange: null }), 'createInventory', 'Requested'),
    ).toMatchObject({
      ok: true,
    });
  });

  it('taking an offer against a store request needs the request, and its price inside the range', () => {
    const take = (price: number, priceRange: { lower: number; upper: number } | null) =>
      checkTransition(facts('Requested', { price, priceRange }), 'storeBuyRequestedInventory');
    expect(take(150, null)).toEqual({
      ok: false,
      reason: 'guard',
      guard: 'answersStoreRequest',
      message: 'This item does not answer a store request: accept it in the Requested list.',
    });
    expect(take(150, { lower: 150, upper: 150 })).toMatchObject({ ok: true, to: 'Pending' });
    expect(take(151, { lower: 100, upper: 150 })).toMatchObject({
      reason: 'guard',
      guard: 'priceWithinRequestedRange',
      message: 'Price is not within the requested price range.',
    });
    expect(checkTransition(facts('Pending'), 'storeBuyRequestedInventory')).toMatchObject({
      reason: 'illegal',
      message:
        "This item's status is Drop off pending, so it cannot be accepted as an offer on a store request.",
    });
    expect(checkTransition(facts('Active'), 'closeStoreRequest')).toMatchObject({
      reason: 'illegal',
      message: "This item's status is Active, so there is no store request to close.",
    });
  });

  it('a price change request needs a requested price above 0', () => {
    for (const requestedPrice of [0, -5, null, Number.NaN]) {
      for (const action of ['storeRequestPriceChange', 'requestPriceChange'] as const) {
        expect(checkTransition(facts('Active', { requestedPrice }), action)).toMatchObject({
          ok: false,
          reason: 'guard',
          message: 'You must set the valuee for the price change',
        });
      }
    }
  });

  it('the store cannot request a price change on a store-account item', () => {
    expect(checkTransition(facts('Active', { isStoreAccount: true }), 'storeRequestPriceChange')).toEqual({
      ok: false,
      reason: 'guard',
      guard: 'notStoreAccount',
      message: 'Items owned by a store account cannot get a price change request.',
    });
  });

  it('price changes: the accept applies the requested price, the decline keeps the price', () => {
    expect(findTransition('StoreRequestPriceChange', 'acceptRequestedInventoryPriceChange')?.effects).toEqual(
      ['applyRequestedPrice'],
    );
    expect(findTransition('StoreRequestPriceChange', 'rejectRequestedInventoryPriceChange')?.effects).toEqual(
      [],
    );
    expect(findTransition('RequestPriceChange', 'acceptInventoryPrice')?.effects).toEqual([
      'applyRequestedPrice',
    ]);
    expect(findTransition('RequestPriceChange', 'declineInventoryPrice')?.effects).toEqual([]);
  });
});

describe('editing and safe inventory status mode (spec 001 §5)', () => {
  it('Withdrawn and Declined items are not editable', () => {
    expect(INVENTORY_STATUSES.filter((status) => !isEditable(status))).toEqual(['Withdrawn', 'Declined']);
    expect(checkEdit('Withdrawn')).toEqual({
      ok: false,
      reason: 'illegal',
      message: "This item's status is Withdrawn, so it cannot be edited.",
    });
    expect(checkEdit('Pending')).toEqual({ ok: true });
  });

  it('safe mode locks the owner of Sold, PendingSale and Paid items', () => {
    const locked = INVENTORY_STATUSES.filter((status) => isEditable(status) && !canChangeOwner(status, true));
    expect(locked).toEqual(['Sold', 'PendingSale', 'Paid']);
    expect(INVENTORY_STATUSES.filter((status) => canChangeOwner(status, false))).toEqual(
      INVENTORY_STATUSES.filter(isEditable),
    );
    expect(checkOwnerChange('PendingSale', true)).toEqual({
      ok: false,
      reason: 'illegal',
      message:
        'Safe inventory status mode is on, so the owner and status of a Pending sale item cannot be changed.',
    });
    expect(checkOwnerChange('PendingSale', false)).toEqual({ ok: true });
    expect(checkOwnerChange('Declined', false)).toMatchObject({ ok: false, reason: 'illegal' });
  });

  it("a status dropdown offers the item's status and the moves a hand edit may make, in table order", () => {
    expect(statusEditTargets('Pending')).toEqual(['Pending', 'Active', 'Declined']);
    expect(statusEditTargets('Requested')).toEqual(['Requested', 'Pending', 'Declined']);
    expect(statusEditTargets('Active')).toEqual(['Active', 'Withdrawn']);
    expect(statusEditTargets('RequestWithdrawal')).toEqual(['RequestWithdrawal', 'Active', 'Withdrawn']);
    expect(statusEditTargets('RequestPriceChange')).toEqual(['RequestPriceChange', 'Withdrawn']);
    expect(statusEditTargets('InTransit')).toEqual(['InTransit', 'Active']);
    for (const status of ['Withdrawn', 'Declined', 'Buying', 'Consignment', ...MONEY_STATUSES] as const) {
      expect(statusEditTargets(status)).toEqual([status]);
      expect(canChangeStatus(status)).toBe(false);
    }
  });

  it('no hand edit enters or leaves a money status, whatever the safe mode', () => {
    for (const from of INVENTORY_STATUSES) {
      for (const to of INVENTORY_STATUSES) {
        const isMoney = MONEY_STATUSES.includes(from) || MONEY_STATUSES.includes(to);
        if (from === to || !isMoney) continue;
        expect(statusEditTransition(from, to)).toBeUndefined();
        expect(checkStatusEdit(facts(from), to)).toMatchObject({ ok: false, reason: 'illegal' });
      }
    }
    expect(checkStatusEdit(facts('Active'), 'Sold')).toEqual({
      ok: false,
      reason: 'illegal',
      message:
        'A Active item cannot be set to Sold by hand: only a sale, a return or a payout moves an item into or out of PendingSale, Sold and Paid.',
    });
  });

  it('every hand edit is a move of the table', () => {
    for (const from of INVENTORY_STATUSES) {
      for (const to of statusEditTargets(from).slice(1)) {
        const transition = statusEditTransition(from, to);
        expect(TRANSITIONS).toContain(transition);
        expect(checkStatusEdit(facts(from), to)).toEqual({ ok: true, transition });
      }
    }
    expect(checkStatusEdit(facts('Active'), 'Pending')).toEqual({
      ok: false,
      reason: 'illegal',
      message: "A Active item cannot be set to Drop off pending by hand: use the item's own actions.",
    });
  });

  it('a status set by hand into Active needs a location and an acceptance date (no acceptance by hand)', () => {
    const notAccepted = 'This item has not been accepted, you must accept it via the incoming tab.';
    expect(checkStatusEdit(facts('Pending', { hasAcceptedOn: false, hasLocation: false }), 'Active')).toEqual(
      {
        ok: false,
        reason: 'guard',
        guard: 'acceptNeedsLocation',
        message: 'You must add the location of the inventory',
      },
    );
    expect(checkStatusEdit(facts('Pending', { hasAcceptedOn: false, hasLocation: true }), 'Active')).toEqual({
      ok: false,
      reason: 'guard',
      guard: 'activeNeedsAcceptance',
      message: notAccepted,
    });
    expect(checkStatusEdit(facts('InTransit', { hasAcceptedOn: false }), 'Active')).toMatchObject({
      message: notAccepted,
    });
  });

  it('keeping the status is always fine; non-editable items refuse any other', () => {
    expect(checkStatusEdit(facts('Paid'), 'Paid')).toEqual({ ok: true, transition: null });
    expect(checkStatusEdit(facts('Withdrawn'), 'Active')).toMatchObject({
      message: "This item's status is Withdrawn, so it cannot be edited.",
    });
  });
});

describe('early withdrawal (spec 001 §9)', () => {
  const acceptedOn = new Date('2025-03-01T10:00:00.000Z');
  const at = (iso: string) => new Date(iso);

  it('counts whole 24-hour periods since acceptance', () => {
    expect(daysSinceAcceptance(acceptedOn, acceptedOn)).toBe(0);
    expect(daysSinceAcceptance(acceptedOn, at('2025-03-02T09:59:59.999Z'))).toBe(0);
    expect(daysSinceAcceptance(acceptedOn, at('2025-03-02T10:00:00.000Z'))).toBe(1);
    expect(daysSinceAcceptance('2025-03-01T10:00:00.000Z', at('2025-03-31T10:00:00.000Z'))).toBe(30);
    expect(daysSinceAcceptance(acceptedOn, at('2025-02-28T10:00:00.000Z'))).toBe(0);
  });

  it('is early until the last millisecond of the window, not at its end', () => {
    expect(isEarlyWithdrawal(acceptedOn, acceptedOn, 30)).toBe(true);
    expect(isEarlyWithdrawal(acceptedOn, at('2025-03-31T09:59:59.999Z'), 30)).toBe(true);
    expect(isEarlyWithdrawal(acceptedOn, at('2025-03-31T10:00:00.000Z'), 30)).toBe(false);
    expect(isEarlyWithdrawal(acceptedOn, at('2025-03-02T09:59:59.999Z'), 1)).toBe(true);
    expect(isEarlyWithdrawal(acceptedOn, at('2025-03-02T10:00:00.000Z'), 1)).toBe(false);
  });

  it('is never early with 0 days (the default) or for an item never accepted', () => {
    expect(isEarlyWithdrawal(acceptedOn, acceptedOn, 0)).toBe(false);
    expect(isEarlyWithdrawal(null, acceptedOn, 30)).toBe(false);
  });

  it('refuses an invalid date rather than guess', () => {
    expect(() => isEarlyWithdrawal('not a date', acceptedOn, 30)).toThrow(RangeError);
  });

  it('the store withdrawal carries the early-withdrawal fee effect', () => {
    expect(findTransition('Active', 'withdrawInventory')?.effects).toEqual(['earlyWithdrawalFee']);
    expect(findTransition('RequestPriceChange', 'withdrawInventory')?.effects).toEqual([
      'earlyWithdrawalFee',
    ]);
  });
});

describe('labels', () => {
  it('shows Pending as Drop off pending and other statuses by name', () => {
    expect(inventoryStatusLabel('Pending')).toBe('Drop off pending');
    expect(inventoryStatusLabel('InTransit')).toBe('In transit');
  });
});
