import { useRef, useState } from 'react';
import { INTAKE_ROW_QUANTITY_MAX, MONEY_MAX } from '@shared/constants';
import { formatMoney } from '@shared/domain/money-format';
import { firstUnpricedLine, type OfferSummary } from '@shared/domain/offer-summary';
import { notices, validation } from '@shared/messages';
import { Alert, Button, Empty, NumberInput } from '../../ui/light';
import { DeleteIcon, PlusIcon } from '../../ui/light/shop-icons';
import { ProductImage } from '../../ui/product-image';
import { type OfferItem } from './offer';

const copy = notices.buyAndSellScreens;

interface OfferItemsStepProps {
  items: OfferItem[];
  onItems: (update: (items: OfferItem[]) => OfferItem[]) => void;
  summary: OfferSummary;
  currency: string;
  onAddProducts: () => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2, first part (spec 000 §2.4; 001 §5): each item's quantity (at least 1) and requested price,
 * in one list (model, SKU, size, price, quantity, delete) rather than one item per screen, so a
 * seller sees the whole offer. Next goes on only when no item is left at price 0, and otherwise
 * takes the seller to the first one that is.
 */
export function OfferItemsStep({
  items,
  onItems,
  summary,
  currency,
  onAddProducts,
  onBack,
  onNext,
}: OfferItemsStepProps) {
  const [isPriceChecked, setIsPriceChecked] = useState(false);
  const priceInputs = useRef(new Map<string, HTMLInputElement>());

  const update = (key: string, patch: Partial<OfferItem>) =>
    onItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const remove = (key: string) => onItems((current) => current.filter((item) => item.key !== key));

  const unpriced = firstUnpricedLine(items);
  const next = () => {
    setIsPriceChecked(true);
    if (unpriced < 0) {
      onNext();
      return;
    }
    priceInputs.current.get(items[unpriced].key)?.focus();
  };

  return (
    <section className="buy-sell__step buy-sell__step--narrow" aria-labelledby="buy-sell-step-items">
      <h2 id="buy-sell-step-items" className="visually-hidden">
        {copy.steps[1]}
      </h2>
      <p className="buy-sell__muted">
        Set how many you have of each item and the price you want for each one.
      </p>
      {items.length === 0 ? (
        <Empty description={copy.noItems} />
      ) : (
        <ul className="buy-sell__items" aria-label="Items">
          {items.map((item) => {
            const name = `${item.title}, size ${item.size}`;
            const isPriceMissing =
              isPriceChecked && !(item.requestedPrice !== null && item.requestedPrice > 0);
            return (
              <li key={item.key} className="buy-sell__item" aria-label={name}>
                <ProductImage src={item.image} alt="" className="buy-sell__item-image" />
                <div className="buy-sell__item-what">
                  <strong className="buy-sell__item-model">{item.title}</strong>
                  <span className="buy-sell__muted">SKU {item.sku}</span>
                  <span>Size {item.size}</span>
                </div>
                <label className="buy-sell__item-field">
                  <span className="buy-sell__item-label">Price ({currency})</span>
                  <NumberInput
                    ref={(input) => {
                      if (input) priceInputs.current.set(item.key, input);
                      else priceInputs.current.delete(item.key);
                    }}
                    aria-label={`Price for ${name}`}
                    inputMode="decimal"
                    min={0}
                    max={MONEY_MAX}
                    precision={2}
                    placeholder="0.00"
                    status={isPriceMissing ? 'error' : undefined}
                    value={item.requestedPrice}
                    onChange={(value) => update(item.key, { requestedPrice: value })}
                  />
                </label>
                <label className="buy-sell__item-field buy-sell__item-field--quantity">
                  <span className="buy-sell__item-label">Quantity</span>
                  <NumberInput
                    aria-label={`Quantity of ${name}`}
                    inputMode="numeric"
                    min={1}
                    max={INTAKE_ROW_QUANTITY_MAX}
                    precision={0}
                    value={item.quantity}
                    // spec 001 §5: at least 1; an emptied box keeps 1 rather than an item of no quantity.
                    onChange={(value) => update(item.key, { quantity: value ?? 1 })}
                  />
                </label>
                <Button
                  type="text"
                  danger
                  className="buy-sell__item-delete"
                  icon={<DeleteIcon />}
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(item.key)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Button type="link" icon={<PlusIcon />} className="buy-sell__add-products" onClick={onAddProducts}>
        Add Products
      </Button>
      {isPriceChecked && unpriced >= 0 && (
        <Alert type="error" showIcon message={validation.buyAndSell.priceRequired} />
      )}
      <dl className="buy-sell__figures buy-sell__figures--inline">
        <div>
          <dt>Items</dt>
          <dd>{summary.count}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{formatMoney(summary.cost, currency)}</dd>
        </div>
        <div>
          <dt>Total value</dt>
          <dd data-testid="offer-value">{formatMoney(summary.totalValue, currency)}</dd>
        </div>
      </dl>
      <nav className="buy-sell__nav" aria-label="Steps">
        <Button size="large" onClick={onBack}>
          Back
        </Button>
        <Button type="primary" size="large" disabled={items.length === 0} onClick={next}>
          Next
        </Button>
      </nav>
    </section>
  );
}
