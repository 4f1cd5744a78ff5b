import { PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  type FormRule,
  type InputNumberProps,
  type InputProps,
  type SwitchProps,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useState } from 'react';
import {
  type ConsignerType,
  consignerTypeFields,
  createConsignerTypeRequest,
  updateConsignerTypeRequest,
} from '@shared/contracts/consigner-types';
import { validation } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { showServerFieldErrors, zodRule } from '../../ui/zod-rule';
import { useMeQuery } from '../session/queries';
import { formatMoney, formatPercent, toNumberOrNull } from './money';
import { useCreateConsignerTypeMutation, useUpdateConsignerTypeMutation } from './mutations';
import { useConsignerTypesQuery } from './queries';
import { ListError } from '../../ui/list-error';

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

/** The control for one field; Form.Item hands it value/checked and onChange, passed straight on. */
function FieldInput({
  field,
  label,
  disabled,
  ...control
}: {
  field: FieldDef;
  label: string;
  disabled?: boolean;
  value?: unknown;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}) {
  switch (field.kind) {
    case 'percent':
      return (
        <InputNumber
          {...(control as InputNumberProps<number>)}
          aria-label={label}
          min={0}
          max={100}
          precision={2}
          suffix="%"
          style={{ width: '100%' }}
        />
      );
    case 'money':
      return (
        <InputNumber
          {...(control as InputNumberProps<number>)}
          aria-label={label}
          min={0}
          precision={2}
          style={{ width: '100%' }}
        />
      );
    case 'default': {
      const toggle = <Switch {...(control as SwitchProps)} aria-label={label} disabled={disabled} />;
      return disabled ? <Tooltip title="Make another type the default instead">{toggle}</Tooltip> : toggle;
    }
    default:
      return <Input {...(control as InputProps)} aria-label={label} maxLength={100} />;
  }
}

/** spec 000 §2.3 Settings → Consigner types (fees) at /fees (needs Settings): editable table and Add modal. */
export function FeesPage() {
  const types = useConsignerTypesQuery();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const update = useUpdateConsignerTypeMutation();
  const [editForm] = Form.useForm<ConsignerTypeValues>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const startEdit = (row: ConsignerType) => {
    editForm.setFieldsValue({ ...row });
    setEditingId(row.id);
  };
  const cancelEdit = () => setEditingId(null);

  const save = async (row: ConsignerType) => {
    let values: ConsignerTypeValues;
    try {
      values = await editForm.validateFields();
    } catch {
      return; // the messages are under the inputs
    }
    const parsed = updateConsignerTypeRequest.safeParse({ ...toRequest(values), id: row.id });
    if (!parsed.success) return;
    update.mutate(
      { ...parsed.data, id: row.id },
      {
        onSuccess: () => {
          notify.success('Consigner type saved');
          setEditingId(null);
        },
        onError: (error) => {
          if (isApiError(error)) showServerFieldErrors(editForm, error.fields);
        },
      },
    );
  };

  const display = (field: FieldDef, row: ConsignerType): ReactNode => {
    const value = row[field.name as keyof ConsignerType];
    switch (field.kind) {
      case 'percent':
        return formatPercent(Number(value));
      case 'money':
        return value === null ? '—' : formatMoney(Number(value), currency);
      case 'default':
        return row.isDefault ? <Tag color="blue">Default</Tag> : null;
      default:
        return value === null || value === '' ? '—' : String(value);
    }
  };

  const columns: TableColumnsType<ConsignerType> = [
    ...FIELDS.map((field): TableColumnsType<ConsignerType>[number] => ({
      title: field.title,
      key: field.name,
      width: field.kind === 'text' ? undefined : 130,
      render: (_value, row) =>
        row.id === editingId ? (
          <Form.Item
            name={field.name}
            rules={inlineRules(field)}
            valuePropName={field.kind === 'default' ? 'checked' : 'value'}
            style={{ margin: 0 }}
          >
            <FieldInput
              field={field}
              label={field.title}
              disabled={field.kind === 'default' && row.isDefault}
            />
          </Form.Item>
        ) : (
          display(field, row)
        ),
    })),
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 150,
      align: 'right',
      fixed: 'right',
      render: (_value, row) =>
        row.id === editingId ? (
          <Space size="small">
            <Button type="link" onClick={() => void save(row)} loading={update.isPending}>
              Save
            </Button>
            <Button type="link" onClick={cancelEdit}>
              Cancel
            </Button>
          </Space>
        ) : (
          <Button
            type="link"
            disabled={editingId !== null}
            onClick={() => startEdit(row)}
            aria-label={`Edit ${row.accountType}`}
          >
            Edit
          </Button>
        ),
    },
  ];

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
        <Form form={editForm} name="edit-consigner-type" component={false}>
          <Table<ConsignerType>
            className="fees__table"
            size="middle"
            rowKey="id"
            columns={columns}
            dataSource={types.data ?? []}
            loading={types.isFetching && !types.isError}
            pagination={false}
            locale={{ emptyText: 'No consigner types yet.' }}
            scroll={{ x: 1200 }}
          />
        </Form>
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
            <FieldInput field={field} label={field.title} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
