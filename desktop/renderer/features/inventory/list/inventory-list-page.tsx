import { ScanOutlined } from '@ant-design/icons';
import { Button, FloatButton, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BACK_TO_TOP_THRESHOLD_PX } from '@shared/constants';
import { type InventoryStatus } from '@shared/domain/inventory-status';
import { ListError } from '@renderer/ui/list-error';
import { ListPager } from '@renderer/ui/list-pager';
import { PageHeader } from '@renderer/ui/page-header';
import { useScannedItemFinder } from '@renderer/features/scanning/scan-anywhere';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { useMeQuery } from '../../session/queries';
import { BulkEditButton } from '../bulk-edit/bulk-edit-table';
import { useInventoryFilterOptionsQuery, usePaginatedInventoriesQuery } from '../shared/list-queries';
import {
  DECISION_SCREENS,
  type ListScreen,
  REQUESTED_PRICE_SCREENS,
  SCREEN_ACTIONS,
  screenDefinition,
  STATUS_TABS,
} from './inventory-list-actions';
import { InventoryListFilters } from './inventory-list-filters';
import { HeaderActions } from './inventory-list-header-actions';
import {
  effectiveStatus,
  type ListFilters,
  showScannedItem,
  toPaginatedQuery,
  withFilters,
} from './inventory-list-state';
import { ListViewBody, type ListSelection, ListViewSwitch } from './inventory-list-views';
import { useInventoryListActions } from './use-inventory-list-actions';
import { useListAddressState } from './use-list-address-state';
import './inventory-list.css';

export type { ListScreen, TransferScreen } from './inventory-list-actions';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The inventory admin lists (spec 000 §2.3, one screen per mode) and the transfer screens: header
 * actions, the filter bar, the view (table or cards, or grouped by product) and paging. Filters,
 * page and view live in the address, so Back from an item returns to the same list.
 */
export function InventoryListPage({ mode }: { mode: ListScreen }) {
  const definition = screenDefinition(mode);
  const isMobile = useIsMobile();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const navigate = useNavigate();
  const options = useInventoryFilterOptionsQuery().data;
  const [state, setState] = useListAddressState();
  const [picked, setSelected] = useState<number[]>([]);
  const search = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const query = toPaginatedQuery(state, definition, search);
  const list = usePaginatedInventoriesQuery(query);
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  // A bulk action acts on what the clerk can see: ids picked before a search or a refresh took their
  // rows off the page are dropped, never printed, accepted or edited unseen.
  const onPage = new Set(rows.map((row) => row.id));
  const selected = picked.filter((id) => onPage.has(id));
  const screenActions = SCREEN_ACTIONS[mode];
  const shownStatus = effectiveStatus(state.filters, definition);
  const { headerActions, openAccept, acceptModal } = useInventoryListActions({
    screen: mode,
    selected,
    setSelected,
    query,
    options,
    rows,
    status: shownStatus,
  });

  // A page emptied by an accept (or a shorter list) moves to the list's new last page.
  const lastPage = Math.max(1, Math.ceil(count / state.pageSize));
  if (list.data && !list.isPlaceholderData && rows.length === 0 && state.currentPage > lastPage) {
    setState((current) => ({ ...current, currentPage: lastPage }));
  }

  const changeFilters = (change: ListFilters) => {
    setState((current) => withFilters(current, change, definition));
    setSelected([]);
  };

  // Scanning anywhere (issue 13): a scanned item code is found in this list rather than opened.
  useScannedItemFinder((item) => {
    const shown = showScannedItem(state, item, definition);
    if (!shown) return false;
    setState(() => shown);
    setSelected([]);
    return true;
  });

  const bulkFromStatus = screenActions?.accept.fromStatus;
  // Every list can select rows for EDIT (and Print labels); an accept takes only the status it moves.
  const selection: ListSelection = {
    selectedIds: selected,
    onChange: setSelected,
    isSelectable: (row) => bulkFromStatus === undefined || row.status === bulkFromStatus,
  };
  const isTransferScreen = mode === 'Transfers' || mode === 'AcceptTransfers';
  const tabs = STATUS_TABS[mode];

  return (
    <>
      <PageHeader
        title={definition.title}
        subtitle={list.data ? `${count.toLocaleString()} item${count === 1 ? '' : 's'}` : undefined}
        actions={
          <>
            {!isTransferScreen && (
              <BulkEditButton
                rows={rows.filter((row) => selected.includes(row.id))}
                onSaved={() => setSelected([])}
              />
            )}
            <HeaderActions actions={headerActions} />
            {mode === 'Incoming' && (
              // The spec's menu has no entry for /scan: drop-offs are accepted here, or scanned in there.
              <Button icon={<ScanOutlined />} onClick={() => void navigate('/scan')}>
                Scan Intake
              </Button>
            )}
          </>
        }
      />
      {tabs && (
        <Tabs
          className="inventory-list__tabs"
          activeKey={tabs.some((tab) => tab.status === shownStatus) ? (shownStatus ?? undefined) : ''}
          items={tabs.map((tab) => ({ key: tab.status, label: tab.label }))}
          onChange={(status) => changeFilters({ status: status as InventoryStatus })}
        />
      )}
      <InventoryListFilters
        definition={definition}
        filters={state.filters}
        search={state.search}
        options={options}
        productTitle={rows.find((row) => row.productId === state.filters.productId)?.product.title}
        isMobile={isMobile}
        onSearchChange={(text) => {
          setState((current) => ({ ...current, search: text, currentPage: 1 }));
          setSelected([]);
        }}
        onChange={changeFilters}
        onReset={() => {
          setState((current) => ({ ...current, filters: {}, search: '', currentPage: 1 }));
          setSelected([]);
        }}
      />
      <div className="inventory-list__toolbar">
        <span className="muted" aria-live="polite">
          {selected.length > 0 && (
            <>
              {selected.length} selected{' '}
              <Button type="link" size="small" onClick={() => setSelected([])}>
                Clear
              </Button>
            </>
          )}
        </span>
        <ListViewSwitch
          screen={mode}
          value={state.view}
          isMobile={isMobile}
          onChange={(view) => setState((current) => ({ ...current, view }))}
        />
      </div>
      <ListError query={list} />
      <ListViewBody
        screen={mode}
        view={state.view}
        isMobile={isMobile}
        rows={rows}
        isLoading={list.isFetching && !list.isError}
        currency={currency}
        selection={selection}
        showsRequestedPrice={REQUESTED_PRICE_SCREENS.includes(mode)}
        showsDecisions={DECISION_SCREENS.includes(mode)}
        acceptAll={
          screenActions?.offersAcceptAll
            ? { fromStatus: screenActions.accept.fromStatus, onAcceptAll: openAccept }
            : undefined
        }
        emptyText="No items in this list."
      />
      <ListPager
        className="inventory-list__pagination"
        currentPage={state.currentPage}
        pageSize={state.pageSize}
        count={count}
        quickJumper
        onChange={(page) => setState((current) => ({ ...current, ...page }))}
      />
      {acceptModal}
      {/* spec 001 §9: back-to-top after 5000 px of scroll. */}
      <FloatButton.BackTop visibilityHeight={BACK_TO_TOP_THRESHOLD_PX} />
    </>
  );
}
