import { Form } from 'antd';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type FeesResponse } from '@shared/contracts/inventories';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useBulkFeesQuery } from '../shared/queries';
import {
  type BulkEditForm,
  type BulkEditItem,
  type BulkEditValues,
  hasFeeChange,
  toBulkFeesRequest,
} from './bulk-edit';

const PRICE_DEBOUNCE_MS = 300;

/** What a row's payout cell shows: the stored payout, or what its changed cells would pay. */
export interface RowFees {
  /** The row's cells, as they settled (a price being typed counts once it pauses). */
  values: BulkEditValues | undefined;
  /** A cell the fees read has changed: the cell shows `fees`, not the stored payout. */
  isChanged: boolean;
  /** The fees of the row's changed cells; the previous answer while a new one is on its way. */
  fees: FeesResponse | undefined;
  isFetching: boolean;
}

const UNCHANGED: RowFees = { values: undefined, isChanged: false, fees: undefined, isFetching: false };
const RowFeesContext = createContext<(id: number) => RowFees>(() => UNCHANGED);

/**
 * Asks for the fees of every changed row at once (POST /api/inventories/bulkFees, one request per
 * pause in typing, not one per row) and hands each payout cell its answer. It watches every row;
 * its children (the table) are created by its parent, so a keystroke re-renders the payout cells,
 * not the whole table.
 */
export function BulkFeesProvider({ rows, children }: { rows: readonly BulkEditItem[]; children: ReactNode }) {
  const form = Form.useFormInstance<BulkEditForm>();
  const watched = Form.useWatch('rows', form) as BulkEditValues[] | undefined;
  const settled = useDebouncedValue(watched, PRICE_DEBOUNCE_MS);
  const batch = useMemo(() => toBulkFeesRequest(rows, settled ?? []), [rows, settled]);
  const query = useBulkFeesQuery(batch);
  const indexOf = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const { data, isFetching } = query;

  const rowFees = useCallback(
    (id: number): RowFees => {
      const index = indexOf.get(id);
      const values = index === undefined ? undefined : settled?.[index];
      if (index === undefined || !values) return UNCHANGED;
      return { values, isChanged: hasFeeChange(rows[index], values), fees: data?.get(id), isFetching };
    },
    [indexOf, rows, settled, data, isFetching],
  );
  return <RowFeesContext.Provider value={rowFees}>{children}</RowFeesContext.Provider>;
}

export function useRowFees(id: number): RowFees {
  return useContext(RowFeesContext)(id);
}
