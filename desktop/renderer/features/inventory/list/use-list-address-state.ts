import { useAddressState } from '@renderer/ui/use-address-state';
import { type ListState, readListState, writeListState } from './inventory-list-state';

/** The inventory list's state (filters, search, page, view), kept in the address's query string. */
export function useListAddressState(): [ListState, (update: (state: ListState) => ListState) => void] {
  return useAddressState(readListState, writeListState);
}
