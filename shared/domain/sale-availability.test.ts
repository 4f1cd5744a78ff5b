import { describe, expect, it } from 'vitest';
import { checkForSale, type HoldingOrder, orderHolderName } from './sale-availability';

const hold: HoldingOrder = {
  id: 7,
  name: '#1004',
  customerFirstName: 'Ann',
  customerLastName: 'Lee',
  createdByName: 'Kiosk',
};

describe('checkForSale', () => {
  it('sells an Active item', () => {
    expect(checkForSale({ status: 'Active', orderId: null }, null)).toBeNull();
  });

  it('sells a held item only when completing the hold that has it', () => {
    expect(checkForSale({ status: 'PendingSale', orderId: 7 }, hold, 7)).toBeNull();
    expect(checkForSale({ status: 'PendingSale', orderId: 7 }, hold)).toBe(
      'This item is on order #1004 (Ann Lee).',
    );
    expect(checkForSale({ status: 'PendingSale', orderId: 7 }, hold, 8)).toBe(
      'This item is on order #1004 (Ann Lee).',
    );
  });

  it('names the order of an item another register just sold', () => {
    const sale = { ...hold, customerFirstName: null, customerLastName: null, createdByName: 'Sam Staff' };
    expect(checkForSale({ status: 'Sold', orderId: 7 }, sale)).toBe(
      'This item is on order #1004 (Sam Staff).',
    );
  });

  it('says the status label of any other item', () => {
    expect(checkForSale({ status: 'Pending', orderId: null }, null)).toBe('This item is Drop off pending');
    expect(checkForSale({ status: 'Paid', orderId: 7 }, hold)).toBe('This item is Paid');
    expect(checkForSale({ status: 'Withdrawn', orderId: null }, null)).toBe('This item is Withdrawn');
    // A Sold item without its order (sold before the register existed) says its status.
    expect(checkForSale({ status: 'Sold', orderId: null }, null)).toBe('This item is Sold');
    expect(checkForSale({ status: 'RequestWithdrawal', orderId: null }, null)).toBe(
      'This item is Withdrawal Request',
    );
  });

  it('names a hold by its customer, else by who made it, else by its name', () => {
    expect(orderHolderName(hold)).toBe('Ann Lee');
    expect(orderHolderName({ ...hold, customerLastName: '' })).toBe('Ann');
    expect(orderHolderName({ ...hold, customerFirstName: null, customerLastName: null })).toBe('Kiosk');
    expect(
      orderHolderName({ ...hold, customerFirstName: null, customerLastName: null, createdByName: null }),
    ).toBe('#1004');
  });
});
