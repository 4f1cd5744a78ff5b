import { List, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { type ScanItem } from '@shared/contracts/scans';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { useStoreWording } from '../session/use-store-wording';
import { ProductImage } from '../../ui/product-image';
import { InventoryStatusTag } from '../inventory/shared/inventory-status-tag';

/** Rows a result list shows per page: a shelf's worth, so a long Missing list stays quick to read. */
const RESULT_PAGE_SIZE = 20;

interface ScanItemTableProps {
  items: readonly ScanItem[];
  currency: string;
  isMobile: boolean;
  isLoading: boolean;
  emptyText: string;
}

/**
 * The status the run saw, and the one now when it has moved since (a missing item sold later): the
 * result stays what the run found, the clerk still sees where the item stands.
 */
function StatusCell({ item }: { item: ScanItem }) {
  return (
    <span className="scan-items__status">
      <InventoryStatusTag status={item.statusDuringScan} />
      {item.status !== item.statusDuringScan && (
        <span className="muted">
          now <InventoryStatusTag status={item.status} />
        </span>
      )}
    </span>
  );
}

function ViewItemLink({ item }: { item: ScanItem }) {
  return (
    <Link to={`/inventories/${item.id}`} aria-label={`View ${item.code}`}>
      VIEW
    </Link>
  );
}

/**
 * A result list of a scan run (Missing, Over Scanned, Found elsewhere; issue 13): product (with its
 * code and SKU), consigner, size, price, status, VIEW. A table on wider screens, cards on phones;
 * a page at a time.
 */
export function ScanItemTable({ items, currency, isMobile, isLoading, emptyText }: ScanItemTableProps) {
  const wording = useStoreWording();
  const pagination = { pageSize: RESULT_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false } as const;

  if (isMobile) {
    return (
      <List<ScanItem>
        className="scan-items__cards"
        loading={isLoading}
        dataSource={[...items]}
        locale={{ emptyText }}
        pagination={{ ...pagination, size: 'small', align: 'end' }}
        renderItem={(item) => (
          <List.Item key={item.id} actions={[<ViewItemLink key="view" item={item} />]}>
            <List.Item.Meta
              avatar={<ProductImage src={item.product.image} alt="" className="product-thumb" />}
              title={item.product.title}
              description={
                <span>
                  <span className="product-card__sku">{item.code}</span> · {item.product.sku} ·{' '}
                  {item.option1Value ?? '—'} · {formatMoneyOrDash(item.price, currency)}
                  <br />
                  {item.consigner && (
                    <>
                      <Link to={`/consigners/${item.consigner.id}`}>{item.consigner.name}</Link>{' '}
                    </>
                  )}
                  <StatusCell item={item} />
                </span>
              }
            />
          </List.Item>
        )}
      />
    );
  }

  const columns: TableColumnsType<ScanItem> = [
    {
      title: 'Product',
      key: 'product',
      render: (_, item) => (
        <span className="scan-items__product">
          <ProductImage src={item.product.image} alt="" className="product-thumb" />
          <span>
            {item.product.title}
            <br />
            {/* The label's code to look for, and the SKU: one line, so VIEW stays on-screen at 1280 px. */}
            <span className="product-card__sku muted">
              {item.code} · {item.product.sku}
            </span>
          </span>
        </span>
      ),
    },
    {
      title: wording('Consigner'),
      key: 'consigner',
      render: (_, item) =>
        item.consigner ? <Link to={`/consigners/${item.consigner.id}`}>{item.consigner.name}</Link> : '—',
    },
    { title: 'Size', key: 'size', render: (_, item) => item.option1Value ?? '—' },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      render: (_, item) => formatMoneyOrDash(item.price, currency),
    },
    { title: 'Status', key: 'status', render: (_, item) => <StatusCell item={item} /> },
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      render: (_, item) => <ViewItemLink item={item} />,
    },
  ];
  return (
    <Table<ScanItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...items]}
      loading={isLoading}
      locale={{ emptyText }}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
    />
  );
}
