import { Form, Modal, Radio, Select } from 'antd';
import { PAYMENT_TYPES, type PaymentType } from '@shared/constants';
import { type FilterOptionsResponse } from '@shared/contracts/inventory-lists';
import { type BulkAction } from './inventory-list-actions';

export interface AcceptPlace {
  location?: number;
  subLocation?: number;
  /** How the store pays the seller of a bought item (spec 000 §4: optional, for items of a buying). */
  paymentType?: PaymentType;
}

interface InventoryAcceptModalProps {
  action: BulkAction;
  /** How many items it moves. */
  count: number;
  options: FilterOptionsResponse | undefined;
  /** The message under Location when none is chosen (spec 001 §5: accept vs. transfer wording). */
  locationRequired: string;
  isRunning: boolean;
  /** Some of the items answer a Buying request: the payment type (cash or Checkbooks) is offered. */
  offersPaymentType?: boolean;
  /**
   * Accept Transfer: the place the items' transfers named, when they share one (the form starts
   * there), and whether every item has one (then no location is needed: each goes to its own).
   */
  destination?: { place: AcceptPlace | null; isKnownForAll: boolean };
  onCancel: () => void;
  onAccept: (place: AcceptPlace) => void;
}

/**
 * The accept modal of a list screen (Incoming: accept inventory; Requested: the requested-inventory
 * modal; the transfer screens): where the items go, location and an optional sub-location of it.
 * A store with one location has it chosen already. Rendered while open, so each opening starts
 * afresh.
 */
export function InventoryAcceptModal({
  action,
  count,
  options,
  locationRequired,
  isRunning,
  offersPaymentType = false,
  destination,
  onCancel,
  onAccept,
}: InventoryAcceptModalProps) {
  const [form] = Form.useForm<AcceptPlace>();
  const location = Form.useWatch('location', form);
  const locations = options?.locations ?? [];
  const subLocations = (options?.subLocations ?? []).filter((option) => option.locationId === location);

  return (
    <Modal
      open
      title={`${action.title}: ${count} item${count === 1 ? '' : 's'}`}
      okText={action.label}
      confirmLoading={isRunning}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        name="inventory-accept"
        initialValues={
          destination?.place ?? { location: locations.length === 1 ? locations[0].value : undefined }
        }
        onFinish={onAccept}
      >
        {destination?.isKnownForAll && !destination.place && (
          <p data-testid="transfer-destinations-note">
            Each item goes to the destination its transfer named. Choose a location to send them all there
            instead.
          </p>
        )}
        {action.needsLocation && (
          <Form.Item
            label="Location"
            name="location"
            rules={[{ required: !destination?.isKnownForAll, message: locationRequired }]}
          >
            <Select
              allowClear={destination?.isKnownForAll}
              placeholder="Select a location"
              options={locations}
              onChange={() => form.setFieldValue('subLocation', undefined)}
            />
          </Form.Item>
        )}
        {action.hasSubLocation && subLocations.length > 0 && (
          <Form.Item label="Sublocation" name="subLocation">
            <Select allowClear placeholder="Sublocation (optional)" options={subLocations} />
          </Form.Item>
        )}
        {offersPaymentType && (
          <Form.Item
            label="Payment type"
            name="paymentType"
            extra="For the items bought from a seller; leave it empty to decide later."
          >
            <Radio.Group
              aria-label="Payment type"
              optionType="button"
              options={PAYMENT_TYPES.map((type) => ({ value: type.value, label: type.label }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
