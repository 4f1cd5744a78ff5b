import { Injectable } from '@nestjs/common';
import { type z } from 'zod';
import { type scanGtinRequest, type ScanGtinResponse } from '@shared/contracts/scans';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { CompiledQueries } from '../database/compiled-query';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { lookupGtin } from '../products/gtin-lookup';
import { ProductGtin } from '../products/product-gtin.entity';
import { readPendingOfVariant } from './inventory-list-rows';
import { toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';

/** The scan's location and consigner, read on every scan: compiled once, raw rows, no entity built. */
const QUERIES = new CompiledQueries();

/**
 * The store's location of this id (none when it is not the store's) with whether it is active, and
 * how many of the store's consigners have the consigner's id (0 or 1): one statement, one round
 * trip (each costs the server a socket write and a read).
 */
function readScanPlace(
  items: StoreRepository<Inventory>,
  ids: { location: number; consigner: number },
): Promise<{ isActive: unknown; consigners: unknown }[]> {
  const consigners = items.sibling(Consigner).tableName;
  return items.sibling(Location).runCompiled(
    QUERIES,
    'scan-place',
    (query, slots) =>
      query('location')
        .select('location.isActive', 'isActive')
        .addSelect(
          `(SELECT COUNT(*) FROM ${consigners} consigner WHERE consigner.storeId = location.storeId AND consigner.id = :consigner)`,
          'consigners',
        )
        .setParameter('consigner', slots.number('consigner'))
        .andWhere('location.id = :location', { location: slots.number('location') }),
    ids,
  );
}

/** More Drop off pending pairs of one size and one consigner than a drop-off ever brings. */
const PENDING_MATCHES_MAX = 200;

/**
 * Scan intake (/scan, spec 000 §2.3): a scanned barcode names a product and a size, and the chosen
 * consigner's items of that variant waiting for intake are the ones it can be. Reads only: the
 * wizard's Save accepts them through the inventory actions.
 */
@Injectable()
export class ScanIntakeService {
  constructor(
    @InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>,
    @InjectStoreRepositories(ProductGtin) private readonly gtins: StoreRepositories<ProductGtin>,
  ) {}

  /**
   * POST /api/inventories/scan. The consigner and the location are the store's (another store's
   * answers 404) and the location is active; an unknown barcode answers nulls and no items.
   */
  async scan(principal: Principal, request: z.output<typeof scanGtinRequest>): Promise<ScanGtinResponse> {
    const items = this.items.for(principal);
    // Independent reads: on MariaDB they share the round trip (SQLite runs them in turn anyway).
    const [places, match] = await Promise.all([
      readScanPlace(items, { location: request.location, consigner: request.consigner }),
      lookupGtin(this.gtins.for(principal), request.gtin),
    ]);
    const place = places.at(0);
    if (!place || !Number(place.consigners)) throw notFound();
    // A raw row: both engines answer the boolean column as 1 or 0, not the entity's true or false.
    if (!Number(place.isActive)) throw invalid('location', validation.scan.locationInactive);
    if (!match) return { scanGTINProduct: null, gtinSize: null, scanGTINInventories: [] };
    // spec 000 §2.3: Pending is shown as Drop off pending; oldest first, so the first dropped is taken first.
    const pending = await readPendingOfVariant(
      items,
      { consignerId: request.consigner, productId: match.product.id, size: match.size },
      PENDING_MATCHES_MAX,
    );
    return {
      scanGTINProduct: match.product,
      gtinSize: match.size,
      scanGTINInventories: pending.map((item) => toInventoryItem(item, principal.store.currency)),
    };
  }
}
