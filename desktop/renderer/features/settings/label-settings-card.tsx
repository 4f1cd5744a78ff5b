import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { LABEL_ELEMENTS } from '@shared/constants';
import { type StoreSettings, storeUpdateFields } from '@shared/contracts/stores';
import { contractRules } from '../../ui/zod-rule';
import { SettingsArea } from './settings-area';

const FIELDS = [
  'labelOptions',
  'labelSize',
  'shopifyTrackingParams',
  'customShopifyUrl',
  'features',
] as const;
const LABEL_LAYOUTS = [
  { value: 'standard', label: 'Standard' },
  { value: 'compact', label: 'Compact' },
  { value: 'detailed', label: 'Detailed' },
];

/** Label Settings: what a label shows and its size in mm, landscape (spec 001 §9). */
export function LabelSettingsCard({ store }: { store: StoreSettings }) {
  return (
    <SettingsArea
      name="label-settings"
      title="Label Settings"
      store={store}
      fields={FIELDS}
      nullableText={['customShopifyUrl']}
    >
      <Form.Item label="Label Options" name="labelOptions" {...contractRules(storeUpdateFields.labelOptions)}>
        <Select mode="multiple" options={LABEL_ELEMENTS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Space wrap>
        <Form.Item
          label="Width"
          name={['labelSize', 'width']}
          {...contractRules(storeUpdateFields.labelSize.shape.width)}
        >
          <InputNumber suffix="mm" />
        </Form.Item>
        <Form.Item
          label="Height"
          name={['labelSize', 'height']}
          {...contractRules(storeUpdateFields.labelSize.shape.height)}
        >
          <InputNumber suffix="mm" />
        </Form.Item>
      </Space>
      <Form.Item label="Label Layout" name={['features', 'labelLayout']}>
        <Select options={LABEL_LAYOUTS} />
      </Form.Item>
      <Form.Item
        label="Custom Shop URL"
        name="customShopifyUrl"
        {...contractRules(storeUpdateFields.customShopifyUrl)}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="Tracking Parameters">
        <Form.List name="shopifyTrackingParams">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, index) => (
                <Space key={row.key} align="baseline">
                  <Form.Item
                    name={[row.name, 'param']}
                    rules={[{ required: true, message: 'Parameter is required' }]}
                  >
                    <Input aria-label={`Parameter ${index + 1}`} placeholder="Parameter" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'value']}>
                    <Input aria-label={`Value ${index + 1}`} placeholder="Value" />
                  </Form.Item>
                  <MinusCircleOutlined
                    aria-label={`Remove parameter ${index + 1}`}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ param: '', value: '' })}>
                Add parameter
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </SettingsArea>
  );
}
