import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, type InputNumberProps, Select, Space } from 'antd';
import { CUSTOM_BARCODE_OPTIONS, LABEL_ELEMENTS } from '@shared/constants';
import { LABEL_SHEETS, LABEL_SIZE_LIMITS } from '@shared/contracts/labels';
import { type StoreSettings, storeUpdateFields } from '@shared/contracts/stores';
import { contractRules } from '../../ui/zod-rule';
import {
  CUSTOM_BARCODE_LABELS,
  labelSheetName,
  orderedElements,
  sheetCellSize,
} from '../labels/label-preview-query';
import { LabelSettingsPreview } from '../labels/label-settings-preview';
import { SettingsArea } from './settings-area';
import '../labels/labels.css';

const FIELDS = [
  'labelOptions',
  'labelSize',
  'labelSheet',
  'customBarcode',
  'shopifyTrackingParams',
  'customShopifyUrl',
  'features',
] as const;
const LABEL_LAYOUTS = [
  { value: 'standard', label: 'Standard' },
  { value: 'compact', label: 'Compact' },
  { value: 'detailed', label: 'Detailed' },
];
const { minWidth, maxWidth, minHeight, maxHeight } = LABEL_SIZE_LIMITS;

/**
 * Label Settings: what a label shows, its size in mm (landscape), layout, barcode and paper (spec 001
 * §9, issue 14), beside a live preview of a real item's label at true size that follows the form.
 */
export function LabelSettingsCard({ store }: { store: StoreSettings }) {
  return (
    <SettingsArea
      name="label-settings"
      title="Label Settings"
      store={store}
      fields={FIELDS}
      nullableText={['customShopifyUrl']}
      toRequest={(values) => ({
        ...values,
        labelOptions: orderedElements((values.labelOptions as string[] | undefined) ?? []),
      })}
    >
      <div className="label-settings">
        <div className="label-settings__form">
          <Form.Item
            label="Label Options"
            name="labelOptions"
            {...contractRules(storeUpdateFields.labelOptions)}
          >
            <Checkbox.Group className="label-settings__elements">
              {LABEL_ELEMENTS.map((element) => (
                <Checkbox key={element} value={element}>
                  {element}
                </Checkbox>
              ))}
            </Checkbox.Group>
          </Form.Item>
          <Form.Item label="Paper" name="labelSheet">
            <Select options={LABEL_SHEETS.map((sheet) => ({ value: sheet, label: labelSheetName(sheet) }))} />
          </Form.Item>
          <LabelSizeFields />
          <Space wrap size="middle">
            <Form.Item label="Label Layout" name={['features', 'labelLayout']}>
              <Select options={LABEL_LAYOUTS} style={{ minWidth: 160 }} />
            </Form.Item>
            <Form.Item label="Barcode" name="customBarcode">
              <Select
                style={{ minWidth: 160 }}
                options={CUSTOM_BARCODE_OPTIONS.map((value) => ({
                  value,
                  label: CUSTOM_BARCODE_LABELS[value],
                }))}
              />
            </Form.Item>
          </Space>
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
                    <Space key={row.key} align="baseline" wrap>
                      <Form.Item
                        name={[row.name, 'param']}
                        rules={[{ required: true, message: 'Parameter is required' }]}
                      >
                        <Input aria-label={`Parameter ${index + 1}`} placeholder="Parameter" />
                      </Form.Item>
                      <Form.Item name={[row.name, 'value']}>
                        <Input aria-label={`Value ${index + 1}`} placeholder="Value" />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
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
        </div>
        <LabelSettingsPreview />
      </div>
    </SettingsArea>
  );
}

/**
 * Width × height in mm. On a roll they are the store's own; a sheet of label stock fixes the size,
 * so the inputs show its cell's size, disabled (the roll's size stays in the form and is saved for
 * when the roll is back). No min/max on the inputs: antd would clamp 10 to 25 on blur, hiding why;
 * the rule refuses it with the limit named, as the server does.
 */
function LabelSizeFields() {
  const sheet = Form.useWatch('labelSheet', { preserve: true }) as string | undefined;
  const cell = sheetCellSize(sheet);
  const roll = Form.useWatch('labelSize', { preserve: true }) as
    { width?: number | null; height?: number | null } | undefined;
  // With a sheet the roll's size is still saved: say what it is, so its own error reads right.
  const extra = (min: number, max: number, rollValue: number | null | undefined) =>
    cell ? `Set by the label stock (roll: ${rollValue ?? '–'} mm)` : `${min}–${max} mm`;
  return (
    <Space wrap size="middle">
      <Form.Item
        label="Width"
        name={['labelSize', 'width']}
        extra={extra(minWidth, maxWidth, roll?.width)}
        {...contractRules(storeUpdateFields.labelSize.shape.width)}
      >
        <SizeInput fixed={cell?.width} />
      </Form.Item>
      <Form.Item
        label="Height"
        name={['labelSize', 'height']}
        extra={extra(minHeight, maxHeight, roll?.height)}
        {...contractRules(storeUpdateFields.labelSize.shape.height)}
      >
        <SizeInput fixed={cell?.height} />
      </Form.Item>
    </Space>
  );
}

/** A size in mm, or the label stock's fixed one (shown, disabled) while a sheet is chosen. */
function SizeInput({ fixed, ...input }: InputNumberProps<number> & { fixed?: number }) {
  return fixed === undefined ? (
    <InputNumber<number> {...input} suffix="mm" />
  ) : (
    <InputNumber<number> id={input.id} suffix="mm" value={fixed} disabled />
  );
}
