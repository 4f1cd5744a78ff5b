import { Button, Card, Form, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { type Product } from '@shared/contracts/products';
import { ListError } from '../../ui/list-error';
import { LIST_PAGINATION } from '../../ui/list-pagination';
import { PageHeader } from '../../ui/page-header';
import { useProductTemplatesQuery } from '../product-templates/queries';
import { useCreateProductMutation } from './mutations';
import {
  prefillFromQuery,
  type ProductFormValues,
  toProductFormValues,
  toProductRequest,
} from './product-form';
import { ProductFormFields } from './product-form-fields';
import { ProductImage } from '../../ui/product-image';
import { useSubmittedProductsQuery } from './queries';
import { saveFeedback } from './save-feedback';

/**
 * spec 000 §2.3 Create product (/products/create, needs Products): the products submitted for review,
 * each with a Fill link, and the product form. The Duplicate button's query (title, sku, stockXId,
 * brand, category, gender, image_url) pre-fills the form.
 */
export function CreateProductPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<ProductFormValues>();
  const formCard = useRef<HTMLDivElement>(null);
  const templates = useProductTemplatesQuery();
  const submitted = useSubmittedProductsQuery();
  const create = useCreateProductMutation();
  const prefill = useMemo(() => prefillFromQuery(params), [params]);

  /** The template's category and gender, for fields still empty. */
  const applyTemplate = useCallback(
    (template: ProductTemplate) => {
      if (!form.getFieldValue('category')) form.setFieldValue('category', template.category);
      if (!form.getFieldValue('gender') && template.gender) form.setFieldValue('gender', template.gender);
    },
    [form],
  );

  // A store with a single template has nothing to choose: it is selected from the start.
  const onlyTemplate = templates.data?.length === 1 ? templates.data[0] : undefined;
  useEffect(() => {
    if (onlyTemplate && form.getFieldValue('productTemplateId') === undefined) {
      form.setFieldValue('productTemplateId', onlyTemplate.id);
      applyTemplate(onlyTemplate);
    }
  }, [onlyTemplate, form, applyTemplate]);

  const fill = (product: Product) => {
    form.resetFields();
    form.setFieldsValue(toProductFormValues(product));
    formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onFinish = (values: ProductFormValues) => {
    saveFeedback.start();
    create.mutate(toProductRequest(values), {
      onSuccess: ({ product }) => {
        saveFeedback.saved();
        void navigate(`/products/${product.id}`);
      },
      onError: (error) => saveFeedback.failed(error, form),
    });
  };

  const onValuesChange = (changed: Partial<ProductFormValues>) => {
    const template = templates.data?.find((candidate) => candidate.id === changed.productTemplateId);
    if (template) applyTemplate(template);
  };

  const columns: TableColumnsType<Product> = [
    {
      title: <span className="visually-hidden">Image</span>,
      key: 'image',
      width: 72,
      render: (_value, product) => <ProductImage src={product.image} alt="" className="product-thumb" />,
    },
    { title: 'Title', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: 'SKU', dataIndex: 'sku', key: 'sku', responsive: ['sm'] },
    { title: 'Brand', dataIndex: 'brand', key: 'brand', responsive: ['md'] },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'fill',
      width: 80,
      align: 'right',
      render: (_value, product) => (
        <Button type="link" onClick={() => fill(product)} aria-label={`Fill the form with ${product.title}`}>
          Fill
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Create Product" back={{ to: '/', label: 'Products' }} />
      <Card
        title="Submitted for review"
        className="form-card product-form-card"
        size="small"
        role="region"
        aria-label="Submitted for review"
      >
        <ListError query={submitted} />
        <Table<Product>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={submitted.data ?? []}
          loading={submitted.isFetching && !submitted.isError}
          pagination={{
            ...LIST_PAGINATION,
            defaultPageSize: 5,
            pageSizeOptions: undefined,
            showSizeChanger: false,
          }}
          locale={{ emptyText: 'No products are waiting for review.' }}
        />
      </Card>
      <div ref={formCard}>
        <Card title="Product" className="form-card product-form-card">
          <Form<ProductFormValues>
            form={form}
            name="product"
            layout="vertical"
            requiredMark={false}
            initialValues={{ images: [], ...prefill }}
            onValuesChange={onValuesChange}
            onFinish={onFinish}
            scrollToFirstError
          >
            <ProductFormFields templates={templates.data ?? []} templatesLoading={templates.isLoading} />
            <div className="card-footer">
              <Button size="large" onClick={() => void navigate('/')}>
                Cancel
              </Button>
              <Button type="primary" size="large" htmlType="submit" loading={create.isPending}>
                Add Product
              </Button>
            </div>
          </Form>
        </Card>
      </div>
    </>
  );
}
