import { Input, Select, Space } from 'antd';
import { type FilterOptionsResponse } from '@shared/contracts/inventory-lists';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { useInventoryFilterOptionsQuery } from '../shared/list-queries';

/** What an inventory filter bar can set (names as GET /api/inventories/paginatedInventories takes them). */
export interface InventoryFilterValues {
  status?: InventoryStatus;
  option1Value?: string;
  option2Value?: string;
  location?: number;
  category?: string;
}
export type InventoryFilterName = keyof InventoryFilterValues;

interface SelectFilter {
  label: string;
  placeholder: string;
  width: number;
  options: (options: FilterOptionsResponse) => { label: string; value: string | number }[];
}

const asOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** Each filter's select: its label, and its choices from GET /api/inventories/filterOptions. */
const SELECTS: Record<InventoryFilterName, SelectFilter> = {
  // Wide enough for the longest label, "Price change requested by store", chosen on its own tab.
  status: { label: 'Status', placeholder: 'Every status', width: 290, options: (o) => o.statuses },
  option1Value: {
    label: 'Size',
    placeholder: 'Size',
    width: 110,
    options: (o) => asOptions(o.option1Values),
  },
  option2Value: {
    label: 'Condition',
    placeholder: 'Condition',
    width: 130,
    options: (o) => asOptions(o.option2Values),
  },
  location: { label: 'Location', placeholder: 'Location', width: 160, options: (o) => o.locations },
  category: {
    label: 'Category',
    placeholder: 'Category',
    width: 150,
    options: (o) => asOptions(o.categories),
  },
};

/**
 * A search box and the chosen filters as clearable selects, with the store's own choices. The
 * caller holds the values; `onChange` gets the one that changed (undefined when cleared).
 */
export function InventoryFilterBar({
  filters,
  values,
  onChange,
  search,
  onSearch,
  className,
}: {
  filters: readonly InventoryFilterName[];
  values: InventoryFilterValues;
  onChange: (change: InventoryFilterValues) => void;
  search: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const options = useInventoryFilterOptionsQuery().data;
  return (
    <Space wrap className={className}>
      <Input.Search
        allowClear
        aria-label="Search inventory"
        placeholder="Code, SKU or product"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ width: 240 }}
      />
      {filters.map((name) => {
        const select = SELECTS[name];
        const value = values[name];
        const choices = options ? select.options(options) : [];
        return (
          <Select<string | number>
            key={name}
            aria-label={select.label}
            allowClear
            // Typing finds a choice in a long list (every size of every template).
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={select.placeholder}
            style={{ width: select.width }}
            value={value}
            // Until the choices arrive, the value chosen already shows as itself.
            options={
              value !== undefined && choices.length === 0 ? [{ label: String(value), value }] : choices
            }
            onChange={(next?: string | number) => onChange({ [name]: next } as InventoryFilterValues)}
          />
        );
      })}
    </Space>
  );
}
