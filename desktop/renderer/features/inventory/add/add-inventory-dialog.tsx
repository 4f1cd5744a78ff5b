import { CopyOutlined } from '@ant-design/icons';
import { useIsFetching } from '@tanstack/react-query';
import { Alert, Button, Modal, Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type InventoryItem } from '@shared/contracts/inventories';
import { type Product } from '@shared/contracts/products';
import { sortSizes } from '@shared/domain/size-sort';
import { STORE_REQUEST_STATUSES, type StoreRequestStatus } from '@shared/domain/store-requests';
import { notices } from '@shared/messages';
import { QueriesError } from '@renderer/ui/list-error';
import { notify } from '@renderer/ui/notify';
import { useIsMobile } from '@renderer/ui/use-is-mobile';
import { useProductTemplatesQuery } from '../../product-templates/queries';
import { duplicateUrl } from '../../products/product-form';
import { ProductImage } from '@renderer/ui/product-image';
import { useMeQuery } from '../../session/queries';
import { inventoryKeys } from '../shared/queries';
import { newVariantRow, type VariantRow } from './add-inventory';
import { RowFeeBreakdown } from './fee-breakdown';
import {
  type OwnerChoice,
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
  | {
      /**
       * Scan intake's create-inventory dialog (spec 000 §2.3 Scan-intake wizard): a scanned barcode
       * the consigner has no item of. Starts with the scanned size; the owner and place are step 1's
       * and not asked again. The items are made Drop off pending and join the scan list.
       */
      variant: 'scanIntake';
      product: RequestableProduct;
      size: string;
      owner: OwnerChoice;
      locationId: number;
      subLocationId: number | null;
      /** Where the items go, as step 1 shows it. */
      placeLabel: string;
      onCreated: (items: InventoryItem[]) => void;
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
  const variant = props.variant ?? 'intake';
  const isStoreRequest = variant === 'storeRequest';
  const isScanIntake = props.variant === 'scanIntake';
  const isMobile = useIsMobile();
  const currency = useMeQuery().data?.store.currency ?? 'USD';
  const templates = useProductTemplatesQuery();
  const [templateId, setTemplateId] = useState(product.productTemplateId);
  const [rows, setRows] = useState<VariantRow[]>(
    props.variant === 'storeRequest' ? (props.initialRows ?? []) : [],
  );
  // Sensible starting points: the store's own account owns it, the only location holds it.
  const asksOwner = variant === 'intake';
  const [chosenOwner, setOwner] = useOwnerChoice(open && asksOwner);
  const owner = props.variant === 'scanIntake' ? props.owner : chosenOwner;
  const ownerId = owner?.value ?? null;
  const place = usePlace(open, props.variant === 'storeRequest' ? props.initialLocationId : null);
  const { locationId, subLocationId } =
    props.variant === 'scanIntake'
      ? { locationId: props.locationId, subLocationId: props.subLocationId }
      : place;
  const ownerStart = useOwnerPickerStart(open && asksOwner);
  const isCalculatingFees = useIsFetching({ queryKey: [...inventoryKeys.all, 'fees'] }) > 0;
  const [requestType, setRequestType] = useState<StoreRequestStatus>('Buying');
  const { submit, isPending, problem, setProblem, rangeErrors, clearRow, reset } = useAddInventorySubmit({
    productId: product.id,
    variant,
    onAdded: (items) => {
      notify.success(notices.inventoryAdded(product.title));
      if (props.variant === 'scanIntake') props.onCreated(items);
      close();
    },
  });

  const template = templates.data?.find((candidate) => candidate.id === templateId);

  // Scan intake starts with the scanned size, as a new row once the template (its options) is known.
  const scannedSize = props.variant === 'scanIntake' ? props.size : null;
  const [isSeeded, setIsSeeded] = useState(false);
  useEffect(() => {
    if (!open || isSeeded || scannedSize === null || !template) return;
    setIsSeeded(true);
    if (template.option1Values.includes(scannedSize)) setRows([newVariantRow(template, scannedSize)]);
  }, [open, isSeeded, scannedSize, template]);

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
    setIsSeeded(false);
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={isStoreRequest ? 'Request Inventory' : isScanIntake ? 'Create Inventory' : 'Add Inventory'}
      width={isMobile ? '100%' : DIALOG_WIDTH}
      className={isMobile ? 'full-screen-modal' : undefined}
      onCancel={close}
      destroyOnHidden
      footer={
        <div className="add-inventory__footer">
          {(props.variant === undefined || props.variant === 'intake') && (
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
            onClick={() =>
              submit({ template, rows, ownerId, locationId, subLocationId, requestType, isCalculatingFees })
            }
          >
            {isStoreRequest ? 'Add Request' : isScanIntake ? 'Create' : 'Add Product'}
          </Button>
        </div>
      }
    >
      <QueriesError queries={asksOwner ? [templates, place.query, ownerStart] : [templates, place.query]} />
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

      {props.variant === 'scanIntake' && (
        <div className="add-inventory__fees">
          {rows.map((row) => (
            <RowFeeBreakdown
              key={row.option1Value}
              row={row}
              productId={product.id}
              consignerId={ownerId}
              isStoreOwned={isStoreOwned}
              currency={currency}
              heading={rows.length > 1 ? `${template?.option1 ?? 'Size'} ${row.option1Value}` : null}
            />
          ))}
          <p className="muted" data-testid="scan-create-place">
            For {props.owner.label} at {props.placeLabel}: Drop off pending until Save accepts the scan list.
          </p>
        </div>
      )}

      {!isScanIntake && (
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
      )}
      {problem && <Alert type="warning" showIcon title={problem} className="add-inventory__problem" />}
    </Modal>
  );
}

function sortRows(rows: VariantRow[]): VariantRow[] {
  const order = sortSizes(rows.map((row) => row.option1Value));
  return [...rows].sort((a, b) => order.indexOf(a.option1Value) - order.indexOf(b.option1Value));
}
