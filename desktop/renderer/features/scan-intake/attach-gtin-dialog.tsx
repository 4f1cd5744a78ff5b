import { Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { sortSizes } from '@shared/domain/size-sort';
import { validation } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useProductTemplatesQuery } from '../product-templates/queries';
import { useProductsQuery } from '../products/queries';
import { useAttachGtinMutation } from './mutations';

const messages = validation.scan;
const SEARCH_DEBOUNCE_MS = 300;
/** One page of matches is plenty to find a product by title or SKU as it is typed. */
const SEARCH_PAGE_SIZE = 20;

interface AttachValues {
  productTemplateId?: number;
  product?: number;
  size?: string;
}

/**
 * An unknown barcode (spec 000 §2.3: "An unknown barcode opens an attach-to-product dialog"): the
 * clerk finds the product and picks the size, its template's option 1 value; the barcode is added
 * to that size (POST /api/products/attachGtin) and the scan is made again.
 */
export function AttachGtinDialog({
  gtin,
  onAttached,
  onClose,
}: {
  gtin: string | null;
  onAttached: (gtin: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AttachValues>();
  const attach = useAttachGtinMutation();
  const templates = useProductTemplatesQuery();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = useProductsQuery({ search: debouncedSearch, page: 1, pageSize: SEARCH_PAGE_SIZE });
  const templateId = Form.useWatch('productTemplateId', form);
  const template = templates.data?.find((candidate) => candidate.id === templateId);
  const sizes = useMemo(() => sortSizes(template?.option1Values ?? []), [template]);

  const submit = (values: AttachValues) => {
    if (gtin === null || !values.productTemplateId || !values.product || !values.size) return;
    attach.mutate(
      { productTemplateId: values.productTemplateId, product: values.product, size: values.size, gtin },
      { onSuccess: () => onAttached(gtin) },
    );
  };

  return (
    <Modal
      open={gtin !== null}
      title="Attach barcode to a product"
      okText="Attach"
      okButtonProps={{ loading: attach.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setSearch('');
      }}
      destroyOnHidden
    >
      <p>
        No product has the barcode <strong data-testid="attach-gtin">{gtin}</strong>. Choose the product and
        size it belongs to; it is scanned again once attached.
      </p>
      <QueriesError queries={[templates, products]} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="product"
          label="Product"
          rules={[{ required: true, message: messages.selectProduct }]}
        >
          <Select
            aria-label="Product"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={products.isFetching}
            aria-busy={products.isFetching || search.trim() !== debouncedSearch}
            placeholder="Search by title or SKU"
            // The barcode goes to a size of the product's own template: with a template chosen, its products.
            options={(products.data?.products ?? [])
              .filter((candidate) => !templateId || candidate.productTemplateId === templateId)
              .map((candidate) => ({
                value: candidate.id,
                label: `${candidate.title} · ${candidate.sku}`,
              }))}
            onChange={(id: number) => {
              // The product's own template is the usual answer; its sizes are offered next.
              const picked = products.data?.products.find((candidate) => candidate.id === id);
              if (picked)
                form.setFieldsValue({ productTemplateId: picked.productTemplateId, size: undefined });
            }}
          />
        </Form.Item>
        <Form.Item
          name="productTemplateId"
          label="Product Template"
          rules={[{ required: true, message: messages.selectProductTemplate }]}
        >
          <Select
            aria-label="Product Template"
            loading={templates.isLoading}
            options={(templates.data ?? []).map((candidate) => ({
              value: candidate.id,
              label: candidate.title,
            }))}
            onChange={() => form.setFieldsValue({ product: undefined, size: undefined })}
          />
        </Form.Item>
        <Form.Item
          name="size"
          label={template?.option1 ?? 'Size'}
          rules={[{ required: true, message: messages.selectOption }]}
        >
          <Select
            aria-label="Size"
            disabled={!template}
            options={sizes.map((size) => ({ value: size, label: size }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
