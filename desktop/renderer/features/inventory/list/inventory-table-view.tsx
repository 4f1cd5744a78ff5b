import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { SKU_CUT_TABLE } from '@shared/constants';
import { type InventoryListRow } from '@shared/contracts/inventory-lists';
import { cutSku } from '@shared/domain/sku';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { ProductImage } from '@renderer/ui/product-image';
import { InventoryDecisionButtons } from '../shared/inventory-decision-buttons';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import { ConsignerLink, locationOf, payoutOf, ViewLink } from './inventory-list-cells';
import { type InventoryViewProps } from './inventory-list-views';
import './inventory-list.css';

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
  // What a clerk compares first (code, size, money, status) comes before who and where; on a
  // narrow screen the table scrolls sideways and the row's decision and VIEW stay in sight.
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
        <div className="inventory-table__product">
          <Link to={`/products/${row.productId}`}>{row.product.title}</Link>
          <br />
          <span className="product-card__sku muted" title={row.product.sku}>
            {cutSku(row.product.sku, SKU_CUT_TABLE)}
          </span>
        </div>
      ),
    },
    {
      title: 'Code',
      key: 'code',
      render: (_, row) => <span className="product-card__sku">{row.code}</span>,
    },
    {
      title: 'Size',
      key: 'size',
      render: (_, row) => (
        <span className="inventory-table__nowrap">
          {row.option1Value ?? '—'}
          {row.option2Value && (
            <>
              <br />
              <span className="muted">{row.option2Value}</span>
            </>
          )}
        </span>
      ),
    },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, row) => formatMoneyOrDash(row.price, currency),
    },
    ...(showsRequestedPrice
      ? [
          {
            title: 'Requested price',
            key: 'requestedPrice',
            align: 'right' as const,
            render: (_: unknown, row: InventoryListRow) => (
              <strong>{formatMoneyOrDash(row.requestedPrice, currency)}</strong>
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
    {
      title: 'Consigner',
      key: 'consigner',
      responsive: ['md'],
      render: (_, row) => <ConsignerLink row={row} />,
    },
    { title: 'Location', key: 'location', responsive: ['lg'], render: (_, row) => locationOf(row) },
    // Days Active counts only for Active items (spec 000 §4): no column when no row has it.
    ...(rows.some((row) => row.daysActive !== null)
      ? [
          {
            title: 'Days',
            key: 'days',
            responsive: ['xl' as const],
            render: (_: unknown, row: InventoryListRow) => row.daysActive ?? '—',
          },
        ]
      : []),
    ...(showsDecisions
      ? [
          {
            title: <span className="visually-hidden">Decision</span>,
            key: 'decision',
            fixed: 'end' as const,
            render: (_: unknown, row: InventoryListRow) => (
              <InventoryDecisionButtons item={row} variant="row" isStacked />
            ),
          },
        ]
      : []),
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      fixed: 'end',
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
      scroll={{ x: 'max-content' }}
    />
  );
}
