import { describe, expect, it } from 'vitest';
import { inventoryFilters } from '@shared/contracts/inventory-lists';
import { planIndex } from './inventory-list-plan';

describe('planIndex: the index each list query reads on MariaDB', () => {
  const filters = (query: Record<string, string>) => inventoryFilters.parse(query);

  it('reads the sort order from its index for a status list', () => {
    expect(planIndex(filters({ status: 'Active' }), null, 'page')).toBe('IDX_inventories_list_updated');
    expect(planIndex(filters({ status: 'Active', printed: 'false' }), null, 'count')).toBe(
      'IDX_inventories_list_updated',
    );
    expect(planIndex(filters({ status: 'Active', sortOption: 'lowestPrice' }), null, 'page')).toBe(
      'IDX_inventories_list_price',
    );
    expect(planIndex(filters({ status: 'Active', sortOption: 'sizeHighToLow' }), null, 'page')).toBe(
      'IDX_inventories_list_size',
    );
    expect(planIndex(filters({}), null, 'page')).toBe('IDX_inventories_store_updated');
    // Every status at once: the store's own index of that order, unless other filters narrow it.
    expect(planIndex(filters({ sortOption: 'lowestPrice' }), null, 'page')).toBe(
      'IDX_inventories_store_price',
    );
    expect(planIndex(filters({ sortOption: 'sizeLowToHigh', printed: 'false' }), null, 'page')).toBe(
      'IDX_inventories_store_size',
    );
    expect(planIndex(filters({ sortOption: 'lowestPrice' }), null, 'count')).toBe(
      'IDX_inventories_store_updated',
    );
    expect(
      planIndex(filters({ sortOption: 'lowestPrice', category: 'Apparel' }), null, 'page'),
    ).toBeUndefined();
  });

  it('takes the narrowest index that serves the filters', () => {
    expect(planIndex(filters({ status: 'Active', productId: '5', category: 'x' }), null, 'page')).toBe(
      'IDX_inventories_store_product',
    );
    expect(planIndex(filters({ status: 'Active', consigner: '5' }), null, 'count')).toBe(
      'IDX_inventories_store_consigner',
    );
    expect(planIndex(filters({ status: 'Active', location: '2' }), null, 'page')).toBe(
      'IDX_inventories_location_list',
    );
    expect(planIndex(filters({ status: 'Active', location: '2', category: 'Apparel' }), null, 'page')).toBe(
      'IDX_inventories_list_filters',
    );
    expect(
      planIndex(filters({ status: 'Active', location: '2', sortOption: 'lowestPrice' }), null, 'page'),
    ).toBe('IDX_inventories_location_list');
    expect(
      planIndex(filters({ status: 'Active', location: '2', sortOption: 'sizeLowToHigh' }), null, 'page'),
    ).toBe('IDX_inventories_list_size');
    expect(planIndex(filters({ status: 'Active', location: '2', option1Value: '10' }), null, 'count')).toBe(
      'IDX_inventories_list_size',
    );
    expect(planIndex(filters({ status: 'Active', option2Value: 'Used' }), null, 'count')).toBe(
      'IDX_inventories_list_condition',
    );
    expect(planIndex(filters({ status: 'Active', category: 'Apparel' }), null, 'page')).toBe(
      'IDX_inventories_list_category',
    );
    expect(
      planIndex(filters({ status: 'Active', category: 'Apparel', option2Value: 'Used' }), null, 'count'),
    ).toBe('IDX_inventories_list_filters');
    expect(planIndex(filters({ status: 'Active', dateRangeStart: '2025-01-01' }), null, 'count')).toBe(
      'IDX_inventories_list_created',
    );
    expect(
      planIndex(filters({ status: 'Active', option1Value: '10', sortOption: 'lowestPrice' }), null, 'page'),
    ).toBe('IDX_inventories_list_size');
    const search = filters({ status: 'Active', search: 'dunk' });
    expect(planIndex(search, { productIds: [1, 2], codeIds: [] }, 'page')).toBe(
      'IDX_inventories_store_product',
    );
    expect(planIndex(search, { productIds: null, codeIds: [] }, 'page')).toBeUndefined();
    expect(planIndex(filters({ status: 'Active' }), null, 'export')).toBeUndefined();
    expect(planIndex(filters({ consigner: '3' }), null, 'export')).toBe('IDX_inventories_store_consigner');
  });
});
