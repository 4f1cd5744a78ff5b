import { List, Table, type TableColumnsType } from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { type SoldItemRow } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { ProductImage } from '../../ui/product-image';
import { formatSoldDate } from './find-orders-state';
import { SoldItemName, SoldItemOwner, SoldItemPayout, ViewOrderLink } from './sold-item-cells';

interface SoldItemsViewProps {
  rows: SoldItemRow[];
  isLoading: boolean;
  currency: string;
  /** "Consigner", or "Seller" in a buying store. */
  ownerLabel: string;
  empty: ReactNode;
}

const rowKey = (row: SoldItemRow) => `${row.orderId}-${row.inventoryId}`;

/** spec 000 §2.3 Orders: the sold items' table, one row per item sold. Paging is the page's. */
export function SoldItemsTable({ rows, isLoading, currency, ownerLabel, empty }: SoldItemsViewProps) {
  const columns: TableColumnsType<SoldItemRow> = [
    {
      title: 'Order No',
      key: 'order',
      className: 'sold-items__nowrap',
      render: (_, row) => <Link to={`/orders/${row.orderId}`}>{row.orderName}</Link>,
    },
    { title: 'Name', key: 'name', render: (_, row) => <SoldItemName row={row} /> },
    { title: 'Size', key: 'size', render: (_, row) => row.size ?? '—' },
    { title: 'Location', key: 'location', responsive: ['lg'], render: (_, row) => row.location ?? '—' },
    { title: ownerLabel, key: 'consigner', render: (_, row) => <SoldItemOwner row={row} /> },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, row) => formatMoney(row.price, currency),
    },
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      render: (_, row) => <SoldItemPayout row={row} currency={currency} />,
    },
    {
      title: 'Date Sold',
      key: 'soldOn',
      className: 'sold-items__nowrap',
      render: (_, row) => <time dateTime={row.soldOn}>{formatSoldDate(row.soldOn)}</time>,
    },
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      render: (_, row) => <ViewOrderLink row={row} />,
    },
  ];
  return (
    <Table<SoldItemRow>
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      locale={{ emptyText: empty }}
      pagination={false}
      scroll={{ x: 760 }}
    />
  );
}

/** The sold items as cards, below 768 px (spec 000 §2.3). */
export function SoldItemsCards({ rows, isLoading, currency, ownerLabel, empty }: SoldItemsViewProps) {
  return (
    <List<SoldItemRow>
      className="sold-items-cards"
      loading={isLoading}
      dataSource={rows}
      locale={{ emptyText: empty }}
      renderItem={(row) => (
        <List.Item
          key={rowKey(row)}
          actions={[<ViewOrderLink key="view" row={row} />]}
          data-testid="sold-item-card"
        >
          <List.Item.Meta
            avatar={<ProductImage src={row.image} alt="" className="product-thumb" />}
            title={
              <span>
                {row.title} <span className="muted">{row.orderName}</span>
              </span>
            }
            description={
              <span>
                <span className="product-card__sku">{row.code}</span> · Size {row.size ?? '—'} ·{' '}
                {formatMoney(row.price, currency)}
                <br />
                {row.payoutLabel} {formatMoney(row.payout, currency)} · {ownerLabel}{' '}
                <SoldItemOwner row={row} />
                <br />
                Sold <time dateTime={row.soldOn}>{formatSoldDate(row.soldOn)}</time>
                {row.location ? ` · ${row.location}` : ''}
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
