import { App, Button, Empty, Segmented, Space, Table, Tag, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import {
  PUBLIC_PAGE_SIZE,
  type Reservation,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '@shared/contracts/public-pages';
import { formatMoney } from '@shared/domain/money-format';
import { formatDateSold } from '@shared/domain/sold-items';
import { shopperCopy } from '@shared/messages';
import { ListError } from '@renderer/ui/list-error';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { useAddressState } from '@renderer/ui/use-address-state';
import { useMeQuery } from '../session/queries';
import { useCloseReservationMutation, useReservationsQuery } from './queries';

const STATUS_LABELS: Record<ReservationStatus, string> = {
  open: 'Open',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

interface ReservationsState {
  status: ReservationStatus;
  page: number;
}

function readState(params: URLSearchParams): ReservationsState {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: RESERVATION_STATUSES.find((value) => value === status) ?? 'open',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function writeState(state: ReservationsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'open') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const customerName = (reservation: Reservation) =>
  [reservation.customer.first_name, reservation.customer.last_name].filter(Boolean).join(' ');

/**
 * Orders › Reservations (ours, issue 17): what shoppers reserved at the kiosk (Reserve Mine), open
 * ones first, oldest first, so staff call the customer back when the pair comes in; then Mark
 * fulfilled or Cancel, each after a confirmation.
 */
export function ReservationsPage() {
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const timeZone = store?.timeZone ?? 'UTC';
  const { modal } = App.useApp();
  const [state, setState] = useAddressState(readState, writeState);
  const list = useReservationsQuery({ status: state.status, page: state.page, pageSize: PUBLIC_PAGE_SIZE });
  const close = useCloseReservationMutation();

  const confirmClose = (reservation: Reservation, status: 'fulfilled' | 'cancelled') => {
    modal.confirm({
      title:
        status === 'fulfilled'
          ? shopperCopy.reservations.confirmFulfilled
          : shopperCopy.reservations.confirmCancel,
      content: `${reservation.name}: ${customerName(reservation)}, ${reservation.product.title} (${reservation.line_items[0]?.option.option1 ?? ''})`,
      okText:
        status === 'fulfilled' ? shopperCopy.reservations.markFulfilled : shopperCopy.reservations.cancel,
      okButtonProps: { danger: status === 'cancelled' },
      cancelText: 'Back',
      onOk: () =>
        close.mutateAsync({ id: reservation.id, status }).then(
          () =>
            notify.success(
              status === 'fulfilled'
                ? shopperCopy.reservations.fulfilled
                : shopperCopy.reservations.cancelled,
            ),
          () => undefined,
        ),
    });
  };

  const columns: ColumnsType<Reservation> = [
    { key: 'name', title: 'Reservation', dataIndex: 'name', width: 120 },
    { key: 'customer', title: 'Customer', render: (_, row) => customerName(row) },
    { key: 'phone', title: 'Phone', render: (_, row) => row.customer.phone },
    {
      key: 'product',
      title: 'Product',
      render: (_, row) => (
        <>
          <div>{row.product.title}</div>
          <Typography.Text type="secondary">{row.product.sku}</Typography.Text>
        </>
      ),
    },
    { key: 'size', title: 'Size', render: (_, row) => row.line_items[0]?.option.option1 ?? '' },
    {
      key: 'price',
      title: 'Price',
      align: 'right',
      render: (_, row) => formatMoney(row.line_items[0]?.price ?? 0, currency),
    },
    { key: 'date', title: 'Date', render: (_, row) => formatDateSold(row.createdAt, timeZone) },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) =>
        row.status === 'open' ? (
          <Space wrap>
            <Button size="small" type="primary" onClick={() => confirmClose(row, 'fulfilled')}>
              {shopperCopy.reservations.markFulfilled}
            </Button>
            <Button size="small" danger onClick={() => confirmClose(row, 'cancelled')}>
              {shopperCopy.reservations.cancel}
            </Button>
          </Space>
        ) : (
          <Tag color={row.status === 'fulfilled' ? 'green' : 'default'}>{STATUS_LABELS[row.status]}</Tag>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Reservations"
        subtitle="Shoes shoppers reserved at the kiosk: call them when the pair is in."
        actions={
          <Segmented<ReservationStatus>
            aria-label="Status"
            value={state.status}
            onChange={(status) => setState(() => ({ status, page: 1 }))}
            options={RESERVATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
        }
      />
      {list.error ? (
        <ListError query={list} />
      ) : (
        <Table<Reservation>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.data?.reservations ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={shopperCopy.reservations.empty} /> }}
          data-testid="reservations-table"
          pagination={{
            current: state.page,
            pageSize: PUBLIC_PAGE_SIZE,
            total: list.data?.count ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (page) => setState((current) => ({ ...current, page })),
          }}
        />
      )}
    </>
  );
}
