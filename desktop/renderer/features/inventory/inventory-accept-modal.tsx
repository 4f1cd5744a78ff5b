import { Form, Modal, Select } from 'antd';
import { type FilterOptionsResponse } from '@shared/contracts/inventory-lists';
import { type BulkAction } from './inventory-list-actions';

export interface AcceptPlace {
  location?: number;
  subLocation?: number;
}

interface InventoryAcceptModalProps {
  action: BulkAction;
  /** How many items it moves. */
  count: number;
  options: FilterOptionsResponse | undefined;
  /** The message under Location when none is chosen (spec 001 §5: accept vs. transfer wording). */
  locationRequired: string;
  isRunning: boolean;
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
        initialValues={{ location: locations.length === 1 ? locations[0].value : undefined }}
        onFinish={onAccept}
      >
        {action.needsLocation && (
          <Form.Item label="Location" name="location" rules={[{ required: true, message: locationRequired }]}>
            <Select
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
      </Form>
    </Modal>
  );
}
