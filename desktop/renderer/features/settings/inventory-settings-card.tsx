import { Form, Input, InputNumber, Switch } from 'antd';
import { PERCENT_MAX } from '@shared/constants';
import { HOLD_HOURS_MAX } from '@shared/contracts/orders';
import { type StoreSettings, storeUpdateFields } from '@shared/contracts/stores';
import { contractRules } from '../../ui/zod-rule';
import { SettingsArea } from './settings-area';

const FIELDS = [
  'safeInventoryStatusMode',
  'livePriceChanges',
  'minApproval',
  'maxApproval',
  'autoPreapproval',
  'warnAmount',
  'warnText',
  'upPrice',
  'absorbDiscount',
  'chargeTax',
  'salesTaxRate',
  'holdHours',
  'prioritizeStore',
  'transactionFee',
  'vatRate',
  'cleaningFee',
  'boxFee',
] as const;

const MONEY_FIELDS = [
  { name: 'minApproval', label: 'Min Pre-approval Margin' },
  { name: 'maxApproval', label: 'Max Pre-approval Margin' },
  { name: 'warnAmount', label: 'Warn Amount' },
  { name: 'upPrice', label: 'Up Price (non-active items)' },
] as const;

/** The fee rule's store settings (shared/domain/fees.ts). */
const PERCENT_FIELDS = [
  { name: 'transactionFee', label: 'Transaction Fee' },
  { name: 'vatRate', label: 'VAT Rate' },
] as const;

const FEE_FIELDS = [
  { name: 'cleaningFee', label: 'Cleaning Fee' },
  { name: 'boxFee', label: 'Box Fee' },
] as const;

/** Inventory Settings: status safety, pricing, pre-approval, the store's fees, and the register's tax and holds. */
export function InventorySettingsCard({ store }: { store: StoreSettings }) {
  return (
    <SettingsArea
      name="inventory-settings"
      title="Inventory Settings"
      store={store}
      fields={FIELDS}
      nullableText={['warnText']}
    >
      <Form.Item label="Safe Inventory Status Mode" name="safeInventoryStatusMode" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Live Price Changes" name="livePriceChanges" valuePropName="checked">
        <Switch />
      </Form.Item>
      {MONEY_FIELDS.map(({ name, label }) => (
        <Form.Item key={name} label={label} name={name} {...contractRules(storeUpdateFields[name])}>
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
      ))}
      <Form.Item label="Auto Pre-approval" name="autoPreapproval" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Warn Text" name="warnText">
        <Input />
      </Form.Item>
      <Form.Item label="Absorb Discount" name="absorbDiscount" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Charge Tax" name="chargeTax" valuePropName="checked">
        <Switch />
      </Form.Item>
      {/* Issue 15: what the register charges when Charge Tax is on, and how long a kiosk hold lasts. */}
      <Form.Item
        label="Sales Tax Rate"
        name="salesTaxRate"
        extra={`Charged at the register when Charge Tax is on; 0 to ${PERCENT_MAX}%`}
        {...contractRules(storeUpdateFields.salesTaxRate)}
      >
        <InputNumber precision={2} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Hold Time"
        name="holdHours"
        extra={`Hours a kiosk hold keeps its items before they go back on sale; 1 to ${HOLD_HOURS_MAX}`}
        {...contractRules(storeUpdateFields.holdHours)}
      >
        <InputNumber precision={0} suffix="hours" style={{ width: '100%' }} />
      </Form.Item>
      {PERCENT_FIELDS.map(({ name, label }) => (
        <Form.Item
          key={name}
          label={label}
          name={name}
          extra={`0 to ${PERCENT_MAX}%`}
          {...contractRules(storeUpdateFields[name])}
        >
          {/* No min/max on the input: antd would clamp 150 to 100 on blur; the rule refuses it instead. */}
          <InputNumber precision={2} suffix="%" style={{ width: '100%' }} />
        </Form.Item>
      ))}
      {FEE_FIELDS.map(({ name, label }) => (
        <Form.Item key={name} label={label} name={name} {...contractRules(storeUpdateFields[name])}>
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
      ))}
      <Form.Item label="Prioritize Store Inventory" name="prioritizeStore" valuePropName="checked">
        <Switch />
      </Form.Item>
    </SettingsArea>
  );
}
