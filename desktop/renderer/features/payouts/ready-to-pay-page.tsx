import { App, Button, Card, Checkbox, DatePicker, Empty, Input, Select, Skeleton, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAYOUT_TOAST_MS, SELECT_ITEMS_ERROR_MS } from '@shared/constants';
import { PAYOUT_ITEMS_MAX, type PayoutItem, type ReadyToPayConsigner } from '@shared/contracts/payouts';
import { formatMoney, formatPayoutTotal } from '@shared/domain/money-format';
import { storeWording } from '@shared/domain/terminology';
import { notices, validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { FilterBar } from '@renderer/ui/filter-bar';
import { ListError } from '@renderer/ui/list-error';
import { ListPager } from '@renderer/ui/list-pager';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { useAddressState } from '@renderer/ui/use-address-state';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { formatSoldDate } from '../orders/find-orders-state';
import { ProductImage } from '../../ui/product-image';
import { useMeQuery } from '../session/queries';
import {
  fetchReadyToPayIds,
  usePayMutation,
  usePayoutFilterOptionsQuery,
  useReadyToPayQuery,
} from './queries';
import {
  EMPTY_SELECTION,
  hasReadyToPayFilters,
  isSelected,
  readReadyToPayState,
  type ReadyToPayState,
  type Selection,
  selectionFromIds,
  selectionSummary,
  toggleItems,
  toPayRequest,
  toReadyToPayQuery,
  withReadyToPayFilters,
  writeReadyToPayState,
} from './ready-to-pay-state';
import './payouts.css';

const SEARCH_DEBOUNCE_MS = 300;
const EMPTY_FILTERS = {
  search: '',
  consigner: undefined,
  orderDateStart: undefined,
  orderDateEnd: undefined,
};

const plural = (count: number, word: string) => `${count.toLocaleString()} ${word}${count === 1 ? '' : 's'}`;

/**
 * /pendingPayouts (spec 000 §2.3 Payouts, "ready-to-pay list"): the Sold items no payout has taken,
 * grouped by consigner with what each is owed (their negative balance taken), filters in the
 * address, items ticked across pages (Select All takes every match), and Create payout, confirmed
 * first when the cheque service will pay it (spec 000 §4).
 */
export function ReadyToPayPage() {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const ownerLabel = storeWording('Consigner', store?.isBuyingStore ?? false);
  const [state, setState] = useAddressState(readReadyToPayState, writeReadyToPayState);
  const search = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const query = toReadyToPayQuery(state, search);
  const list = useReadyToPayQuery(query);
  const pay = usePayMutation();
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [isSelectingAll, setSelectingAll] = useState(false);
  // Payouts of the items seen on the pages opened, for the selection's amount (selectionSummary).
  const [known, setKnown] = useState(() => new Map<number, { consignerId: number; payout: number }>());
  // The filters the selection was made under: another filter starts a fresh selection.
  const filterKey = JSON.stringify({ ...query, currentPage: undefined, pageSize: undefined });
  const [selectionKey, setSelectionKey] = useState(filterKey);
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey);
    setSelection(EMPTY_SELECTION);
    setKnown(new Map());
  }

  const items = list.data?.inventories ?? [];
  const consigners = list.data?.consigners ?? [];
  const count = list.data?.count ?? 0;
  if (items.some((item) => !known.has(item.inventoryId))) {
    const next = new Map(known);
    for (const item of items)
      next.set(item.inventoryId, { consignerId: item.consignerId, payout: item.payout });
    setKnown(next);
  }
  const lastPage = Math.max(1, Math.ceil(count / state.pageSize));
  if (list.data && !list.isPlaceholderData && items.length === 0 && state.currentPage > lastPage) {
    setState((current) => ({ ...current, currentPage: lastPage }));
  }

  const summary = selectionSummary(selection, consigners, known);
  const isAllSelected = count > 0 && summary.count === count;
  const isAutomated = (store?.automatedPayout ?? false) && (store?.chequeService?.configured ?? false);
  const change = (filters: Partial<ReadyToPayState>) =>
    setState((current) => withReadyToPayFilters(current, filters));

  const selectAll = async (consignerId?: number) => {
    setSelectingAll(true);
    try {
      const { ids } = await fetchReadyToPayIds(consignerId ? { ...query, consigner: consignerId } : query);
      const chosen = selectionFromIds(ids);
      setSelection((current) => (consignerId ? new Map([...current, ...chosen]) : chosen));
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setSelectingAll(false);
    }
  };

  const createPayout = () => {
    if (summary.count === 0) {
      notify.error(validation.payouts.selectAtLeastOne, SELECT_ITEMS_ERROR_MS);
      return;
    }
    if (summary.count > PAYOUT_ITEMS_MAX) {
      notify.error(validation.payouts.tooManyItems);
      return;
    }
    const request = toPayRequest(selection);
    const send = () => {
      notify.info(notices.creatingPayout, PAYOUT_TOAST_MS);
      return pay.mutateAsync(request).then(
        ({ id }) => {
          setSelection(EMPTY_SELECTION);
          void navigate(`/payouts/${id}`);
        },
        (error: unknown) => {
          // An item another clerk put in a payout a moment ago (409 names it): the list is reloaded.
          notify.error((error as Error).message);
          if (isApiError(error) && error.status === 409) setSelection(EMPTY_SELECTION);
        },
      );
    };
    if (!isAutomated) {
      void send();
      return;
    }
    modal.confirm({
      title: notices.payoutScreens.confirmAutomatedTitle,
      content: notices.payoutScreens.confirmAutomated(
        plural(summary.consigners, ownerLabel.toLowerCase()),
        formatPayoutTotal(summary.amount, currency),
      ),
      okText: 'Create payout and send cheques',
      onOk: send,
    });
  };

  const empty = hasReadyToPayFilters(state) ? (
    <Empty description="No unpaid sales match these filters." image={Empty.PRESENTED_IMAGE_SIMPLE}>
      <Button onClick={() => change(EMPTY_FILTERS)}>Reset filters</Button>
    </Empty>
  ) : (
    <Empty
      description={<span data-testid="nothing-to-pay">{notices.payoutScreens.noneReadyToPay}</span>}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
    />
  );

  const groups = groupByConsigner(items, consigners);

  return (
    <>
      <PageHeader
        title="Ready to Pay"
        subtitle={
          list.data ? (
            <span data-testid="ready-to-pay-summary">
              {plural(count, 'item')} unpaid · {formatPayoutTotal(list.data.total, currency)} owed
            </span>
          ) : undefined
        }
      />
      <ReadyToPayFilters state={state} ownerLabel={ownerLabel} isMobile={isMobile} onChange={change} />
      <ListError query={list} />
      {!list.data && list.isFetching ? (
        <Skeleton active />
      ) : groups.length === 0 ? (
        <Card>{empty}</Card>
      ) : (
        <div className="ready-to-pay__groups" aria-busy={list.isFetching}>
          {groups.map(({ sums, rows }) => (
            <ConsignerGroup
              key={sums.consigner.id}
              sums={sums}
              rows={rows}
              selection={selection}
              currency={currency}
              isMobile={isMobile}
              onToggle={(toggled, isOn) => setSelection((current) => toggleItems(current, toggled, isOn))}
              onToggleAll={(isOn) => {
                if (isOn) void selectAll(sums.consigner.id);
                else
                  setSelection((current) => new Map([...current].filter(([id]) => id !== sums.consigner.id)));
              }}
            />
          ))}
        </div>
      )}
      <ListPager
        className="payouts__pagination"
        currentPage={state.currentPage}
        pageSize={state.pageSize}
        count={count}
        hideWhenShort
        onChange={(page) => setState((current) => ({ ...current, ...page }))}
      />
      <div className="ready-to-pay__bar" role="region" aria-label="Selection">
        <span data-testid="selection-summary" aria-live="polite">
          <strong>{plural(summary.count, 'item')}</strong> selected
          {summary.count > 0 && (
            <>
              {' '}
              · {plural(summary.consigners, ownerLabel.toLowerCase())} ·{' '}
              <strong>{formatPayoutTotal(summary.amount, currency)}</strong>
            </>
          )}
        </span>
        <Space wrap>
          {isAllSelected ? (
            <Button onClick={() => setSelection(EMPTY_SELECTION)}>Clear selection</Button>
          ) : (
            <Button loading={isSelectingAll} disabled={count === 0} onClick={() => void selectAll()}>
              Select All ({count.toLocaleString()})
            </Button>
          )}
          {summary.count > 0 && !isAllSelected && (
            <Button type="link" onClick={() => setSelection(EMPTY_SELECTION)}>
              Clear
            </Button>
          )}
          <Button type="primary" size="large" loading={pay.isPending} onClick={createPayout}>
            Create payout
          </Button>
        </Space>
      </div>
    </>
  );
}

/** The page's items by consigner, in the order the API sorted them (consigner name). */
function groupByConsigner(items: readonly PayoutItem[], consigners: readonly ReadyToPayConsigner[]) {
  const groups: { sums: ReadyToPayConsigner; rows: PayoutItem[] }[] = [];
  for (const item of items) {
    let group = groups.find((entry) => entry.sums.consigner.id === item.consignerId);
    if (!group) {
      const sums = consigners.find((entry) => entry.consigner.id === item.consignerId);
      if (!sums) continue;
      group = { sums, rows: [] };
      groups.push(group);
    }
    group.rows.push(item);
  }
  return groups;
}

interface ConsignerGroupProps {
  sums: ReadyToPayConsigner;
  rows: PayoutItem[];
  selection: Selection;
  currency: string;
  isMobile: boolean;
  onToggle: (items: PayoutItem[], isOn: boolean) => void;
  onToggleAll: (isOn: boolean) => void;
}

/** One consigner: what they are owed (every matching item, all pages) and this page's items of theirs. */
function ConsignerGroup({
  sums,
  rows,
  selection,
  currency,
  isMobile,
  onToggle,
  onToggleAll,
}: ConsignerGroupProps) {
  const chosen = selection.get(sums.consigner.id)?.size ?? 0;
  const name = sums.consigner.name;
  return (
    <Card
      size="small"
      role="region"
      aria-label={name}
      data-testid="ready-to-pay-group"
      className="ready-to-pay__group"
      title={
        <span className="ready-to-pay__group-title">
          <Checkbox
            aria-label={`Select every item of ${name}`}
            checked={chosen > 0 && chosen === sums.itemCount}
            indeterminate={chosen > 0 && chosen < sums.itemCount}
            onChange={(event) => onToggleAll(event.target.checked)}
          />
          <Link to={`/consigners/${sums.consigner.id}`}>{name}</Link>
          <span className="muted">{plural(sums.itemCount, 'item')}</span>
        </span>
      }
      extra={
        <span className="ready-to-pay__owed" data-testid="consigner-owed">
          <strong>{formatPayoutTotal(sums.owed, currency, { isMobileCard: isMobile })}</strong>
          {sums.negativeBalance > 0 && (
            <Tag color="orange" className="ready-to-pay__balance">
              after {formatMoney(Math.min(sums.negativeBalance, sums.itemsTotal), currency)} balance owed
            </Tag>
          )}
        </span>
      }
    >
      <ul className="ready-to-pay__items">
        {rows.map((item) => (
          <li key={item.inventoryId} className="ready-to-pay__item" data-testid="ready-to-pay-item">
            <Checkbox
              aria-label={`Select ${item.code}`}
              checked={isSelected(selection, item)}
              onChange={(event) => onToggle([item], event.target.checked)}
            />
            <ProductImage src={item.image} alt="" className="product-thumb" />
            <span className="ready-to-pay__item-name">
              <Link to={`/inventories/${item.inventoryId}`}>{item.title}</Link>
              <br />
              <span className="product-card__sku muted">
                {item.code}
                {item.size ? ` · Size ${item.size}` : ''}
              </span>
            </span>
            <span className="ready-to-pay__item-sale">
              {item.orderId ? (
                <Link to={`/orders/${item.orderId}`}>{item.orderName}</Link>
              ) : (
                <span>Bought</span>
              )}
              <br />
              <span className="muted">{item.soldOn ? formatSoldDate(item.soldOn) : '—'}</span>
            </span>
            <span className="ready-to-pay__item-money">
              <span className="muted">Sold {formatMoney(item.salePrice, currency)}</span>
              <br />
              Payout <strong>{formatMoney(item.payout, currency)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

interface ReadyToPayFiltersProps {
  state: ReadyToPayState;
  ownerLabel: string;
  isMobile: boolean;
  onChange: (change: Partial<ReadyToPayState>) => void;
}

/** Search, the consigner (store accounts are never offered: they are not paid) and the order dates. */
function ReadyToPayFilters({ state, ownerLabel, isMobile, onChange }: ReadyToPayFiltersProps) {
  const options = usePayoutFilterOptionsQuery();
  const ownerOptions = (options.data?.consigners ?? []).map((owner) => ({
    value: owner.id,
    label: owner.name,
  }));
  const changed = [state.consigner, state.orderDateStart].filter((value) => value !== undefined).length;
  const searchBox = (
    <Input.Search
      allowClear
      aria-label="Search ready to pay"
      placeholder="Order No, code, SKU or product"
      value={state.search}
      onChange={(event) => onChange({ search: event.target.value })}
      style={{ width: isMobile ? '100%' : 260 }}
    />
  );
  const fields = (
    <>
      <Select<number>
        aria-label={ownerLabel}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`Every ${ownerLabel.toLowerCase()}`}
        style={{ width: isMobile ? '100%' : 220 }}
        loading={options.isFetching}
        value={state.consigner}
        options={ownerOptions}
        onChange={(consigner) => onChange({ consigner })}
      />
      <DatePicker.RangePicker
        aria-label="Order date"
        placeholder={['Ordered from', 'to']}
        value={[
          state.orderDateStart ? dayjs(state.orderDateStart) : null,
          state.orderDateEnd ? dayjs(state.orderDateEnd) : null,
        ]}
        allowEmpty={[true, true]}
        onChange={(range) =>
          onChange({
            orderDateStart: range?.[0]?.format('YYYY-MM-DD'),
            orderDateEnd: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
        style={{ width: isMobile ? '100%' : undefined }}
      />
    </>
  );
  return (
    <FilterBar
      searchBox={searchBox}
      fields={fields}
      changed={changed}
      canReset={hasReadyToPayFilters(state)}
      onReset={() => onChange(EMPTY_FILTERS)}
      isMobile={isMobile}
      className="payouts__filters"
      stackClassName="payouts__filter-stack"
    />
  );
}
