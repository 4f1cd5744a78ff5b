import { Button, Card, Form, type FormInstance } from 'antd';
import { type NamePath } from 'antd/es/form/interface';
import { type ReactNode } from 'react';
import { type StoreSettings, type StoreUpdateRequest } from '@shared/contracts/stores';
import { fieldLabel } from '@shared/contracts/field-messages';
import { notices, validation } from '@shared/messages';
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
        if (!isApiError(error) || !error.fields || !showServerFieldErrors(form, error.fields)) return;
        const shown = form.getFieldsValue(true) as Record<string, unknown>;
        const first = Object.entries(error.fields).find(([field]) => field in shown);
        if (first) showFirstInvalid(form, first[0], first[1]);
      },
    });
  };

  // antd scrolls to the first invalid field (scrollToFirstError); the toast names it, since the
  // field may sit far below the Save the clerk pressed.
  const onFinishFailed = ({ errorFields }: { errorFields: { name: NamePath; errors: string[] }[] }) => {
    const first = errorFields[0];
    if (first) notify.error(validation.storeSettings.checkField(labelOf(first.name), first.errors[0] ?? ''));
  };

  return (
    <Card title={title} className="settings-area" role="region" aria-label={title}>
      <Form
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Form>
    </Card>
  );
}

/** A field's label as messages word it: the last named step of its path ("labelSize.width" → Width). */
function labelOf(name: NamePath): string {
  const path = Array.isArray(name) ? name : [name];
  const last = [...path].reverse().find((step): step is string => typeof step === 'string');
  return last === undefined ? 'the form' : fieldLabel(last);
}

/** The server refused a field the form let through: show it the way a form error is shown. */
function showFirstInvalid(form: FormInstance, name: string, message: string): void {
  form.scrollToField(name, { block: 'center', focus: true });
  notify.error(validation.storeSettings.checkField(labelOf(name), message));
}
