import { useState, type Dispatch } from 'react';
import { type ShopperProduct } from '@shared/contracts/public-pages';
import { type ReserveForm, reserveCustomerOf } from '@shared/domain/kiosk';
import { formatMoney } from '@shared/domain/money-format';
import { notices, shopperCopy, validation } from '@shared/messages';
import { Alert, Button, CheckCircleFilledIcon, Dialog, Spinner } from '../../ui/light';
import { notify } from '../../ui/notify';
import { CustomerFields, EMPTY_RESERVE_FORM } from './customer-fields';
import { type KioskAction, type KioskStep } from './kiosk-flow';
import { useHoldItemMutation, useReserveMutation, useStockLookupQuery } from './queries';

interface KioskDetailModalProps {
  step: KioskStep;
  dispatch: Dispatch<KioskAction>;
  currency: string;
  /** Every size the store's templates offer: a size not on the floor can still be reserved. */
  sizes: readonly string[];
}

/** spec 000 §2.4: the product detail, the checkout and Reserve Mine steps, and the confirmation. */
export function KioskDetailModal({ step, dispatch, currency, sizes }: KioskDetailModalProps) {
  const isOpen = step.kind !== 'closed';
  return (
    <Dialog
      open={isOpen}
      onClose={() => dispatch({ type: 'close' })}
      footer={null}
      width={960}
      className="kiosk-modal"
      title={step.kind === 'closed' ? null : step.product.title}
    >
      {step.kind === 'detail' && (
        <DetailStep step={step} dispatch={dispatch} currency={currency} sizes={sizes} />
      )}
      {(step.kind === 'checkout' || step.kind === 'reserve') && (
        <CustomerStep step={step} dispatch={dispatch} currency={currency} />
      )}
      {step.kind === 'confirmed' && (
        <div className="kiosk-confirmed" data-testid="kiosk-confirmed">
          <CheckCircleFilledIcon className="kiosk-confirmed__icon" />
          <h2>{step.order === 'hold' ? shopperCopy.kiosk.confirmed : shopperCopy.kiosk.reservedTitle}</h2>
          <p>
            {step.product.title} · {step.size}
          </p>
          <Button
            type="primary"
            size="large"
            className="kiosk-big"
            onClick={() => dispatch({ type: 'close' })}
          >
            {shopperCopy.kiosk.done}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

function ProductHeading({ product }: { product: ShopperProduct }) {
  return (
    <div className="kiosk-detail__product">
      <div className="kiosk-detail__image">
        {product.image ? <img src={product.image} alt="" /> : <span aria-hidden>👟</span>}
      </div>
      <div>
        <div className="shopper-card__brand">{product.brand}</div>
        <div className="kiosk-detail__sku">{product.sku}</div>
      </div>
    </div>
  );
}

function DetailStep({
  step,
  dispatch,
  currency,
  sizes,
}: {
  step: Extract<KioskStep, { kind: 'detail' }>;
  dispatch: Dispatch<KioskAction>;
  currency: string;
  sizes: readonly string[];
}) {
  const { product, size } = step;
  const stock = useStockLookupQuery(size === null ? null : { productId: product.id, option1Value: size });
  const pricesBySize = new Map(product.sizes.map((entry) => [entry.option1Value.toLowerCase(), entry.price]));
  // Every size in the size rules' order (a size not on the floor can be reserved), the product's own
  // sizes priced; a size only the product has comes last.
  const known = new Set(sizes.map((value) => value.toLowerCase()));
  const choices = [
    ...sizes,
    ...product.sizes.map((entry) => entry.option1Value).filter((value) => !known.has(value.toLowerCase())),
  ];
  const current = stock.data && size !== null ? stock.data : null;
  const price = current
    ? (current.relatedInventories.find((item) => item.id === current.holdItemId)?.price ?? null)
    : null;

  return (
    <div className="kiosk-detail">
      <ProductHeading product={product} />
      <div className="kiosk-detail__sizes">
        <h3>{shopperCopy.kiosk.chooseSize}</h3>
        <div className="kiosk-buttons kiosk-buttons--sizes" role="group" aria-label="Sizes">
          {choices.map((value) => {
            const sizePrice = pricesBySize.get(value.toLowerCase());
            return (
              <Button
                key={value}
                size="large"
                type={value === size ? 'primary' : 'default'}
                aria-pressed={value === size}
                className={`kiosk-size${sizePrice === undefined ? '' : ' kiosk-size--on-floor'}`}
                onClick={() => dispatch({ type: 'chooseSize', size: value })}
              >
                <span className="kiosk-size__value">{value}</span>
                {sizePrice !== undefined && (
                  <span className="kiosk-size__price">{formatMoney(sizePrice, currency)}</span>
                )}
              </Button>
            );
          })}
        </div>
      </div>
      <div className="kiosk-detail__actions">
        {size === null ? null : stock.isPending ? (
          <Spinner />
        ) : stock.error ? (
          <Alert type="error" showIcon message={stock.error.message} />
        ) : current?.inStock && current.holdItemId !== null ? (
          <Button
            type="primary"
            size="large"
            block
            className="kiosk-big"
            onClick={() =>
              dispatch({ type: 'startCheckout', itemId: current.holdItemId as number, price: price ?? 0 })
            }
          >
            {shopperCopy.kiosk.inStock}
            {price !== null && ` · ${formatMoney(price, currency)}`}
          </Button>
        ) : current ? (
          <Button
            size="large"
            block
            className="kiosk-big kiosk-big--reserve"
            onClick={() => dispatch({ type: 'reserve', price: current.reservePrice })}
          >
            {shopperCopy.kiosk.outOfStock} · {formatMoney(current.reservePrice, currency)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function CustomerStep({
  step,
  dispatch,
  currency,
}: {
  step: Extract<KioskStep, { kind: 'checkout' | 'reserve' }>;
  dispatch: Dispatch<KioskAction>;
  currency: string;
}) {
  const [form, setForm] = useState<ReserveForm>(EMPTY_RESERVE_FORM);
  const [isInvalid, setIsInvalid] = useState(false);
  const hold = useHoldItemMutation();
  const reserve = useReserveMutation();
  const isPending = hold.isPending || reserve.isPending;
  const isHold = step.kind === 'checkout';

  const onFailed = () => {
    notify.error(notices.reserveOrderFailed);
    dispatch({ type: 'failed' });
  };
  const submit = () => {
    const customer = reserveCustomerOf(form);
    if (!customer) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    const onSuccess = () => dispatch({ type: 'ordered' });
    if (step.kind === 'checkout') {
      hold.mutate(
        {
          draftOrder: {
            inventories: [step.itemId],
            customer,
            note: `Kiosk: ${step.product.title}, size ${step.size}`,
          },
        },
        { onSuccess, onError: onFailed },
      );
    } else {
      reserve.mutate(
        {
          customer,
          line_items: [
            {
              quantity: 1,
              variant_id: step.product.id,
              title: step.product.title,
              price: step.price,
              option: { option1: step.size, option2: null },
            },
          ],
          note: `option1: ${step.size}, option2: , price: ${step.price}`,
        },
        { onSuccess, onError: onFailed },
      );
    }
  };

  return (
    <form
      className="kiosk-detail"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ProductHeading product={step.product} />
      <h3 className="kiosk-step-title">
        {isHold ? shopperCopy.kiosk.checkoutTitle : shopperCopy.kiosk.reserveMine} · {step.size} ·{' '}
        {formatMoney(step.price, currency)}
      </h3>
      <CustomerFields
        value={form}
        onChange={(next) => {
          setForm(next);
          setIsInvalid(false);
        }}
        idPrefix={isHold ? 'hold' : 'reserve'}
      />
      {isInvalid && <Alert type="error" showIcon message={validation.reserve.invalidCustomer} />}
      <div className="kiosk-detail__nav">
        <Button
          size="large"
          className="kiosk-big"
          onClick={() => dispatch({ type: 'back' })}
          disabled={isPending}
        >
          Back
        </Button>
        <Button type="primary" size="large" htmlType="submit" className="kiosk-big" loading={isPending}>
          {isHold ? shopperCopy.kiosk.holdFor : shopperCopy.kiosk.next}
        </Button>
      </div>
    </form>
  );
}
