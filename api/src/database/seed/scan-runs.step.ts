import { In } from 'typeorm';
import { withCheckDigit } from '@shared/domain/gtin';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { EXPECTED_ON_SHELF, OVER_SCANNED_STATUSES } from '@shared/domain/scan-runs';
import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Inventory } from '../../inventories/inventory.entity';
import { type Location } from '../../locations/location.entity';
import { ProductGtin } from '../../products/product-gtin.entity';
import { ScansService } from '../../scans/scans.service';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';

/** Products that get a barcode per size: those waiting at drop-off first, so scan intake finds them. */
const GTIN_PRODUCTS = 6;
const MINUTE_MS = 60_000;

/**
 * Barcodes and scan runs. A few sneakers get an EAN-13 per size, in GS1's in-store range (prefix
 * 20: never a real product's), so scan intake works on the demo store; Drop off pending pairs'
 * products come first. Then three counts for the Logs tab of /scanItems: a clean one at the Main
 * Store three weeks ago, one at the Warehouse with two pairs missing, and yesterday's at the Main
 * Store with pairs missing, sold pairs still on the shelf (Over Scanned) and one from another
 * location. Each run's snapshot is the shelf as the seed leaves it.
 */
export const scanRunsStep: DemoSeedStep = {
  name: 'scan runs',
  async run(context: DemoSeedContext) {
    const { manager, data, made, clock } = context;
    const scope = { storeId: made.store.id };
    const items = new StoreRepositories(manager, Inventory).for(scope);

    const pending = await items.find({ where: { status: 'Pending' }, order: { id: 'ASC' } });
    const productIds = [...new Set(pending.map((item) => item.productId))];
    const popular = data.products
      .filter((entry) => entry.template === 'sneakers' && !entry.isSubmitted)
      .sort((a, b) => b.popularity - a.popularity)
      .map((entry) => made.products.get(entry.key)?.id)
      .filter((id): id is number => id !== undefined);
    const chosen = [...new Set([...productIds, ...popular])].slice(0, GTIN_PRODUCTS);
    const products = [...made.products.values()];
    const templates = [...made.templates.values()];
    const gtins = new StoreRepositories(manager, ProductGtin).for(scope);
    const productIndex = (id: number) =>
      data.products.findIndex((entry) => made.products.get(entry.key)?.id === id);
    // Each product's sizes are its own template's (a tee's S–XL, a sneaker's 4–14).
    const barcodes = chosen.flatMap((productId) => {
      const templateId = products.find((product) => product.id === productId)?.productTemplateId;
      const sizes = templates.find((template) => template.id === templateId)?.option1Values ?? [];
      return sizes.map((size, sizeIndex) => ({
        productId,
        size,
        gtin: demoGtin(productIndex(productId), sizeIndex),
      }));
    });
    await gtins.insertMany(barcodes);

    const scans = context.app.get(ScansService, { strict: false });
    const [main, warehouse] = made.locations.map((place) => place.location);
    const onShelf = async (location: Location) =>
      items.find({
        select: { id: true },
        where: { locationId: location.id, status: In([...EXPECTED_ON_SHELF]) },
        order: { id: 'ASC' },
      });
    const count = async (
      location: Location,
      daysAgo: number,
      scanned: (expected: number[]) => Promise<number[]> | number[],
    ) => {
      const at = clock.at(daysAgo);
      const actor = made.staff[made.staff.length > 1 ? 1 : 0];
      const scan = await scans.startIn(manager, scope, location, actor, at);
      const expected = (await onShelf(location)).map((item) => item.id);
      await scans.completeIn(
        manager,
        scope,
        scan,
        await scanned(expected),
        new Date(at.getTime() + 25 * MINUTE_MS),
      );
    };

    await count(main, 21.2, (expected) => expected);
    await count(warehouse, 8.5, (expected) => expected.filter((_, index) => index !== 1 && index !== 4));
    await count(main, 1.3, async (expected) => {
      const gone = await items.find({
        select: { id: true },
        where: { locationId: main.id, status: In([...OVER_SCANNED_STATUSES] as InventoryStatus[]) },
        order: { id: 'DESC' },
        take: 2,
      });
      const elsewhere = await items.findOne({
        select: { id: true },
        where: { locationId: warehouse.id, status: 'Active' },
        order: { id: 'ASC' },
      });
      return [
        ...expected.filter((_, index) => index % 17 !== 3),
        ...gone.map((item) => item.id),
        ...(elsewhere ? [elsewhere.id] : []),
      ];
    });
    return `${barcodes.length} barcodes of ${chosen.length} products, 3 scan runs`;
  },
};

/** The demo's EAN-13 of a product (its place in products.json) and size: 20 ppp sss 0000 + check digit. */
export function demoGtin(productIndex: number, sizeIndex: number): string {
  const part = (value: number) => String(value).padStart(3, '0');
  return withCheckDigit(`20${part(productIndex)}${part(sizeIndex)}0000`);
}
