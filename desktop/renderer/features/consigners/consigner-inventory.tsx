import { useState } from 'react';
import { CONSIGNER_PAGE_DEFAULT_STATUS } from '@shared/constants';
import { inventoryStatusLabel } from '@shared/domain/inventory-status';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import {
  InventoryFilterBar,
  type InventoryFilterName,
  type InventoryFilterValues,
} from '../inventory/list/inventory-filter-bar';
import { type InventoryColumn, InventoryTable } from '../inventory/list/inventory-table';
import './consigners.css';

const SEARCH_DEBOUNCE_MS = 300;
const FILTERS: readonly InventoryFilterName[] = ['status', 'option1Value', 'location', 'category'];
const COLUMNS: readonly InventoryColumn[] = [
  'product',
  'code',
  'size',
  'condition',
  'location',
  'price',
  'payout',
  'status',
  'daysActive',
  'view',
];

/**
 * spec 000 §2.3 Consigner inventory page: the consigner's items with filters, status first and
 * starting at Active (spec 001 §9), clearable to see every status; then size, location, category and
 * a search. A store account's page says Cost instead of Payout (spec 000 §6).
 */
export function ConsignerInventory({
  consignerId,
  isStoreAccount,
  currency,
}: {
  consignerId: number;
  isStoreAccount: boolean;
  currency: string;
}) {
  const [filters, setFilters] = useState<InventoryFilterValues>({ status: CONSIGNER_PAGE_DEFAULT_STATUS });
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  return (
    <InventoryTable
      query={{ consigner: consignerId, ...filters, search: debouncedSearch || undefined }}
      columns={COLUMNS}
      currency={currency}
      payoutLabel={isStoreAccount ? 'Cost' : 'Payout'}
      title={(count) => `Inventory${count === undefined ? '' : ` (${count})`}`}
      emptyText={
        filters.status
          ? `No ${inventoryStatusLabel(filters.status)} items match. Clear the status to see every item.`
          : 'No items match.'
      }
    >
      <InventoryFilterBar
        className="consigner-inventory__filters"
        filters={FILTERS}
        values={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        search={search}
        onSearch={setSearch}
      />
    </InventoryTable>
  );
}
