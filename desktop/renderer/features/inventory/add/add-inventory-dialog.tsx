import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { type Product } from '@shared/contracts/products';
import { sortSizes } from '@shared/domain/size-sort';
import { STORE_REQUEST_STATUSES, type StoreRequestStatus } from '@shared/domain/store-requests';
import { notices } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { notify } from '@renderer/ui/notify';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { useProductTemplatesQuery } from '../../product-templates/queries';
import { duplicateUrl } from '../../products/product-form';
import { ProductImage } from '../../products/product-image';
import { useMeQuery } from '../../session/queries';
import { newVariantRow, type VariantRow } from './add-inventory';
import {
  OwnerField,
  PlaceFields,
  useOwnerChoice,
  useOwnerPickerStart,
  usePlace,
} from './place-and-owner-fields';
import { useAddInventorySubmit } from './use-add-inventory-submit';
import { VariantRowGrid } from './variant-row-grid';
import '../shared/inventory.css';
import './add-inventory.css';

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
  const [templateId, setTemplateId] = useState(product.productTemplateId);
  const [rows, setRows] = useState<VariantRow[]>(
    props.variant === 'storeRequest' ? (props.initialRows ?? []) : [],
  );
  // Sensible starting points: the store's own account owns it, the only location holds it.
  const [owner, setOwner] = useOwnerChoice(open && !isStoreRequest);
  const ownerId = owner?.value ?? null;
  const place = usePlace(open, props.variant === 'storeRequest' ? props.initialLocationId : null);
  const { locationId, subLocationId } = place;
  const ownerStart = useOwnerPickerStart(open && !isStoreRequest);
  const [requestType, setRequestType] = useState<StoreRequestStatus>('Buying');
  const { submit, isPending, problem, setProblem, rangeErrors, clearRow, reset } = useAddInventorySubmit({
    productId: product.id,
    isStoreRequest,
    onAdded: () => {
      notify.success(notices.inventoryAdded(product.title));
      close();
    },
  });

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
    clearRow(size);
    setRows((current) => current.map((row) => (row.option1Value === size ? { ...row, ...change } : row)));
  };

  const close = () => {
    setRows([]);
    reset();
    onClose();
  };

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
            loading={isPending}
            // Until the template arrives there is nothing to check or send: a click then did nothing.
            disabled={!template}
            onClick={() => submit({ template, rows, ownerId, locationId, subLocationId, requestType })}
          >
            {isStoreRequest ? 'Add Request' : 'Add Product'}
          </Button>
        </div>
      }
    >
      <QueriesError
        queries={isStoreRequest ? [templates, place.query] : [templates, place.query, ownerStart]}
      />
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

      <VariantRowGrid
        productId={product.id}
        template={template}
        rows={rows}
        isStoreRequest={isStoreRequest}
        isStoreOwned={isStoreOwned}
        ownerId={ownerId}
        currency={currency}
        rangeErrors={rangeErrors}
        onChange={changeRow}
        onRemove={toggleSize}
      />

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
