import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';

/**
 * A repository that reads and writes every store's rows. Only code whose job spans stores uses it,
 * and says so by calling this: migrations, the seed, the job runner (it claims any store's next
 * job), the stores table itself (common/tenancy/store-directory.ts), and the lookups by a secret
 * that names its own store (a mailed link's or refresh cookie's hash, an upload's public id) or
 * that count across stores on purpose (sign-in throttling per address). Feature services reach it
 * only through `CrossStore` below; everything else is store-scoped (common/tenancy).
 */
export function crossStoreRepository<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
): Repository<T> {
  return manager.getRepository(target);
}

/**
 * crossStoreRepository for services (DatabaseModule is global): `this.crossStore.repository(X)`,
 * outside a transaction or on its manager. Each call names the crossing; its comment says why.
 */
@Injectable()
export class CrossStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  repository<T extends ObjectLiteral>(
    target: EntityTarget<T>,
    manager: EntityManager = this.dataSource.manager,
  ): Repository<T> {
    return crossStoreRepository(manager, target);
  }
}
