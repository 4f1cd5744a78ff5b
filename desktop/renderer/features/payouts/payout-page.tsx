import { CheckOutlined, DownloadOutlined, RedoOutlined, SyncOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  List,
  Skeleton,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PAYOUT_TOAST_MS } from '@shared/constants';
import {
  type Cheque,
  PAYOUT_EXPORT_FILENAME,
  type PayoutConsigner,
  type PayoutDetailResponse,
  type PayoutItem,
} from '@shared/contracts/payouts';
import { formatMoney, formatPayoutTotal } from '@shared/domain/money-format';
import { storeWording } from '@shared/domain/terminology';
import { notices } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { notify } from '@renderer/ui/notify';
import { NotFoundPage } from '@renderer/ui/not-found-page';
import { PageHeader } from '@renderer/ui/page-header';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { downloadText } from '../consigners/csv';
import { formatSoldDate } from '../orders/find-orders-state';
import { ProductImage } from '../../ui/product-image';
import { useMeQuery } from '../session/queries';
import { PAYOUT_STATUS_TAGS, PayoutStatusTag } from './payout-status-tag';
import {
  exportPayout,
  useChequesQuery,
  useMarkPaidMutation,
  usePayBuyingMutation,
  usePayoutQuery,
  useRetryAutoPayoutMutation,
} from './queries';
import './payouts.css';

/** How often the page asks again while the cheque job sends an automated payout. */
const PENDING_REFETCH_MS = 3_000;

type Payout = PayoutDetailResponse['payout'];

/**
 * /payouts/{id} (spec 000 §2.3 Payout detail; GET /api/payouts/{id} reads payout, inventories): title
 * 'Payout {name} - {status}', '{itemCount} items', the bold total with the currency, Export, a card
 * per consigner with their items and what they are paid, the cheques of an automated payout, and the
 * primary action by status (spec 000 §4): Pending + automated is in progress (the page follows it),
 * Failed offers Retry Auto Payout, Buying offers Pay, otherwise Mark paid (whole or per consigner).
 */
export function PayoutPage() {
  const id = Number(useParams().id);
  const isMobile = useIsMobile();
  const { modal } = App.useApp();
  const store = useMeQuery().data?.store;
  const ownerLabel = storeWording('Consigner', store?.isBuyingStore ?? false);
  const query = usePayoutQuery(id, (status) => (status === 'Pending' ? PENDING_REFETCH_MS : false));
  const payout = query.data?.payout;
  const isSending = payout?.status === 'Pending' && payout.automated;
  const cheques = useChequesQuery(id, payout?.automated ?? false, isSending ? PENDING_REFETCH_MS : false);
  const markPaid = useMarkPaidMutation(id);
  const retry = useRetryAutoPayoutMutation();
  const payBuying = usePayBuyingMutation(id);
  const [isExporting, setExporting] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Alert type="error" showIcon title={query.error.message} className="list-error" />;
  }
  if (!query.data || !payout) return <Skeleton active />;

  const currency = payout.currency;
  const items = query.data.inventories;
  const total = (amount: number) => formatPayoutTotal(amount, currency, { isMobileCard: isMobile });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(
        PAYOUT_EXPORT_FILENAME,
        await exportPayout({ inventoriesToExport: { payoutId: payout.id } }),
      );
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const confirmMarkPaid = (shares: PayoutConsigner[]) => {
    const who =
      shares.length === 1 ? shares[0].consigner.name : `${shares.length} ${ownerLabel.toLowerCase()}s`;
    const amount = shares.reduce((sum, share) => sum + share.amount, 0);
    modal.confirm({
      title: notices.payoutScreens.confirmMarkPaidTitle,
      content: notices.payoutScreens.confirmMarkPaid(who, formatPayoutTotal(amount, currency)),
      okText: 'Mark paid',
      // Resolve either way: a refusal is already a toast with the API's reason.
      onOk: () =>
        markPaid
          .mutateAsync(
            shares.length === payout.consigners.length
              ? {}
              : {
                  consignersInventoryToBeMarkedAsPaid: shares.map((share) => ({
                    consignerId: share.consigner.id,
                    inventories: items
                      .filter((item) => item.consignerId === share.consigner.id)
                      .map((item) => item.inventoryId),
                  })),
                },
          )
          .then(
            () => notify.success(notices.statusChangedToPaid),
            () => undefined,
          ),
    });
  };

  const unpaid = payout.consigners.filter((share) => share.status === 'Unpaid');
  const action = primaryAction(payout);
  const actions = (
    <>
      <Button size="large" icon={<DownloadOutlined />} loading={isExporting} onClick={() => void exportCsv()}>
        Export
      </Button>
      {action === 'retry' && (
        <Button
          size="large"
          type="primary"
          icon={<RedoOutlined />}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(
              { payoutId: payout.id },
              { onSuccess: () => notify.success(notices.autoPayoutRetried, PAYOUT_TOAST_MS) },
            )
          }
        >
          Retry Auto Payout
        </Button>
      )}
      {action === 'pay' && (
        <Button
          size="large"
          type="primary"
          loading={payBuying.isPending}
          onClick={() =>
            modal.confirm({
              title: notices.payoutScreens.confirmPayTitle,
              content: `${formatPayoutTotal(payout.total, currency)} to ${payout.consigners.map((share) => share.consigner.name).join(', ')}.`,
              okText: 'Pay',
              onOk: () =>
                payBuying.mutateAsync().then(
                  () => notify.success(notices.statusChangedToPaid),
                  () => undefined,
                ),
            })
          }
        >
          Pay
        </Button>
      )}
      {action === 'markPaid' && unpaid.length > 0 && (
        <Button
          size="large"
          type="primary"
          icon={<CheckOutlined />}
          loading={markPaid.isPending}
          onClick={() => confirmMarkPaid(unpaid)}
        >
          Mark paid
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        back={{ to: '/payouts', label: 'Payouts' }}
        title={`Payout ${payout.name} - ${PAYOUT_STATUS_TAGS[payout.status].label}`}
        tags={payout.automated ? <Tag color="blue">By cheque</Tag> : undefined}
        subtitle={
          <span>
            <span data-testid="payout-item-count">
              {payout.itemCount} item{payout.itemCount === 1 ? '' : 's'}
            </span>{' '}
            ·{' '}
            <strong className="payout-page__total" data-testid="payout-total">
              {formatPayoutTotal(payout.total, currency)} {currency}
            </strong>
            <span className="muted">
              {' '}
              · created {new Date(payout.createdAt).toLocaleString()}
              {payout.createdByName ? ` by ${payout.createdByName}` : ''}
            </span>
          </span>
        }
        actions={actions}
      />
      {isSending && (
        <Alert
          type="info"
          showIcon
          icon={<SyncOutlined spin />}
          role="status"
          data-testid="auto-payout-in-progress"
          title={notices.payoutScreens.autoPayoutInProgress}
          className="list-error"
        />
      )}
      {payout.status === 'Failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="list-error"
          title="Some cheques were refused: fix the reason below, then Retry Auto Payout sends what is left."
        />
      )}
      <div className="payout-page__consigners">
        {payout.consigners.map((share) => (
          <ConsignerCard
            key={share.consigner.id}
            share={share}
            payout={payout}
            items={items.filter((item) => item.consignerId === share.consigner.id)}
            isMobile={isMobile}
            total={total}
            canMarkPaid={action === 'markPaid' && share.status === 'Unpaid' && payout.consigners.length > 1}
            isMarking={markPaid.isPending}
            onMarkPaid={() => confirmMarkPaid([share])}
          />
        ))}
      </div>
      {payout.automated && (
        <Card title="Cheques" size="small" role="region" aria-label="Cheques">
          {isMobile ? (
            <ChequeCards cheques={cheques.data ?? []} payout={payout} isLoading={cheques.isLoading} />
          ) : (
            <ChequesTable cheques={cheques.data ?? []} payout={payout} isLoading={cheques.isLoading} />
          )}
        </Card>
      )}
    </>
  );
}

/** spec 000 §4 Payouts: the primary action by status. */
function primaryAction(payout: Payout): 'inProgress' | 'retry' | 'pay' | 'markPaid' | 'none' {
  if (payout.status === 'Pending' && payout.automated) return 'inProgress';
  if (payout.status === 'Failed') return 'retry';
  if (payout.status === 'Buying') return 'pay';
  if (payout.status === 'Paid') return 'none';
  return 'markPaid';
}

interface ConsignerCardProps {
  share: PayoutConsigner;
  payout: Payout;
  items: PayoutItem[];
  isMobile: boolean;
  total: (amount: number) => string;
  canMarkPaid: boolean;
  isMarking: boolean;
  onMarkPaid: () => void;
}

function ConsignerCard({
  share,
  payout,
  items,
  isMobile,
  total,
  canMarkPaid,
  isMarking,
  onMarkPaid,
}: ConsignerCardProps) {
  const currency = payout.currency;
  const name = share.consigner.name;
  return (
    <Card
      size="small"
      role="region"
      aria-label={name}
      data-testid="payout-consigner-card"
      title={
        <span className="ready-to-pay__group-title">
          <Link to={`/consigners/${share.consigner.id}`}>{name}</Link>
          <PayoutStatusTag status={share.status} />
          {payout.automated && <ChequeTag share={share} />}
        </span>
      }
      extra={
        canMarkPaid &&
        !isMobile && (
          <Button size="small" icon={<CheckOutlined />} loading={isMarking} onClick={onMarkPaid}>
            Mark {name} paid
          </Button>
        )
      }
    >
      {isMobile ? (
        <List<PayoutItem>
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.inventoryId}>
              <List.Item.Meta
                avatar={<ProductImage src={item.image} alt="" className="product-thumb" />}
                title={<Link to={`/inventories/${item.inventoryId}`}>{item.title}</Link>}
                description={
                  <span>
                    <span className="product-card__sku">{item.code}</span>
                    {item.size ? ` · Size ${item.size}` : ''} · {item.orderName ?? 'Bought'}
                    <br />
                    Payout <strong>{formatMoney(item.payout, currency)}</strong>
                  </span>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <PayoutItemsTable items={items} currency={currency} />
      )}
      <Descriptions column={isMobile ? 1 : 4} size="small" className="payout-page__summary">
        <Descriptions.Item label="Items">{total(share.itemsTotal)}</Descriptions.Item>
        <Descriptions.Item label="Balance applied">
          {share.balanceApplied > 0 ? `−${total(share.balanceApplied)}` : total(0)}
        </Descriptions.Item>
        <Descriptions.Item label="Total">
          <strong data-testid="consigner-amount">{total(share.amount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="Paid">
          {share.paidAt ? new Date(share.paidAt).toLocaleString() : '—'}
        </Descriptions.Item>
      </Descriptions>
      {canMarkPaid && isMobile && (
        // A phone's card title has no room beside the name: the action goes under the totals.
        <Button block icon={<CheckOutlined />} loading={isMarking} onClick={onMarkPaid}>
          Mark {name} paid
        </Button>
      )}
      {share.failureReason && (
        <p className="payout-page__reason" data-testid="consigner-failure">
          {share.failureReason}
        </p>
      )}
    </Card>
  );
}

/** spec 000 §2.3: for automated payouts a tag shows the cheques sent or a cheque error. */
function ChequeTag({ share }: { share: PayoutConsigner }) {
  if (share.status === 'Failed') {
    return (
      <Tag color="error" data-testid="cheque-tag">
        Cheque error
      </Tag>
    );
  }
  return (
    <Tag color={share.chequesSent >= share.chequesNeeded ? 'success' : 'processing'} data-testid="cheque-tag">
      Cheques {share.chequesSent}/{share.chequesNeeded} sent
    </Tag>
  );
}

function PayoutItemsTable({ items, currency }: { items: PayoutItem[]; currency: string }) {
  const columns: TableColumnsType<PayoutItem> = [
    {
      title: 'Item',
      key: 'item',
      render: (_, item) => (
        <span className="payout-item__name">
          <ProductImage src={item.image} alt="" className="product-thumb" />
          <span>
            <Link to={`/inventories/${item.inventoryId}`}>{item.title}</Link>
            <br />
            <span className="product-card__sku muted">
              {item.code}
              {item.size ? ` · Size ${item.size}` : ''}
            </span>
          </span>
        </span>
      ),
    },
    {
      title: 'Order',
      key: 'order',
      render: (_, item) =>
        item.orderId ? <Link to={`/orders/${item.orderId}`}>{item.orderName}</Link> : 'Bought',
    },
    {
      title: 'Sold',
      key: 'soldOn',
      render: (_, item) => (item.soldOn ? formatSoldDate(item.soldOn) : '—'),
    },
    {
      title: 'Sale price',
      key: 'salePrice',
      align: 'right',
      render: (_, item) => formatMoney(item.salePrice, currency),
    },
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      render: (_, item) => formatMoney(item.payout, currency),
    },
  ];
  return (
    <Table<PayoutItem>
      size="small"
      rowKey="inventoryId"
      columns={columns}
      dataSource={items}
      pagination={items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 560 }}
    />
  );
}

const chequeColor = (cheque: Cheque) =>
  cheque.state === 'Sent' ? 'success' : cheque.state === 'Failed' ? 'error' : 'processing';

/** The cheques below 768 px: one line each, the reason under a refused one. */
function ChequeCards({
  cheques,
  payout,
  isLoading,
}: {
  cheques: Cheque[];
  payout: Payout;
  isLoading: boolean;
}) {
  const names = new Map(payout.consigners.map((share) => [share.consigner.id, share.consigner.name]));
  return (
    <List<Cheque>
      size="small"
      loading={isLoading}
      dataSource={cheques}
      locale={{ emptyText: 'No cheque written yet.' }}
      renderItem={(cheque) => (
        <List.Item key={cheque.id} data-testid="cheque-card">
          <span>
            #{cheque.number} · {names.get(cheque.consignerId) ?? `#${cheque.consignerId}`}
            {cheque.failureReason && (
              <>
                <br />
                <span className="payout-page__reason">{cheque.failureReason}</span>
              </>
            )}
          </span>
          <span className="payouts__amount">
            <strong>{formatPayoutTotal(cheque.amount, payout.currency, { isMobileCard: true })}</strong>{' '}
            <Tag color={chequeColor(cheque)} data-testid="cheque-state">
              {cheque.state}
            </Tag>
          </span>
        </List.Item>
      )}
    />
  );
}

function ChequesTable({
  cheques,
  payout,
  isLoading,
}: {
  cheques: Cheque[];
  payout: Payout;
  isLoading: boolean;
}) {
  const names = new Map(payout.consigners.map((share) => [share.consigner.id, share.consigner.name]));
  const columns: TableColumnsType<Cheque> = [
    { title: 'No.', key: 'number', render: (_, cheque) => cheque.number },
    {
      title: 'To',
      key: 'consigner',
      render: (_, cheque) => names.get(cheque.consignerId) ?? `#${cheque.consignerId}`,
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_, cheque) => formatPayoutTotal(cheque.amount, payout.currency),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, cheque) => (
        <Tag color={chequeColor(cheque)} data-testid="cheque-state">
          {cheque.state}
        </Tag>
      ),
    },
    { title: 'Reason', key: 'reason', render: (_, cheque) => cheque.failureReason ?? '' },
  ];
  return (
    <Table<Cheque>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={cheques}
      loading={isLoading}
      locale={{ emptyText: 'No cheque written yet.' }}
      pagination={false}
      scroll={{ x: 480 }}
    />
  );
}
