import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORDERS_EXPORT_FILENAME } from '@shared/contracts/orders';
import { storeWording } from '@shared/domain/terminology';
import { ListError } from '@renderer/ui/list-error';
import { ListPager } from '@renderer/ui/list-pager';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { useAddressState } from '@renderer/ui/use-address-state';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { downloadText } from '../consigners/csv';
import { useMeQuery } from '../session/queries';
import { FindOrdersFilters } from './find-orders-filters';
import {
  DEFAULT_QUICK_RANGE,
  type FindOrdersState,
  hasOrderFilters,
  readFindOrdersState,
  toOrdersQuery,
  withOrderFilters,
  writeFindOrdersState,
} from './find-orders-state';
import { exportOrders, useOrdersQuery } from './queries';
import { SoldItemsCards, SoldItemsTable } from './sold-items-views';
import './orders.css';

const SEARCH_DEBOUNCE_MS = 300;

/** What Reset filters goes back to: a fresh list. */
const EMPTY_FILTERS: Partial<FindOrdersState> = {
  search: '',
  consigner: undefined,
  channel: undefined,
  range: DEFAULT_QUICK_RANGE,
};

/**
 * /findOrders (spec 000 §2.3 Orders, "sold items list"): every item sold, newest first, with the
 * search, consigner, in-store / online and quick-range filters kept in the address; a table (cards
 * below 768 px), paging, and Export of every match as ordersExport.csv.
 */
export function FindOrdersPage() {
  const isMobile = useIsMobile();
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const ownerLabel = storeWording('Consigner', store?.isBuyingStore ?? false);
  const [state, setState] = useAddressState(readFindOrdersState, writeFindOrdersState);
  const search = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  // The quick ranges are counted from the day the list is opened, not re-dated on every render.
  const [openedAt] = useState(() => new Date());
  const query = toOrdersQuery(state, search, openedAt);
  const list = useOrdersQuery(query);
  const [isExporting, setExporting] = useState(false);
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;

  // A page emptied by a return (or a shorter list) moves to the list's new last page.
  const lastPage = Math.max(1, Math.ceil(count / state.pageSize));
  if (list.data && !list.isPlaceholderData && rows.length === 0 && state.currentPage > lastPage) {
    setState((current) => ({ ...current, currentPage: lastPage }));
  }

  const change = (filters: Partial<Pick<FindOrdersState, 'search' | 'consigner' | 'channel' | 'range'>>) =>
    setState((current) => withOrderFilters(current, filters));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { currentPage: _page, pageSize: _size, ...orders } = query;
      downloadText(ORDERS_EXPORT_FILENAME, await exportOrders({ orders }));
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const empty = hasOrderFilters(state) ? (
    <Empty description="No sold items match these filters." image={Empty.PRESENTED_IMAGE_SIMPLE}>
      <Button onClick={() => setState((current) => withOrderFilters(current, EMPTY_FILTERS))}>
        Reset filters
      </Button>
    </Empty>
  ) : (
    <Empty
      description={
        <span data-testid="no-sales">
          No sales yet. Items sold at the counter show here: <Link to="/sell">open Sell</Link> to ring up the
          first one.
        </span>
      }
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    />
  );
  const isLoading = list.isFetching && (list.isPlaceholderData || !list.data);
  const viewProps = { rows, isLoading, currency, ownerLabel, empty };

  return (
    <>
      <PageHeader
        title="Find Orders"
        subtitle={list.data ? `${count.toLocaleString()} item${count === 1 ? '' : 's'} sold` : undefined}
        actions={
          <Button
            size="large"
            icon={<DownloadOutlined />}
            loading={isExporting}
            disabled={list.data !== undefined && count === 0}
            onClick={() => void exportCsv()}
          >
            Export
          </Button>
        }
      />
      <FindOrdersFilters
        state={state}
        ownerLabel={ownerLabel}
        ownerName={rows.find((row) => row.consigner?.id === state.consigner)?.consigner?.name}
        isMobile={isMobile}
        onSearchChange={(text) => change({ search: text })}
        onChange={change}
        onReset={() => setState((current) => withOrderFilters(current, EMPTY_FILTERS))}
      />
      <ListError query={list} />
      <div data-testid={isMobile ? 'sold-items-cards' : 'sold-items-table'} className="find-orders__list">
        {isMobile ? <SoldItemsCards {...viewProps} /> : <SoldItemsTable {...viewProps} />}
      </div>
      <ListPager
        className="find-orders__pagination"
        currentPage={state.currentPage}
        pageSize={state.pageSize}
        count={count}
        quickJumper
        hideWhenShort
        onChange={(page) => setState((current) => ({ ...current, ...page }))}
      />
    </>
  );
}
