import { useEffect, useState } from 'react';
import {
  type CreateBuyOrderRequest,
  type CreateBuyOrderResponse,
  buyOrderSeller,
} from '@shared/contracts/buy-and-sell';
import { type ShopperLocation } from '@shared/contracts/public-pages';
import { notices, validation } from '@shared/messages';
import { type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { EMAIL_INPUT_PROPS } from '../../ui/input-props';
import { Alert, Button, Field, TextInput, useForm } from '../../ui/light';
import { EnvironmentIcon } from '../../ui/light/shop-icons';
import { DropOffLocationDialog } from './drop-off-location-dialog';
import { canConfirm, filledContact, type OfferContact, type OfferItem } from './offer';

const copy = notices.buyAndSellScreens;
/** The contract names the seller's fields under `consigner`; the form names them bare. */
const SERVER_FIELD_PREFIX = 'consigner.';

interface ShippingStepProps {
  locations: readonly ShopperLocation[];
  locationCount: number;
  location: number | null;
  onLocation: (location: number) => void;
  contact: OfferContact;
  onContact: (contact: OfferContact) => void;
  website: string;
  onWebsite: (website: string) => void;
  items: readonly OfferItem[];
  formToken: UseQueryResult<string>;
  submission: UseMutationResult<CreateBuyOrderResponse, Error, CreateBuyOrderRequest>;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * Step 2, second part (spec 000 §2.4; 001 §5): how the items reach the store (Drop Off at a location
 * chosen in its dialog; Ship to Store shown, not offered yet, naming the store's own number of
 * locations) and who the seller is. Confirm is disabled until every field and the location are
 * set, and while the offer is on its way. A refusal is shown as the server words it, over the form,
 * with every field still filled.
 */
export function ShippingStep({
  locations,
  locationCount,
  location,
  onLocation,
  contact,
  onContact,
  website,
  onWebsite,
  items,
  formToken,
  submission,
  onBack,
  onConfirm,
}: ShippingStepProps) {
  const form = useForm({
    schema: buyOrderSeller,
    initialValues: filledContact(contact),
  });
  // Leaving a field checks it, typed in or not (antd's validateTrigger="onBlur", as before): Confirm
  // waits for every field, so an empty one says why as the seller moves on.
  const checkedField = (name: keyof typeof form.values) => {
    const props = form.field(name);
    return {
      ...props,
      onBlur: () => {
        // As if typed: the field counts as edited, so leaving it checks it.
        props.onChange(form.values[name]);
        props.onBlur();
      },
    };
  };
  const [isChoosingLocation, setIsChoosingLocation] = useState(false);
  const chosenLocation = locations.find((candidate) => candidate.id === location) ?? null;
  const isComplete = canConfirm({ items, contact, location, isSubmitting: submission.isPending });

  // What is typed lives above the steps (OfferFlow), so going Back and forth loses nothing.
  useEffect(() => onContact(form.values), [form.values, onContact]);

  // The server names a seller's field it refused: show it under that field, as the form's own rules do.
  const refusal = submission.error;
  const { setErrors } = form;
  useEffect(() => {
    if (!isApiError(refusal)) return;
    const named = Object.entries(refusal.fields)
      .filter(([field]) => field.startsWith(SERVER_FIELD_PREFIX))
      .map(([field, message]) => [field.slice(SERVER_FIELD_PREFIX.length), message]);
    setErrors(Object.fromEntries(named) as Record<string, string>);
  }, [refusal, setErrors]);

  return (
    <section className="buy-sell__step buy-sell__step--narrow" aria-labelledby="buy-sell-step-shipping">
      <h2 id="buy-sell-step-shipping" className="visually-hidden">
        {copy.steps[1]}
      </h2>

      <h3 className="buy-sell__subtitle">Shipping</h3>
      {/* Two options with their own lines under them (the location, its button): native radios in the kit's look. */}
      <div role="radiogroup" className="buy-sell__shipping" aria-label="Shipping">
        <div className="buy-sell__option">
          <label className="lt-radio lt-radio--checked">
            <input
              type="radio"
              className="lt-radio__input"
              name="buy-sell-shipping"
              value="dropOff"
              checked
              onChange={() => setIsChoosingLocation(true)}
              onClick={() => setIsChoosingLocation(true)}
            />
            <span className="lt-radio__label">Drop Off</span>
          </label>
          <div className="buy-sell__option-detail">
            {chosenLocation ? (
              <span data-testid="drop-off-location">
                <EnvironmentIcon /> {chosenLocation.name}
              </span>
            ) : (
              <span className="buy-sell__error">{validation.buyAndSell.dropOffLocationRequired}</span>
            )}
            <Button size="small" onClick={() => setIsChoosingLocation(true)}>
              {chosenLocation ? 'Change location' : 'Choose location'}
            </Button>
          </div>
        </div>
        <div className="buy-sell__option">
          <label className="lt-radio lt-radio--disabled">
            <input
              type="radio"
              className="lt-radio__input"
              name="buy-sell-shipping"
              value="shipToStore"
              checked={false}
              disabled
              readOnly
            />
            <span className="lt-radio__label">Ship to Store</span>
          </label>
          <div className="buy-sell__option-detail buy-sell__muted">{copy.shipToStore(locationCount)}</div>
        </div>
      </div>

      <h3 className="buy-sell__subtitle">Your details</h3>
      <form name="buy-and-sell-contact" noValidate onSubmit={form.handleSubmit(onConfirm)}>
        <div className="buy-sell__contact-grid">
          <Field label="First Name" htmlFor={form.idOf('firstName')} error={form.error('firstName')}>
            <TextInput autoComplete="given-name" {...checkedField('firstName')} />
          </Field>
          <Field label="Last Name" htmlFor={form.idOf('lastName')} error={form.error('lastName')}>
            <TextInput autoComplete="family-name" {...checkedField('lastName')} />
          </Field>
          <Field label="Email" htmlFor={form.idOf('email')} error={form.error('email')}>
            <TextInput autoComplete="email" {...EMAIL_INPUT_PROPS} {...checkedField('email')} />
          </Field>
          <Field label="Phone Number" htmlFor={form.idOf('phone')} error={form.error('phone')}>
            <TextInput type="tel" inputMode="tel" autoComplete="tel" {...checkedField('phone')} />
          </Field>
          <Field label="Zip Code" htmlFor={form.idOf('zipCode')} error={form.error('zipCode')}>
            <TextInput autoComplete="postal-code" {...checkedField('zipCode')} />
          </Field>
        </div>
        {/* A honeypot (the public form guard): people never see or reach it; a bot filling every field does. */}
        <div className="visually-hidden" aria-hidden>
          <label>
            Website
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => onWebsite(event.target.value)}
            />
          </label>
        </div>

        {formToken.isError && (
          <Alert
            type="error"
            showIcon
            message={formToken.error.message}
            action={
              <Button size="small" onClick={() => void formToken.refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {submission.isError && (
          <Alert type="error" showIcon message={submission.error.message} className="buy-sell__refusal" />
        )}
        {!isComplete && !submission.isPending && (
          <p className="buy-sell__muted buy-sell__hint">
            {location === null
              ? validation.buyAndSell.dropOffLocationRequired
              : validation.buyAndSell.contactRequired}
          </p>
        )}

        <nav className="buy-sell__nav" aria-label="Steps">
          <Button size="large" onClick={onBack} disabled={submission.isPending}>
            Back
          </Button>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            disabled={!isComplete || !formToken.data}
            loading={submission.isPending}
          >
            Confirm
          </Button>
        </nav>
      </form>

      {isChoosingLocation && (
        <DropOffLocationDialog
          locations={locations}
          location={location}
          onCancel={() => setIsChoosingLocation(false)}
          onChoose={(chosen) => {
            onLocation(chosen);
            setIsChoosingLocation(false);
          }}
        />
      )}
    </section>
  );
}
