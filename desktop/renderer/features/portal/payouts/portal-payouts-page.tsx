import { Card, Descriptions, Empty, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import {
  type PortalCheque,
  type PortalPayout,
  type PortalPayoutItem,
} from '@shared/contracts/consigner-portal';
import { formatMoney } from '@shared/domain/money-format';
import { portalMessages } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { LIST_PAGINATION } from '@renderer/ui/list-pagination';
import { PageHeader } from '@renderer/ui/page-header';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { PayoutStatusTag } from '../../payouts/payout-status-tag';
import { usePortalPayoutsQuery } from '../queries';

const m = portalMessages.payouts;
const DATE = 'MMM D, YYYY';
const CHEQUE_COLOURS: Record<PortalCheque['state'], string> = {
  Sending: 'processing',
  Sent: 'success',
  Failed: 'error',
};

/**
 * Issue 18: the consigner's payouts, newest first: each with its date, status, method and amount,
 * and opened, its items (sale price and payout), the withdrawal fees it took and its cheques. Above
 * them, what the store owes now (Pending Payout: sold items no payout took yet, after fees).
 */
export function PortalPayoutsPage() {
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const payouts = usePortalPayoutsQuery(page);
  const isMobile = useIsMobile();
  const data = payouts.data;
  const currency = data?.currency ?? 'USD';
  const money = (value: number) => formatMoney(value, currency);

  const columns: TableColumnsType<PortalPayout> = [
    { title: 'Payout', dataIndex: 'name' },
    {
      title: 'Date',
      dataIndex: 'createdAt',
      render: (value: string) => dayjs(value).format(DATE),
      responsive: ['sm'],
    },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (_value, payout) => <PayoutStatusTag status={payout.status} />,
    },
    {
      title: 'Method',
      dataIndex: 'method',
      render: (value: string | null) => value ?? '—',
      responsive: ['md'],
    },
    {
      title: 'Items',
      dataIndex: 'itemCount',
      align: 'right',
      className: 'portal-amount',
      responsive: ['md'],
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      align: 'right',
      className: 'portal-amount',
      render: (value: number) => money(value),
    },
  ];

  return (
    <>
      <PageHeader title="Payouts" />
      <QueriesError queries={[payouts]} />
      <section aria-label="Pending payout" className="portal-cards">
        <Card className="portal-figure" aria-label="Pending Payout">
          <div className="portal-figure__title">Pending Payout</div>
          <div className="portal-figure__value portal-amount">{data ? money(data.pending.owed) : '—'}</div>
          <div className="portal-figure__change muted">
            {m.pendingNote}
            {data &&
              data.pending.itemCount > 0 &&
              ` ${data.pending.itemCount} sold ${data.pending.itemCount === 1 ? 'item' : 'items'}.`}
            {data &&
              data.pending.negativeBalance > 0 &&
              ` Outstanding withdrawal fees of ${money(data.pending.negativeBalance)} come off it.`}
          </div>
        </Card>
      </section>
      <Table<PortalPayout>
        rowKey="id"
        columns={columns}
        dataSource={data?.payouts}
        loading={payouts.isFetching}
        size={isMobile ? 'small' : 'middle'}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} /> }}
        expandable={{
          expandedRowRender: (payout) => <PayoutDetail payout={payout} money={money} />,
          rowExpandable: (payout) => payout.itemCount > 0,
        }}
        pagination={{
          ...LIST_PAGINATION,
          current: page.currentPage,
          pageSize: page.pageSize,
          total: data?.count ?? 0,
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
      />
    </>
  );
}

function PayoutDetail({ payout, money }: { payout: PortalPayout; money: (value: number) => string }) {
  const columns: TableColumnsType<PortalPayoutItem> = [
    {
      title: 'Item',
      dataIndex: 'title',
      render: (title: string, item) => (
        <>
          <div>{title}</div>
          <div className="muted">
            {item.code}
            {item.size && ` · ${item.size}`}
          </div>
        </>
      ),
    },
    {
      title: 'Sold',
      dataIndex: 'soldOn',
      render: (value: string | null) => (value ? dayjs(value).format(DATE) : '—'),
      responsive: ['sm'],
    },
    {
      title: 'Sale price',
      dataIndex: 'salePrice',
      align: 'right',
      className: 'portal-amount',
      render: (value: number) => money(value),
    },
    {
      title: 'Payout',
      dataIndex: 'payout',
      align: 'right',
      className: 'portal-amount',
      render: (value: number) => money(value),
    },
  ];
  return (
    <div className="portal-payout-detail">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'method', label: 'Method', children: payout.method ?? '—' },
          {
            key: 'items',
            label: 'Items total',
            children: <span className="portal-amount">{money(payout.itemsTotal)}</span>,
          },
          {
            key: 'fees',
            label: 'Withdrawal fees',
            children: <span className="portal-amount">{money(payout.balanceApplied)}</span>,
          },
          {
            key: 'paid',
            label: 'Paid on',
            children: payout.paidAt ? dayjs(payout.paidAt).format(DATE) : 'Not paid yet',
          },
        ]}
      />
      <Table<PortalPayoutItem>
        rowKey="inventoryId"
        size="small"
        columns={columns}
        dataSource={payout.items}
        pagination={false}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={2} align="right">
              <strong className="portal-amount">{money(payout.amount)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {payout.method === 'Cheque' && (
        <div className="portal-cheques" aria-label="Cheques">
          <strong>Cheques</strong>
          {payout.cheques.length === 0 ? (
            <span className="muted"> {m.noCheques}</span>
          ) : (
            <ul>
              {payout.cheques.map((cheque) => (
                <li key={cheque.number}>
                  Cheque {cheque.number}: <span className="portal-amount">{money(cheque.amount)}</span>{' '}
                  <Tag color={CHEQUE_COLOURS[cheque.state]}>{cheque.state}</Tag>
                  <span className="muted">{dayjs(cheque.createdAt).format(DATE)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
