import { Descriptions, Form, InputNumber, Modal } from 'antd';
import { type InventoryItem } from '@shared/contracts/inventories';
import { formatMoneyOrDash } from '@shared/domain/money-format';

interface PriceChangeRequestDialogProps {
  item: Pick<InventoryItem, 'code' | 'price'>;
  currency: string;
  isRunning: boolean;
  onCancel: () => void;
  onRequest: (requestedPrice: number) => void;
}

/**
 * The store asks the seller for a new price (POST /api/inventories/storeRequestPriceChange): a
 * dialog named by its title, showing the price today next to the one asked for. Rendered while
 * open, so each opening starts afresh.
 */
export function PriceChangeRequestDialog({
  item,
  currency,
  isRunning,
  onCancel,
  onRequest,
}: PriceChangeRequestDialogProps) {
  const [form] = Form.useForm<{ requestedPrice: number }>();
  return (
    <Modal
      open
      title={`Request a price change for ${item.code}`}
      okText="Request"
      confirmLoading={isRunning}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'current',
            label: 'Current price',
            children: <span data-testid="current-price">{formatMoneyOrDash(item.price, currency)}</span>,
          },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        name="store-price-change"
        onFinish={(values) => onRequest(values.requestedPrice)}
      >
        <Form.Item
          label="Requested price"
          name="requestedPrice"
          extra="The seller is asked to accept this price; the item waits under Price Change › Requested by store."
          rules={[{ required: true, message: 'Enter the price to ask the seller for.' }]}
        >
          <InputNumber min={0} precision={2} autoFocus style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
