import { Form, Input, Select, Switch } from 'antd';
import { CURRENCY_CODES } from '@shared/constants';
import { type StoreSettings, storeUpdateFields } from '@shared/contracts/stores';
import { timeZoneNames } from '@shared/domain/time-zone';
import { contractRules } from '../../ui/zod-rule';
import { SettingsArea } from './settings-area';

const FIELDS = [
  'name',
  'supportEmail',
  'domain',
  'currency',
  'timeZone',
  'logo',
  'redirectURL',
  'consignerUrl',
  'inStoreUrl',
  'consignerCname',
  'termsOfService',
  'isBuyingStore',
  'onlineMarketplace',
  'maintenanceMode',
  'features',
] as const;

/** Store Settings: who the store is, where it lives, and its per-store feature switches. */
export function StoreSettingsCard({ store }: { store: StoreSettings }) {
  const currencies = CURRENCY_CODES.includes(store.currency as (typeof CURRENCY_CODES)[number])
    ? CURRENCY_CODES
    : [store.currency, ...CURRENCY_CODES];
  return (
    <SettingsArea
      name="store-settings"
      title="Store Settings"
      store={store}
      fields={FIELDS}
      nullableText={['domain', 'logo', 'consignerCname', 'termsOfService']}
    >
      <Form.Item label="Name" name="name" {...contractRules(storeUpdateFields.name)}>
        <Input />
      </Form.Item>
      <Form.Item label="Support Email" name="supportEmail" {...contractRules(storeUpdateFields.supportEmail)}>
        <Input type="email" />
      </Form.Item>
      <Form.Item label="Redirect URL" name="redirectURL" {...contractRules(storeUpdateFields.redirectURL)}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="Currency" name="currency" {...contractRules(storeUpdateFields.currency)}>
        <Select showSearch options={currencies.map((code) => ({ value: code, label: code }))} />
      </Form.Item>
      <Form.Item
        label="Time Zone"
        name="timeZone"
        extra="The day a sale falls on, the order date filters and receipts follow it."
        {...contractRules(storeUpdateFields.timeZone)}
      >
        <Select showSearch options={timeZoneOptions(store.timeZone)} />
      </Form.Item>
      <Form.Item
        label="Consigner Domain"
        name="consignerUrl"
        {...contractRules(storeUpdateFields.consignerUrl)}
      >
        <Input placeholder="consign.example.com" />
      </Form.Item>
      <Form.Item
        label="In-Store App Domain"
        name="inStoreUrl"
        {...contractRules(storeUpdateFields.inStoreUrl)}
      >
        <Input placeholder="instore.example.com" />
      </Form.Item>
      <Form.Item label="Store Domain" name="domain" {...contractRules(storeUpdateFields.domain)}>
        <Input placeholder="shop.example.com" />
      </Form.Item>
      <Form.Item
        label="Consigner CNAME"
        name="consignerCname"
        {...contractRules(storeUpdateFields.consignerCname)}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Logo URL" name="logo" {...contractRules(storeUpdateFields.logo)}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="Terms of Service" name="termsOfService">
        <Input.TextArea rows={4} />
      </Form.Item>
      <Form.Item label="Buying Store" name="isBuyingStore" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Online Marketplace" name="onlineMarketplace" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Maintenance Mode" name="maintenanceMode" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="Scan Items" name={['features', 'scanItems']} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        label="Hide Bank Type, Swift, IBAN and Routing"
        name={['features', 'hideBankRouting']}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </SettingsArea>
  );
}

/** The runtime's zones, with the store's own first if the runtime does not know it (never dropped silently). */
function timeZoneOptions(current: string): { value: string; label: string }[] {
  const names = timeZoneNames();
  const all = names.includes(current) ? names : [current, ...names];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
