import { CheckOutlined, CloseOutlined, PercentageOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { fromCents, toCents } from '@shared/domain/money';
import { formatMoney } from '@shared/domain/money-format';
import { type Discount, type PaymentMethod, type SaleTotals, type Settlement } from '@shared/domain/sale';
import { type CartPayment, quickCashAmounts } from './cart';
import { discountLabel } from './cart-lines';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

/** checkoutRequest takes at most this many payments. */
const MAX_PAYMENTS = 10;

interface CheckoutPanelProps {
  totals: SaleTotals | null;
  settlement: Settlement;
  currency: string;
  isTaxCharged: boolean;
  taxRatePercent: number;
  cartDiscount: Discount | null;
  payments: readonly CartPayment[];
  /** The customer card, above the totals. */
  customer: ReactNode;
  /** Why the sale cannot complete yet (a refusal of the last try, a payment problem), or null. */
  problem: ReactNode;
  canComplete: boolean;
  isCompleting: boolean;
  /** Adds a payment, or says why not (checkPayments). */
  onAddPayment: (method: PaymentMethod, amountCents: number) => string | null;
  /** The Enter under way ends a scan that landed in the amount: it adds the item, not a payment. */
  isScanEnter: () => boolean;
  onRemovePayment: (id: string) => void;
  onCartDiscount: () => void;
  onComplete: () => void;
}

/**
 * The right side of the register: customer, totals (tax as its own line when the store charges it),
 * payments split across cash, card and other, change due, and Complete sale once the payments cover
 * the total.
 */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { totals, settlement, currency, payments } = props;
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  const totalCents = totals?.totalCents ?? 0;
  const hasLines = totals !== null && totals.lines.length > 0;

  return (
    <aside className="register-checkout" aria-label="Checkout">
      {props.customer}
      <section className="register-totals" aria-label="Totals">
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="register-subtotal">{money(totals?.subtotalCents ?? 0)}</dd>
          </div>
          <div>
            <dt>
              Discount
              <Button
                type="link"
                size="small"
                icon={<PercentageOutlined />}
                disabled={!hasLines}
                onClick={props.onCartDiscount}
              >
                {props.cartDiscount ? `Cart ${discountLabel(props.cartDiscount, currency)}` : 'Cart discount'}
              </Button>
            </dt>
            <dd data-testid="register-discount">
              {(totals?.discountCents ?? 0) > 0 ? `−${money(totals?.discountCents ?? 0)}` : money(0)}
            </dd>
          </div>
          {props.isTaxCharged && (
            <div>
              <dt>Tax ({props.taxRatePercent} %)</dt>
              <dd data-testid="register-tax">{money(totals?.taxCents ?? 0)}</dd>
            </div>
          )}
          <div className="register-totals__total">
            <dt>Total</dt>
            <dd data-testid="register-total">{money(totalCents)}</dd>
          </div>
        </dl>
      </section>
      {/* Once the payments cover the total there is nothing left to take: remove one to change it. */}
      {!(hasLines && settlement.isCovered && payments.length > 0) && (
        <PaymentEntry
          key={totalCents}
          dueCents={settlement.dueCents}
          currency={currency}
          isDisabled={!hasLines || payments.length >= MAX_PAYMENTS}
          onAdd={props.onAddPayment}
          isScanEnter={props.isScanEnter}
        />
      )}
      {payments.length > 0 && (
        <ul className="register-payments" aria-label="Payments">
          {payments.map((payment) => (
            <li key={payment.id} data-testid="register-payment" data-method={payment.method}>
              <span>{PAYMENT_METHOD_LABELS[payment.method]}</span>
              <strong>{money(payment.amountCents)}</strong>
              <Button
                type="text"
                danger
                icon={<CloseOutlined />}
                aria-label={`Remove ${PAYMENT_METHOD_LABELS[payment.method]} payment of ${money(payment.amountCents)}`}
                onClick={() => props.onRemovePayment(payment.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="register-settle" aria-live="polite">
        {settlement.changeCents > 0 ? (
          <div className="register-settle__change">
            <span>Change due</span>
            <strong data-testid="register-change">{money(settlement.changeCents)}</strong>
          </div>
        ) : (
          <div className="register-settle__due" data-covered={settlement.isCovered && hasLines}>
            <span>{settlement.isCovered && hasLines ? 'Paid in full' : 'Due'}</span>
            <strong data-testid="register-due">{money(settlement.dueCents)}</strong>
          </div>
        )}
        {settlement.paidCents > 0 && (
          <span className="muted">
            Paid <span data-testid="register-paid">{money(settlement.paidCents)}</span>
          </span>
        )}
      </div>
      {props.problem}
      <Button
        type="primary"
        size="large"
        block
        className="register-complete"
        icon={<CheckOutlined />}
        disabled={!props.canComplete}
        loading={props.isCompleting}
        onClick={props.onComplete}
      >
        Complete sale
      </Button>
    </aside>
  );
}

/**
 * The method and amount of the next payment: the amount starts at what is due (the `key` of the
 * caller starts it afresh when the total changes), cash offers the quick amounts, Enter adds.
 */
function PaymentEntry({
  dueCents,
  currency,
  isDisabled,
  onAdd,
  isScanEnter,
}: {
  dueCents: number;
  currency: string;
  isDisabled: boolean;
  onAdd: CheckoutPanelProps['onAddPayment'];
  isScanEnter: () => boolean;
}) {
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [typed, setTyped] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = typed ?? (dueCents > 0 ? fromCents(dueCents) : null);

  const add = (cents: number | null) => {
    if (cents === null) return;
    const refusal = onAdd(method, cents);
    setProblem(refusal);
    if (!refusal) setTyped(null);
  };

  return (
    <section className="register-pay" aria-label="Payment">
      <Segmented<PaymentMethod>
        block
        size="large"
        aria-label="Payment method"
        value={method}
        onChange={(next) => {
          setMethod(next);
          setProblem(null);
        }}
        options={(['cash', 'card', 'other'] as const).map((value) => ({
          label: PAYMENT_METHOD_LABELS[value],
          value,
        }))}
      />
      <form
        className="register-pay__entry"
        onSubmit={(event) => {
          event.preventDefault();
          // The scanned code typed into the amount is not an amount: it goes, and nothing is added.
          if (isScanEnter()) {
            setTyped(null);
            return;
          }
          add(amount === null ? null : toCents(amount));
        }}
      >
        <InputNumber
          size="large"
          aria-label="Payment amount"
          data-testid="payment-amount"
          min={0}
          precision={2}
          style={{ width: '100%' }}
          value={amount}
          disabled={isDisabled}
          onChange={(next) => {
            setTyped(next);
            setProblem(null);
          }}
        />
        <Button size="large" htmlType="submit" disabled={isDisabled || amount === null || amount <= 0}>
          Add {PAYMENT_METHOD_LABELS[method].toLowerCase()}
        </Button>
      </form>
      {method === 'cash' && dueCents > 0 && !isDisabled && (
        <div className="register-pay__quick" aria-label="Quick cash">
          {quickCashAmounts(dueCents).map((cents, index) => (
            <Button key={cents} size="large" onClick={() => add(cents)}>
              {index === 0
                ? `Exact ${formatMoney(fromCents(cents), currency)}`
                : formatMoney(fromCents(cents), currency)}
            </Button>
          ))}
        </div>
      )}
      {problem && <Alert type="error" showIcon title={problem} />}
    </section>
  );
}
