import { Injectable } from '@nestjs/common';
import { type z } from 'zod';
import { type scanGtinRequest, type ScanGtinResponse } from '@shared/contracts/scans';
import { gtinForms } from '@shared/domain/gtin';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { CompiledQueries } from '../database/compiled-query';
import { Location } from '../locations/location.entity';
import { type GtinMatch, gtinMatchOf, type GtinRow, selectGtinMatch } from '../products/gtin-lookup';
import { ProductGtin } from '../products/product-gtin.entity';
import { readPendingOfVariant } from './inventory-list-rows';
import { toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';

/** Scan intake's first read, on every scan: compiled once per number of barcode spellings. */
const QUERIES = new CompiledQueries();

/**
 * What a scan needs before the pending pairs, in one statement (each round trip costs the server a
 * socket write and a read): the store's location of this id (no row when it is not the store's)
 * with whether it is active, how many of the store's consigners have the consigner's id (0 or 1),
 * and the barcode's product and size (null columns for an unknown barcode), looked up as lookupGtin
 * does, for every spelling of the number.
 */
async function readScanStart(
  items: StoreRepository<Inventory>,
  request: { location: number; consigner: number; gtin: string },
): Promise<{ isActive: unknown; consigners: unknown; match: GtinMatch | null } | null> {
  const consigners = items.sibling(Consigner).tableName;
  const forms = gtinForms(request.gtin);
  const [row] = await items
    .sibling(Location)
    .runCompiled<GtinRow & { isActive: unknown; consigners: unknown }>(
      QUERIES,
      `scan-start:${forms.length}`,
      (query, slots) =>
        selectGtinMatch(
          query('location')
            .select('location.isActive', 'isActive')
            .addSelect(
              `(SELECT COUNT(*) FROM ${consigners} consigner WHERE consigner.storeId = location.storeId AND consigner.id = :consigner)`,
              'consigners',
            )
            .setParameter('consigner', slots.number('consigner'))
            .leftJoin(ProductGtin, 'gtin', 'gtin.storeId = location.storeId AND gtin.gtin IN (:...forms)', {
              forms: slots.list('forms', forms),
            })
            .leftJoin('gtin.product', 'product'),
        )
          .andWhere('location.id = :location', { location: slots.number('location') })
          .orderBy('gtin.id', 'ASC')
          .limit(1),
      { location: request.location, consigner: request.consigner, forms },
    );
  return row ? { isActive: row.isActive, consigners: row.consigners, match: gtinMatchOf(row) } : null;
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
  constructor(@InjectStoreRepositories(Inventory) private readonly items: StoreRepositories<Inventory>) {}

  /**
   * POST /api/inventories/scan. The consigner and the location are the store's (another store's
   * answers 404) and the location is active; an unknown barcode answers nulls and no items.
   */
  async scan(principal: Principal, request: z.output<typeof scanGtinRequest>): Promise<ScanGtinResponse> {
    const items = this.items.for(principal);
    const start = await readScanStart(items, request);
    if (!start || !Number(start.consigners)) throw notFound();
    // A raw row: both engines answer the boolean column as 1 or 0, not the entity's true or false.
    if (!Number(start.isActive)) throw invalid('location', validation.scan.locationInactive);
    const { match } = start;
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
