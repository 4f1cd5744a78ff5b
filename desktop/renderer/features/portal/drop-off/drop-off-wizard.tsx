import { Alert, Button, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PORTAL_PATH } from '@shared/constants';
import {
  type PortalDropOffRow,
  type PortalProduct,
  type PortalStore,
} from '@shared/contracts/consigner-portal';
import { type DropOffShipping } from '@shared/constants';
import { formatMoney } from '@shared/domain/money-format';
import { portalMessages, validation } from '@shared/messages';
import { notify } from '@renderer/ui/notify';
import { useDebouncedValue } from '@renderer/ui/use-debounced-value';
import { type VariantRow, wizardSteps } from '../../inventory/add/add-inventory';
import { FeeBreakdown } from '../../inventory/add/fee-breakdown';
import { OptionChoices, WizardFrame, WizardNumberField } from '../../inventory/add/wizard-parts';
import { useFeesQuery } from '../../inventory/shared/queries';
import { useListForDropOffMutation } from '../mutations';
import { dropOffProblem, toPortalDropOffRow } from './drop-off';
import '../../inventory/add/add-inventory.css';

const m = portalMessages.dropOff;
const PRICE_DEBOUNCE_MS = 300;

/**
 * The add-inventory wizard of the consigner flow (spec 000 §2.3, 001 §9 "SIZE, CONDITION, PRICE
 * (consigners also SHIP)"): one step per option of the product's template, Price (with quantity
 * and the fee breakdown of the consigner's own fee schedule), then SHIP: drop off at one of the
 * store's locations, or ship to the store with its ship instructions and a tracking code. A
 * full-screen overlay with the store's logo, as the staff wizard.
 */
export function DropOffWizard({
  product,
  store,
  onClose,
}: {
  product: PortalProduct;
  store: PortalStore;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const steps = useMemo(() => wizardSteps(product.template, 'consigner'), [product.template]);
  const [step, setStep] = useState(0);
  const [row, setRow] = useState<VariantRow>({ option1Value: '', quantity: 1, price: null });
  const canShip = store.shipInstructions.length > 0;
  const [shipping, setShipping] = useState<DropOffShipping>('dropOff');
  const [locationId, setLocationId] = useState<number | null>(
    store.locations.length === 1 ? store.locations[0].id : null,
  );
  const [trackingCode, setTrackingCode] = useState('');
  const list = useListForDropOffMutation();

  const price = useDebouncedValue(row.price ?? 0, PRICE_DEBOUNCE_MS);
  const fees = useFeesQuery(
    price > 0
      ? {
          productId: product.id,
          price,
          option1Value: row.option1Value || null,
          option2Value: row.option2Value ?? null,
          option3Value: row.option3Value ?? null,
        }
      : null,
  );

  const current = steps[step];
  const lastStep = steps.length - 1;
  const choose = (key: 'option1Value' | 'option2Value' | 'option3Value', value: string) => {
    setRow((previous) => ({ ...previous, [key]: value }));
    setStep((previous) => previous + 1);
  };

  const submit = () => {
    const choice = { shipping, locationId, trackingCode };
    const problem = dropOffProblem(choice);
    if (problem) {
      notify.warning(problem);
      return;
    }
    const dropOffRow: PortalDropOffRow = toPortalDropOffRow({ product, row, ...choice });
    list.mutate(
      { inventoryFormArray: [dropOffRow] },
      {
        onSuccess: ({ inventories }) => {
          notify.success(m.listed(inventories.length, product.title));
          void navigate(`${PORTAL_PATH}/items?status=Pending`);
        },
      },
    );
  };

  return (
    <WizardFrame
      label="List items for drop-off"
      store={store}
      product={product}
      steps={steps}
      step={step}
      row={row}
      priceText={(value) => formatMoney(value, store.currency)}
      onClose={onClose}
      onBack={() => setStep((previous) => previous - 1)}
    >
      {current?.kind === 'option' && <OptionChoices step={current} row={row} onChoose={choose} />}
      {current?.kind === 'price' && (
        <section aria-label="Price step" className="wizard__price">
          <WizardNumberField
            label="Price"
            prefix={store.currency}
            value={row.price}
            onChange={(value) => setRow((previous) => ({ ...previous, price: value }))}
            autoFocus
          />
          <WizardNumberField
            label="Quantity"
            min={1}
            precision={0}
            value={row.quantity}
            onChange={(value) => setRow((previous) => ({ ...previous, quantity: value }))}
          />
          <FeeBreakdown fees={fees.data} isCalculating={fees.isFetching} currency={store.currency} />
          <Button
            type="primary"
            size="large"
            disabled={!(row.price && row.price > 0 && (row.quantity ?? 0) >= 1)}
            onClick={() => setStep(lastStep)}
          >
            Next
          </Button>
        </section>
      )}
      {current?.kind === 'ship' && (
        <section aria-label="SHIP step" className="wizard__price">
          <h2 className="wizard__question">{m.shipQuestion}</h2>
          <Radio.Group
            value={shipping}
            onChange={(event) => setShipping(event.target.value as DropOffShipping)}
            options={[
              { value: 'dropOff', label: m.dropOffChoice },
              { value: 'ship', label: m.shipChoice, disabled: !canShip },
            ]}
          />
          {!canShip && <Alert type="info" showIcon title={m.noShipping} />}
          {shipping === 'dropOff' ? (
            <label className="add-inventory__field">
              <span className="add-inventory__label">Drop Off Location</span>
              <Select<number>
                aria-label="Drop Off Location"
                size="large"
                placeholder={validation.inventory.selectLocation}
                value={locationId ?? undefined}
                onChange={setLocationId}
                options={store.locations.map((location) => ({ value: location.id, label: location.name }))}
              />
            </label>
          ) : (
            <>
              <ol className="wizard__ship-instructions" aria-label="Ship instructions">
                {store.shipInstructions.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
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
            </>
          )}
          <FeeBreakdown fees={fees.data} isCalculating={fees.isFetching} currency={store.currency} />
          <Button type="primary" size="large" loading={list.isPending} onClick={submit}>
            List for drop-off
          </Button>
        </section>
      )}
    </WizardFrame>
  );
}
