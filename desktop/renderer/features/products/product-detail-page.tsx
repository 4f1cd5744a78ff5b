import {
  BarcodeOutlined,
  CarOutlined,
  CopyOutlined,
  MergeCellsOutlined,
  OrderedListOutlined,
  PlusOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Skeleton,
  Space,
  Table,
  Tag,
  Tooltip,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type DuplicateProduct, type ProductGtin } from '@shared/contracts/products';
import { hasAccess } from '@shared/domain/access-controls';
import { templatesMatching } from '@shared/domain/template-structure';
import { apiErrors, notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { NotFoundPage } from '../../ui/not-found-page';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { AddInventoryDialog } from '../inventory/add/add-inventory-dialog';
import { ProductInventoryTable } from '../inventory/list/product-inventory-table';
import { useProductTemplatesQuery } from '../product-templates/queries';
import { useMeQuery } from '../session/queries';
import { GtinsModal } from './gtins-modal';
import { type MergeInProgress, MergeStatus } from './merge-status';
import { useMergeProductsMutation, useResyncProductMutation, useUpdateProductMutation } from './mutations';
import { duplicateUrl, type ProductFormValues, toProductFormValues, toProductRequest } from './product-form';
import { ProductFormFields } from './product-form-fields';
import { ProductImage } from '../../ui/product-image';
import { useProductQuery } from './queries';
import { saveFeedback } from './save-feedback';
import './products.css';

const FIX_FORM_FIRST = 'The product form has an error: correct it, then save the GTINs again.';

/**
 * spec 000 §2.3 Product detail (/products/{id}, needs Products): header with image, title, SKU and
 * actions (Manage GTINs, Duplicate, Resync, Save), the duplicate-products table with Merge when the
 * SKU is shared, and the product form. The inventory table comes with inventory.
 */
export function ProductDetailPage() {
  const id = Number(useParams().id);
  const detail = useProductQuery(id);
  const navigate = useNavigate();
  const templates = useProductTemplatesQuery();
  const update = useUpdateProductMutation(id);
  const merge = useMergeProductsMutation();
  const resync = useResyncProductMutation(id);
  const me = useMeQuery().data;
  const isPlatformConnected = !!me?.store.platform;
  const { modal } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const [isGtinsOpen, setGtinsOpen] = useState(false);
  const [isAddingInventory, setAddingInventory] = useState(false);
  const [merging, setMerging] = useState<MergeInProgress | null>(null);
  const canAddInventory = hasAccess(me?.accessControls ?? null, 'Inventory');
  const product = detail.data?.product;

  useEffect(() => {
    if (product) form.setFieldsValue(toProductFormValues(product));
  }, [product, form]);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) return <NotFoundPage />;
    return <Alert type="error" showIcon title={detail.error.message} className="list-error" />;
  }
  if (!product || !detail.data) return <Skeleton active />;

  const template = templates.data?.find((candidate) => candidate.id === product.productTemplateId);
  const choosable = template ? templatesMatching(templates.data ?? [], template) : [];
  const duplicates = detail.data.duplicateProducts;

  const save = (values: ProductFormValues, gtins: readonly ProductGtin[], onSaved?: () => void) => {
    saveFeedback.start();
    update.mutate(toProductRequest(values, gtins), {
      onSuccess: () => {
        saveFeedback.saved();
        onSaved?.();
      },
      onError: (error) => saveFeedback.failed(error, form),
    });
  };

  // The GTINs are saved with the form as it stands, so an edit not yet saved is kept, not reset.
  const saveGtins = (gtins: ProductGtin[]) =>
    form.validateFields().then(
      (values) => save(values, gtins, () => setGtinsOpen(false)),
      () => notify.error(FIX_FORM_FIRST),
    );

  const confirmMerge = (duplicate: DuplicateProduct) =>
    modal.confirm({
      title: `Merge “${duplicate.title}” into this product?`,
      content: `Its GTINs and inventory move to ${product.title} (${product.sku}), and ${duplicate.title} is removed. ${notices.cannotBeUndone}`,
      okText: 'Merge',
      okButtonProps: { danger: true },
      onOk: () =>
        merge.mutateAsync({ fromProductId: duplicate.id, toProductId: product.id }).then(
          ({ jobId }) => {
            notify.success(notices.mergingProduct);
            setMerging({ jobId, title: duplicate.title });
          },
          () => undefined,
        ),
    });

  const duplicateColumns: TableColumnsType<DuplicateProduct> = [
    {
      title: <span className="visually-hidden">Image</span>,
      key: 'image',
      width: 72,
      render: (_value, duplicate) => <ProductImage src={duplicate.image} alt="" className="product-thumb" />,
    },
    {
      title: 'Title',
      key: 'title',
      render: (_value, duplicate) => <Link to={`/products/${duplicate.id}`}>{duplicate.title}</Link>,
    },
    { title: 'SKU', dataIndex: 'sku', key: 'sku' },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'merge',
      align: 'right',
      render: (_value, duplicate) => (
        <Button
          icon={<MergeCellsOutlined />}
          onClick={() => confirmMerge(duplicate)}
          aria-label={`Merge ${duplicate.title} into this product`}
        >
          Merge into this product
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        back={{ to: '/', label: 'Products' }}
        title={product.title}
        tags={product.isSubmitted ? <Tag color="gold">Submitted for review</Tag> : undefined}
        media={<ProductImage src={product.image} alt="" className="product-header__image" />}
        subtitle={
          <span>
            SKU <strong className="product-card__sku">{product.sku}</strong>
            {product.GTIN.length > 0 &&
              ` · ${product.GTIN.length} GTIN${product.GTIN.length === 1 ? '' : 's'}`}
          </span>
        }
        actions={
          <>
            {canAddInventory && (
              <Space.Compact>
                <Button size="large" icon={<PlusOutlined />} onClick={() => setAddingInventory(true)}>
                  Add Inventory
                </Button>
                <Tooltip title="Step by step, one item">
                  <Button
                    size="large"
                    icon={<OrderedListOutlined />}
                    aria-label="Add inventory step by step"
                    href={`/addInventory/${product.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(`/addInventory/${product.id}`);
                    }}
                  />
                </Tooltip>
                <Tooltip title="A consigner's item they ship in, step by step">
                  <Button
                    size="large"
                    icon={<CarOutlined />}
                    aria-label="Consigner drop-off step by step"
                    href={`/addInventory/${product.id}?flow=consigner`}
                    onClick={(event) => {
                      event.preventDefault();
                      void navigate(`/addInventory/${product.id}?flow=consigner`);
                    }}
                  />
                </Tooltip>
              </Space.Compact>
            )}
            <Button size="large" icon={<BarcodeOutlined />} onClick={() => setGtinsOpen(true)}>
              Manage GTINs
            </Button>
            <Button
              size="large"
              icon={<CopyOutlined />}
              href={duplicateUrl(product)}
              target="_blank"
              rel="noopener"
            >
              Duplicate
            </Button>
            <Tooltip title={isPlatformConnected ? undefined : apiErrors.noPlatformConnected}>
              <Button
                size="large"
                icon={<SyncOutlined />}
                disabled={!isPlatformConnected}
                loading={resync.isPending}
                onClick={() =>
                  resync.mutate(undefined, { onSuccess: () => notify.success(notices.resyncingProduct) })
                }
              >
                Resync
              </Button>
            </Tooltip>
            <Button type="primary" size="large" onClick={() => form.submit()} loading={update.isPending}>
              Save
            </Button>
          </>
        }
      />
      {merging && <MergeStatus key={merging.jobId} merge={merging} onClose={() => setMerging(null)} />}
      {duplicates.length > 0 && (
        <Card
          className="form-card product-form-card"
          size="small"
          role="region"
          aria-label="Duplicate products"
          title={`Duplicate products (${duplicates.length})`}
          extra={<span className="card-hint">Same SKU in this store</span>}
        >
          <Table<DuplicateProduct>
            size="small"
            rowKey="id"
            columns={duplicateColumns}
            dataSource={duplicates}
            pagination={false}
            loading={merge.isPending}
          />
        </Card>
      )}
      {canAddInventory && (
        <ProductInventoryTable productId={product.id} currency={me?.store.currency ?? 'USD'} />
      )}
      <Card title="Product" className="form-card product-form-card">
        <Form<ProductFormValues>
          form={form}
          name="product"
          layout="vertical"
          requiredMark={false}
          initialValues={toProductFormValues(product)}
          onFinish={(values) => save(values, product.GTIN)}
          scrollToFirstError
        >
          <ProductFormFields templates={choosable} templatesLoading={templates.isLoading} />
          {/* Enter in a field saves, as the header's Save does. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </Card>
      {canAddInventory && (
        <AddInventoryDialog
          product={product}
          open={isAddingInventory}
          onClose={() => setAddingInventory(false)}
        />
      )}
      <GtinsModal
        open={isGtinsOpen}
        gtins={product.GTIN}
        sizeLabel={template?.option1 ?? 'Size'}
        sizes={template?.option1Values ?? []}
        saving={update.isPending}
        onSave={saveGtins}
        onCancel={() => setGtinsOpen(false)}
      />
    </>
  );
}
