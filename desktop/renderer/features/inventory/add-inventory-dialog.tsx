import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, InputNumber, Modal, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { type Product } from '@shared/contracts/products';
import { sortSizes } from '@shared/domain/size-sort';
import { notices } from '@shared/messages';
import { notify } from '../../ui/notify';
import { useIsMobile } from '../../ui/use-is-mobile';
import { useProductTemplatesQuery } from '../product-templates/queries';
import { duplicateUrl } from '../products/product-form';
import { ProductImage } from '../products/product-image';
import { useMeQuery } from '../session/queries';
import { addInventoryProblem, newVariantRow, toInventoryFormArray, type VariantRow } from './add-inventory';
import { useCreateInventoriesMutation } from './mutations';
import { OwnerField, PlaceFields, useOwnerChoice, usePlace } from './place-and-owner-fields';
import { RowPayout } from './row-payout';

/** spec 001 §9: the dialog is 1200 wide, full screen on mobile. */
const DIALOG_WIDTH = 1200;

interface AddInventoryDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

/**
 * spec 000 §2.3 Add Inventory dialog: the product with a template chooser, the sizes to add, one
 * row per variant (condition and the third option when the template has them, quantity, price and
 * the payout it gives), the owner, location and sub-location; Cancel and Add Product. Items come in
 * Active at the chosen place (staff intake).
 */
export function AddInventoryDialog({ product, open, onClose }: AddInventoryDialogProps) {
  const isMobile = useIsMobile();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const templates = useProductTemplatesQuery();
  const create = useCreateInventoriesMutation();
  const [templateId, setTemplateId] = useState(product.productTemplateId);
  const [rows, setRows] = useState<VariantRow[]>([]);
  // Sensible starting points: the store's own account owns it, the only location holds it.
  const [owner, setOwner] = useOwnerChoice(open);
  const ownerId = owner?.value ?? null;
  const place = usePlace(open);
  const { locationId, subLocationId } = place;
  const [problem, setProblem] = useState<string | null>(null);

  const template = templates.data?.find((candidate) => candidate.id === templateId);

  // Stock the store owns shows what it cost instead of a payout (spec 000 §6).
  const isStoreOwned = owner?.isStoreAccount ?? false;
  const sizes = useMemo(() => sortSizes(template?.option1Values ?? []), [template]);
  const chosen = new Set(rows.map((row) => row.option1Value));

  const toggleSize = (size: string) => {
    if (!template) return;
    setProblem(null);
    setRows((current) =>
      chosen.has(size)
        ? current.filter((row) => row.option1Value !== size)
        : sortRows([...current, newVariantRow(template, size)]),
    );
  };
  const changeRow = (size: string, change: Partial<VariantRow>) => {
    setProblem(null);
    setRows((current) => current.map((row) => (row.option1Value === size ? { ...row, ...change } : row)));
  };

  const close = () => {
    setRows([]);
    setProblem(null);
    onClose();
  };

  const submit = () => {
    if (!template) return;
    const found = addInventoryProblem(template, rows, locationId);
    if (found || ownerId === null || locationId === null) {
      setProblem(found ?? 'Please select a consigner');
      return;
    }
    create.mutate(
      {
        inventoryFormArray: toInventoryFormArray({
          productId: product.id,
          template,
          rows,
          consignerId: ownerId,
          locationId,
          subLocationId,
        }),
      },
      {
        onSuccess: () => {
          notify.success(notices.inventoryAdded(product.title));
          close();
        },
      },
    );
  };

  const columns: TableColumnsType<VariantRow> = [
    { title: template?.option1 ?? 'Size', dataIndex: 'option1Value', key: 'option1Value', width: 90 },
    ...(template?.option2
      ? [
          {
            title: template.option2,
            key: 'option2Value',
            width: 150,
            render: (_: unknown, row: VariantRow) => (
              <Select
                aria-label={`${template.option2} for ${row.option1Value}`}
                value={row.option2Value ?? undefined}
                options={(template.option2Values ?? []).map((value) => ({ value, label: value }))}
                onChange={(value) => changeRow(row.option1Value, { option2Value: value })}
                style={{ width: '100%' }}
              />
            ),
          },
        ]
      : []),
    ...(template?.option3
      ? [
          {
            title: template.option3,
            key: 'option3Value',
            width: 150,
            render: (_: unknown, row: VariantRow) => (
              <Select
                aria-label={`${template.option3} for ${row.option1Value}`}
                value={row.option3Value ?? undefined}
                options={(template.option3Values ?? []).map((value) => ({ value, label: value }))}
                onChange={(value) => changeRow(row.option1Value, { option3Value: value })}
                style={{ width: '100%' }}
              />
            ),
          },
        ]
      : []),
    {
      title: 'Quantity',
      key: 'quantity',
      width: 110,
      render: (_, row) => (
        <InputNumber
          aria-label={`Quantity for ${row.option1Value}`}
          min={1}
          max={100}
          precision={0}
          value={row.quantity}
          onChange={(value) => changeRow(row.option1Value, { quantity: value })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: 'Price',
      key: 'price',
      width: 150,
      render: (_, row) => (
        <InputNumber
          aria-label={`Price for ${row.option1Value}`}
          min={0}
          precision={2}
          value={row.price}
          onChange={(value) => changeRow(row.option1Value, { price: value })}
          style={{ width: '100%' }}
        />
      ),
    },
    isStoreOwned
      ? {
          title: 'Cost',
          key: 'cost',
          width: 150,
          render: (_, row) => (
            <InputNumber
              aria-label={`Cost for ${row.option1Value}`}
              min={0}
              precision={2}
              value={row.cost}
              onChange={(value) => changeRow(row.option1Value, { cost: value })}
              style={{ width: '100%' }}
            />
          ),
        }
      : {
          title: 'Payout',
          key: 'payout',
          render: (_, row) => (
            <RowPayout row={row} productId={product.id} consignerId={ownerId} currency={currency} />
          ),
        },
    {
      title: <span className="visually-hidden">Remove</span>,
      key: 'remove',
      width: 56,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove ${row.option1Value}`}
          onClick={() => toggleSize(row.option1Value)}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title="Add Inventory"
      width={isMobile ? '100%' : DIALOG_WIDTH}
      className={isMobile ? 'full-screen-modal' : undefined}
      onCancel={close}
      destroyOnHidden
      footer={
        <div className="add-inventory__footer">
          <Button icon={<CopyOutlined />} href={duplicateUrl(product)} target="_blank" rel="noopener">
            Duplicate
          </Button>
          <span className="add-inventory__spacer" />
          <Button size="large" onClick={close}>
            Cancel
          </Button>
          <Button type="primary" size="large" loading={create.isPending} onClick={submit}>
            Add Product
          </Button>
        </div>
      }
    >
      <div className="add-inventory__product">
        <ProductImage src={product.image} alt="" className="product-header__image" />
        <div className="add-inventory__product-text">
          <strong>{product.title}</strong>
          <span className="product-card__sku">{product.sku}</span>
        </div>
        <Select
          aria-label="Product Template"
          className="add-inventory__template"
          value={templateId}
          loading={templates.isLoading}
          options={(templates.data ?? []).map((candidate) => ({
            value: candidate.id,
            label: candidate.title,
          }))}
          onChange={(value) => {
            setTemplateId(value);
            setRows([]);
          }}
        />
      </div>

      <section aria-label={template?.option1 ?? 'Sizes'} className="add-inventory__sizes">
        <div className="add-inventory__label">{template?.option1 ?? 'Size'}</div>
        <div className="add-inventory__size-list">
          {sizes.map((size) => (
            <Tag.CheckableTag key={size} checked={chosen.has(size)} onChange={() => toggleSize(size)}>
              {size}
            </Tag.CheckableTag>
          ))}
        </div>
      </section>

      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`Choose the ${(template?.option1 ?? 'size').toLowerCase()}s to add.`}
        />
      ) : (
        <Table<VariantRow>
          size="small"
          rowKey="option1Value"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
        />
      )}

      <div className="add-inventory__place">
        <OwnerField
          value={owner}
          onChange={(choice) => {
            setOwner(choice);
            setProblem(null);
          }}
        />
        <PlaceFields place={place} onChange={() => setProblem(null)} />
      </div>
      {problem && <Alert type="warning" showIcon title={problem} className="add-inventory__problem" />}
    </Modal>
  );
}

function sortRows(rows: VariantRow[]): VariantRow[] {
  const order = sortSizes(rows.map((row) => row.option1Value));
  return [...rows].sort((a, b) => order.indexOf(a.option1Value) - order.indexOf(b.option1Value));
}
