import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInventoriesResponse } from '@shared/contracts/inventories';
import { inventoriesResponse } from '@shared/contracts/inventory-actions';
import { scanGtinResponse } from '@shared/contracts/scans';
import { Inventory } from '../../api/src/inventories/inventory.entity';
import { call, seedStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/** A real EAN-13 (check digit right). */
const GTIN = '5901234123457';

/**
 * The calls of the scan-intake screen (/scan, docs/scan-intake.md) in its order, as an employee
 * with Inventory only: a pair the consigner never listed is created Drop off pending at step 1's
 * place (the create-inventory dialog), the next scan of its barcode finds it, and Save accepts it
 * with the rest of the list in one bulkAcceptInventory.
 */
describe(`scan intake's create and Save on ${testEngine()}`, () => {
  let t: TestApp;
  let world: InventoryWorld;
  let clerk: string;

  beforeAll(async () => {
    t = await startTestApp();
    world = await seedInventoryWorld(t, { handle: 'scan-intake-save', productTitle: 'Counter Dunk' });
    clerk = (await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Inventory'] }))
      .token;
    const attached = await call(t, 'POST', '/api/products/attachGtin', {
      token: clerk,
      body: {
        productTemplateId: world.product.productTemplateId,
        product: world.product.id,
        size: '11',
        gtin: GTIN,
      },
    });
    expect(attached.status).toBe(201);
  });
  afterAll(() => t.close());

  it('creates Drop off pending pairs at the place, finds them by barcode, and Save makes the list Active', async () => {
    const listed = await seedWorldItem(t, world, 'Pending', [], { option1Value: '9' });

    // The create dialog's rows (toScanIntakeFormArray): the consigner's, at step 1's place, waiting.
    const created = await call(t, 'POST', '/api/inventories', {
      token: clerk,
      body: {
        inventoryFormArray: [
          {
            productId: world.product.id,
            productTemplateId: world.product.productTemplateId,
            option1Value: '11',
            option2Value: 'New',
            option3Value: null,
            quantity: 2,
            price: 150,
            status: 'Pending',
            consigner: world.consigner.id,
            location: world.main.id,
            subLocation: world.shelf.id,
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const pairs = createInventoriesResponse.parse(created.body).inventories;
    expect(pairs).toHaveLength(2);
    for (const pair of pairs) {
      expect(pair).toMatchObject({
        status: 'Pending',
        consignerId: world.consigner.id,
        location: { id: world.main.id },
        acceptedOn: null,
      });
      expect(pair.payout).not.toBeNull();
    }

    // A scan of the barcode now finds both (the screen lists those it has not listed yet).
    const scanned = await call(t, 'POST', '/api/inventories/scan', {
      token: clerk,
      body: { consigner: world.consigner.id, location: world.main.id, gtin: GTIN },
    });
    expect(scanned.status).toBe(200);
    expect(scanGtinResponse.parse(scanned.body).scanGTINInventories.map((item) => item.id)).toEqual(
      pairs.map((pair) => pair.id),
    );

    // Save: the whole list in one request.
    const ids = [listed.id, ...pairs.map((pair) => pair.id)];
    const saved = await call(t, 'POST', '/api/inventories/bulkAcceptInventory', {
      token: clerk,
      body: { items: ids, location: world.main.id, subLocation: world.shelf.id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const accepted = inventoriesResponse.parse(saved.body).inventories;
    expect(accepted.map((item) => item.id)).toEqual(ids);
    for (const item of accepted) {
      expect(item).toMatchObject({
        status: 'Active',
        location: { id: world.main.id },
        subLocation: { id: world.shelf.id },
      });
      expect(item.acceptedOn).not.toBeNull();
    }
  });

  it('leaves the whole list waiting when Save is refused for one of its items', async () => {
    const waiting = await seedWorldItem(t, world, 'Pending', [], { option1Value: '8' });
    const sold = await seedWorldItem(t, world, 'Sold', ['Sold'], { option1Value: '8' });
    const refused = await call(t, 'POST', '/api/inventories/bulkAcceptInventory', {
      token: clerk,
      body: { items: [waiting.id, sold.id], location: world.main.id },
    });
    expect(refused.status).toBe(409);
    const after = await t.dataSource.getRepository(Inventory).findOneByOrFail({ id: waiting.id });
    expect(after.status).toBe('Pending');
    expect(after.locationId).toBeNull();
  });
});
