import {
  Button,
  Card,
  Empty,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PortalItem } from '@shared/contracts/consigner-portal';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { INVENTORY_STATUSES, type InventoryStatus } from '@shared/domain/inventory-status';
import { formatMoney, formatMoneyOrDash } from '@shared/domain/money-format';
import { notices, portalMessages, validation } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { LIST_PAGINATION } from '@renderer/ui/list-pagination';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { ProductImage } from '@renderer/ui/product-image';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { InventoryStatusTag } from '../../inventory/shared/inventory-status-tag';
import {
  useAnswerOfferMutation,
  useCancelDropoffMutation,
  useRequestPriceChangeMutation,
  useRequestWithdrawalMutation,
} from '../mutations';
import { usePortalItemsQuery } from '../queries';

const m = portalMessages.items;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Issue 18: every item of the consigner with its status (the consigner's wording), price and payout,
 * filtered by status; on each, what the status machine allows them (the API says which): request a
 * price change, request a withdrawal, cancel a drop-off, answer the store's price offer.
 */
/** The status filter a link asks for (?status=Pending after listing items), when it is one. */
function statusFrom(value: string | null): InventoryStatus | undefined {
  return INVENTORY_STATUSES.find((status) => status === value);
}

export function PortalItemsPage() {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<InventoryStatus | undefined>(() => statusFrom(params.get('status')));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const items = usePortalItemsQuery({
    status: status ? [status] : undefined,
    search: debouncedSearch || undefined,
    ...page,
  });
  const isMobile = useIsMobile();
  const [priceChangeOf, setPriceChangeOf] = useState<PortalItem | null>(null);
  const data = items.data;
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={status || debouncedSearch ? m.emptyFiltered : m.empty}
    />
  );

  const columns: TableColumnsType<PortalItem> = [
    { title: 'Item', key: 'item', render: (_value, item) => <ItemCell item={item} /> },
    { title: 'Code', dataIndex: 'code', responsive: ['lg'] },
    {
      title: 'Status',
      key: 'status',
      render: (_value, item) => <InventoryStatusTag status={item.status} label={item.statusLabel} />,
    },
    {
      title: 'Price',
      key: 'price',
      align: 'right',
      className: 'portal-amount',
      render: (_value, item) => <PriceCell item={item} />,
    },
    {
      title: 'Payout',
      key: 'payout',
      align: 'right',
      className: 'portal-amount',
      render: (_value, item) => formatMoneyOrDash(item.payout, item.currency),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_value, item) => <ItemActions item={item} onRequestPriceChange={setPriceChangeOf} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="My Items"
        subtitle={data ? `${data.count} ${data.count === 1 ? 'item' : 'items'}` : undefined}
      />
      <div className="list-toolbar">
        <Input.Search
          className="list-toolbar__search"
          placeholder="Search by title, SKU or code"
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage((current) => ({ ...current, currentPage: 1 }));
          }}
          aria-label="Search my items"
        />
        <Select<InventoryStatus | undefined>
          aria-label="Status"
          className="portal-status-filter"
          value={status}
          allowClear
          placeholder="All statuses"
          onChange={(value) => {
            setStatus(value);
            setPage((current) => ({ ...current, currentPage: 1 }));
          }}
          options={(data?.statusCounts ?? []).map((entry) => ({
            value: entry.status,
            label: `${entry.label} (${entry.count})`,
          }))}
        />
      </div>
      <QueriesError queries={[items]} />
      {isMobile ? (
        <List<PortalItem>
          className="portal-item-cards"
          loading={items.isPending}
          dataSource={data?.items}
          locale={{ emptyText: empty }}
          pagination={
            data && data.count > page.pageSize
              ? {
                  current: page.currentPage,
                  pageSize: page.pageSize,
                  total: data.count,
                  size: 'small',
                  onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
                }
              : false
          }
          renderItem={(item) => (
            <List.Item key={item.id}>
              <Card size="small" className="portal-item-card">
                <ItemCell item={item} />
                <dl className="portal-item-card__figures">
                  <dt>Code</dt>
                  <dd>{item.code}</dd>
                  <dt>Status</dt>
                  <dd>
                    <InventoryStatusTag status={item.status} label={item.statusLabel} />
                  </dd>
                  <dt>Price</dt>
                  <dd className="portal-amount">
                    <PriceCell item={item} />
                  </dd>
                  <dt>{item.payoutLabel}</dt>
                  <dd className="portal-amount">{formatMoneyOrDash(item.payout, item.currency)}</dd>
                </dl>
                <ItemActions item={item} onRequestPriceChange={setPriceChangeOf} />
              </Card>
            </List.Item>
          )}
        />
      ) : (
        <Table<PortalItem>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={items.isFetching}
          locale={{ emptyText: empty }}
          pagination={{
            ...LIST_PAGINATION,
            current: page.currentPage,
            pageSize: page.pageSize,
            total: data?.count ?? 0,
            onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
          }}
        />
      )}
      <PriceChangeDialog item={priceChangeOf} onClose={() => setPriceChangeOf(null)} />
    </>
  );
}

function ItemCell({ item }: { item: PortalItem }) {
  const options = [item.option1Value, item.option2Value, item.option3Value].filter(Boolean).join(' · ');
  return (
    <div className="portal-item">
      <ProductImage src={item.product.image} alt="" className="portal-item__image" />
      <div className="portal-item__text">
        <div className="portal-item__title">{item.product.title}</div>
        <div className="muted">
          {item.product.sku}
          {options && ` · ${options}`}
        </div>
      </div>
    </div>
  );
}

function PriceCell({ item }: { item: PortalItem }) {
  return (
    <>
      {formatMoneyOrDash(item.price, item.currency)}
      {item.requestedPrice !== null && (
        <div className="muted portal-requested-price">
          {item.status === 'StoreRequestPriceChange'
            ? m.offer(formatMoney(item.requestedPrice, item.currency))
            : `${m.requestedPrice}: ${formatMoney(item.requestedPrice, item.currency)}`}
        </div>
      )}
    </>
  );
}

function ItemActions({
  item,
  onRequestPriceChange,
}: {
  item: PortalItem;
  onRequestPriceChange: (item: PortalItem) => void;
}) {
  const withdrawal = useRequestWithdrawalMutation();
  const cancel = useCancelDropoffMutation();
  const answer = useAnswerOfferMutation();
  const can = (action: PortalItem['actions'][number]) => item.actions.includes(action);
  if (item.actions.length === 0) return null;
  const name = item.product.title;
  return (
    <Space wrap size="small" className="portal-item-actions">
      {can('acceptOffer') && (
        <Button
          type="primary"
          size="small"
          loading={answer.isPending && answer.variables.answer === 'accept'}
          aria-label={`Accept offer on ${name}`}
          onClick={() =>
            answer.mutate(
              { inventory: item.id, answer: 'accept' },
              { onSuccess: ({ message }) => notify.success(message) },
            )
          }
        >
          Accept offer
        </Button>
      )}
      {can('rejectOffer') && (
        <Button
          size="small"
          danger
          loading={answer.isPending && answer.variables.answer === 'reject'}
          aria-label={`Reject offer on ${name}`}
          onClick={() =>
            answer.mutate(
              { inventory: item.id, answer: 'reject' },
              { onSuccess: ({ message }) => notify.success(message) },
            )
          }
        >
          Reject offer
        </Button>
      )}
      {can('requestPriceChange') && (
        <Button
          size="small"
          aria-label={`Request price change on ${name}`}
          onClick={() => onRequestPriceChange(item)}
        >
          Request price change
        </Button>
      )}
      {can('requestWithdrawal') && (
        <Popconfirm
          title={m.withdrawalConfirm}
          okText="Request withdrawal"
          cancelText="Keep it"
          onConfirm={() =>
            withdrawal.mutateAsync({ inventory: item.id }).then(() => notify.success(m.withdrawalSent))
          }
        >
          <Button size="small" loading={withdrawal.isPending} aria-label={`Request withdrawal of ${name}`}>
            Request withdrawal
          </Button>
        </Popconfirm>
      )}
      {can('cancelDropoff') && (
        <Popconfirm
          title={m.cancelDropoffConfirm}
          okText="Cancel drop-off"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() =>
            cancel.mutateAsync({ ids: [item.id] }).then(() => notify.success(m.dropOffCancelled))
          }
        >
          <Button size="small" danger loading={cancel.isPending} aria-label={`Cancel drop-off of ${name}`}>
            Cancel drop-off
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

function PriceChangeDialog({ item, onClose }: { item: PortalItem | null; onClose: () => void }) {
  const [price, setPrice] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestPriceChangeMutation();
  const close = () => {
    setPrice(null);
    setProblem(null);
    onClose();
  };
  const send = () => {
    if (!item) return;
    if (!price || price <= 0) {
      setProblem(validation.inventory.priceChangeNeedsValue);
      return;
    }
    request.mutate(
      { inventory: item.id, requestedPrice: price },
      {
        onSuccess: () => {
          notify.success(notices.priceChangeRequested(formatMoney(price, item.currency)));
          close();
        },
      },
    );
  };
  return (
    <Modal
      open={item !== null}
      title={m.priceChangeTitle}
      okText="Send request"
      onOk={send}
      confirmLoading={request.isPending}
      onCancel={close}
      destroyOnHidden
    >
      {item && (
        <>
          <ItemCell item={item} />
          <p className="portal-price-now">Price now: {formatMoneyOrDash(item.price, item.currency)}</p>
          <label className="portal-field">
            <span>{m.requestedPrice}</span>
            <InputNumber
              aria-label={m.requestedPrice}
              size="large"
              min={0}
              precision={2}
              prefix={item.currency}
              value={price}
              status={problem ? 'error' : undefined}
              onChange={(value) => {
                setPrice(value);
                setProblem(null);
              }}
              onPressEnter={send}
              style={{ width: '100%' }}
              autoFocus
            />
          </label>
          {problem && (
            <div className="portal-field__error" role="alert">
              {problem}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
