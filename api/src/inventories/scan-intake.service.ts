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
    const hasConsigner = await items.sibling(Consigner).existsBy({ id: request.consigner });
    const location = await items.sibling(Location).findById(request.location);
    if (!hasConsigner || !location) throw notFound();
    if (!location.isActive) throw invalid('location', validation.scan.locationInactive);
    const match = await lookupGtin(this.gtins.for(principal), request.gtin);
    if (!match) return { scanGTINProduct: null, gtinSize: null, scanGTINInventories: [] };
    // spec 000 §2.3: Pending is shown as Drop off pending; oldest first, so the first dropped is taken first.
    // One SELECT on (storeId, consignerId, status): the relations are all to-one, so LIMIT is safe
    // (find's `take` would first read the ids apart).
    const pending = await items
      .query('item')
      .leftJoinAndSelect('item.product', 'product')
      .leftJoinAndSelect('item.location', 'location')
      .leftJoinAndSelect('item.subLocation', 'subLocation')
      .leftJoinAndSelect('item.consigner', 'consigner')
      .leftJoinAndSelect('item.transferLocation', 'transferLocation')
      .leftJoinAndSelect('item.transferSubLocation', 'transferSubLocation')
      .andWhere('item.consignerId = :consignerId', { consignerId: request.consigner })
      .andWhere('item.status = :status', { status: 'Pending' })
      .andWhere('item.productId = :productId', { productId: match.product.id })
      .andWhere('item.option1Value = :size', { size: match.size })
      .orderBy('item.createdAt', 'ASC')
      .addOrderBy('item.id', 'ASC')
      .limit(PENDING_MATCHES_MAX)
      .getMany();
    return {
      scanGTINProduct: match.product,
      gtinSize: match.size,
      scanGTINInventories: pending.map((item) => toInventoryItem(item, principal.store.currency)),
    };
  }
}
