import { type EntityManager } from 'typeorm';
import { calculateFees, type FeeBreakdown, feeScheduleOf, pickConsignerType } from '@shared/domain/fees';
import { toCents } from '@shared/domain/money';
import { StoreRepositories } from '../common/tenancy/store-repository';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { type Consigner } from '../consigners/consigner.entity';
import { type Store } from '../stores/store.entity';

/** What the fees of a store's items depend on besides the item itself. */
export interface FeeContext {
  store: Store;
  /** null for a store request (no owner yet): the store's default type applies. */
  consigner: Consigner | null;
  types: ConsignerType[];
}

/** The fields of an item the fees read (an Inventory row, or a form row before it exists). */
export interface FeeItemFields {
  price: number | null;
  category: string | null;
  option1Value: string | null;
  option2Value: string | null;
  option3Value: string | null;
  hasCleaningFee: boolean;
  hasBoxFee: boolean;
  cost: number | null;
}

export async function loadFeeContext(
  manager: EntityManager,
  store: Store,
  consigner: Consigner | null,
): Promise<FeeContext> {
  const types = await new StoreRepositories(manager, ConsignerType).for({ storeId: store.id }).find({
    order: { id: 'ASC' },
  });
  return { store, consigner, types };
}

/**
 * The fees of one unit of an item under the store's settings and the consigner's type
 * (shared/domain/fees.ts): the same function for the breakdown the fees call shows and for the
 * payout stored on an item. `negativeBalanceCents` is what the consigner owes: the breakdown shows it
 * as Outstanding Withdrawal Fees, taken when the payout is made, so it never changes the payout.
 */
export function feesForItem(
  context: FeeContext,
  item: FeeItemFields,
  negativeBalanceCents = 0,
): FeeBreakdown {
  const { store, consigner, types } = context;
  const type = pickConsignerType(types, item, consigner?.consignerTypeId ?? null);
  return calculateFees({
    priceCents: toCents(item.price ?? 0),
    schedule: type ? feeScheduleOf(type) : { sellingFeePercent: 0, minFeeCents: 0, flatFeeCents: 0 },
    transactionFeePercent: Number(store.transactionFee),
    isCleaningCharged: item.hasCleaningFee,
    cleaningFeeCents: toCents(Number(store.cleaningFee)),
    isBoxCharged: item.hasBoxFee,
    boxFeeCents: toCents(Number(store.boxFee)),
    negativeBalanceCents,
    vatRatePercent: Number(store.vatRate),
    isTaxChargedByStore: store.chargeTax,
    isTaxChargedByConsigner: consigner?.chargeTax ?? false,
    isStoreAccount: consigner?.isStoreAccount ?? false,
    costCents: toCents(item.cost ?? 0),
    isBuyingStore: store.isBuyingStore,
    currency: store.currency,
  });
}
