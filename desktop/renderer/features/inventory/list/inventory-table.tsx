import { Card, Table, type TableColumnType, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SKU_CUT_TABLE } from '@shared/constants';
import { type InventoryListRow, type PaginatedInventoriesQuery } from '@shared/contracts/inventory-lists';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { ListError } from '@renderer/ui/list-error';
import { ProductImage } from '@renderer/ui/product-image';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import { usePaginatedInventoriesQuery } from '../shared/list-queries';
import { locationOf } from './inventory-list-cells';
import './inventory-list.css';

/** The columns an inventory table can show, by name. */
export type InventoryColumn =
  | 'product'
  | 'code'
  | 'size'
  | 'condition'
  | 'consigner'
  | 'location'
  | 'price'
  | 'payout'
  | 'status'
  | 'daysActive'
  | 'view';

interface ColumnOptions {
  currency: string;
  /** 'Cost' on a store account's own page (spec 000 §6); a store account's rows show their cost either way. */
  payoutLabel?: 'Payout' | 'Cost';
}

function column(name: InventoryColumn, { currency, payoutLabel = 'Payout' }: ColumnOptions) {
  const columns: Record<InventoryColumn, TableColumnType<InventoryListRow>> = {
    product: {
      title: 'Product',
      key: 'product',
      width: 220,
      render: (_, row) => (
        <span className="inventory-table__product">
          <ProductImage src={row.product.image} alt="" className="product-thumb" />
          <span>
            <Link to={`/products/${row.productId}`}>{row.product.title}</Link>
            <br />
            {/* spec 001 §9: a SKU is cut to 12 characters in tables */}
            <span className="product-card__sku muted" title={row.product.sku}>
              {row.product.sku.slice(0, SKU_CUT_TABLE)}
            </span>
          </span>
        </span>
      ),
    },
    code: {
      title: 'Code',
      key: 'code',
      render: (_, row) => <span className="product-card__sku">{row.code}</span>,
    },
    size: { title: 'Size', dataIndex: 'option1Value', key: 'size' },
    condition: { title: 'Condition', dataIndex: 'option2Value', key: 'condition', responsive: ['lg'] },
    consigner: {
      title: 'Consigner',
      key: 'consigner',
      render: (_, row) =>
        row.consigner ? (
          <Link to={`/consigners/${row.consigner.id}`}>
            {`${row.consigner.firstName} ${row.consigner.lastName}`.trim()}
          </Link>
        ) : (
          '—'
        ),
    },
    location: {
      title: 'Location',
      key: 'location',
      responsive: ['lg'],
      render: (_, row) => locationOf(row),
    },
    price: {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, row) => formatMoneyOrDash(row.price, currency),
    },
    payout: {
      title: payoutLabel,
      key: 'payout',
      align: 'right',
      responsive: ['md'],
      render: (_, row) => formatMoneyOrDash(row.consigner?.isStoreAccount ? row.cost : row.payout, currency),
    },
    status: {
      title: 'Status',
      key: 'status',
      render: (_, row) => <InventoryStatusTag status={row.status} />,
    },
    daysActive: {
      title: 'Days Active',
      key: 'daysActive',
      align: 'right',
      responsive: ['xl'],
      render: (_, row) => row.daysActive ?? '—',
    },
    view: {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      render: (_, row) => (
        <Link to={`/inventories/${row.id}`} aria-label={`View ${row.code}`}>
          VIEW
        </Link>
      ),
    },
  };
  return columns[name];
}

/** The named columns, in the order given. */
export function inventoryColumns(
  names: readonly InventoryColumn[],
  options: ColumnOptions,
): TableColumnsType<InventoryListRow> {
  return names.map((name) => column(name, options));
}

interface InventoryTableProps extends ColumnOptions {
  /** The list's filters (GET /api/inventories/paginatedInventories); paging is the table's own. */
  query: Omit<PaginatedInventoriesQuery, 'currentPage' | 'pageSize'>;
  columns: readonly InventoryColumn[];
  /** The card's title, given how many items match (undefined while loading). */
  title: (count: number | undefined) => ReactNode;
  /** The card's accessible name: its title without the count, which changes as the list does. */
  label: string;
  emptyText: string;
  className?: string;
  /** Above the table, inside the card: a filter bar. */
  children?: ReactNode;
}

/**
 * A card with one page of inventory items at a time, filtered on the server: the product page's
 * inventory and the consigner page's list. A change of filters goes back to page 1.
 */
export function InventoryTable({
  query,
  columns,
  title,
  label,
  emptyText,
  className,
  children,
  ...options
}: InventoryTableProps) {
  const filtersKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ filtersKey, currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const currentPage = paging.filtersKey === filtersKey ? paging.currentPage : 1;
  const list = usePaginatedInventoriesQuery({ ...query, currentPage, pageSize: paging.pageSize });
  return (
    <Card title={title(list.data?.count)} className={className} size="small" role="region" aria-label={label}>
      {children}
      <ListError query={list} />
      <Table<InventoryListRow>
        size="small"
        rowKey="id"
        columns={inventoryColumns(columns, options)}
        dataSource={list.data?.rows ?? []}
        // Dimmed while a new page or filter loads, not while the page shown refreshes in the background.
        loading={list.isFetching && (list.isPlaceholderData || !list.data)}
        locale={{ emptyText }}
        // Wide enough for the columns a tablet shows (the others hide below lg and xl); narrower scrolls.
        scroll={{ x: 620 }}
        pagination={{
          current: currentPage,
          pageSize: paging.pageSize,
          total: list.data?.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (page, pageSize) =>
            setPaging({ filtersKey, currentPage: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
      />
    </Card>
  );
}
