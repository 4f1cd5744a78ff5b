import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { type Order } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { customerName } from './cart';
import { PAYMENT_METHOD_LABELS } from './checkout-panel';

interface SaleCompleteProps {
  order: Order;
  currency: string;
  /** Print / Email receipt for the order. */
  receipt: ReactNode;
  onNewSale: () => void;
}

/**
 * After the sale: the order's name and total, the change to hand back (big: the cashier reads it
 * from arm's length with the drawer open), the receipt, and New sale (focused: Enter starts it).
 */
export function SaleComplete({ order, currency, receipt, onNewSale }: SaleCompleteProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <section className="register-done" aria-label="Sale complete" data-testid="sale-complete">
      <CheckCircleFilled className="register-done__icon" aria-hidden />
      <h2 className="register-done__title">
        Sale complete: <Link to={`/orders/${order.id}`}>Order {order.name}</Link>
      </h2>
      {order.customer && <p className="register-done__customer">{customerName(order.customer)}</p>}
      <dl className="register-done__figures">
        <div>
          <dt>Total</dt>
          <dd data-testid="sale-total">{money(order.total)}</dd>
        </div>
        {order.change > 0 ? (
          <div className="register-done__change">
            <dt>Change due</dt>
            <dd data-testid="sale-change">{money(order.change)}</dd>
          </div>
        ) : (
          <div>
            <dt>Change due</dt>
            <dd data-testid="sale-change">None</dd>
          </div>
        )}
      </dl>
      <ul className="register-done__payments">
        {order.payments
          .filter((payment) => payment.kind === 'payment')
          .map((payment) => (
            <li key={payment.id}>
              {PAYMENT_METHOD_LABELS[payment.method]} {money(payment.amount)}
            </li>
          ))}
      </ul>
      <div className="register-done__receipt">{receipt}</div>
      <Button type="primary" size="large" icon={<PlusOutlined />} autoFocus onClick={onNewSale}>
        New sale
      </Button>
    </section>
  );
}
