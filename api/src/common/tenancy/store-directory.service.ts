import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager, In, Not, type Repository } from 'typeorm';
import { Store } from '../../stores/store.entity';
import { crossStoreRepository } from '../../database/cross-store';
import { CrossStoreError, type StoreScope } from './store-repository';

/**
 * The stores table: the tenants themselves, which have no `storeId` to scope by. A store's own row
 * is reached through its scope (the caller's store, never an id taken from the request); finding a
 * store by handle or domain, and adding one, cross stores by nature and say so in their names.
 */
@Injectable()
export class StoreDirectory {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The caller's own store. */
  own(scope: StoreScope, manager?: EntityManager): Promise<Store> {
    return this.repository(manager).findOneByOrFail({ id: scope.storeId });
  }

  /** The store a background job was queued for, or null when it has been deleted since. */
  ownIfExists(scope: StoreScope, manager?: EntityManager): Promise<Store | null> {
    return this.repository(manager).findOneBy({ id: scope.storeId });
  }

  /** Saves the caller's own store; another store's row here is a bug, never input. */
  saveOwn(scope: StoreScope, store: Store, manager?: EntityManager): Promise<Store> {
    if (store.id !== scope.storeId) throw new CrossStoreError('stores', scope.storeId, store.id);
    return this.repository(manager).save(store);
  }

  /** Any store by its handle: the store of an /open request, or whether a signup's handle is free. */
  findByHandleAcrossStores(handle: string, manager?: EntityManager): Promise<Store | null> {
    return this.repository(manager).findOneBy({ handle });
  }

  /** Any store by its own domain (the store login's lookup). */
  findByDomainAcrossStores(domain: string): Promise<Store | null> {
    return this.repository().findOneBy({ domain });
  }

  /**
   * Any store whose consigner address (`consignerCname` or `consignerUrl`, host names) is one of
   * `hosts` (the consigner portal's store, issue 18), except `exceptId`: one lookup on the two
   * indexed columns. Settings keep each host to one store (StoresService.update).
   */
  findByConsignerHostAcrossStores(hosts: readonly string[], exceptId?: number): Promise<Store | null> {
    const names = In([...new Set(hosts)]);
    const others = exceptId === undefined ? {} : { id: Not(exceptId) };
    return this.repository().findOne({
      where: [
        { consignerCname: names, ...others },
        { consignerUrl: names, ...others },
      ],
      order: { id: 'ASC' },
    });
  }

  /** A new store (signup), inside the caller's transaction. */
  add(fields: DeepPartial<Store>, manager: EntityManager): Promise<Store> {
    const repository = this.repository(manager);
    return repository.save(repository.create(fields));
  }

  private repository(manager: EntityManager = this.dataSource.manager): Repository<Store> {
    return crossStoreRepository(manager, Store);
  }
}
