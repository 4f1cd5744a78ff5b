import { describe, expect, it } from 'vitest';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { createInventoriesRequest } from '@shared/contracts/inventories';
import {
  addInventoryProblem,
  newVariantRow,
  priceRangeProblem,
  scanCreateProblem,
  storeRequestProblem,
  toInventoryFormArray,
  toDropOffFormArray,
  toScanIntakeFormArray,
  toStoreRequestFormArray,
  wizardSteps,
} from './add-inventory';

const template: ProductTemplate = {
  id: 3,
  storeId: 1,
  title: 'Sneakers',
  brand: 'Various',
  category: 'Sneakers',
  gender: null,
  weight: null,
  option1: 'Size',
  option2: 'Condition',
  option3: null,
  option1Values: ['9', '10'],
  option2Values: ['New', 'Used'],
  option3Values: null,
  createdAt: '',
  updatedAt: '',
};

describe('Add Inventory rows', () => {
  it('starts a row as condition New, quantity 1, no price', () => {
    expect(newVariantRow(template, '10')).toEqual({
      option1Value: '10',
      option2Value: 'New',
      option3Value: null,
      quantity: 1,
      price: null,
    });
  });

  it("warns in the spec's words until every row is complete, then about the location", () => {
    const row = newVariantRow(template, '10');
    expect(addInventoryProblem(template, [], 1)).toBe(
      'Please select Size, Condition, Price, and Quantity first',
    );
    expect(addInventoryProblem(template, [row], 1)).toBe(
      'Please select Size, Condition, Price, and Quantity first',
    );
    expect(addInventoryProblem(template, [{ ...row, price: 150 }], null)).toBe('Select a location');
    expect(addInventoryProblem(template, [{ ...row, price: 150 }], 1)).toBeNull();
    expect(addInventoryProblem(template, [{ ...row, price: 150, option2Value: null }], 1)).not.toBeNull();
  });

  it('builds Active rows the API contract accepts', () => {
    const rows = toInventoryFormArray({
      productId: 7,
      template,
      rows: [{ ...newVariantRow(template, '9'), price: 120, quantity: 2 }],
      consignerId: 4,
      locationId: 2,
      subLocationId: null,
    });
    expect(rows).toEqual([
      {
        productId: 7,
        productTemplateId: 3,
        option1Value: '9',
        option2Value: 'New',
        option3Value: null,
        quantity: 2,
        price: 120,
        status: 'Active',
        consigner: 4,
        location: 2,
        subLocation: null,
      },
    ]);
    expect(createInventoriesRequest.safeParse({ inventoryFormArray: rows }).success).toBe(true);
  });

  it('asks a store request for options, quantity and a range (no price), upper at least lower, then a location', () => {
    const row = newVariantRow(template, '10');
    const ranged = { ...row, priceRangeLower: 150, priceRangeUpper: 200 };
    expect(storeRequestProblem(template, [], 1)).toBe(
      'Please select Size, Condition, Price, and Quantity first',
    );
    expect(storeRequestProblem(template, [{ ...ranged, quantity: null }], 1)).toBe(
      'Please select Size, Condition, Price, and Quantity first',
    );
    expect(storeRequestProblem(template, [row], 1)).toBe('Enter the price range the store would pay');
    expect(storeRequestProblem(template, [{ ...ranged, priceRangeUpper: null }], 1)).toBe(
      'Enter the price range the store would pay',
    );
    const reversed = { ...ranged, priceRangeLower: 200, priceRangeUpper: 150 };
    expect(priceRangeProblem(reversed)).toBe('The upper price must be at least the lower price');
    expect(storeRequestProblem(template, [reversed], 1)).toBe(
      'The upper price must be at least the lower price',
    );
    expect(priceRangeProblem({ ...ranged, priceRangeUpper: 150 })).toBeNull();
    expect(priceRangeProblem(row)).toBeNull();
    expect(storeRequestProblem(template, [ranged], null)).toBe('Select a location');
    expect(storeRequestProblem(template, [ranged], 1)).toBeNull();
  });

  it('builds store request rows the API contract accepts: a type and a range, no owner or price', () => {
    const rows = toStoreRequestFormArray({
      productId: 7,
      template,
      rows: [{ ...newVariantRow(template, '9'), quantity: 3, priceRangeLower: 90, priceRangeUpper: 110 }],
      type: 'Consignment',
      locationId: 2,
    });
    expect(rows).toEqual([
      {
        productId: 7,
        productTemplateId: 3,
        option1Value: '9',
        option2Value: 'New',
        option3Value: null,
        quantity: 3,
        status: 'Consignment',
        storeRequestPriceRange: { lower: 90, upper: 110 },
        location: 2,
      },
    ]);
    expect(createInventoriesRequest.safeParse({ inventoryFormArray: rows }).success).toBe(true);
  });
});

describe('the add-inventory wizard steps', () => {
  it('asks each option the template has, then Price, then Accept Inventory for staff intake', () => {
    expect(wizardSteps(template, 'intake').map((step) => step.title)).toEqual([
      'Size',
      'Condition',
      'Price',
      'Accept Inventory',
    ]);
  });

  it('ends with SHIP in the consigner flow, and offers the sizes in size order', () => {
    const steps = wizardSteps({ ...template, option1Values: ['10', '9.5', '4'] }, 'consigner');
    expect(steps.map((step) => step.kind)).toEqual(['option', 'option', 'price', 'ship']);
    expect(steps[0]).toMatchObject({ key: 'option1Value', values: ['4', '9.5', '10'] });
  });

  it('asks a third option only when the template has one', () => {
    const three = { ...template, option3: 'Box', option3Values: ['Original', 'None'] };
    expect(wizardSteps(three, 'intake').map((step) => step.title)).toEqual([
      'Size',
      'Condition',
      'Box',
      'Price',
      'Accept Inventory',
    ]);
    const one = { ...template, option2: null, option2Values: null };
    expect(wizardSteps(one, 'consigner').map((step) => step.title)).toEqual(['Size', 'Price', 'SHIP']);
  });

  it("lists a consigner's item as a drop-off, with the tracking code when one is typed", () => {
    const row = { ...newVariantRow(template, '10'), price: 180 };
    const [withCode] = toDropOffFormArray({
      productId: 5,
      template,
      row,
      consignerId: 8,
      trackingCode: ' 1Z999 ',
    });
    expect(withCode).toMatchObject({
      productId: 5,
      option1Value: '10',
      option2Value: 'New',
      price: 180,
      quantity: 1,
      status: 'Pending',
      consigner: 8,
      trackingCode: '1Z999',
    });
    expect(withCode).not.toHaveProperty('location');
    const [without] = toDropOffFormArray({ productId: 5, template, row, consignerId: 8, trackingCode: '  ' });
    expect(without).not.toHaveProperty('trackingCode');
    expect(createInventoriesRequest.safeParse({ inventoryFormArray: [withCode] }).success).toBe(true);
  });
});

describe("scan intake's create-inventory dialog", () => {
  const ready = { ...newVariantRow(template, '10'), price: 150 };

  it("refuses in the spec's words and order: price, fees, quantity, option 2, option 3", () => {
    const three = { ...template, option3: 'Box', option3Values: ['Yes', 'No'] };
    expect(scanCreateProblem(template, [{ ...ready, price: null }], true)).toBe('Please enter a price');
    expect(scanCreateProblem(template, [ready], true)).toBe('Please wait to calculate fees');
    expect(scanCreateProblem(template, [{ ...ready, quantity: null }], false)).toBe(
      'Please enter a quantity',
    );
    expect(scanCreateProblem(template, [{ ...ready, quantity: 101 }], false)).toBe(
      'Quantity must be at most 100 per row',
    );
    expect(scanCreateProblem(template, [{ ...ready, option2Value: null }], false)).toBe(
      'Please select a valid option 2',
    );
    expect(scanCreateProblem(three, [ready], false)).toBe('Please select a valid option 3');
    expect(scanCreateProblem(three, [{ ...ready, option3Value: 'Yes' }], false)).toBeNull();
    expect(scanCreateProblem(template, [], false)).toBe('Please select an option');
  });

  it('asks no option the template does not have', () => {
    const one = { ...template, option2: null, option2Values: null };
    expect(scanCreateProblem(one, [{ ...ready, option2Value: null }], false)).toBeNull();
  });

  it("builds Drop off pending rows of the consigner at step 1's place, which the API contract accepts", () => {
    const rows = toScanIntakeFormArray({
      productId: 5,
      template,
      rows: [{ ...ready, quantity: 2 }],
      consignerId: 8,
      locationId: 2,
      subLocationId: 4,
    });
    expect(rows).toEqual([
      {
        productId: 5,
        productTemplateId: 3,
        option1Value: '10',
        option2Value: 'New',
        option3Value: null,
        quantity: 2,
        price: 150,
        status: 'Pending',
        consigner: 8,
        location: 2,
        subLocation: 4,
      },
    ]);
    expect(createInventoriesRequest.safeParse({ inventoryFormArray: rows }).success).toBe(true);
  });
});
