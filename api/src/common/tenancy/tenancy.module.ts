import { type DynamicModule, Inject, Module, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { type DataSource, type EntityTarget } from 'typeorm';
import { StoreDirectory } from './store-directory.service';
import { StoreRepositories, type StoreRow } from './store-repository';
import { StoreResolver } from './store-resolver.service';

type EntityClass<T extends StoreRow> = EntityTarget<T> & { name: string };

/** The injection token of one entity's store-scoped repositories. */
export function storeRepositoriesToken(entity: { name: string }): string {
  return `StoreRepositories<${entity.name}>`;
}

/** Injects the store-scoped repositories of an entity its module registered with forFeature. */
export function InjectStoreRepositories(entity: { name: string }): ParameterDecorator {
  return Inject(storeRepositoriesToken(entity));
}

/**
 * Tenancy by construction: a module lists the store-owned entities its services read and write,
 * and gets one `StoreRepositories<Entity>` for each; there is no other way for a service to reach
 * a tenant table (the raw DataSource is reserved for the database layer, see eslint.config.mjs).
 *
 *   @Module({ imports: [TenancyModule.forFeature([Location, SubLocation])], providers: [LocationsService] })
 *   constructor(@InjectStoreRepositories(Location) private readonly locations: StoreRepositories<Location>)
 *   this.locations.for(principal).find({ order: { name: 'ASC' } })
 */
@Module({})
export class TenancyModule {
  /**
   * Once, in the app module: the stores table (StoreDirectory) and the store of /open requests
   * (StoreResolver, behind @CurrentStore()), for every module.
   */
  static forRoot(): DynamicModule {
    const providers = [StoreDirectory, StoreResolver];
    return { module: TenancyModule, global: true, providers, exports: providers };
  }

  static forFeature(entities: EntityClass<StoreRow>[]): DynamicModule {
    const providers: Provider[] = entities.map((entity) => ({
      provide: storeRepositoriesToken(entity),
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) => new StoreRepositories(dataSource.manager, entity),
    }));
    return { module: TenancyModule, global: false, providers, exports: providers };
  }
}
