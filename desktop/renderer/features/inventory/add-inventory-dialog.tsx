import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Empty,
  InputNumber,
  Modal,
  Select,
  Table,
  Tag,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { type Product } from '@shared/contracts/products';
import { sortSizes } from '@shared/domain/size-sort';
import { STORE_REQUEST_STATUSES, type StoreRequestStatus } from '@shared/domain/store-requests';
import { notices, validation } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { useIsMobile } from '../../ui/use-is-mobile';
import { useProductTemplatesQuery } from '../product-templates/queries';
import { duplicateUrl } from '../products/product-form';
import { ProductImage } from '../products/product-image';
import { useMeQuery } from '../session/queries';
import {
  addInventoryProblem,
  newVariantRow,
  priceRangeProblem,
  storeRequestProblem,
  toInventoryFormArray,
  toStoreRequestFormArray,
  type VariantRow,
} from './add-inventory';
import { useCreateInventoriesMutation } from './mutations';
import { OwnerField, PlaceFields, useOwnerChoice, usePlace } from './place-and-owner-fields';
import { priceAlertColumn } from './price-alert';
import { RowPayout } from './row-payout';

/** spec 001 §9: the dialog is 1200 wide, full screen on mobile. */
const DIALOG_WIDTH = 1200;

/** What the store-request variant needs of a product (GET /api/inventories/getStoreProducts answers it). */
export type RequestableProduct = Pick<Product, 'id' | 'title' | 'sku' | 'image' | 'productTemplateId'>;

type AddInventoryDialogProps = { open: boolean; onClose: () => void } & (
  | { variant?: 'intake'; product: Product }
  | {
      /** spec 000 §2.3: the store-request variant, each row a price range, the type Buying or Consignment. */
      variant: 'storeRequest';
      product: RequestableProduct;
      /** Rows to start with (a size chosen on the Request Items screen). */
      initialRows?: VariantRow[];
      /** The location to start with (the one the Request Items screen shows). */
      initialLocationId?: number | null;
    }
);

/**
 * spec 000 §2.3 Add Inventory dialog: the product with a template chooser, the sizes to add, one
 * row per variant (condition and the third option when the template has them, quantity, price and
 * the payout it gives), the owner, location and sub-location; Cancel and Add Product. Items come in
 * Active at the chosen place (staff intake).
 *
 * The store-request variant (Request Items): each row has a price range (lower, upper; no price),
 * the type is Buying or Consignment, and there is a location but no owner or sub-location. The
 * requests show up in Buying or Consignment (/buyingInventory, /requestInventory).
 */
export function AddInventoryDialog(props: AddInventoryDialogProps) {
  const { product, open, onClose } = props;
  const isStoreRequest = props.variant === 'storeRequest';
  const isMobile = useIsMobile();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const templates = useProductTemplatesQuery();
  // A store request shows the server's refusal under the row it names; intake keeps the toast.
  const create = useCreateInventoriesMutation({ shouldToastError: !isStoreRequest });
  const [templateId, setTemplateId] = useState(product.productTemplateId);
  const [rows, setRows] = useState<VariantRow[]>(
    props.variant === 'storeRequest' ? (props.initialRows ?? []) : [],
  );
  // Sensible starting points: the store's own account owns it, the only location holds it.
  const [owner, setOwner] = useOwnerChoice(open && !isStoreRequest);
  const ownerId = owner?.value ?? null;
  const place = usePlace(open, props.variant === 'storeRequest' ? props.initialLocationId : null);
  const { locationId, subLocationId } = place;
  const [requestType, setRequestType] = useState<StoreRequestStatus>('Buying');
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's refusal of a row's range, by size. */
  const [rangeErrors, setRangeErrors] = useState<Record<string, string>>({});

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
    setRangeErrors((current) => ({ ...current, [size]: '' }));
    setRows((current) => current.map((row) => (row.option1Value === size ? { ...row, ...change } : row)));
  };

  const close = () => {
    setRows([]);
    setProblem(null);
    setRangeErrors({});
    onClose();
  };
  const added = () => {
    notify.success(notices.inventoryAdded(product.title));
    close();
  };

  const submitIntake = () => {
    if (!template) return;
    const found = addInventoryProblem(template, rows, locationId);
    if (found || ownerId === null || locationId === null) {
      setProblem(found ?? validation.inventory.consignerRequired);
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
      { onSuccess: added },
    );
  };

  const submitStoreRequest = () => {
    if (!template) return;
    const found = storeRequestProblem(template, rows, locationId);
    if (found || locationId === null) {
      setProblem(found);
      return;
    }
    create.mutate(
      {
        inventoryFormArray: toStoreRequestFormArray({
          productId: product.id,
          template,
          rows,
          type: requestType,
          locationId,
        }),
      },
      {
        onSuccess: added,
        onError: (error) => {
          // A refused range goes under its row's Upper price; anything else above the buttons.
          const fields = isApiError(error) ? error.fields : {};
          const underRows: Record<string, string> = {};
          for (const [field, message] of Object.entries(fields)) {
            const match = /^inventoryFormArray\.(\d+)\.storeRequestPriceRange/.exec(field);
            const row = match ? rows[Number(match[1])] : undefined;
            if (row) underRows[row.option1Value] = message;
          }
          setRangeErrors(underRows);
          if (Object.keys(underRows).length === 0) setProblem(error.message);
        },
      },
    );
  };

  const moneyInput = (
    row: VariantRow,
    field: 'price' | 'cost' | 'priceRangeLower' | 'priceRangeUpper',
    label: string,
  ) => (
    <InputNumber
      aria-label={`${label} for ${row.option1Value}`}
      min={0}
      precision={2}
      value={row[field]}
      status={field === 'priceRangeUpper' && rangeMessage(row) ? 'error' : undefined}
      onChange={(value) => changeRow(row.option1Value, { [field]: value })}
      style={{ width: '100%' }}
    />
  );
  const rangeMessage = (row: VariantRow) => priceRangeProblem(row) ?? (rangeErrors[row.option1Value] || null);

  const priceColumns: TableColumnsType<VariantRow> = isStoreRequest
    ? [
        {
          title: 'Lower price',
          key: 'priceRangeLower',
          width: 150,
          render: (_, row) => moneyInput(row, 'priceRangeLower', 'Lower price'),
        },
        {
          title: 'Upper price',
          key: 'priceRangeUpper',
          width: 200,
          render: (_, row) => {
            const message = rangeMessage(row);
            return (
              <>
                {moneyInput(row, 'priceRangeUpper', 'Upper price')}
                {message && (
                  <Typography.Text type="danger" role="alert">
                    {message}
                  </Typography.Text>
                )}
              </>
            );
          },
        },
      ]
    : [
        {
          title: 'Price',
          key: 'price',
          width: 150,
          render: (_, row) => moneyInput(row, 'price', 'Price'),
        },
        priceAlertColumn<VariantRow>(product.id),
        isStoreOwned
          ? {
              title: 'Cost',
              key: 'cost',
              width: 150,
              render: (_, row) => moneyInput(row, 'cost', 'Cost'),
            }
          : {
              title: 'Payout',
              key: 'payout',
              render: (_, row) => (
                <RowPayout row={row} productId={product.id} consignerId={ownerId} currency={currency} />
              ),
            },
      ];

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
    ...priceColumns,
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
      title={isStoreRequest ? 'Request Inventory' : 'Add Inventory'}
      width={isMobile ? '100%' : DIALOG_WIDTH}
      className={isMobile ? 'full-screen-modal' : undefined}
      onCancel={close}
      destroyOnHidden
      footer={
        <div className="add-inventory__footer">
          {props.variant !== 'storeRequest' && (
            <Button icon={<CopyOutlined />} href={duplicateUrl(props.product)} target="_blank" rel="noopener">
              Duplicate
            </Button>
          )}
          <span className="add-inventory__spacer" />
          <Button size="large" onClick={close}>
            Cancel
          </Button>
          <Button
            type="primary"
            size="large"
            loading={create.isPending}
            // Until the template arrives there is nothing to check or send: a click then did nothing.
            disabled={!template}
            onClick={isStoreRequest ? submitStoreRequest : submitIntake}
          >
            {isStoreRequest ? 'Add Request' : 'Add Product'}
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
        {isStoreRequest ? (
          <label className="add-inventory__field">
            <span className="add-inventory__label">Type</span>
            <Select
              aria-label="Type"
              value={requestType}
              options={STORE_REQUEST_STATUSES.map((value) => ({ value, label: value }))}
              onChange={setRequestType}
            />
          </label>
        ) : (
          <OwnerField
            value={owner}
            onChange={(choice) => {
              setOwner(choice);
              setProblem(null);
            }}
          />
        )}
        <PlaceFields place={place} onChange={() => setProblem(null)} hasSubLocation={!isStoreRequest} />
      </div>
      {problem && <Alert type="warning" showIcon title={problem} className="add-inventory__problem" />}
    </Modal>
  );
}

function sortRows(rows: VariantRow[]): VariantRow[] {
  const order = sortSizes(rows.map((row) => row.option1Value));
  return [...rows].sort((a, b) => order.indexOf(a.option1Value) - order.indexOf(b.option1Value));
}
