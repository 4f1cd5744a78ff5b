import { Card, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@shared/constants';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { formatMoney } from '@shared/domain/money-format';
import { ListError } from '../../ui/list-error';
import { InventoryStatusTag } from './inventory-status-tag';
import { usePaginatedInventoriesQuery } from './list-queries';

/**
 * spec 000 §2.3 Product detail: the product's inventory, every status, newest first, with a View
 * link to each item and a link to its consigner.
 */
export function ProductInventoryTable({ productId, currency }: { productId: number; currency: string }) {
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = usePaginatedInventoriesQuery({ productId, sortOption: 'newestCreated', ...page });
  const columns: TableColumnsType<InventoryListRow> = [
    { title: 'Code', dataIndex: 'code', key: 'code', className: 'product-card__sku' },
    { title: 'Size', dataIndex: 'option1Value', key: 'size' },
    { title: 'Condition', dataIndex: 'option2Value', key: 'condition', responsive: ['md'] },
    {
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
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, row) => (row.price === null ? '—' : formatMoney(row.price, currency)),
    },
    { title: 'Status', key: 'status', render: (_, row) => <InventoryStatusTag status={row.status} /> },
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      render: (_, row) => (
        <Link to={`/inventories/${row.id}`} aria-label={`View ${row.code}`}>
          VIEW
        </Link>
      ),
    },
  ];
  return (
    <Card
      title={`Inventory${list.data ? ` (${list.data.count})` : ''}`}
      className="form-card product-form-card"
      size="small"
    >
      <ListError query={list} />
      <Table<InventoryListRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching && !list.isError}
        locale={{ emptyText: 'No inventory for this product yet.' }}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: list.data?.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
      />
    </Card>
  );
}
