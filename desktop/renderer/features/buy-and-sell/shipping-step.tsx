import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio } from 'antd';
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
import { zodRule } from '../../ui/zod-rule';
import { DropOffLocationDialog } from './drop-off-location-dialog';
import { canConfirm, type OfferContact, type OfferItem } from './offer';

const copy = notices.buyAndSellScreens;
const fields = buyOrderSeller.shape;
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
  const [form] = Form.useForm<OfferContact>();
  const [isChoosingLocation, setIsChoosingLocation] = useState(false);
  const chosenLocation = locations.find((candidate) => candidate.id === location) ?? null;
  const isComplete = canConfirm({ items, contact, location, isSubmitting: submission.isPending });

  // The server names a seller's field it refused: show it under that field, as the form's own rules do.
  const refusal = submission.error;
  useEffect(() => {
    if (!isApiError(refusal)) return;
    const named = Object.entries(refusal.fields)
      .filter(([field]) => field.startsWith(SERVER_FIELD_PREFIX))
      .map(([field, message]) => ({ name: field.slice(SERVER_FIELD_PREFIX.length), errors: [message] }));
    form.setFields(named as Parameters<typeof form.setFields>[0]);
  }, [refusal, form]);

  return (
    <section className="buy-sell__step buy-sell__step--narrow" aria-labelledby="buy-sell-step-shipping">
      <h2 id="buy-sell-step-shipping" className="visually-hidden">
        {copy.steps[1]}
      </h2>

      <h3 className="buy-sell__subtitle">Shipping</h3>
      <Radio.Group
        className="buy-sell__shipping"
        aria-label="Shipping"
        value="dropOff"
        onChange={() => setIsChoosingLocation(true)}
      >
        <div className="buy-sell__option">
          <Radio value="dropOff" onClick={() => setIsChoosingLocation(true)}>
            Drop Off
          </Radio>
          <div className="buy-sell__option-detail">
            {chosenLocation ? (
              <span data-testid="drop-off-location">
                <EnvironmentOutlined aria-hidden /> {chosenLocation.name}
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
          <Radio value="shipToStore" disabled>
            Ship to Store
          </Radio>
          <div className="buy-sell__option-detail buy-sell__muted">{copy.shipToStore(locationCount)}</div>
        </div>
      </Radio.Group>

      <h3 className="buy-sell__subtitle">Your details</h3>
      <Form
        form={form}
        name="buy-and-sell-contact"
        layout="vertical"
        requiredMark={false}
        initialValues={contact}
        validateTrigger="onBlur"
        onValuesChange={(_changed, values) => onContact(values)}
        onFinish={onConfirm}
      >
        <div className="buy-sell__contact-grid">
          <Form.Item label="First Name" name="firstName" rules={[zodRule(fields.firstName)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName" rules={[zodRule(fields.lastName)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[zodRule(fields.email)]}>
            <Input autoComplete="email" {...EMAIL_INPUT_PROPS} />
          </Form.Item>
          <Form.Item label="Phone Number" name="phone" rules={[zodRule(fields.phone)]}>
            <Input type="tel" inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label="Zip Code" name="zipCode" rules={[zodRule(fields.zipCode)]}>
            <Input autoComplete="postal-code" />
          </Form.Item>
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
            title={formToken.error.message}
            action={
              <Button size="small" onClick={() => void formToken.refetch()}>
                Try again
              </Button>
            }
          />
        )}
        {submission.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={submission.error.message}
            className="buy-sell__refusal"
          />
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
      </Form>

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
