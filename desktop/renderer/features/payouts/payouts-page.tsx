import { BankOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Radio, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type PayoutConsigner, type PayoutSummary } from '@shared/contracts/payouts';
import { hasAccess } from '@shared/domain/access-controls';
import { formatPayoutTotal } from '@shared/domain/money-format';
import { PAYOUT_STATUSES, type PayoutStatus } from '@shared/domain/payouts';
import { storeWording } from '@shared/domain/terminology';
import { notices } from '@shared/messages';
import { FilterBar } from '@renderer/ui/filter-bar';
import { ListError } from '@renderer/ui/list-error';
import { ListPager } from '@renderer/ui/list-pager';
import { PageHeader } from '@renderer/ui/page-header';
import { useAddressState } from '@renderer/ui/use-address-state';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { formatSoldDate } from '../orders/find-orders-state';
import { useMeQuery } from '../session/queries';
import { BankDetailsDialog } from './bank-details-dialog';
import { PAYOUT_STATUS_TAGS, PayoutStatusTag } from './payout-status-tag';
import {
  hasPayoutFilters,
  type PayoutsState,
  readPayoutsState,
  sortFor,
  sortOrderOf,
  toPayoutsQuery,
  withPayoutFilters,
  writePayoutsState,
} from './payouts-state';
import { usePayoutFilterOptionsQuery, usePayoutsQuery } from './queries';
import './payouts.css';

const SEARCH_DEBOUNCE_MS = 300;
const ALL_STATUSES = 'all';
const EMPTY_FILTERS = { search: '', consigner: undefined, status: undefined };

type BankTarget = { payoutId: number; consigner: { id: number; name: string } };

/**
 * /payouts (spec 000 §2.3 Payouts, "payouts list"): search, a status radio filter and a consigner
 * filter in the address; Name, Total and Date (both sortable), Status and View; a row with items
 * expands to its consigners with a Bank Details button for users allowed to see bank details. Cards
 * below 768 px, totals with 1 decimal there (spec 001 §9).
 */
export function PayoutsPage() {
  const isMobile = useIsMobile();
  const me = useMeQuery().data;
  const currency = me?.store.currency ?? 'USD';
  const ownerLabel = storeWording('Consigner', me?.store.isBuyingStore ?? false);
  const maySeeBank = me !== undefined && hasAccess(me.accessControls, 'Consigners');
  const [state, setState] = useAddressState(readPayoutsState, writePayoutsState);
  const search = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const list = usePayoutsQuery(toPayoutsQuery(state, search));
  const [bankTarget, setBankTarget] = useState<BankTarget | null>(null);
  const payouts = list.data?.payouts ?? [];
  const count = list.data?.count ?? 0;
  const change = (filters: Partial<PayoutsState>) =>
    setState((current) => withPayoutFilters(current, filters));

  const empty = hasPayoutFilters(state) ? (
    <Empty description="No payouts match these filters." image={Empty.PRESENTED_IMAGE_SIMPLE}>
      <Button onClick={() => change(EMPTY_FILTERS)}>Reset filters</Button>
    </Empty>
  ) : (
    <Empty
      description={
        <span data-testid="no-payouts">
          {notices.payoutScreens.noPayoutsYet} <Link to="/pendingPayouts">Open Ready to Pay</Link>
        </span>
      }
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    />
  );
  const consignerList = (payout: PayoutSummary) => (
    <PayoutConsigners
      payout={payout}
      currency={currency}
      isMobile={isMobile}
      maySeeBank={maySeeBank}
      onBankDetails={(consigner) => setBankTarget({ payoutId: payout.id, consigner })}
    />
  );
  const isLoading = list.isFetching && (list.isPlaceholderData || !list.data);

  const columns: TableColumnsType<PayoutSummary> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, payout) => (
        <span>
          <Link to={`/payouts/${payout.id}`}>{payout.name}</Link>
          <br />
          <span className="muted">
            {payout.itemCount} item{payout.itemCount === 1 ? '' : 's'} · {payout.consigners.length}{' '}
            {ownerLabel.toLowerCase()}
            {payout.consigners.length === 1 ? '' : 's'}
            {payout.automated ? ' · by cheque' : ''}
          </span>
        </span>
      ),
    },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'total'),
      sortDirections: ['descend', 'ascend'],
      render: (_, payout) => (
        <span className="payouts__amount">{formatPayoutTotal(payout.total, currency)}</span>
      ),
    },
    {
      title: 'Date',
      key: 'date',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'date'),
      sortDirections: ['descend', 'ascend'],
      render: (_, payout) => <time dateTime={payout.createdAt}>{formatSoldDate(payout.createdAt)}</time>,
    },
    { title: 'Status', key: 'status', render: (_, payout) => <PayoutStatusTag status={payout.status} /> },
    {
      title: <span className="visually-hidden">View</span>,
      key: 'view',
      render: (_, payout) => (
        <Link to={`/payouts/${payout.id}`} aria-label={`View payout ${payout.name}`}>
          VIEW
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle={list.data ? `${count.toLocaleString()} payout${count === 1 ? '' : 's'}` : undefined}
        actions={
          <Link to="/pendingPayouts">
            <Button size="large">Ready to Pay</Button>
          </Link>
        }
      />
      <PayoutsFilters state={state} ownerLabel={ownerLabel} isMobile={isMobile} onChange={change} />
      <ListError query={list} />
      <div data-testid={isMobile ? 'payouts-cards' : 'payouts-table'}>
        {isMobile ? (
          <List<PayoutSummary>
            loading={isLoading}
            dataSource={payouts}
            locale={{ emptyText: empty }}
            renderItem={(payout) => (
              <List.Item key={payout.id} data-testid="payout-card">
                <Card
                  size="small"
                  className="payouts__card"
                  style={{ width: '100%' }}
                  title={<Link to={`/payouts/${payout.id}`}>{payout.name}</Link>}
                  extra={<PayoutStatusTag status={payout.status} />}
                >
                  <div className="payouts__consigner">
                    <span className="muted">
                      <time dateTime={payout.createdAt}>{formatSoldDate(payout.createdAt)}</time> ·{' '}
                      {payout.itemCount} item{payout.itemCount === 1 ? '' : 's'}
                    </span>
                    <strong className="payouts__amount">
                      {formatPayoutTotal(payout.total, currency, { isMobileCard: true })}
                    </strong>
                  </div>
                  {payout.itemCount > 0 && consignerList(payout)}
                </Card>
              </List.Item>
            )}
          />
        ) : (
          <Table<PayoutSummary>
            size="middle"
            rowKey="id"
            columns={columns}
            dataSource={payouts}
            loading={isLoading}
            locale={{ emptyText: empty }}
            pagination={false}
            scroll={{ x: 640 }}
            expandable={{
              rowExpandable: (payout) => payout.itemCount > 0,
              expandedRowRender: consignerList,
            }}
            onChange={(_pagination, _filters, sorter) => {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const column = one?.columnKey === 'total' ? 'total' : 'date';
              change({ sort: sortFor(column, one?.order) });
            }}
          />
        )}
      </div>
      <ListPager
        className="payouts__pagination"
        currentPage={state.currentPage}
        pageSize={state.pageSize}
        count={count}
        hideWhenShort
        onChange={(page) => setState((current) => ({ ...current, ...page }))}
      />
      {bankTarget && (
        <BankDetailsDialog
          payoutId={bankTarget.payoutId}
          consigner={bankTarget.consigner}
          onClose={() => setBankTarget(null)}
        />
      )}
    </>
  );
}

interface PayoutConsignersProps {
  payout: PayoutSummary;
  currency: string;
  isMobile: boolean;
  maySeeBank: boolean;
  onBankDetails: (consigner: { id: number; name: string }) => void;
}

/** A payout's consigners (the expanded row): amount, status, and Bank Details for those allowed. */
function PayoutConsigners({ payout, currency, isMobile, maySeeBank, onBankDetails }: PayoutConsignersProps) {
  return (
    <ul className="payouts__consigners" aria-label={`${payout.name} consigners`}>
      {payout.consigners.map((share: PayoutConsigner) => (
        <li key={share.consigner.id} className="payouts__consigner" data-testid="payout-consigner">
          <span>
            <Link to={`/consigners/${share.consigner.id}`}>{share.consigner.name}</Link>
            <span className="muted"> · {share.consigner.payoutType ?? 'no payout method'}</span>
          </span>
          <Space wrap>
            <strong className="payouts__amount">
              {formatPayoutTotal(share.amount, currency, { isMobileCard: isMobile })}
            </strong>
            <PayoutStatusTag status={share.status} />
            {maySeeBank && (
              <Button
                size="small"
                icon={<BankOutlined />}
                aria-label={`Bank Details of ${share.consigner.name}`}
                onClick={() => onBankDetails({ id: share.consigner.id, name: share.consigner.name })}
              >
                Bank Details
              </Button>
            )}
          </Space>
        </li>
      ))}
    </ul>
  );
}

interface PayoutsFiltersProps {
  state: PayoutsState;
  ownerLabel: string;
  isMobile: boolean;
  onChange: (change: Partial<PayoutsState>) => void;
}

function PayoutsFilters({ state, ownerLabel, isMobile, onChange }: PayoutsFiltersProps) {
  const options = usePayoutFilterOptionsQuery();
  const statuses = options.data?.statuses ?? PAYOUT_STATUSES;
  const changed = [state.consigner, state.status].filter((value) => value !== undefined).length;
  const searchBox = (
    <Input.Search
      allowClear
      aria-label="Search payouts"
      placeholder={`Payout name or ${ownerLabel.toLowerCase()}`}
      value={state.search}
      onChange={(event) => onChange({ search: event.target.value })}
      style={{ width: isMobile ? '100%' : 260 }}
    />
  );
  const fields = (
    <>
      <Radio.Group
        aria-label="Status"
        optionType="button"
        value={state.status ?? ALL_STATUSES}
        options={[
          { value: ALL_STATUSES, label: 'All' },
          ...statuses.map((status) => ({ value: status, label: PAYOUT_STATUS_TAGS[status].label })),
        ]}
        onChange={(event) => {
          const value = event.target.value as PayoutStatus | typeof ALL_STATUSES;
          onChange({ status: value === ALL_STATUSES ? undefined : value });
        }}
      />
      <Select<number>
        aria-label={ownerLabel}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`Every ${ownerLabel.toLowerCase()}`}
        style={{ width: isMobile ? '100%' : 220 }}
        loading={options.isFetching}
        value={state.consigner}
        options={(options.data?.consigners ?? []).map((owner) => ({ value: owner.id, label: owner.name }))}
        onChange={(consigner) => onChange({ consigner })}
      />
    </>
  );
  return (
    <FilterBar
      searchBox={searchBox}
      fields={fields}
      changed={changed}
      canReset={hasPayoutFilters(state)}
      onReset={() => onChange(EMPTY_FILTERS)}
      isMobile={isMobile}
      className="payouts__filters"
      stackClassName="payouts__filter-stack"
    />
  );
}
