import { type StoreRepository } from '../common/tenancy/store-repository';
import { type Store } from '../stores/store.entity';
import { type Consigner } from './consigner.entity';

/**
 * The store's own consigner account (spec 000 §6): the owner of stock the store bought outright.
 * It cannot be deleted or disabled, and its items show Cost instead of Payout. Every store gets one
 * when it is created, through the new store's repository on the caller's transaction.
 */
export async function addStoreAccount(
  consigners: StoreRepository<Consigner>,
  store: Pick<Store, 'name' | 'supportEmail'>,
) {
  return consigners.save(
    consigners.create({
      accountId: null,
      firstName: store.name.slice(0, 100),
      lastName: '(store)',
      email: store.supportEmail,
      phone: '',
      address: '',
      isStoreAccount: true,
      acceptedTOS: true,
    }),
  );
}
