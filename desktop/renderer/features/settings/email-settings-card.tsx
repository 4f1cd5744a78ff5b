import { Form, Input } from 'antd';
import { type StoreSettings } from '@shared/contracts/stores';
import { SettingsArea } from './settings-area';

/** The mails a store may word itself (the spec does not list them; ours). All optional. */
export const EMAIL_MESSAGES = [
  { key: 'welcome', label: 'Welcome' },
  { key: 'inventoryAccepted', label: 'Item Accepted' },
  { key: 'inventorySold', label: 'Item Sold' },
  { key: 'payoutSent', label: 'Payout Sent' },
] as const;

const FIELDS = ['emailMsgs', 'marketplaceEmailMsgs'] as const;

/** Empty messages are left out: the standard wording is used for them. */
function withoutEmpty(messages: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((messages ?? {}) as Record<string, string | undefined>).flatMap(([key, text]) =>
      text?.trim() ? [[key, text]] : [],
    ),
  );
}

/** Custom Email Settings: the store's own wording for its mails, and for marketplace mails. */
export function EmailSettingsCard({ store }: { store: StoreSettings }) {
  return (
    <SettingsArea
      name="email-settings"
      title="Custom Email Settings"
      store={store}
      fields={FIELDS}
      toRequest={(values) => ({
        emailMsgs: withoutEmpty(values.emailMsgs),
        marketplaceEmailMsgs: withoutEmpty(values.marketplaceEmailMsgs),
      })}
    >
      {EMAIL_MESSAGES.map(({ key, label }) => (
        <Form.Item key={key} label={`${label} Email`} name={['emailMsgs', key]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      ))}
      {EMAIL_MESSAGES.map(({ key, label }) => (
        <Form.Item
          key={`marketplace-${key}`}
          label={`Marketplace ${label} Email`}
          name={['marketplaceEmailMsgs', key]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      ))}
    </SettingsArea>
  );
}
