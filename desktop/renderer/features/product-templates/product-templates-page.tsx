import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber, Modal, Table, type TableColumnsType } from 'antd';
import { type FormRule } from 'antd';
import { useState } from 'react';
import { TEMPLATE_VALUE_ROWS } from '@shared/constants';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { sortSizes } from '@shared/domain/size-sort';
import { notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { showServerFieldErrors } from '../../ui/zod-rule';
import {
  useCreateProductTemplateMutation,
  useDeleteProductTemplateMutation,
  useUpdateProductTemplateMutation,
} from './mutations';
import { useProductTemplatesQuery } from './queries';
import {
  type TemplateField,
  type TemplateFormValues,
  templateFieldMessage,
  toTemplateFormValues,
  toTemplateRequest,
} from './template-form';
import { ListError } from '../../ui/list-error';
import { LIST_PAGINATION } from '../../ui/list-pagination';

/** Our own wording: the spec gives no text for this confirmation. */
const CONFIRM_DELETE = 'Are you sure you want to delete this template?';

/** One rule per field, checked by the shared request schema against the whole form. */
function templateRule(field: TemplateField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = templateFieldMessage(getFieldsValue(true) as TemplateFormValues, field);
      if (message !== null) throw new Error(message);
    },
  });
}

/** The option names, e.g. 'Size / Condition'. */
function describeOptions(template: ProductTemplate): string {
  return [template.option1, template.option2, template.option3].filter(Boolean).join(' / ');
}

/** spec 000 §2.3 Settings › Product templates (/productTemplates, needs Settings): table, add and edit modal. */
export function ProductTemplatesPage() {
  const templates = useProductTemplatesQuery();
  const create = useCreateProductTemplateMutation();
  const update = useUpdateProductTemplateMutation();
  const deleteTemplate = useDeleteProductTemplateMutation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<TemplateFormValues>();
  /** undefined: the modal is closed; null: adding; a template: editing it. */
  const [editing, setEditing] = useState<ProductTemplate | null | undefined>(undefined);
  const rows = templates.data ?? [];
  // spec 001 §5: delete is offered only when more than one template exists.
  const canDelete = rows.length > 1;
  const isSaving = create.isPending || update.isPending;

  const open = (template: ProductTemplate | null) => {
    form.resetFields();
    form.setFieldsValue(toTemplateFormValues(template));
    setEditing(template);
  };
  const close = () => setEditing(undefined);

  const onFinish = (values: TemplateFormValues) => {
    const request = toTemplateRequest(values);
    const onError = (error: Error) => {
      if (isApiError(error)) showServerFieldErrors(form, error.fields);
    };
    if (editing) {
      update.mutate(
        { id: editing.id, request },
        {
          onSuccess: () => {
            notify.success(notices.saved);
            close();
          },
          onError,
        },
      );
    } else {
      create.mutate(request, {
        onSuccess: () => {
          notify.success(notices.saved);
          close();
        },
        onError,
      });
    }
  };

  const confirmDelete = (template: ProductTemplate) => {
    modal.confirm({
      title: CONFIRM_DELETE,
      content: (
        <>
          <strong>{template.title}</strong>. {notices.cannotBeUndone}
        </>
      ),
      okText: 'Delete',
      okButtonProps: { danger: true },
      // The failure ('in use', 'last template') is already a toast with the API's reason.
      onOk: () =>
        deleteTemplate.mutateAsync(template.id).then(
          () => undefined,
          () => undefined,
        ),
    });
  };

  const columns: TableColumnsType<ProductTemplate> = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Category', dataIndex: 'category', key: 'category', responsive: ['md'] },
    { title: 'Brand', dataIndex: 'brand', key: 'brand', responsive: ['md'] },
    { title: 'Options', key: 'options', render: (_value, template) => describeOptions(template) },
    {
      title: 'Values',
      key: 'values',
      ellipsis: true,
      responsive: ['lg'],
      render: (_value, template) => sortSizes(template.option1Values).join(', '),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      width: 104,
      align: 'right',
      render: (_value, template) => (
        <>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${template.title}`}
            onClick={(event) => {
              event.stopPropagation();
              open(template);
            }}
          />
          {canDelete && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${template.title}`}
              onClick={(event) => {
                event.stopPropagation();
                confirmDelete(template);
              }}
            />
          )}
        </>
      ),
    },
  ];

  const valuesArea = (placeholder: string) => (
    <Input.TextArea rows={TEMPLATE_VALUE_ROWS} placeholder={placeholder} />
  );

  return (
    <>
      <PageHeader
        title="Product Templates"
        actions={
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => open(null)}>
            Add Template
          </Button>
        }
      />
      <ListError query={templates} />
      <Table<ProductTemplate>
        className="clickable-rows"
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={templates.isFetching && !templates.isError}
        onRow={(template) => ({ onClick: () => open(template) })}
        pagination={LIST_PAGINATION}
        locale={{ emptyText: 'No templates yet.' }}
        scroll={{ x: 640 }}
      />
      <Modal
        open={editing !== undefined}
        title={editing ? 'Edit Template' : 'Add Template'}
        okText="Save"
        onOk={() => form.submit()}
        confirmLoading={isSaving}
        onCancel={close}
        forceRender
        width={720}
      >
        <Form form={form} layout="vertical" requiredMark onFinish={onFinish} disabled={isSaving}>
          <Form.Item label="Title" name="title" required rules={[templateRule('title')]}>
            <Input autoComplete="off" />
          </Form.Item>
          <div className="form-card__row">
            <Form.Item label="Category" name="category" required rules={[templateRule('category')]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Brand" name="brand" required rules={[templateRule('brand')]}>
              <Input autoComplete="off" />
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item label="Gender" name="gender" rules={[templateRule('gender')]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Weight (grams)" name="weight" rules={[templateRule('weight')]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item label="Option 1" name="option1" required rules={[templateRule('option1')]}>
              <Input autoComplete="off" placeholder="Size" />
            </Form.Item>
            <Form.Item
              label="Option 1 values"
              name="option1Values"
              required
              rules={[templateRule('option1Values')]}
              extra="Comma-separated"
            >
              {valuesArea('4, 4.5, 5')}
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item
              label="Option 2"
              name="option2"
              dependencies={['option2Values']}
              rules={[templateRule('option2')]}
            >
              <Input autoComplete="off" placeholder="Condition" />
            </Form.Item>
            <Form.Item label="Option 2 values" name="option2Values" extra="Comma-separated">
              {valuesArea('New, Used')}
            </Form.Item>
          </div>
          <div className="form-card__row">
            <Form.Item
              label="Option 3"
              name="option3"
              dependencies={['option3Values']}
              rules={[templateRule('option3')]}
            >
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Option 3 values" name="option3Values" extra="Comma-separated">
              {valuesArea('')}
            </Form.Item>
          </div>
        </Form>
      </Modal>
    </>
  );
}
