import { describe, expect, it } from 'vitest';
import { type ConsignerType } from '../../consigner-types/consigner-type.entity';
import { type Consigner } from '../../consigners/consigner.entity';
import { type Store } from '../../stores/store.entity';
import { type Inventory } from '../inventory.entity';
import { type FeeContext } from '../item-fees';
import { feeChanges } from './item-changes';

/*
 * The register (issue 15) stores the payout it works out from the sale (on the sale price, or on
 * the full price when the store absorbs discounts) with the move to Sold. These pin down that the
 * engine keeps it: fees are recalculated only when a field they read changes or an unsold item moves.
 */

const store = {
  transactionFee: 0,
  cleaningFee: 0,
  boxFee: 0,
  vatRate: 0,
  chargeTax: false,
  isBuyingStore: false,
  currency: 'USD',
} as unknown as Store;
const owner = {
  id: 1,
  consignerTypeId: null,
  chargeTax: false,
  isStoreAccount: false,
} as unknown as Consigner;
// 10%, at least 15: a price of 100 pays 85.
const types = [
  { id: 1, isDefault: true, sellingFee: 10, minFee: 15, flatFee: 0, category: null },
] as unknown as ConsignerType[];
const contextOf = (consigner: Consigner | null): FeeContext => ({ store, consigner, types });
const item = {
  id: 7,
  status: 'Active',
  price: 100,
  payout: 85,
  payoutAmount: 85,
  payoutFee: 15,
  total: 100,
  consignerId: 1,
  category: 'Sneakers',
  option1Value: '10',
  option2Value: 'New',
  option3Value: null,
  cost: null,
  hasCleaningFee: false,
  hasBoxFee: false,
} as unknown as Inventory;

describe('feeChanges', () => {
  it("keeps the payout a sale sets with its move to Sold (the register's, not the list price's)", () => {
    const sale = {
      status: 'Sold' as const,
      payout: 66,
      payoutAmount: 66,
      payoutFee: 15,
      total: 81,
      discount: 19,
    };
    expect(feeChanges(contextOf, item, sale, owner)).toEqual({});
    expect(feeChanges(contextOf, { ...item, status: 'PendingSale' } as Inventory, sale, owner)).toEqual({});
  });

  it('works the estimate out again when a held item goes back to Active', () => {
    const held = { ...item, status: 'PendingSale', payout: 66, payoutAmount: 66, total: 81 } as Inventory;
    expect(feeChanges(contextOf, held, { status: 'Active' }, owner)).toEqual({
      payout: 85,
      payoutAmount: 85,
      total: 100,
    });
  });

  it('recalculates when a field the fees read changes, whatever the status', () => {
    expect(feeChanges(contextOf, item, { price: 200 }, owner)).toEqual({
      payout: 180,
      payoutAmount: 180,
      payoutFee: 20,
      total: 200,
    });
  });
});
