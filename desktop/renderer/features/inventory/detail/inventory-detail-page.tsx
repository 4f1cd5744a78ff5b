import { DeleteOutlined, PrinterOutlined, RollbackOutlined, TagOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type InventoryItem, inventoryResponse } from '@shared/contracts/inventories';
import {
  removedInventoriesResponse,
  type UpdateInventoryRequest,
  withdrawInventoryResponse,
} from '@shared/contracts/inventory-actions';
import {
  canChangeOwner,
  canChangeStatus,
  daysSinceAcceptance,
  statusEditTargets,
  inventoryStatusLabel,
  isEditable,
} from '@shared/domain/inventory-status';
import { hasAccess } from '@shared/domain/access-controls';
import { formatMoney, formatMoneyOrDash } from '@shared/domain/money-format';
import { notices } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { NotFoundPage } from '@renderer/ui/not-found-page';
import { notify } from '@renderer/ui/notify';
import { PageHeader } from '@renderer/ui/page-header';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useConsignerNames, useConsignerPickerQuery } from '../../consigners/queries';
import { PriceChangeRequestDialog } from './price-change-request-dialog';
import { destinationOf } from '../list/inventory-list-cells';
import { useLocationsQuery, useSubLocationsQuery } from '../../locations/queries';
import { useProductTemplatesQuery } from '../../product-templates/queries';
import { ProductImage } from '@renderer/ui/product-image';
import { saveFeedback } from '../../products/save-feedback';
import { usePrintLabels } from '../../labels/use-print-labels';
import { useMeQuery } from '../../session/queries';
import { InventoryTimeline } from '../activity/inventory-timeline';
import { InventoryDecisionButtons } from '../shared/inventory-decision-buttons';
import { InventoryStatusTag } from '../shared/inventory-status-tag';
import { decisionsFor, offersAction } from '../shared/item-actions';
import { useInventoryActionMutation, useUpdateInventoryMutation } from '../shared/mutations';
import { useInventoryLogsQuery, useInventoryQuery } from '../shared/queries';
import { confirmWithdraw } from './withdraw-confirm';
import '../shared/inventory.css';
import './inventory-detail.css';

interface EditValues {
  price?: number | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  location?: number | null;
  subLocation?: number | null;
  cost?: number | null;
  notes?: string | null;
  taxable?: boolean;
  hasCleaningFee?: boolean;
  hasBoxFee?: boolean;
}

const OWNER_SEARCH_DEBOUNCE_MS = 300;

const toEditValues = (item: InventoryItem): EditValues => ({
  price: item.price,
  option1Value: item.option1Value,
  option2Value: item.option2Value,
  option3Value: item.option3Value,
  location: item.location?.id ?? null,
  subLocation: item.subLocation?.id ?? null,
  cost: item.cost,
  notes: item.notes,
  taxable: item.taxable,
  hasCleaningFee: item.hasCleaningFee,
  hasBoxFee: item.hasBoxFee,
});

/**
 * spec 000 §2.3 Inventory item detail (/inventories/{id}): header with the product, status, code,
 * SKU, owner and status dropdowns; the edit card (Save hidden for Withdrawn and Declined); request
 * price change, Withdraw and Delete where the status machine offers them (offersAction); the
 * answers to a consigner's request; the timeline.
 */
export function InventoryDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const item = useInventoryQuery(id);
  const logs = useInventoryLogsQuery(id);
  const me = useMeQuery().data;
  const currency = me?.store.currency ?? 'USD';
  const safeMode = me?.store.safeInventoryStatusMode ?? false;
  const templates = useProductTemplatesQuery();
  const locations = useLocationsQuery();
  const [ownerSearch, setOwnerSearch] = useState('');
  // Inventory picks an owner through the picker (names and email), searched on the server.
  const owners = useConsignerPickerQuery(useDebouncedValue(ownerSearch.trim(), OWNER_SEARCH_DEBOUNCE_MS));
  const consignerNames = useConsignerNames();
  const update = useUpdateInventoryMutation(id);
  const withdraw = useInventoryActionMutation('withdrawInventory', withdrawInventoryResponse);
  const remove = useInventoryActionMutation('deleteInventory', removedInventoriesResponse);
  const requestPrice = useInventoryActionMutation('storeRequestPriceChange', inventoryResponse);
  const withdrawOffer = useInventoryActionMutation('cancelStoreRequestPriceChange', inventoryResponse);
  const printLabel = usePrintLabels({ title: 'Print label' });
  const [form] = Form.useForm<EditValues>();
  const [isAskingPrice, setAskingPrice] = useState(false);
  const data = item.data;
  const locationId = Form.useWatch('location', form);
  const location = (locations.data ?? []).find((candidate) => candidate.id === locationId);
  const subLocations = useSubLocationsQuery(location?.name ?? '');

  useEffect(() => {
    if (data) form.setFieldsValue(toEditValues(data));
  }, [data, form]);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (item.isError) {
    if (isApiError(item.error) && item.error.status === 404) return <NotFoundPage />;
    return <Alert type="error" showIcon title={item.error.message} className="list-error" />;
  }
  if (!data) return <Skeleton active />;

  const template = templates.data?.find((candidate) => candidate.id === data.productTemplateId);
  const editable = isEditable(data.status);
  const isOwnerOpen = editable && canChangeOwner(data.status, safeMode);
  const isStatusOpen = editable && canChangeStatus(data.status);
  const isStoreOwned = data.consigner?.isStoreAccount ?? false;
  // A consigner's request waiting for the store's answer (a price change or a withdrawal).
  const request = decisionsFor(data.status);
  const soldOrderId = data.status === 'Sold' || data.status === 'Paid' ? data.orderId : null;
  const canOpenOrders = me !== undefined && hasAccess(me.accessControls, 'Orders');

  const save = (request: UpdateInventoryRequest) => {
    saveFeedback.start();
    update.mutate(
      { ...request, version: data.version },
      { onSuccess: saveFeedback.saved, onError: (error) => saveFeedback.failed(error, form) },
    );
  };

  const askWithdraw = () =>
    confirmWithdraw({ modal, item: data, store: me?.store, withdraw: (body) => withdraw.mutateAsync(body) });

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${data.code}?`,
      content: notices.cannotBeUndone,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ ids: [data.id], consignerId: data.consignerId }).then(
          () => {
            notify.success('Item deleted.');
            void navigate('/findInventory');
          },
          () => undefined,
        ),
    });

  const confirmWithdrawOffer = () =>
    modal.confirm({
      title: notices.priceOfferWithdrawTitle(formatMoney(data.requestedPrice ?? 0, currency)),
      content: notices.priceOfferWithdrawBody,
      okText: 'Withdraw Offer',
      onOk: () =>
        withdrawOffer.mutateAsync({ inventory: data.id }).then(
          () => notify.success(notices.priceOfferWithdrawn),
          () => undefined,
        ),
    });

  const askPriceChange = (price: number) =>
    requestPrice.mutate(
      { inventory: data.id, requestedPrice: price },
      {
        onSuccess: ({ inventory }) => {
          setAskingPrice(false);
          notify.success(notices.priceChangeRequested(formatMoney(inventory.requestedPrice ?? 0, currency)));
        },
        onError: () => notify.error(notices.priceChangeFailed),
      },
    );
  const optionSelect = (values: readonly string[] | null | undefined) =>
    (values ?? []).map((value) => ({ value, label: value }));

  return (
    <>
      <PageHeader
        back={{ to: '/findInventory', label: 'Find Inventory' }}
        title={<Link to={`/products/${data.productId}`}>{data.product.title}</Link>}
        media={<ProductImage src={data.product.image} alt="" className="product-header__image" />}
        tags={<InventoryStatusTag status={data.status} />}
        subtitle={
          <span>
            Code <strong className="product-card__sku">{data.code}</strong> · SKU{' '}
            <span className="product-card__sku">{data.product.sku}</span>
          </span>
        }
        actions={
          <>
            {offersAction(data, 'storeRequestPriceChange') && (
              <Button size="large" icon={<TagOutlined />} onClick={() => setAskingPrice(true)}>
                Request Price Change
              </Button>
            )}
            {offersAction(data, 'cancelStoreRequestPriceChange') && (
              <Button size="large" icon={<TagOutlined />} onClick={confirmWithdrawOffer}>
                Withdraw Price Offer
              </Button>
            )}
            {offersAction(data, 'withdrawInventory') && (
              <Button size="large" icon={<RollbackOutlined />} onClick={askWithdraw}>
                Withdraw
              </Button>
            )}
            {offersAction(data, 'deleteInventory') && (
              <Button size="large" danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                Delete
              </Button>
            )}
            <Button
              size="large"
              icon={<PrinterOutlined />}
              loading={printLabel.isBusy}
              onClick={() => printLabel.start([data.id])}
            >
              {data.printed ? 'Re-print Label' : 'Print Label'}
            </Button>
          </>
        }
      />
      {printLabel.dialog}
      {isAskingPrice && (
        <PriceChangeRequestDialog
          item={data}
          currency={currency}
          isRunning={requestPrice.isPending}
          onCancel={() => setAskingPrice(false)}
          onRequest={askPriceChange}
        />
      )}
      {destinationOf(data) && (
        <Alert
          className="inventory-detail__request"
          type="info"
          showIcon
          data-testid="transfer-destination"
          message={`In transit to ${destinationOf(data)}`}
          description="Accept Transfer puts it there unless another location is chosen."
        />
      )}
      {request && (
        <Alert
          className="inventory-detail__request"
          type="warning"
          showIcon
          {...request.notice(data, (amount) => formatMoneyOrDash(amount, currency))}
          action={<InventoryDecisionButtons item={data} variant="detail" />}
        />
      )}
      <Space wrap className="inventory-detail__selectors">
        <label className="add-inventory__field">
          <span className="add-inventory__label">Owner</span>
          <Select
            aria-label="Owner"
            style={{ minWidth: 260 }}
            disabled={!isOwnerOpen}
            value={data.consignerId ?? undefined}
            showSearch
            filterOption={false}
            onSearch={setOwnerSearch}
            loading={owners.isFetching}
            options={[
              ...(owners.data ?? []).map((consigner) => ({
                value: consigner.id,
                label: `${consigner.firstName} ${consigner.lastName}`.trim(),
              })),
              ...(data.consigner &&
              !(owners.data ?? []).some((consigner) => consigner.id === data.consignerId)
                ? [
                    {
                      value: data.consigner.id,
                      label: `${data.consigner.firstName} ${data.consigner.lastName}`,
                    },
                  ]
                : []),
            ]}
            onChange={(consignerId: number) => save({ consignerId })}
          />
        </label>
        <label className="add-inventory__field">
          <span className="add-inventory__label">Status</span>
          <Select
            aria-label="Status"
            style={{ minWidth: 220 }}
            disabled={!isStatusOpen}
            value={data.status}
            options={statusEditTargets(data.status).map((status) => ({
              value: status,
              label: inventoryStatusLabel(status),
            }))}
            onChange={(status) => save({ status })}
          />
        </label>
      </Space>
      <div className="detail-grid">
        <Card title="Item" className="form-card">
          <Form<EditValues>
            form={form}
            name="inventory-edit"
            layout="vertical"
            disabled={!editable}
            onFinish={(values) => save(values)}
          >
            <div className="form-card__row">
              <Form.Item label="Price" name="price">
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
              {isStoreOwned && (
                <Form.Item label="Cost" name="cost">
                  <InputNumber min={0} precision={2} style={{ width: '100%' }} />
                </Form.Item>
              )}
              <Form.Item label={template?.option1 ?? 'Size'} name="option1Value">
                <Select options={optionSelect(template?.option1Values)} showSearch />
              </Form.Item>
              {template?.option2 && (
                <Form.Item label={template.option2} name="option2Value">
                  <Select options={optionSelect(template.option2Values)} />
                </Form.Item>
              )}
              {template?.option3 && (
                <Form.Item label={template.option3} name="option3Value">
                  <Select options={optionSelect(template.option3Values)} />
                </Form.Item>
              )}
              <Form.Item label="Location" name="location">
                <Select
                  allowClear
                  options={(locations.data ?? [])
                    .filter((candidate) => candidate.isActive || candidate.id === data.location?.id)
                    .map((candidate) => ({ value: candidate.id, label: candidate.name }))}
                  onChange={() => form.setFieldValue('subLocation', null)}
                />
              </Form.Item>
              <Form.Item label="Sublocation" name="subLocation">
                <Select
                  allowClear
                  options={(subLocations.data ?? []).map((candidate) => ({
                    value: candidate.id,
                    label: candidate.name,
                  }))}
                />
              </Form.Item>
            </div>
            <Form.Item label="Notes" name="notes">
              <Input.TextArea rows={3} maxLength={5000} />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item label="Cleaning Fee" name="hasCleaningFee" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="Box Fee" name="hasBoxFee" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="Taxable" name="taxable" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            {editable && (
              <div className="card-footer">
                <Button type="primary" size="large" htmlType="submit" loading={update.isPending}>
                  Save
                </Button>
              </div>
            )}
          </Form>
        </Card>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Card title="Details" size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={isStoreOwned ? 'Cost' : 'Payout'}>
                {formatMoneyOrDash(isStoreOwned ? data.cost : data.payout, currency)}
              </Descriptions.Item>
              <Descriptions.Item label="Fees">
                {formatMoneyOrDash(data.payoutFee, currency)}
              </Descriptions.Item>
              {data.requestedPrice !== null && (
                <Descriptions.Item label="Requested price">
                  {formatMoneyOrDash(data.requestedPrice, currency)}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Owner">
                {data.consigner ? (
                  <Link to={`/consigners/${data.consigner.id}`}>
                    {`${data.consigner.firstName} ${data.consigner.lastName}`.trim()}
                  </Link>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              {soldOrderId !== null && (
                // A sold item's page leads to its sale (issue 15): the order, its payments and returns.
                <Descriptions.Item label="Sold">
                  <span data-testid="sold-order">
                    {data.soldOn ? `${new Date(data.soldOn).toLocaleDateString()} · ` : ''}
                    {canOpenOrders ? <Link to={`/orders/${soldOrderId}`}>View order</Link> : 'on an order'}
                  </span>
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Accepted">
                {data.acceptedOn ? new Date(data.acceptedOn).toLocaleDateString() : '—'}
              </Descriptions.Item>
              {data.status === 'Active' && data.acceptedOn && (
                <Descriptions.Item label="Days Active">
                  {daysSinceAcceptance(data.acceptedOn, Date.now())}
                </Descriptions.Item>
              )}
              <Descriptions.Item label="Printed">{data.printed ? 'Yes' : 'No'}</Descriptions.Item>
              <Descriptions.Item label="Last updated by">{data.lastUpdatedBy?.name ?? '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Timeline" size="small" role="region" aria-label="Timeline">
            <InventoryTimeline
              logs={logs.data}
              isLoading={logs.isLoading}
              currency={currency}
              consignerNames={consignerNames}
            />
          </Card>
        </Space>
      </div>
    </>
  );
}
