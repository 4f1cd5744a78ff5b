import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { SKU_CUT_TABLE } from '@shared/constants';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { cutSku } from '@shared/domain/sku';
import { ProductImage } from '../products/product-image';
import { InventoryDecisionButtons } from './inventory-decision-buttons';
import { ConsignerLink, locationOf, money, payoutOf, ViewLink } from './inventory-list-cells';
import { type InventoryViewProps } from './inventory-list-views';
import { InventoryStatusTag } from './inventory-status-tag';

/** The list as a table (768 px and wider). Paging is the page's, below the view. */
export function InventoryTableView({
  rows,
  isLoading,
  currency,
  selection,
  showsRequestedPrice,
  showsDecisions,
  emptyText,
}: InventoryViewProps) {
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
            {cutSku(row.product.sku, SKU_CUT_TABLE)}
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
      render: (_, row) => <ConsignerLink row={row} />,
    },
    { title: 'Location', key: 'location', responsive: ['lg'], render: (_, row) => locationOf(row) },
    { title: 'Price', key: 'price', align: 'right', render: (_, row) => money(row.price, currency) },
    ...(showsRequestedPrice
      ? [
          {
            title: 'Requested price',
            key: 'requestedPrice',
            align: 'right' as const,
            render: (_: unknown, row: InventoryListRow) => (
              <strong>{money(row.requestedPrice, currency)}</strong>
            ),
          },
        ]
      : []),
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      responsive: ['md'],
      render: (_, row) => payoutOf(row, currency),
    },
    { title: 'Status', key: 'status', render: (_, row) => <InventoryStatusTag status={row.status} /> },
    { title: 'Days', key: 'days', width: 70, responsive: ['xl'], render: (_, row) => row.daysActive ?? '—' },
    ...(showsDecisions
      ? [
          {
            title: <span className="visually-hidden">Decision</span>,
            key: 'decision',
            width: 180,
            render: (_: unknown, row: InventoryListRow) => (
              <InventoryDecisionButtons item={row} variant="row" />
            ),
          },
        ]
      : []),
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      width: 70,
      render: (_, row) => <ViewLink row={row} />,
    },
  ];

  return (
    <Table<InventoryListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selectedIds,
              onChange: (keys) => selection.onChange(keys.map(Number)),
              getCheckboxProps: (row) => ({
                disabled: !selection.isSelectable(row),
                'aria-label': `Select ${row.code}`,
              }),
            }
          : undefined
      }
      pagination={false}
      locale={{ emptyText }}
      scroll={{ x: 1000 }}
    />
  );
}
