import { type EntityManager } from 'typeorm';
import { type Store } from '../stores/store.entity';
import { Consigner } from './consigner.entity';

/**
 * The store's own consigner account (spec 000 §6): the owner of stock the store bought outright.
 * It cannot be deleted or disabled, and its items show Cost instead of Payout. Every store gets one
 * when it is created, inside the caller's transaction.
 */
export async function addStoreAccount(
  manager: EntityManager,
  store: Pick<Store, 'id' | 'name' | 'supportEmail'>,
) {
  const repository = manager.getRepository(Consigner);
  return repository.save(
    repository.create({
      storeId: store.id,
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
