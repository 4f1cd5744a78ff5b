import { CloseOutlined, PercentageOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { fromCents, toCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { type Discount, type PricedLine } from '@shared/domain/sale';
import { ProductImage } from '../../ui/product-image';
import { type CartLine } from './cart';

/** "10 %" or "$5" off. */
export function discountLabel(discount: Discount, currency: string): string {
  return discount.type === 'percent'
    ? `${discount.percent} % off`
    : `${formatMoney(fromCents(discount.cents), currency)} off`;
}

interface CartLinesProps {
  lines: readonly CartLine[];
  /** The lines as priced, by inventory id (absent while the cart cannot be priced). */
  priced: ReadonlyMap<number, PricedLine>;
  currency: string;
  /** The line scanned last: it is marked, so the cashier sees what the scan did. */
  lastAddedId: number | null;
  /** Why a line can no longer be sold (the API said so when the sale was refused). */
  lineProblems: ReadonlyMap<number, string>;
  onDiscount: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}

/** The cart: photo, title, size, code, price and its discount; each line can be discounted or removed. */
export function CartLines({
  lines,
  priced,
  currency,
  lastAddedId,
  lineProblems,
  onDiscount,
  onRemove,
}: CartLinesProps) {
  if (lines.length === 0) {
    return (
      <div className="register-cart__empty">
        <ShoppingCartOutlined aria-hidden />
        <p>Scan an item or search for it to start a sale.</p>
      </div>
    );
  }
  return (
    <ul className="register-cart__lines" aria-label="Cart">
      {lines.map((line) => {
        const { item, discount } = line;
        const sale = priced.get(item.inventoryId);
        const lineDiscountCents = sale?.lineDiscountCents ?? 0;
        const problem = lineProblems.get(item.inventoryId);
        return (
          <li
            key={item.inventoryId}
            className="register-line"
            data-testid="cart-line"
            data-code={item.code}
            data-last={item.inventoryId === lastAddedId || undefined}
            data-problem={problem ? true : undefined}
          >
            <ProductImage src={item.image} alt="" className="register-line__image" />
            <div className="register-line__text">
              <strong className="register-line__title">{item.title}</strong>
              <span className="register-line__meta">
                {item.size && <span className="register-line__size">Size {item.size}</span>}
                <span className="register-line__code">{item.code}</span>
              </span>
              {problem && (
                <span className="register-line__problem" role="alert">
                  {problem}
                </span>
              )}
            </div>
            <div className="register-line__money">
              {lineDiscountCents > 0 && (
                <s className="register-line__was muted">{formatMoney(item.price, currency)}</s>
              )}
              <strong data-testid="cart-line-price">
                {/* After the line's own discount; its share of a cart discount shows in the totals. */}
                {formatMoney(fromCents(toCents(item.price) - lineDiscountCents), currency)}
              </strong>
              {discount && (
                <span className="register-line__discount" data-testid="cart-line-discount">
                  {discountLabel(discount, currency)}
                </span>
              )}
            </div>
            <div className="register-line__actions">
              <Button
                size="large"
                icon={<PercentageOutlined />}
                aria-label={`Discount ${item.code}`}
                onClick={() => onDiscount(line)}
              />
              <Button
                size="large"
                danger
                type="text"
                icon={<CloseOutlined />}
                aria-label={`Remove ${item.code}`}
                onClick={() => onRemove(line)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
