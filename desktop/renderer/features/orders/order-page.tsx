import { ExportOutlined, RollbackOutlined, SyncOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  List,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type Order, type OrderLine, type OrderStatus } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { storeWording } from '@shared/domain/terminology';
import { isApiError } from '@renderer/api/api-error';
import { NotFoundPage } from '@renderer/ui/not-found-page';
import { PageHeader } from '@renderer/ui/page-header';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { InventoryStatusTag } from '../inventory/shared/inventory-status-tag';
import { ProductImage } from '../../ui/product-image';
import { ReceiptActions } from '../receipts/receipt-actions';
import { useMeQuery } from '../session/queries';
import { formatSoldDate } from './find-orders-state';
import { platformActionReason, PLATFORM_REASONS } from './order-platform';
import { PAYMENT_METHOD_LABELS, returnableLines, returnedNote } from './order-return';
import { useOrderQuery, useResyncOrderMutation } from './queries';
import { ReturnDialog } from './return-dialog';
import './orders.css';

const STATUS_TAGS: Record<OrderStatus, { label: string; color: string }> = {
  open: { label: 'Open hold', color: 'purple' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
};

const sourceLabel = (order: Order) =>
  order.source === 'platform'
    ? (order.platform ?? 'Online')
    : order.source === 'kiosk'
      ? 'Kiosk'
      : 'Register';

/**
 * /orders/{id} (spec 000 §2.3 Order detail; GET /api/orders/{id} reads order): title Order {name},
 * the customer's first name as subtitle with their email, or else phone, in bold; the items, each
 * linking to its page, with its sale and where a returned one went; totals, payments and refunds;
 * Return; the platform actions, disabled with the reason until a shop is connected.
 */
export function OrderPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const query = useOrderQuery(id);
  const store = useMeQuery().data?.store;
  const resync = useResyncOrderMutation(id);
  const [isReturning, setReturning] = useState(false);
  const currency = store?.currency ?? 'USD';
  const ownerLabel = storeWording('Consigner', store?.isBuyingStore ?? false);
  const order = query.data;

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Alert type="error" showIcon title={query.error.message} className="list-error" />;
  }
  if (!order) return <Skeleton active />;

  const money = (amount: number) => formatMoney(amount, currency);
  const platformReason = platformActionReason(order, store);
  const canReturn = returnableLines(order).length > 0;
  const contact = order.customer?.email ?? order.customer?.phone;
  const refunds = order.payments.filter((payment) => payment.kind === 'refund');

  return (
    <>
      <PageHeader
        back={{ to: '/findOrders', label: 'Find Orders' }}
        title={`Order ${order.name}`}
        tags={
          <>
            <Tag color={STATUS_TAGS[order.status].color}>{STATUS_TAGS[order.status].label}</Tag>
            <Tag>{sourceLabel(order)}</Tag>
          </>
        }
        subtitle={
          order.customer ? (
            <span data-testid="order-customer">
              {order.customer.first_name}
              {contact && (
                <>
                  {' · '}
                  <strong>{contact}</strong>
                </>
              )}
            </span>
          ) : (
            <span className="muted" data-testid="order-customer">
              No customer given
            </span>
          )
        }
        actions={
          <>
            <ReceiptActions order={order} size="large" />
            {canReturn && (
              <Button size="large" icon={<RollbackOutlined />} onClick={() => setReturning(true)}>
                Return
              </Button>
            )}
            <Tooltip title={platformReason ?? PLATFORM_REASONS.noAdminAddress}>
              {/* No admin address is known for a connected shop yet: the action stays off with its reason. */}
              <Button size="large" icon={<ExportOutlined />} disabled>
                Open in shop admin
              </Button>
            </Tooltip>
            <Tooltip title={platformReason}>
              <Button
                size="large"
                icon={<SyncOutlined />}
                disabled={platformReason !== null}
                loading={resync.isPending}
                // spec 000 §2.3: the secondary action resyncs the order and then navigates back.
                onClick={() => resync.mutate(undefined, { onSuccess: () => void navigate(-1) })}
              >
                Resync
              </Button>
            </Tooltip>
          </>
        }
      />
      {isReturning && (
        <ReturnDialog
          order={order}
          currency={currency}
          ownerLabel={ownerLabel}
          onClose={() => setReturning(false)}
        />
      )}
      <div className="detail-grid">
        <Card
          title={`Items (${order.lineItems.length})`}
          size="small"
          role="region"
          aria-label="Items"
          className="order-page__items"
        >
          {isMobile ? (
            <OrderLineCards order={order} money={money} ownerLabel={ownerLabel} />
          ) : (
            <OrderLineTable order={order} money={money} ownerLabel={ownerLabel} />
          )}
        </Card>
        <div className="order-page__side">
          <Card title="Totals" size="small" role="region" aria-label="Totals">
            <Descriptions column={1} size="small" className="order-page__totals">
              <Descriptions.Item label="Subtotal">{money(order.subtotal)}</Descriptions.Item>
              {order.discount > 0 && (
                <Descriptions.Item label="Discount">−{money(order.discount)}</Descriptions.Item>
              )}
              {order.tax > 0 && <Descriptions.Item label="Tax">{money(order.tax)}</Descriptions.Item>}
              <Descriptions.Item label="Total">
                <strong>{money(order.total)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label="Paid">{money(order.paid)}</Descriptions.Item>
              {order.change > 0 && (
                <Descriptions.Item label="Change">{money(order.change)}</Descriptions.Item>
              )}
              {order.refunded > 0 && (
                <Descriptions.Item label="Refunded">
                  <strong data-testid="order-refunded">{money(order.refunded)}</strong>
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <Card title="Payments" size="small" role="region" aria-label="Payments">
            <List
              size="small"
              dataSource={order.payments}
              locale={{ emptyText: 'No payment taken yet.' }}
              renderItem={(payment) => (
                <List.Item data-testid={`order-${payment.kind}`}>
                  <span>
                    {payment.kind === 'refund' ? 'Refund' : 'Payment'} ·{' '}
                    {PAYMENT_METHOD_LABELS[payment.method]}
                    <br />
                    <span className="muted">
                      {new Date(payment.createdAt).toLocaleString()}
                      {payment.createdByName ? ` · ${payment.createdByName}` : ''}
                    </span>
                  </span>
                  <strong className="order-page__amount">
                    {payment.kind === 'refund' ? `−${money(payment.amount)}` : money(payment.amount)}
                  </strong>
                </List.Item>
              )}
            />
            {refunds.length === 0 && order.status === 'completed' && (
              <p className="muted order-page__note">No refunds.</p>
            )}
          </Card>
          <Card title="Order" size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Created">
                {new Date(order.createdAt).toLocaleString()}
              </Descriptions.Item>
              {order.completedAt && (
                <Descriptions.Item label="Completed">
                  {new Date(order.completedAt).toLocaleString()}
                </Descriptions.Item>
              )}
              {order.holdExpiresAt && order.status === 'open' && (
                <Descriptions.Item label="Hold expires">
                  {new Date(order.holdExpiresAt).toLocaleString()}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="By">{order.createdByName ?? '—'}</Descriptions.Item>
              {order.note && <Descriptions.Item label="Note">{order.note}</Descriptions.Item>}
            </Descriptions>
          </Card>
        </div>
      </div>
    </>
  );
}

interface OrderLinesProps {
  order: Order;
  money: (amount: number) => string;
  ownerLabel: string;
}

/** Where a returned line went, and when; nothing for a line still sold. */
function ReturnedNote({ line, ownerLabel }: { line: OrderLine; ownerLabel: string }) {
  const note = returnedNote(line, ownerLabel, formatSoldDate);
  if (!note) return null;
  return (
    <>
      <br />
      <span className="order-page__returned" data-testid="returned-note">
        {note}
      </span>
    </>
  );
}

function LineItem({ line, ownerLabel }: { line: OrderLine; ownerLabel: string }) {
  return (
    <span className="sold-item__name order-page__item">
      <ProductImage src={line.image} alt="" className="product-thumb" />
      <span>
        <Link to={`/inventories/${line.inventoryId}`}>{line.title}</Link>
        <br />
        <span className="product-card__sku muted">{line.code}</span>
        {line.size ? <span className="muted"> · Size {line.size}</span> : null}
        <ReturnedNote line={line} ownerLabel={ownerLabel} />
      </span>
    </span>
  );
}

function OrderLineTable({ order, money, ownerLabel }: OrderLinesProps) {
  const columns: TableColumnsType<OrderLine> = [
    { title: 'Item', key: 'item', render: (_, line) => <LineItem line={line} ownerLabel={ownerLabel} /> },
    { title: 'Price', key: 'price', align: 'right', render: (_, line) => money(line.price) },
    // Only an order with a discount gives the column its room.
    ...(order.lineItems.some((line) => line.discount > 0)
      ? [
          {
            title: 'Discount',
            key: 'discount',
            align: 'right' as const,
            render: (_: unknown, line: OrderLine) => (line.discount > 0 ? `−${money(line.discount)}` : '—'),
          },
        ]
      : []),
    { title: 'Sale price', key: 'salePrice', align: 'right', render: (_, line) => money(line.salePrice) },
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      render: (_, line) => (
        <span>
          {money(line.payout)}
          {line.payoutLabel === 'Cost' && <span className="muted"> cost</span>}
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, line) => <InventoryStatusTag status={line.status} />,
    },
  ];
  return (
    <Table<OrderLine>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={order.lineItems}
      pagination={false}
      rowClassName={(line) => (line.returnedAt ? 'order-page__line--returned' : '')}
      scroll={{ x: 560 }}
    />
  );
}

function OrderLineCards({ order, money, ownerLabel }: OrderLinesProps) {
  return (
    <List<OrderLine>
      dataSource={order.lineItems}
      renderItem={(line) => (
        <List.Item key={line.id} data-testid="order-line-card">
          <List.Item.Meta
            avatar={<ProductImage src={line.image} alt="" className="product-thumb" />}
            title={<Link to={`/inventories/${line.inventoryId}`}>{line.title}</Link>}
            description={
              <span>
                <span className="product-card__sku">{line.code}</span>
                {line.size ? ` · Size ${line.size}` : ''} · {money(line.price)}
                {line.discount > 0 ? ` − ${money(line.discount)} = ${money(line.salePrice)}` : ''}
                <br />
                {line.payoutLabel} {money(line.payout)} · <InventoryStatusTag status={line.status} />
                <ReturnedNote line={line} ownerLabel={ownerLabel} />
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
