import { describe, expect, it } from 'vitest';
import { bulkFeesRequest } from '@shared/contracts/inventories';
import { bulkEditInventoryRequest } from '@shared/contracts/inventory-actions';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import {
  type BulkEditItem,
  type BulkEditValues,
  DEFAULT_TITLES,
  hasFeeChange,
  optionTitles,
  placeServerErrors,
  requiredCellErrors,
  type RowRules,
  toBulkEditRequest,
  toBulkEditValues,
  toBulkFeesRequest,
} from './bulk-edit';

const item = (fields: Partial<BulkEditItem> = {}): BulkEditItem => ({
  id: 7,
  version: 3,
  option1Value: '10',
  option2Value: 'New',
  option3Value: null,
  price: 150,
  cost: null,
  consignerId: 4,
  location: { id: 1, name: 'Main', label: 'M' },
  subLocation: { id: 11, name: 'Shelf A' },
  status: 'Active',
  ...fields,
});

const template = (fields: Partial<ProductTemplate> = {}): ProductTemplate => ({
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
  ...fields,
});

const rules: RowRules = { titles: DEFAULT_TITLES, hasOption2: true, hasOption3: false, hasOwner: true };

describe('the bulk table: required cells', () => {
  it('passes a complete row', () => {
    expect(requiredCellErrors(toBulkEditValues(item()), rules)).toEqual({});
  });

  it("says '{column title} is required.' under each empty required cell, and asks for a consigner", () => {
    const values: BulkEditValues = {
      ...toBulkEditValues(item()),
      option1Value: null,
      option2Value: ' ',
      price: null,
      consignerId: null,
      location: null,
    };
    expect(requiredCellErrors(values, rules)).toEqual({
      option1Value: 'Size is required.',
      option2Value: 'Condition is required.',
      price: 'Price is required.',
      consignerId: 'Please select a consigner',
      location: 'Location is required.',
    });
  });

  it('asks for a price above 0, as the API does', () => {
    expect(requiredCellErrors({ ...toBulkEditValues(item()), price: 0 }, rules)).toEqual({
      price: 'Please enter a price',
    });
  });

  it('needs the second and third option only when the template has them, and a location only for Active', () => {
    const values: BulkEditValues = {
      ...toBulkEditValues(item({ status: 'Pending', consignerId: null })),
      option2Value: null,
      location: null,
    };
    expect(requiredCellErrors(values, { ...rules, hasOption2: false, hasOwner: false })).toEqual({});
    expect(
      requiredCellErrors(values, {
        ...rules,
        hasOwner: false,
        hasOption3: true,
        titles: { ...DEFAULT_TITLES, option3Value: 'Box' },
      }),
    ).toEqual({ option2Value: 'Condition is required.', option3Value: 'Box is required.' });
  });

  it("titles the option columns with the templates' names when they agree", () => {
    expect(optionTitles([template(), template({ id: 4 })])).toMatchObject({
      option1Value: 'Size',
      option2Value: 'Condition',
      option3Value: 'Option 3',
    });
    expect(optionTitles([template({ option1: 'Taille' }), undefined])).toMatchObject({
      option1Value: 'Taille',
    });
    expect(optionTitles([template({ option1: 'Taille' }), template({ option1: 'Size' })])).toMatchObject({
      option1Value: 'Size',
    });
  });
});

describe('the bulk table: the request Save sends', () => {
  it('sends nothing when nothing changed (an emptied select counts as empty, not as a change)', () => {
    const items = [item(), item({ id: 8, cost: null })];
    const edited = items.map(toBulkEditValues);
    expect(toBulkEditRequest(items, edited)).toBeNull();
    expect(
      toBulkEditRequest([item({ cost: null })], [{ ...toBulkEditValues(item()), cost: undefined as never }]),
    ).toBeNull();
  });

  it('sends the changed rows only, each with its version and only its changed fields', () => {
    const items = [item(), item({ id: 8, version: 1 }), item({ id: 9 })];
    const edited = items.map(toBulkEditValues);
    edited[0] = { ...edited[0], price: 175 };
    edited[2] = {
      ...edited[2],
      location: 2,
      subLocation: undefined as never,
      consignerId: 5,
      status: 'Sold',
    };
    const built = toBulkEditRequest(items, edited);
    expect(built).toEqual({
      request: {
        inventories: [
          { id: 7, version: 3, price: 175 },
          { id: 9, version: 3, location: 2, subLocation: null, consignerId: 5, status: 'Sold' },
        ],
      },
      ids: [7, 9],
    });
    // The API's contract takes it as it is.
    expect(bulkEditInventoryRequest.safeParse(built?.request).success).toBe(true);
  });

  it('sends an emptied price as null, for the API to refuse under the cell', () => {
    const built = toBulkEditRequest([item()], [{ ...toBulkEditValues(item()), price: null }]);
    expect(built?.request.inventories).toEqual([{ id: 7, version: 3, price: null }]);
  });
});

describe("the bulk table: the API's refusals", () => {
  it('puts a reason with a field under its cell, and any other reason on its row', () => {
    const placed = placeServerErrors(
      {
        'inventories.0': 'AB23CD: Please enter a price',
        'inventories.0.price': 'Please enter a price',
        'inventories.1': "EF45GH: This item's status is Withdrawn, so it cannot be edited.",
        'inventories.2': 'JK67LM: Please select a consigner',
        'inventories.2.consigner': 'Please select a consigner',
        'inventories.3.id': 'This item is already in the list.',
      },
      [7, 8, 9, 10],
    );
    expect(placed.cells).toEqual([
      { id: 7, field: 'price', message: 'Please enter a price' },
      { id: 9, field: 'consignerId', message: 'Please select a consigner' },
    ]);
    expect([...placed.rows]).toEqual([
      [10, 'This item is already in the list.'],
      [8, "This item's status is Withdrawn, so it cannot be edited."],
    ]);
  });

  it('ignores keys that name no row of the request', () => {
    expect(placeServerErrors({ location: 'x', 'inventories.5.price': 'y' }, [7])).toEqual({
      cells: [],
      rows: new Map(),
    });
  });
});

describe('the bulk table: payouts of changed rows, asked for in one request', () => {
  const items = [item({ id: 7 }), item({ id: 8, price: 160 }), item({ id: 9, price: 170, cost: 90 })];
  const unchanged = items.map(toBulkEditValues);

  it('tells a change of what the fees read from one they do not read', () => {
    expect(hasFeeChange(items[0], unchanged[0])).toBe(false);
    expect(hasFeeChange(items[0], { ...unchanged[0], price: 151 })).toBe(true);
    expect(hasFeeChange(items[0], { ...unchanged[0], consignerId: 5 })).toBe(true);
    expect(hasFeeChange(items[0], { ...unchanged[0], option2Value: 'Used' })).toBe(true);
    expect(hasFeeChange(items[2], { ...unchanged[2], cost: 95 })).toBe(true);
    // The place and the status do not change a payout.
    expect(hasFeeChange(items[0], { ...unchanged[0], location: 2, subLocation: null })).toBe(false);
  });

  it('asks nothing while no fee input changed', () => {
    expect(toBulkFeesRequest(items, unchanged)).toEqual({ ids: [], items: [] });
  });

  it('sends one row per changed row with a price, in table order, as bulkFees takes them', () => {
    const edited = [
      { ...unchanged[0], consignerId: 5 },
      // Emptied price: its cell shows a dash, nothing to ask.
      { ...unchanged[1], price: null },
      { ...unchanged[2], price: 175.5 },
    ];
    const request = toBulkFeesRequest(items, edited);
    expect(request.ids).toEqual([7, 9]);
    expect(request.items).toEqual([
      {
        id: 7,
        price: 150,
        consigner: 5,
        option1Value: '10',
        option2Value: 'New',
        option3Value: null,
        cost: null,
      },
      {
        id: 9,
        price: 175.5,
        consigner: 4,
        option1Value: '10',
        option2Value: 'New',
        option3Value: null,
        cost: 90,
      },
    ]);
    expect(bulkFeesRequest.safeParse({ items: request.items }).success).toBe(true);
  });
});
