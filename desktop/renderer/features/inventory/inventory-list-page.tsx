import { CheckOutlined, CloseOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, List, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type InventoryListMode,
  type InventorySortOption,
  INVENTORY_SORT_OPTIONS,
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
} from '@shared/constants';
import { inventoriesResponse } from '@shared/contracts/inventory-actions';
import { type InventoryListRow, type PaginatedInventoriesQuery } from '@shared/contracts/inventory-lists';
import { INVENTORY_LIST_MODE_DEFINITIONS } from '@shared/domain/inventory-list';
import { formatMoney } from '@shared/domain/money-format';
import { notices, validation } from '@shared/messages';
import { apiRequest } from '../../api/client';
import { ListError } from '../../ui/list-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useIsMobile } from '../../ui/use-is-mobile';
import { downloadText } from '../consigners/csv';
import { ProductImage } from '../products/product-image';
import { useMeQuery } from '../session/queries';
import { RequestGrid, useRequestGridView } from '../store-requests/request-grid';
import { InventoryStatusTag } from './inventory-status-tag';
import { toListQuery, useInventoryFilterOptionsQuery, usePaginatedInventoriesQuery } from './list-queries';
import { useInventoryActionMutation } from './mutations';

const SEARCH_DEBOUNCE_MS = 300;
/** spec 001 §9: SKUs are cut to 12 characters in tables. */
const SKU_CHARACTERS = 12;
const SORT_LABELS: Record<(typeof INVENTORY_SORT_OPTIONS)[number], string> = {
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

/** What the filter bar sets (the mode's own status filter comes first). */
interface ListFilters {
  consigner?: number;
  location?: number;
  subLocation?: number;
  option1Value?: string;
  option2Value?: string;
  category?: string;
  printed?: boolean;
  sortOption?: InventorySortOption;
}

/** The screens of this family beyond the spec's list modes (spec 000 §2.3 Transfers). */
export type TransferScreen = 'Transfers' | 'AcceptTransfers';
type ListScreen = InventoryListMode | TransferScreen;

const TRANSFER_SCREENS: Record<TransferScreen, { title: string; status: InventoryListRow['status'] }> = {
  Transfers: { title: 'Transfer Inventory', status: 'Active' },
  AcceptTransfers: { title: 'Accept Transfer', status: 'InTransit' },
};

interface ScreenAction {
  /** The status call (POST /api/inventories/<call>). */
  accept: string;
  /** Its list field (`items`, or `inventories` for the transfer calls). */
  listField: 'items' | 'inventories';
  label: string;
  decline?: string;
  needsLocation?: boolean;
  /** The toast while it runs, and when it is done. */
  running?: string;
  done: string;
}

/** The accept and decline calls of each screen (spec 000 §2.3: per-mode accept and decline actions). */
const SCREEN_ACTIONS: Partial<Record<ListScreen, ScreenAction>> = {
  Incoming: {
    accept: 'bulkAcceptInventory',
    listField: 'items',
    label: 'Accept',
    decline: 'declineInventory',
    needsLocation: true,
    running: notices.longOperations.accepting,
    done: notices.inventoryAccepted,
  },
  Requested: {
    accept: 'bulkAcceptRequestToSell',
    listField: 'items',
    label: 'Accept',
    decline: 'bulkDeclineRequestToSell',
    needsLocation: true,
    running: notices.longOperations.acceptingRequested,
    done: notices.inventoryAccepted,
  },
  Transfers: {
    accept: 'transfer',
    listField: 'inventories',
    label: 'Set New Location',
    needsLocation: true,
    done: 'Items are on their way to the new location.',
  },
  AcceptTransfers: {
    accept: 'acceptTransfer',
    listField: 'inventories',
    label: 'Accept',
    needsLocation: true,
    done: notices.inventoryAccepted,
  },
};

export function InventoryListPage({ mode }: { mode: ListScreen }) {
  const definition: { title: string; status: InventoryListRow['status']; printed?: boolean } =
    mode === 'Transfers' || mode === 'AcceptTransfers'
      ? TRANSFER_SCREENS[mode]
      : INVENTORY_LIST_MODE_DEFINITIONS[mode];
  const isMobile = useIsMobile();
  const { modal } = App.useApp();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const options = useInventoryFilterOptionsQuery().data;
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ListFilters>({});
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const query: PaginatedInventoriesQuery = {
    status: definition.status,
    printed: definition.printed,
    ...filters,
    search: useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS) || undefined,
    ...page,
  };
  const list = usePaginatedInventoriesQuery(query);
  const requestView = useRequestGridView(mode);
  const rows = list.data?.rows ?? [];
  const actions = SCREEN_ACTIONS[mode];
  const accept = useInventoryActionMutation(actions?.accept ?? 'bulkAcceptInventory', inventoriesResponse);
  const decline = useInventoryActionMutation(actions?.decline ?? 'declineInventory', inventoriesResponse);
  const print = useInventoryActionMutation('bulkPrintInventory', inventoriesResponse);

  const setFilter = (change: ListFilters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage((current) => ({ ...current, currentPage: 1 }));
    setSelected([]);
  };

  const exportCsv = async () => {
    const csv = await apiRequest({
      method: 'GET',
      path: '/api/inventories/exportInventory',
      query: toListQuery({ ...query, currentPage: undefined, pageSize: undefined }),
    });
    downloadText('inventory.csv', String(csv));
  };

  const acceptSelected = () => {
    if (!actions) return;
    let location: number | undefined =
      options?.locations.length === 1 ? options.locations[0].value : undefined;
    modal.confirm({
      title: `${actions.label}: ${selected.length} item${selected.length === 1 ? '' : 's'}`,
      content: actions.needsLocation ? (
        <Select
          aria-label="Location"
          placeholder="Select a location"
          defaultValue={location}
          style={{ width: '100%' }}
          options={options?.locations ?? []}
          onChange={(value: number) => (location = value)}
        />
      ) : undefined,
      okText: actions.label,
      onOk: () => {
        if (actions.needsLocation && location === undefined) {
          notify.warning(validation.transfers.selectLocation);
          return undefined;
        }
        if (actions.running) notify.loading(actions.running);
        return accept.mutateAsync({ [actions.listField]: selected, location }).then(
          () => {
            notify.success(actions.done);
            setSelected([]);
          },
          () => undefined,
        );
      },
    });
  };

  const declineSelected = () =>
    modal.confirm({
      title: `Decline ${selected.length} item${selected.length === 1 ? '' : 's'}?`,
      okText: 'Decline',
      okButtonProps: { danger: true },
      onOk: () =>
        decline.mutateAsync({ items: selected }).then(
          () => setSelected([]),
          () => undefined,
        ),
    });

  const printSelected = () =>
    print.mutateAsync({ inventories: selected }).then(
      () => {
        notify.success(`${selected.length} item${selected.length === 1 ? '' : 's'} marked printed.`);
        setSelected([]);
      },
      () => undefined,
    );

  const columns: TableColumnsType<InventoryListRow> = [
    {
      title: <span className="visually-hidden">Image</span>,
      key: 'image',
      width: 64,
      render: (_, row) => <ProductImage src={row.product.image} alt="" className="product-thumb" />,
    },
    {
      title: 'Product',
      key: 'product',
      render: (_, row) => (
        <span>
          <Link to={`/products/${row.productId}`}>{row.product.title}</Link>
          <br />
          <span className="product-card__sku muted" title={row.product.sku}>
            {row.product.sku.slice(0, SKU_CHARACTERS)}
          </span>
        </span>
      ),
    },
    { title: 'Code', dataIndex: 'code', key: 'code', width: 100, className: 'product-card__sku' },
    { title: 'Size', dataIndex: 'option1Value', key: 'size', width: 70 },
    { title: 'Condition', dataIndex: 'option2Value', key: 'condition', width: 100, responsive: ['lg'] },
    {
      title: 'Consigner',
      key: 'consigner',
      responsive: ['md'],
      render: (_, row) =>
        row.consigner ? (
          <Link to={`/consigners/${row.consigner.id}`}>
            {`${row.consigner.firstName} ${row.consigner.lastName}`.trim()}
          </Link>
        ) : (
          '—'
        ),
    },
    { title: 'Location', key: 'location', responsive: ['lg'], render: (_, row) => row.location?.name ?? '—' },
    { title: 'Price', key: 'price', align: 'right', render: (_, row) => money(row.price, currency) },
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      responsive: ['md'],
      render: (_, row) => money(row.consigner?.isStoreAccount ? row.cost : row.payout, currency),
    },
    { title: 'Status', key: 'status', render: (_, row) => <InventoryStatusTag status={row.status} /> },
    { title: 'Days', key: 'days', width: 70, responsive: ['xl'], render: (_, row) => row.daysActive ?? '—' },
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      width: 70,
      render: (_, row) => (
        <Link to={`/inventories/${row.id}`} aria-label={`View ${row.code}`}>
          VIEW
        </Link>
      ),
    },
  ];

  const pagination = {
    current: page.currentPage,
    pageSize: page.pageSize,
    total: list.data?.count ?? 0,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    onChange: (currentPage: number, pageSize: number) =>
      setPage({ currentPage: pageSize === page.pageSize ? currentPage : 1, pageSize }),
  };

  return (
    <>
      <PageHeader
        title={definition.title}
        subtitle={
          list.data
            ? `${list.data.count.toLocaleString()} item${list.data.count === 1 ? '' : 's'}`
            : undefined
        }
        actions={
          <>
            {mode === 'ReadyToPrint' && (
              <Button
                size="large"
                icon={<PrinterOutlined />}
                disabled={selected.length === 0}
                onClick={printSelected}
              >
                Bulk Print
              </Button>
            )}
            {actions && (
              <>
                <Button
                  size="large"
                  icon={<CheckOutlined />}
                  disabled={selected.length === 0}
                  onClick={acceptSelected}
                >
                  {actions.label}
                </Button>
                {actions.decline && (
                  <Button
                    size="large"
                    danger
                    icon={<CloseOutlined />}
                    disabled={selected.length === 0}
                    onClick={declineSelected}
                  >
                    Decline
                  </Button>
                )}
              </>
            )}
            <Button size="large" icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          </>
        }
      />
      <Card size="small" className="inventory-filters">
        <Space wrap>
          <Input.Search
            allowClear
            aria-label="Search inventory"
            placeholder="Code, SKU or product"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage((current) => ({ ...current, currentPage: 1 }));
            }}
            style={{ width: 260 }}
          />
          <Select
            aria-label="Consigner"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Consigner"
            style={{ width: 200 }}
            options={(options?.consigners ?? []).map((option) => ({
              label: option.label,
              value: option.value.id,
            }))}
            onChange={(consigner?: number) => setFilter({ consigner })}
          />
          <Select
            aria-label="Location"
            allowClear
            placeholder="Location"
            style={{ width: 160 }}
            options={options?.locations ?? []}
            onChange={(location?: number) => setFilter({ location, subLocation: undefined })}
          />
          {filters.location && (
            <Select
              aria-label="Sublocation"
              allowClear
              placeholder="Sublocation"
              style={{ width: 160 }}
              options={(options?.subLocations ?? []).filter(
                (option) => option.locationId === filters.location,
              )}
              onChange={(subLocation?: number) => setFilter({ subLocation })}
            />
          )}
          <Select
            aria-label="Size"
            allowClear
            showSearch
            placeholder="Size"
            style={{ width: 110 }}
            options={(options?.option1Values ?? []).map((value) => ({ label: value, value }))}
            onChange={(option1Value?: string) => setFilter({ option1Value })}
          />
          <Select
            aria-label="Condition"
            allowClear
            placeholder="Condition"
            style={{ width: 130 }}
            options={(options?.option2Values ?? []).map((value) => ({ label: value, value }))}
            onChange={(option2Value?: string) => setFilter({ option2Value })}
          />
          <Select
            aria-label="Category"
            allowClear
            placeholder="Category"
            style={{ width: 150 }}
            options={(options?.categories ?? []).map((value) => ({ label: value, value }))}
            onChange={(category?: string) => setFilter({ category })}
          />
          <Select
            aria-label="Printed"
            allowClear
            placeholder="Printed"
            style={{ width: 130 }}
            defaultValue={definition.printed === undefined ? undefined : String(definition.printed)}
            options={[
              { label: 'Printed', value: 'true' },
              { label: 'Not printed', value: 'false' },
            ]}
            onChange={(value?: string) =>
              setFilter({ printed: value === undefined ? undefined : value === 'true' })
            }
          />
          <Select
            aria-label="Sort"
            style={{ width: 190 }}
            defaultValue="newestUpdated"
            options={INVENTORY_SORT_OPTIONS.map((value) => ({ label: SORT_LABELS[value], value }))}
            onChange={(sortOption: InventorySortOption) => setFilter({ sortOption })}
          />
        </Space>
      </Card>
      <ListError query={list} />
      {requestView.toggle}
      {requestView.isGrid ? (
        <RequestGrid rows={rows} isLoading={list.isFetching && !list.isError} pagination={pagination} />
      ) : isMobile ? (
        <List<InventoryListRow>
          loading={list.isFetching && !list.isError}
          dataSource={rows}
          pagination={{ ...pagination, size: 'small', showQuickJumper: false }}
          locale={{ emptyText: 'No items in this list.' }}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              actions={[
                <Link key="view" to={`/inventories/${row.id}`}>
                  VIEW
                </Link>,
              ]}
            >
              <List.Item.Meta
                avatar={<ProductImage src={row.product.image} alt="" className="product-thumb" />}
                title={row.product.title}
                description={
                  <span>
                    {row.code} · {row.option1Value} · {money(row.price, currency)}{' '}
                    <InventoryStatusTag status={row.status} />
                  </span>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<InventoryListRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching && !list.isError}
          rowSelection={
            actions || mode === 'ReadyToPrint'
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
              : undefined
          }
          pagination={pagination}
          locale={{ emptyText: 'No items in this list.' }}
          scroll={{ x: 1000 }}
        />
      )}
    </>
  );
}

function money(amount: number | null, currency: string): string {
  return amount === null ? '—' : formatMoney(amount, currency);
}
