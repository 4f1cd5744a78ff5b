import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Modal, Tag, type FormRule } from 'antd';
import { type ReactNode, useState } from 'react';
import {
  type ConsignerType,
  consignerTypeFields,
  createConsignerTypeRequest,
  updateConsignerTypeRequest,
} from '@shared/contracts/consigner-types';
import { OPTION_VALUE_MAX_CHARS, PERCENT_MAX } from '@shared/constants';
import { validation } from '@shared/messages';
import { formatMoneyOrDash } from '@shared/domain/money-format';
import { isApiError } from '../../api/api-error';
import {
  type EditableColumn,
  type EditableInput,
  EditableInputControl,
  EditableTable,
  type SaveCallbacks,
} from '../../ui/editable-table';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { useMeQuery } from '../session/queries';
import { formatPercent, toNumberOrNull } from './money';
import { useCreateConsignerTypeMutation, useUpdateConsignerTypeMutation } from './mutations';
import { useConsignerTypesQuery } from './queries';
import { ListError } from '../../ui/list-error';
import { useIsMobile } from '../../ui/use-is-mobile';

/** The form's values: InputNumber and Input hand back numbers, strings or nothing. */
interface ConsignerTypeValues {
  accountType?: string;
  sellingFee?: number | string | null;
  minFee?: number | string | null;
  flatFee?: number | string | null;
  isDefault?: boolean;
  category?: string | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

type FieldName = keyof ConsignerTypeValues;

interface FieldDef {
  name: FieldName;
  title: string;
  kind: 'text' | 'percent' | 'money' | 'default';
  required?: boolean;
}

const FIELDS: FieldDef[] = [
  { name: 'accountType', title: 'Consigner Type', kind: 'text', required: true },
  { name: 'sellingFee', title: 'Fee (%)', kind: 'percent', required: true },
  { name: 'minFee', title: 'Min Fee', kind: 'money', required: true },
  { name: 'flatFee', title: 'Flat Fee', kind: 'money' },
  { name: 'isDefault', title: 'Default', kind: 'default' },
  { name: 'category', title: 'Category', kind: 'text' },
  { name: 'option1Value', title: 'Option 1 Value', kind: 'text' },
  { name: 'option2Value', title: 'Option 2 Value', kind: 'text' },
  { name: 'option3Value', title: 'Option 3 Value', kind: 'text' },
];

/** Numbers converted on submit (spec 001 §5 consigner type form); blank text becomes null in the contract. */
function toRequest(values: ConsignerTypeValues) {
  return {
    accountType: values.accountType ?? '',
    sellingFee: toNumberOrNull(values.sellingFee),
    minFee: toNumberOrNull(values.minFee),
    flatFee: toNumberOrNull(values.flatFee),
    isDefault: values.isDefault ?? false,
    category: values.category ?? null,
    option1Value: values.option1Value ?? null,
    option2Value: values.option2Value ?? null,
    option3Value: values.option3Value ?? null,
  };
}

/** The optional flat fee: empty is fine, a value must pass the contract's range. */
const flatFeeRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const parsed = consignerTypeFields.flatFee.safeParse(toNumberOrNull(value));
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  },
};

/** Inline-edit rules: 'Please Input {title}!' for the required ones, then the contract's ranges. */
function inlineRules(field: FieldDef): FormRule[] {
  const rules: FormRule[] = [];
  if (field.required) rules.push({ required: true, message: validation.inlineEdit.pleaseInput(field.title) });
  if (field.name === 'flatFee') rules.push(flatFeeRule);
  else if (field.required) {
    const schema = consignerTypeFields[field.name as 'accountType' | 'sellingFee' | 'minFee'];
    rules.push({
      validator: async (_rule, value: unknown) => {
        if (value === null || value === undefined || value === '') return; // the required rule speaks
        const parsed = schema.safeParse(field.kind === 'text' ? value : toNumberOrNull(value));
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      },
    });
  }
  return rules;
}

/** The control each kind of field shows, inline and in the Add form. */
const INPUTS: Record<FieldDef['kind'], EditableInput> = {
  text: { kind: 'text', maxLength: OPTION_VALUE_MAX_CHARS },
  percent: { kind: 'number', min: 0, max: PERCENT_MAX, precision: 2, suffix: '%' },
  money: { kind: 'number', min: 0, precision: 2 },
  default: { kind: 'switch', disabledTooltip: 'Make another type the default instead' },
};

/** spec 000 §2.3 Settings → Consigner types (fees) at /fees (needs Settings): editable table and Add modal. */
export function FeesPage() {
  const types = useConsignerTypesQuery();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const update = useUpdateConsignerTypeMutation();
  const [isAdding, setIsAdding] = useState(false);

  const save = (row: ConsignerType, values: ConsignerTypeValues, callbacks: SaveCallbacks) => {
    const parsed = updateConsignerTypeRequest.safeParse({ ...toRequest(values), id: row.id });
    if (!parsed.success) return;
    update.mutate({ ...parsed.data, id: row.id }, callbacks);
  };

  const display = (field: FieldDef, row: ConsignerType): ReactNode => {
    const value = row[field.name as keyof ConsignerType];
    switch (field.kind) {
      case 'percent':
        return formatPercent(Number(value));
      case 'money':
        return formatMoneyOrDash(value === null ? null : Number(value), currency);
      case 'default':
        return row.isDefault ? <Tag color="blue">Default</Tag> : null;
      default:
        return value === null || value === '' ? '—' : String(value);
    }
  };

  const isMobile = useIsMobile();
  const columns = FIELDS.map((field): EditableColumn<ConsignerType> => ({
    title: field.title,
    key: field.name,
    width: field.kind === 'text' ? undefined : 130,
    render: (row) => display(field, row),
    edit: {
      input: INPUTS[field.kind],
      rules: inlineRules(field),
      isDisabled: field.kind === 'default' ? (row) => row.isDefault : undefined,
    },
  }));

  return (
    <>
      <PageHeader
        title="Fees"
        subtitle="Consigner types and the fees each pays"
        actions={
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
            Add Consigner Type
          </Button>
        }
      />
      <ListError query={types} />
      <Card>
        <EditableTable<ConsignerType, ConsignerTypeValues>
          formName="edit-consigner-type"
          className="fees__table"
          columns={columns}
          rows={types.data ?? []}
          isLoading={types.isFetching && !types.isError}
          emptyText="No consigner types yet."
          pagination={false}
          scroll={{ x: 1200 }}
          rowName={(row) => row.accountType}
          toValues={(row) => ({ ...row })}
          onSave={save}
          isSaving={update.isPending}
          savedMessage="Consigner type saved"
          actionsWidth={isMobile ? 90 : 150}
          // On a phone a sticky Actions column would cover most of the fee cells it scrolls over.
          isActionsFixed={!isMobile}
        />
      </Card>
      <AddConsignerTypeModal open={isAdding} onClose={() => setIsAdding(false)} />
    </>
  );
}

const addRules: Partial<Record<FieldName, FormRule[]>> = {
  accountType: [zodRule(consignerTypeFields.accountType)],
  sellingFee: [zodRule(consignerTypeFields.sellingFee)],
  minFee: [zodRule(consignerTypeFields.minFee)],
  flatFee: [flatFeeRule],
};

/** Add a consigner type: every field, the spec's messages through the shared schema. */
function AddConsignerTypeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ConsignerTypeValues>();
  const create = useCreateConsignerTypeMutation();

  const onFinish = (values: ConsignerTypeValues) => {
    const parsed = createConsignerTypeRequest.safeParse(toRequest(values));
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify.success('Consigner type added');
        form.resetFields();
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) showServerFieldErrors(form, error.fields);
      },
    });
  };

  return (
    <Modal
      title="Add Consigner Type"
      open={open}
      onCancel={onClose}
      okText="Add"
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form
        form={form}
        name="add-consigner-type"
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ isDefault: false }}
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.title}
            rules={addRules[field.name]}
            required={field.required}
            valuePropName={field.kind === 'default' ? 'checked' : 'value'}
          >
            <EditableInputControl input={INPUTS[field.kind]} label={field.title} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
