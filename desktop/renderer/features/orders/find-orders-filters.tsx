import { Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { ORDER_QUICK_RANGES } from '@shared/constants';
import { type OrderChannel } from '@shared/contracts/orders';
import { FilterBar } from '@renderer/ui/filter-bar';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useConsignerPickerQuery } from '../consigners/queries';
import {
  type FindOrdersState,
  hasOrderFilters,
  type OrderQuickRange,
  QUICK_RANGE_LABELS,
} from './find-orders-state';

const OWNER_SEARCH_DEBOUNCE_MS = 300;
const ALL_CHANNELS = 'all';
type ChannelChoice = OrderChannel | typeof ALL_CHANNELS;

interface FindOrdersFiltersProps {
  state: FindOrdersState;
  /** "Consigner", or "Seller" in a buying store. */
  ownerLabel: string;
  /** The chosen owner's name when the page's rows show it (a link may name one the picker has not loaded). */
  ownerName?: string;
  isMobile: boolean;
  onSearchChange: (search: string) => void;
  onChange: (change: Partial<Pick<FindOrdersState, 'consigner' | 'channel' | 'range'>>) => void;
  onReset: () => void;
}

/**
 * The /findOrders filter bar (spec 000 §2.3 Orders): search, the consigner (store accounts left out,
 * spec 000 §6), in store or online, and the quick ranges (spec 001 §9). Below 768 px the fields
 * fold away behind a Filters button; the search stays.
 */
export function FindOrdersFilters({
  state,
  ownerLabel,
  ownerName,
  isMobile,
  onSearchChange,
  onChange,
  onReset,
}: FindOrdersFiltersProps) {
  const [ownerSearch, setOwnerSearch] = useState('');
  const debouncedOwnerSearch = useDebouncedValue(ownerSearch.trim(), OWNER_SEARCH_DEBOUNCE_MS);
  const owners = useConsignerPickerQuery(debouncedOwnerSearch);
  const ownerOptions = (owners.data ?? [])
    .filter((owner) => !owner.isStoreAccount)
    .map((owner) => ({ value: owner.id, label: `${owner.firstName} ${owner.lastName}`.trim() }));
  if (state.consigner !== undefined && !ownerOptions.some((option) => option.value === state.consigner)) {
    ownerOptions.unshift({ value: state.consigner, label: ownerName ?? `${ownerLabel} #${state.consigner}` });
  }
  const changed = [state.consigner, state.channel].filter((value) => value !== undefined).length;

  const searchBox = (
    <Input.Search
      allowClear
      aria-label="Search orders"
      placeholder="Order No, code, SKU or product"
      value={state.search}
      onChange={(event) => onSearchChange(event.target.value)}
      style={{ width: isMobile ? '100%' : 280 }}
    />
  );

  const fields = (
    <>
      <Select<number>
        aria-label={ownerLabel}
        allowClear
        showSearch={{ filterOption: false, onSearch: setOwnerSearch }}
        placeholder={`Every ${ownerLabel.toLowerCase()}`}
        style={{ width: isMobile ? '100%' : 220 }}
        loading={owners.isFetching}
        // The options do not answer what was typed yet (debounce, then the call): assistive tech
        // and the walks wait for them instead of picking from the last answer.
        aria-busy={owners.isFetching || ownerSearch.trim() !== debouncedOwnerSearch}
        value={state.consigner}
        options={ownerOptions}
        onChange={(consigner) => {
          setOwnerSearch('');
          onChange({ consigner });
        }}
      />
      <Segmented<ChannelChoice>
        aria-label="Channel"
        value={state.channel ?? ALL_CHANNELS}
        options={[
          { value: ALL_CHANNELS, label: 'All' },
          { value: 'inStore', label: 'In store' },
          { value: 'online', label: 'Online' },
        ]}
        onChange={(channel) => onChange({ channel: channel === ALL_CHANNELS ? undefined : channel })}
      />
      <Segmented<OrderQuickRange>
        aria-label="Sold within"
        value={state.range}
        options={ORDER_QUICK_RANGES.map((range) => ({ value: range, label: QUICK_RANGE_LABELS[range] }))}
        onChange={(range) => onChange({ range })}
      />
    </>
  );

  return (
    <FilterBar
      searchBox={searchBox}
      fields={fields}
      changed={changed}
      canReset={hasOrderFilters(state)}
      onReset={onReset}
      isMobile={isMobile}
      className="find-orders__filters"
      stackClassName="find-orders__filter-stack"
    />
  );
}
