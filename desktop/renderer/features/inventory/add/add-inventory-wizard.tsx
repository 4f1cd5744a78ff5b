import { Alert, Button, Input, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type InventoryFormRow } from '@shared/contracts/inventories';
import { notices, validation } from '@shared/messages';
import { isApiError } from '@renderer/api/api-error';
import { QueriesError } from '@renderer/ui/list-error';
import { notify } from '@renderer/ui/notify';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { useProductTemplatesQuery } from '../../product-templates/queries';
import { useProductQuery } from '../../products/queries';
import { useMeQuery } from '../../session/queries';
import { useCreateInventoriesMutation } from '../shared/mutations';
import { useFeesQuery } from '../shared/queries';
import {
  toDropOffFormArray,
  toInventoryFormArray,
  type VariantRow,
  type WizardFlow,
  wizardSteps,
} from './add-inventory';
import { FeeBreakdown } from './fee-breakdown';
import {
  OwnerField,
  PlaceFields,
  useOwnerChoice,
  useOwnerPickerStart,
  usePlace,
} from './place-and-owner-fields';
import { PriceAlert } from './price-alert';
import { OptionChoices, WizardFrame, WizardNumberField } from './wizard-parts';
import '../shared/inventory.css';
import './add-inventory.css';

const PRICE_DEBOUNCE_MS = 300;

/**
 * spec 000 §2.3 Add inventory wizard (/addInventory/{id}): one step per option the template has,
 * then Price (with the fee breakdown), then Accept Inventory (location and sub-location): one item,
 * Active at the chosen place. The consigner flow (`?flow=consigner`, "Consigners flows add a SHIP
 * step") ends with SHIP instead: the store's shipping instructions and the parcel's tracking code,
 * and the item waits in Drop off pending. A full-screen overlay with the store's logo.
 */
export function AddInventoryWizard() {
  const productId = Number(useParams().id);
  const flow: WizardFlow = useSearchParams()[0].get('flow') === 'consigner' ? 'consigner' : 'intake';
  const isConsignerFlow = flow === 'consigner';
  const navigate = useNavigate();
  const store = useMeQuery().data?.store;
  const currency = store?.currency ?? 'USD';
  const detail = useProductQuery(productId);
  const templates = useProductTemplatesQuery();
  const create = useCreateInventoriesMutation();
  const product = detail.data?.product;
  const template = templates.data?.find((candidate) => candidate.id === product?.productTemplateId);

  const [step, setStep] = useState(0);
  const [row, setRow] = useState<VariantRow>({ option1Value: '', quantity: 1, price: null });
  // A consigner's listing belongs to a consigner: no default owner (the store account is the default of intake).
  const [owner, setOwner] = useOwnerChoice(!isConsignerFlow);
  const [trackingCode, setTrackingCode] = useState('');
  const ownerId = owner?.value ?? null;
  const place = usePlace();
  const ownerStart = useOwnerPickerStart(!isConsignerFlow);
  const { locationId, subLocationId } = place;

  const steps = useMemo(() => (template ? wizardSteps(template, flow) : []), [template, flow]);

  // Stock the store owns shows what it cost instead of a payout (spec 000 §6).
  const isStoreOwned = owner?.isStoreAccount ?? false;
  const price = useDebouncedValue(row.price ?? 0, PRICE_DEBOUNCE_MS);
  const cost = useDebouncedValue(row.cost ?? null, PRICE_DEBOUNCE_MS);
  const fees = useFeesQuery(
    product && ownerId !== null && price > 0
      ? {
          productId: product.id,
          price,
          consigner: ownerId,
          option1Value: row.option1Value || null,
          option2Value: row.option2Value ?? null,
          option3Value: row.option3Value ?? null,
          cost: isStoreOwned ? cost : null,
        }
      : null,
  );

  const close = () => void navigate(Number.isInteger(productId) ? `/products/${productId}` : '/');

  if (!product || !template) {
    // A refused or failed call says why; a product whose template is gone says so: never a skeleton for ever.
    const failure = detail.error ?? templates.error;
    const isTemplateGone = product !== undefined && templates.data !== undefined;
    return (
      <div className="wizard">
        {failure ? (
          <Result
            status={isApiError(failure) && failure.status === 404 ? '404' : 'warning'}
            title={failure.message}
          />
        ) : isTemplateGone ? (
          <Result status="404" title={validation.product.templateNotFound} />
        ) : (
          <Skeleton active />
        )}
      </div>
    );
  }

  const priceStep = steps.findIndex((candidate) => candidate.kind === 'price');
  const lastStep = steps.length - 1;
  const choose = (key: 'option1Value' | 'option2Value' | 'option3Value', value: string) => {
    setRow((current) => ({ ...current, [key]: value }));
    setStep((current) => current + 1);
  };

  const send = (inventoryFormArray: InventoryFormRow[]) =>
    create.mutate(
      { inventoryFormArray },
      {
        onSuccess: () => {
          notify.success(notices.inventoryAdded(product.title));
          close();
        },
      },
    );

  const listForDropOff = () => {
    if (ownerId === null || owner?.isStoreAccount) {
      notify.warning(validation.scan.selectConsigner);
      return;
    }
    send(toDropOffFormArray({ productId: product.id, template, row, consignerId: ownerId, trackingCode }));
  };

  const accept = () => {
    if (locationId === null || ownerId === null) {
      notify.warning(validation.inventory.selectLocation);
      return;
    }
    send(
      toInventoryFormArray({
        productId: product.id,
        template,
        rows: [row],
        consignerId: ownerId,
        locationId,
        subLocationId,
      }),
    );
  };

  const current = steps[step];
  return (
    <WizardFrame
      label="Add inventory"
      store={store}
      product={product}
      steps={steps}
      step={step}
      row={row}
      priceText={String}
      onClose={close}
      onBack={() => setStep((previous) => previous - 1)}
      notice={<QueriesError queries={[place.query, ownerStart]} />}
    >
      {current?.kind === 'option' && <OptionChoices step={current} row={row} onChoose={choose} />}
      {step === priceStep && (
        <section aria-label="Price step" className="wizard__price">
          <WizardNumberField
            label="Price"
            value={row.price}
            onChange={(value) => setRow((current) => ({ ...current, price: value }))}
            autoFocus
          />
          <PriceAlert productId={product.id} row={row} />
          <OwnerField value={owner} onChange={setOwner} isConsignersOnly={isConsignerFlow} />
          {isStoreOwned && (
            <WizardNumberField
              label="Cost"
              value={row.cost}
              onChange={(value) => setRow((current) => ({ ...current, cost: value }))}
            />
          )}
          <FeeBreakdown fees={fees.data} isCalculating={fees.isFetching} currency={currency} />
          <Button
            type="primary"
            size="large"
            disabled={!(row.price && row.price > 0)}
            onClick={() => setStep(lastStep)}
          >
            Next
          </Button>
        </section>
      )}
      {current?.kind === 'ship' && (
        <section aria-label="SHIP step" className="wizard__price">
          <h2 className="wizard__question">Send it to the store</h2>
          {store?.shipInstructions.length ? (
            <ol className="wizard__ship-instructions">
              {store.shipInstructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          ) : (
            <Alert
              type="info"
              showIcon
              title="Bring the item to the store, or contact the store for shipping instructions."
            />
          )}
          <label className="add-inventory__field">
            <span className="add-inventory__label">Tracking code (optional)</span>
            <Input
              aria-label="Tracking code"
              size="large"
              maxLength={255}
              value={trackingCode}
              onChange={(event) => setTrackingCode(event.target.value)}
            />
          </label>
          <FeeBreakdown fees={fees.data} isCalculating={fees.isFetching} currency={currency} />
          <Button type="primary" size="large" loading={create.isPending} onClick={listForDropOff}>
            List for drop-off
          </Button>
        </section>
      )}
      {current?.kind === 'accept' && (
        <section aria-label="Accept Inventory step" className="wizard__price">
          <PlaceFields place={place} />
          <FeeBreakdown fees={fees.data} isCalculating={fees.isFetching} currency={currency} />
          <Button type="primary" size="large" loading={create.isPending} onClick={accept}>
            Accept Inventory
          </Button>
        </section>
      )}
    </WizardFrame>
  );
}
