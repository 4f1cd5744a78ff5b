import { Button, Card, Form } from 'antd';
import { type ReactNode } from 'react';
import { type StoreSettings, type StoreUpdateRequest } from '@shared/contracts/stores';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { showServerFieldErrors } from '../../ui/zod-rule';
import { useUpdateStoreSettingsMutation } from './mutations';

export type SettingsField = keyof StoreUpdateRequest;

interface SettingsAreaProps {
  /** The form's name: field ids are `{name}_{field}`, so areas never clash. */
  name: string;
  title: string;
  store: StoreSettings;
  /** The fields this area shows and saves; nothing else is sent. */
  fields: readonly SettingsField[];
  /** Optional text fields: an empty input is saved as null. */
  nullableText?: readonly SettingsField[];
  /** Turns the form's values into the request, for fields that need it. */
  toRequest?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
}

/** One Settings area: an antd Card around its own form and its own Save (spec 000 §2.3 Settings). */
export function SettingsArea({
  name,
  title,
  store,
  fields,
  nullableText = [],
  toRequest,
  children,
}: SettingsAreaProps) {
  const [form] = Form.useForm();
  const update = useUpdateStoreSettingsMutation(store.id);
  const initialValues = Object.fromEntries(fields.map((field) => [field, store[field]]));

  const onFinish = (values: Record<string, unknown>) => {
    const converted = toRequest ? toRequest(values) : values;
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const value = converted[field];
      body[field] =
        nullableText.includes(field) && (value === undefined || (typeof value === 'string' && !value.trim()))
          ? null
          : value;
    }
    update.mutate(body as StoreUpdateRequest, {
      onSuccess: () => notify.success(notices.settingsSaved),
      onError: (error) => {
        if (isApiError(error) && error.fields) showServerFieldErrors(form, error.fields);
      },
    });
  };

  return (
    <Card title={title} className="settings-area" role="region" aria-label={title}>
      <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
