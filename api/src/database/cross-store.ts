import { type EntityManager, type EntityTarget, type ObjectLiteral, type Repository } from 'typeorm';

/**
 * A repository that reads and writes every store's rows. Only code whose job spans stores uses it,
 * and says so by calling this: migrations, the seed, the job runner (it claims any store's next
 * job), the auth principal lookup (the token names the store). A feature service never does.
 */
export function crossStoreRepository<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
): Repository<T> {
  return manager.getRepository(target);
}
