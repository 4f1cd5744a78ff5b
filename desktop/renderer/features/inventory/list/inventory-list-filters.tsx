import { Input, Select } from 'antd';
import { FilterBar } from '@renderer/ui/filter-bar';
import { INVENTORY_SORT_OPTIONS, type InventorySortOption } from '@shared/constants';
import { type FilterOptionsResponse } from '@shared/contracts/inventory-lists';
import {
  INVENTORY_STATUSES,
  type InventoryStatus,
  inventoryStatusLabel,
} from '@shared/domain/inventory-status';
import { type ScreenDefinition } from './inventory-list-actions';
import { effectiveStatus, type ListFilters } from './inventory-list-state';
import { InventoryProductPicker } from './inventory-product-picker';
import '../shared/inventory.css';
import './inventory-list.css';

const SORT_LABELS: Record<InventorySortOption, string> = {
  oldestCreated: 'Oldest created',
  newestCreated: 'Newest created',
  oldestUpdated: 'Oldest updated',
  newestUpdated: 'Newest updated',
  lowestPrice: 'Lowest price',
  highestPrice: 'Highest price',
  inventoryPriority: 'Priority',
  lowestPayout: 'Lowest payout',
  highestPayout: 'Highest payout',
  sizeLowToHigh: 'Size, low to high',
  sizeHighToLow: 'Size, high to low',
};

interface InventoryListFiltersProps {
  definition: ScreenDefinition;
  filters: ListFilters;
  search: string;
  options: FilterOptionsResponse | undefined;
  /** The product filter's title, when the page's rows show it. */
  productTitle?: string;
  isMobile: boolean;
  onSearchChange: (search: string) => void;
  onChange: (change: ListFilters) => void;
  onReset: () => void;
}

const valuesOf = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ label: value, value }));

/**
 * The filter bar (spec 000 §2.3): search, status, printed, the three option values, category,
 * consigner, product, location and sub-location (offered once a location with sub-locations is
 * chosen, spec 001 §5), and the sort. Status starts at the screen's own and can be cleared to every
 * status. Below 768 px the fields fold away behind a Filters button; the search stays.
 */
export function InventoryListFilters({
  definition,
  filters,
  search,
  options,
  productTitle,
  isMobile,
  onSearchChange,
  onChange,
  onReset,
}: InventoryListFiltersProps) {
  // Below 768 px the fields share a two-column grid; above, each keeps a width that fits its values.
  const width = (pixels: number) => ({ width: isMobile ? '100%' : pixels });
  const changed = Object.keys(filters).filter((key) => key !== 'sortOption').length;
  const status = effectiveStatus(filters, definition);
  const printed = filters.printed === undefined ? definition.printed : filters.printed;
  const subLocations = (options?.subLocations ?? []).filter(
    (option) => option.locationId === filters.location,
  );
  const statuses =
    options?.statuses ?? INVENTORY_STATUSES.map((value) => ({ label: inventoryStatusLabel(value), value }));

  const searchBox = (
    <Input.Search
      allowClear
      aria-label="Search inventory"
      placeholder="Code, SKU or product"
      value={search}
      onChange={(event) => onSearchChange(event.target.value)}
      style={{ width: isMobile ? '100%' : 240 }}
    />
  );

  const fields = (
    <>
      {definition.canChangeStatus && (
        <Select<InventoryStatus>
          aria-label="Status"
          allowClear
          placeholder="All statuses"
          // Wide enough for the longest label, "Price change requested by store".
          style={width(290)}
          value={status ?? undefined}
          options={statuses}
          onChange={(value) => onChange({ status: value ?? null })}
        />
      )}
      <Select<'true' | 'false'>
        aria-label="Printed"
        allowClear
        placeholder="Printed or not"
        style={width(145)}
        value={printed === undefined || printed === null ? undefined : printed ? 'true' : 'false'}
        options={[
          { label: 'Printed', value: 'true' },
          { label: 'Not printed', value: 'false' },
        ]}
        onChange={(value) => onChange({ printed: value === undefined ? null : value === 'true' })}
      />
      <Select<string>
        aria-label="Size"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Size"
        style={width(100)}
        value={filters.option1Value}
        options={valuesOf(options?.option1Values)}
        onChange={(option1Value) => onChange({ option1Value })}
      />
      <Select<string>
        aria-label="Condition"
        allowClear
        placeholder="Condition"
        style={width(120)}
        value={filters.option2Value}
        options={valuesOf(options?.option2Values)}
        onChange={(option2Value) => onChange({ option2Value })}
      />
      <Select<string>
        aria-label="Option 3"
        allowClear
        placeholder="Option 3"
        style={width(110)}
        value={filters.option3Value}
        disabled={options !== undefined && options.option3Values.length === 0 && !filters.option3Value}
        options={valuesOf(options?.option3Values)}
        onChange={(option3Value) => onChange({ option3Value })}
      />
      <Select<string>
        aria-label="Category"
        allowClear
        placeholder="Category"
        style={width(140)}
        value={filters.category}
        options={valuesOf(options?.categories)}
        onChange={(category) => onChange({ category })}
      />
      <Select<number>
        aria-label="Consigner"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Consigner"
        style={width(180)}
        value={filters.consigner}
        options={(options?.consigners ?? []).map((option) => ({
          label: option.label,
          value: option.value.id,
        }))}
        onChange={(consigner) => onChange({ consigner })}
      />
      <InventoryProductPicker
        style={width(220)}
        value={filters.productId}
        knownTitle={productTitle}
        onChange={(productId) => onChange({ productId })}
      />
      <Select<number>
        aria-label="Location"
        allowClear
        placeholder="Location"
        style={width(150)}
        value={filters.location}
        options={options?.locations ?? []}
        onChange={(location) => onChange({ location, subLocation: undefined })}
      />
      {filters.location !== undefined && subLocations.length > 0 && (
        <Select<number>
          aria-label="Sublocation"
          allowClear
          placeholder="Sublocation"
          style={width(150)}
          value={filters.subLocation}
          options={subLocations}
          onChange={(subLocation) => onChange({ subLocation })}
        />
      )}
      <Select<InventorySortOption>
        aria-label="Sort"
        style={width(170)}
        value={filters.sortOption ?? 'newestUpdated'}
        options={INVENTORY_SORT_OPTIONS.map((value) => ({ label: SORT_LABELS[value], value }))}
        onChange={(sortOption) => onChange({ sortOption })}
      />
    </>
  );

  return (
    <FilterBar
      searchBox={searchBox}
      fields={fields}
      changed={changed}
      canReset={changed > 0}
      onReset={onReset}
      isMobile={isMobile}
      className="inventory-filters"
      stackClassName="inventory-filters__grid"
    />
  );
}
