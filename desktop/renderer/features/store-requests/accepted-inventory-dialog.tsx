import { Alert, Button, Descriptions, Modal, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { formatMoney } from '@shared/domain/money-format';
import { formatPriceRange } from '@shared/domain/store-requests';
import { notices } from '@shared/messages';
import { useIsMobile } from '../../ui/use-is-mobile';
import { InventoryStatusTag } from '../inventory/shared/inventory-status-tag';
import { useMeQuery } from '../session/queries';
import { type RequestGroup, type RequestVariant } from './request-grid';
import '../inventory/shared/inventory.css';

type Offer = RequestVariant['offers'][number];

const unique = <T,>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * spec 000 §2.3 Accepted Inventory dialog, read-only: the request (title, quantity, size,
 * condition, location, price range, status) and its offers (price, status, payout), with Cancel and
 * Accept. Accept takes the offer chosen (`onAccept`: POST /api/inventories/storeBuyRequestedInventory):
 * it goes to Drop off pending and the request closes. With no offer yet, Accept is disabled and
 * says why.
 */
export function AcceptedInventoryDialog({
  group,
  variant,
  isLoadingOffers,
  isAccepting,
  onAccept,
  onClose,
}: {
  group: RequestGroup;
  variant: RequestVariant;
  isLoadingOffers: boolean;
  isAccepting: boolean;
  onAccept: (offerId: number) => void;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const [chosenId, setChosenId] = useState<number | null>(null);
  const offers = variant.offers;
  const chosen = offers.find((offer) => offer.id === chosenId) ?? offers[0];
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, currency));
  const requests = variant.requests;

  const accept = () => {
    if (chosen) onAccept(chosen.id);
  };

  const columns: TableColumnsType<Offer> = [
    {
      title: 'Seller',
      key: 'seller',
      render: (_, offer) =>
        offer.consigner ? `${offer.consigner.firstName} ${offer.consigner.lastName}`.trim() : '—',
    },
    { title: 'Code', dataIndex: 'code', key: 'code', className: 'product-card__sku', responsive: ['md'] },
    { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right', responsive: ['md'] },
    { title: 'Price', key: 'price', align: 'right', render: (_, offer) => money(offer.price) },
    { title: 'Payout', key: 'payout', align: 'right', render: (_, offer) => money(offer.payout) },
    { title: 'Status', key: 'status', render: (_, offer) => <InventoryStatusTag status={offer.status} /> },
    {
      title: 'Location',
      key: 'location',
      responsive: ['md'],
      render: (_, offer) => offer.location?.name ?? '—',
    },
  ];

  const noOffer = !isLoadingOffers && offers.length === 0 ? notices.storeRequests.noOfferYet : undefined;
  return (
    <Modal
      open
      title="Accepted Inventory"
      width={isMobile ? '100%' : 900}
      className={isMobile ? 'full-screen-modal' : undefined}
      onCancel={onClose}
      footer={
        <div className="add-inventory__footer">
          <span className="add-inventory__spacer" />
          <Button size="large" onClick={onClose}>
            Cancel
          </Button>
          <Tooltip title={noOffer}>
            <Button type="primary" size="large" disabled={!chosen} loading={isAccepting} onClick={accept}>
              Accept
            </Button>
          </Tooltip>
        </div>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={isMobile ? 1 : 2}
        items={[
          { key: 'title', label: 'Title', span: isMobile ? 1 : 2, children: group.product.title },
          { key: 'quantity', label: 'Quantity', children: requests.length },
          { key: 'size', label: 'Size', children: variant.option1Value ?? '—' },
          { key: 'condition', label: 'Condition', children: variant.option2Value ?? '—' },
          {
            key: 'location',
            label: 'Location',
            children: unique(requests.map((request) => request.location?.name ?? '—')).join(', '),
          },
          {
            key: 'price',
            label: 'Price',
            children: unique(
              requests.map((request) =>
                request.storeRequestPriceRange
                  ? formatPriceRange(request.storeRequestPriceRange, currency)
                  : '—',
              ),
            ).join(', '),
          },
          {
            key: 'status',
            label: 'Status',
            children: unique(requests.map((request) => request.status)).map((status) => (
              <InventoryStatusTag key={status} status={status} />
            )),
          },
        ]}
      />
      <h2 className="accepted-inventory__offers add-inventory__label">Offers</h2>
      {noOffer ? (
        <Alert type="info" showIcon title={noOffer} />
      ) : (
        <Table<Offer>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={offers}
          loading={isLoadingOffers}
          pagination={false}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: chosen ? [chosen.id] : [],
            onChange: (keys) => setChosenId(Number(keys[0])),
            getCheckboxProps: (offer) => ({ 'aria-label': `Choose offer ${offer.code}` }),
          }}
        />
      )}
    </Modal>
  );
}
