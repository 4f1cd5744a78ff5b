import { describe, expect, it } from 'vitest';
import { validation } from '../messages';
import {
  bankDetailsLocked,
  consignerStatusLabel,
  dropOffRowRefusal,
  portalItemActions,
  portalSignupStep,
} from './consigner-portal';
import { INVENTORY_STATUSES } from './inventory-status';

const portal = validation.consignerPortal;
const lister = { consignerId: 7, accountId: 70, storeTakesShipping: true };
const dropOff = { status: 'Active', price: 150, shipping: 'dropOff' as const, location: 3 };

describe('portalItemActions', () => {
  it('offers what the status machine allows a consigner from each status', () => {
    expect(portalItemActions({ status: 'Active', isStoreAccount: false })).toEqual([
      'requestPriceChange',
      'requestWithdrawal',
    ]);
    expect(portalItemActions({ status: 'Pending', isStoreAccount: false })).toEqual(['cancelDropoff']);
    expect(portalItemActions({ status: 'StoreRequestPriceChange', isStoreAccount: false })).toEqual([
      'acceptOffer',
      'rejectOffer',
    ]);
    for (const status of ['Sold', 'Paid', 'Withdrawn', 'RequestWithdrawal', 'RequestPriceChange'] as const) {
      expect({ status, actions: portalItemActions({ status, isStoreAccount: false }) }).toEqual({
        status,
        actions: [],
      });
    }
  });

  it('gives a store account no price change request', () => {
    expect(portalItemActions({ status: 'Active', isStoreAccount: true })).toEqual(['requestWithdrawal']);
  });
});

describe('consignerStatusLabel', () => {
  it('names every status, Pending as the spec does, the store offer as something to answer', () => {
    for (const status of INVENTORY_STATUSES) expect(consignerStatusLabel(status)).not.toBe('');
    expect(consignerStatusLabel('Pending')).toBe('Drop off pending');
    expect(consignerStatusLabel('StoreRequestPriceChange')).toBe('Store offer to answer');
    expect(consignerStatusLabel('Unknown')).toBe('Unknown');
  });
});

describe('portalSignupStep', () => {
  const base = {
    payoutType: null,
    payoutData: null,
    bankData: null,
    acceptedTOS: false,
    termsOfService: 'T',
  };

  it('asks for payout details first, then the terms, then is done', () => {
    expect(portalSignupStep(base)).toBe('payoutDetails');
    expect(portalSignupStep({ ...base, payoutType: 'Zelle', payoutData: ' ' })).toBe('payoutDetails');
    expect(portalSignupStep({ ...base, payoutType: 'Bank', bankData: {} })).toBe('payoutDetails');
    expect(portalSignupStep({ ...base, payoutType: 'PayPal', payoutData: 'a@b.test' })).toBe('terms');
    expect(portalSignupStep({ ...base, payoutType: 'Bank', bankData: { accountNumber: '1' } })).toBe('terms');
    expect(
      portalSignupStep({ ...base, payoutType: 'PayPal', payoutData: 'a@b.test', acceptedTOS: true }),
    ).toBe('done');
  });

  it('asks no terms of a store that has none', () => {
    for (const termsOfService of [null, '', '  ']) {
      expect(portalSignupStep({ ...base, payoutType: 'Zelle', payoutData: 'a@b.test', termsOfService })).toBe(
        'done',
      );
    }
  });
});

describe('bankDetailsLocked', () => {
  it('locks stored bank details only', () => {
    expect(bankDetailsLocked(null)).toBe(false);
    expect(bankDetailsLocked({})).toBe(false);
    expect(bankDetailsLocked({ accountNumber: '1' })).toBe(true);
  });
});

describe('dropOffRowRefusal', () => {
  it('takes a drop-off at a location, and a shipped row without one', () => {
    expect(dropOffRowRefusal(dropOff, lister)).toBeNull();
    expect(
      dropOffRowRefusal({ ...dropOff, status: 'Pending', consigner: 7, consignerFbUserId: '70' }, lister),
    ).toBeNull();
    expect(dropOffRowRefusal({ ...dropOff, shipping: 'ship', location: null }, lister)).toBeNull();
  });

  it.each([
    [{ status: 'Requested' }, 'forbidden', 'status', portal.dropOffOnly],
    [{ status: 'Buying' }, 'forbidden', 'status', portal.dropOffOnly],
    [{ consigner: 8 }, 'forbidden', 'consigner', portal.ownItemsOnly],
    [{ consignerFbUserId: '71' }, 'forbidden', 'consignerFbUserId', portal.ownItemsOnly],
    [{ cost: 10 }, 'forbidden', 'cost', validation.consigner.staffOnlyField],
    [{ buyingId: 5 }, 'forbidden', 'buyingId', validation.consigner.staffOnlyField],
    [{ price: 0 }, 'invalid', 'price', validation.scan.enterPrice],
    [{ price: null }, 'invalid', 'price', validation.scan.enterPrice],
    [{ shipping: null }, 'invalid', 'shipping', portal.chooseShipping],
    [{ location: null }, 'invalid', 'location', validation.buyAndSell.dropOffLocationRequired],
    [{ shipping: 'ship' }, 'invalid', 'location', portal.shipNoLocation],
    [{ shipping: 'ship', location: null, subLocation: 4 }, 'invalid', 'location', portal.shipNoLocation],
  ] as const)('refuses %o', (fields, kind, field, message) => {
    expect(dropOffRowRefusal({ ...dropOff, ...fields }, lister)).toEqual({ kind, field, message });
  });

  it('refuses shipping to a store that gives no ship instructions', () => {
    expect(
      dropOffRowRefusal(
        { ...dropOff, shipping: 'ship', location: null },
        { ...lister, storeTakesShipping: false },
      ),
    ).toEqual({ kind: 'invalid', field: 'shipping', message: portal.storeTakesNoShipping });
  });
});
