import { useEffect, useRef, useState } from 'react';
import { type CreateBuyOrderResponse, type OfferableProduct } from '@shared/contracts/buy-and-sell';
import { offerSummary } from '@shared/domain/offer-summary';
import { notices } from '@shared/messages';
import { Alert, Button, Steps } from '../../ui/light';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useCreateBuyOrderMutation } from './mutations';
import {
  buyOrderRequest,
  type OfferContact,
  type OfferItem,
  type OfferStep,
  stepIndexOf,
  withSizes,
} from './offer';
import { OfferItemsStep } from './offer-items-step';
import { OfferSuccess } from './offer-success';
import { useBuyAndSellInfoQuery, useFormTokenQuery } from './queries';
import { SelectProductsStep } from './select-products-step';
import { SellSizesDialog } from './sell-sizes-dialog';
import { ShippingStep } from './shipping-step';
import { SummaryBar } from './summary-bar';

const copy = notices.buyAndSellScreens;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The three steps of spec 000 §2.4 (Select Your Products, Confirm Details, Complete). Step 2 has two
 * parts, as the spec's sub-steps do: the items' quantities and prices, then shipping and contact.
 * Everything the seller typed lives here, above the steps, so going Back and forth (or a refusal of
 * the server) loses nothing.
 */
export function OfferFlow({ handle }: { handle: string }) {
  const [step, setStep] = useState<OfferStep>('select');
  const [items, setItems] = useState<OfferItem[]>([]);
  const [contact, setContact] = useState<OfferContact>({});
  const [website, setWebsite] = useState('');
  const [location, setLocation] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [choosing, setChoosing] = useState<OfferableProduct | null>(null);
  const [sent, setSent] = useState<CreateBuyOrderResponse | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const info = useBuyAndSellInfoQuery(handle, debouncedSearch, page);
  const formToken = useFormTokenQuery(handle);
  const createOrder = useCreateBuyOrderMutation(handle);
  const stepsRef = useRef<HTMLDivElement>(null);

  // Each step starts at its top: on a phone the previous step's button sits far down the page.
  useEffect(() => {
    stepsRef.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const store = info.data?.store;
  const locations = info.data?.locations ?? [];
  // One drop-off location leaves nothing to choose: it is chosen.
  const onlyLocation = locations.length === 1 ? locations[0].id : null;
  const dropOff = location ?? onlyLocation;
  const summary = offerSummary(items, store?.payoutFee ?? 0);

  const confirm = () => {
    if (dropOff === null || !formToken.data) return;
    const request = buyOrderRequest({
      handle,
      items,
      contact,
      location: dropOff,
      formToken: formToken.data,
      website,
    });
    createOrder.mutate(request, {
      onSuccess: (answer) => {
        setSent(answer);
        setStep('success');
      },
    });
  };

  const startAgain = () => {
    // The seller's contact and drop-off stay: a second offer is usually from the same person.
    setItems([]);
    setSent(null);
    createOrder.reset();
    setStep('select');
  };

  return (
    <div className="buy-sell__flow">
      <div ref={stepsRef} className="buy-sell__steps">
        {/* Three short steps fit a phone side by side, titles under their numbers (buy-and-sell.css). */}
        <Steps size="small" current={stepIndexOf(step)} items={copy.steps.map((title) => ({ title }))} />
      </div>

      {info.isError && !info.data && (
        <Alert
          type="error"
          showIcon
          title={info.error.message}
          action={
            <Button size="small" onClick={() => void info.refetch()}>
              Try again
            </Button>
          }
        />
      )}

      {step === 'select' && (
        <>
          <SelectProductsStep
            search={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            page={page}
            onPage={setPage}
            info={info}
            onChoose={setChoosing}
          />
          <SummaryBar
            summary={summary}
            currency={store?.currency ?? 'USD'}
            onReview={() => setStep('items')}
          />
        </>
      )}

      {step === 'items' && (
        <OfferItemsStep
          items={items}
          onItems={setItems}
          summary={summary}
          currency={store?.currency ?? 'USD'}
          onAddProducts={() => setStep('select')}
          onBack={() => setStep('select')}
          onNext={() => setStep('shipping')}
        />
      )}

      {step === 'shipping' && (
        <ShippingStep
          locations={locations}
          locationCount={info.data?.locationCount ?? locations.length}
          location={dropOff}
          onLocation={setLocation}
          contact={contact}
          onContact={setContact}
          website={website}
          onWebsite={setWebsite}
          items={items}
          formToken={formToken}
          submission={createOrder}
          onBack={() => setStep('items')}
          onConfirm={confirm}
        />
      )}

      {step === 'success' && sent && <OfferSuccess sent={sent} onDone={startAgain} />}

      {choosing && (
        <SellSizesDialog
          product={choosing}
          onCancel={() => setChoosing(null)}
          onSell={(sizes) => {
            setItems((current) => withSizes(current, choosing, sizes));
            setChoosing(null);
          }}
        />
      )}
    </div>
  );
}
