import { Injectable } from '@nestjs/common';
import { type z } from 'zod';
import { type scanGtinRequest, type ScanGtinResponse } from '@shared/contracts/scans';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { Location } from '../locations/location.entity';
import { lookupGtin } from '../products/gtin-lookup';
import { ProductGtin } from '../products/product-gtin.entity';
import { readPendingOfVariant } from './inventory-list-rows';
import { toInventoryItem } from './inventory.mapper';
import { Inventory } from './inventory.entity';

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
    const [hasConsigner, location, match] = await Promise.all([
      items.sibling(Consigner).existsBy({ id: request.consigner }),
      items.sibling(Location).findById(request.location),
      lookupGtin(this.gtins.for(principal), request.gtin),
    ]);
    if (!hasConsigner || !location) throw notFound();
    if (!location.isActive) throw invalid('location', validation.scan.locationInactive);
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
