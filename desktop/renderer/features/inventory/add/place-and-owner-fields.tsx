import { Select } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type ConsignerPickerItem } from '@shared/contracts/consigners';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useConsignerPickerQuery } from '../../consigners/queries';
import { useLocationsQuery, useSubLocationsQuery } from '../../locations/queries';
import '../shared/inventory.css';

const OWNER_SEARCH_DEBOUNCE_MS = 300;

/** The owner an intake form has chosen; it keeps its label while the search shows other consigners. */
export interface OwnerChoice {
  value: number;
  label: string;
  isStoreAccount: boolean;
}

type OwnerFields = ConsignerPickerItem;

export function ownerLabel(consigner: Omit<OwnerFields, 'id'>): string {
  return consigner.isStoreAccount
    ? `${consigner.firstName} (store)`
    : `${consigner.firstName} ${consigner.lastName} · ${consigner.email}`;
}

function toOwnerChoice(consigner: OwnerFields): OwnerChoice {
  return { value: consigner.id, label: ownerLabel(consigner), isStoreAccount: consigner.isStoreAccount };
}

/** The store's own consigner account (spec 000 §6): the owner of stock the store bought outright. */
/** The picker's first page, which holds the store's own account; asked only while `isActive`. */
export function useOwnerPickerStart(isActive = true) {
  return useConsignerPickerQuery('', isActive);
}

export function useStoreAccount(isActive = true): ConsignerPickerItem | undefined {
  return useOwnerPickerStart(isActive).data?.find((consigner) => consigner.isStoreAccount);
}

/** The owner of new items; the store's own account until someone else is chosen (while `isActive`). */
export function useOwnerChoice(isActive = true) {
  const storeAccount = useStoreAccount(isActive);
  const [owner, setOwner] = useState<OwnerChoice | null>(null);
  useEffect(() => {
    if (isActive && owner === null && storeAccount) setOwner(toOwnerChoice(storeAccount));
  }, [isActive, owner, storeAccount]);
  return [owner, setOwner] as const;
}

/**
 * The owner picker: the store's consigners, searched on the server as the name is typed; without
 * the store's own account when the item must belong to a consigner (a drop-off they ship in).
 */
export function OwnerField({
  value,
  onChange,
  isConsignersOnly = false,
  label = 'Owner',
  disabled = false,
  placeholder = 'Search consigners',
}: {
  value: OwnerChoice | null;
  onChange: (owner: OwnerChoice) => void;
  isConsignersOnly?: boolean;
  /** The field's name (scan intake asks for the Consigner). */
  label?: string;
  disabled?: boolean;
  placeholder?: string;
}) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), OWNER_SEARCH_DEBOUNCE_MS);
  const owners = useConsignerPickerQuery(debouncedSearch);
  return (
    <label className="add-inventory__field">
      <span className="add-inventory__label">{label}</span>
      <Select
        aria-label={label}
        disabled={disabled}
        showSearch
        filterOption={false}
        onSearch={setSearch}
        labelInValue
        value={value ?? undefined}
        loading={owners.isFetching}
        // The options do not answer what was typed yet (debounce, then the call): assistive tech
        // and the walks wait for them instead of picking from the last answer.
        aria-busy={owners.isFetching || search.trim() !== debouncedSearch}
        placeholder={placeholder}
        options={(owners.data ?? [])
          .filter((consigner) => !(isConsignersOnly && consigner.isStoreAccount))
          .map((consigner) => ({ value: consigner.id, label: ownerLabel(consigner) }))}
        onChange={(choice: { value: number; label: ReactNode }) => {
          const picked = owners.data?.find((consigner) => consigner.id === choice.value);
          onChange({
            value: choice.value,
            label: String(choice.label),
            isStoreAccount: picked?.isStoreAccount ?? false,
          });
        }}
      />
    </label>
  );
}

/**
 * Where new items go: a location (while `isActive`, the preferred one when it is active, else the
 * only active one, is chosen by itself) and an optional sub-location of it.
 */
export function usePlace(isActive = true, preferredLocationId: number | null = null) {
  const locations = useLocationsQuery();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [subLocationId, setSubLocationId] = useState<number | null>(null);
  const activeLocations = useMemo(
    () => (locations.data ?? []).filter((location) => location.isActive),
    [locations.data],
  );
  const location = activeLocations.find((candidate) => candidate.id === locationId);
  useEffect(() => {
    if (!isActive || locationId !== null) return;
    const preferred = activeLocations.find((candidate) => candidate.id === preferredLocationId);
    if (preferred) setLocationId(preferred.id);
    else if (activeLocations.length === 1) setLocationId(activeLocations[0].id);
  }, [isActive, locationId, activeLocations, preferredLocationId]);
  return {
    /** The locations call, so a screen can say why there is nothing to choose from. */
    query: locations,
    locationId,
    subLocationId,
    location,
    activeLocations,
    isLoading: locations.isLoading,
    chooseLocation: (id: number) => {
      setLocationId(id);
      setSubLocationId(null);
    },
    chooseSubLocation: setSubLocationId,
  };
}
export type Place = ReturnType<typeof usePlace>;

/** The Location and Sublocation pickers of a usePlace state. */
export function PlaceFields({
  place,
  onChange,
  hasSubLocation = true,
}: {
  place: Place;
  /** Called after the location changes (forms clear their warning). */
  onChange?: () => void;
  hasSubLocation?: boolean;
}) {
  const subLocations = useSubLocationsQuery(place.location?.name ?? '');
  return (
    <>
      <label className="add-inventory__field">
        <span className="add-inventory__label">Location</span>
        <Select
          aria-label="Location"
          value={place.locationId ?? undefined}
          placeholder="Select a location"
          loading={place.isLoading}
          options={place.activeLocations.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          onChange={(value: number) => {
            place.chooseLocation(value);
            onChange?.();
          }}
        />
      </label>
      {hasSubLocation && (
        <label className="add-inventory__field">
          <span className="add-inventory__label">Sublocation</span>
          <Select
            aria-label="Sublocation"
            allowClear
            disabled={!place.location}
            value={place.subLocationId ?? undefined}
            placeholder="Optional"
            options={(place.location ? (subLocations.data ?? []) : []).map((candidate) => ({
              value: candidate.id,
              label: candidate.name,
            }))}
            onChange={(value?: number) => place.chooseSubLocation(value ?? null)}
          />
        </label>
      )}
    </>
  );
}
