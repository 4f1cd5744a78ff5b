import { Alert, Checkbox, InputNumber, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { type Order, type ReturnDestination } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/domain/sale';
import { isApiError } from '@renderer/api/api-error';
import { notify } from '@renderer/ui/notify';
import {
  defaultRefundMethod,
  isReturnAfterPayout,
  PAYMENT_METHOD_LABELS,
  paidOutWarnings,
  refundFor,
  returnableLines,
} from './order-return';
import { useReturnOrderMutation } from './queries';

interface ReturnDialogProps {
  order: Order;
  currency: string;
  /** "Consigner", or "Seller" in a buying store. */
  ownerLabel: string;
  onClose: () => void;
}

/**
 * Return (issue 15 "Returns"): the clerk picks the order's lines not returned yet, where each goes
 * (back on the floor, Active, or back to its consigner, Withdrawn), the refund's method and amount
 * (the lines' sale price and tax, which may be lowered). A line whose consigner was already paid is
 * said BEFORE confirming; confirming then charges the payout back (confirmPaidOut). Rendered while
 * open, so each opening starts afresh.
 */
export function ReturnDialog({ order, currency, ownerLabel, onClose }: ReturnDialogProps) {
  const lines = returnableLines(order);
  const [destinations, setDestinations] = useState<Map<number, ReturnDestination>>(
    () => new Map(lines.length === 1 ? [[lines[0].inventoryId, 'Active']] : []),
  );
  const [method, setMethod] = useState<PaymentMethod>(() => defaultRefundMethod(order));
  const [amount, setAmount] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The API asked about a payout the dialog did not know of (paid after it opened): now it was said.
  const [isPayoutAsked, setPayoutAsked] = useState(false);
  const returnOrder = useReturnOrderMutation(order.id);
  const money = (value: number) => formatMoney(value, currency);

  const chosen = lines.filter((line) => destinations.has(line.inventoryId));
  const fullRefund = refundFor(chosen);
  // Until the clerk types an amount, the refund follows the chosen lines.
  const refund = amount === null ? fullRefund : Math.min(amount, fullRefund);
  const warnings = paidOutWarnings(chosen, money);

  const choose = (inventoryId: number, to: ReturnDestination | null) => {
    setDestinations((current) => {
      const next = new Map(current);
      if (to === null) next.delete(inventoryId);
      else next.set(inventoryId, to);
      return next;
    });
    setAmount(null);
    setRefusal(null);
    setPayoutAsked(false);
  };

  const confirm = () =>
    returnOrder.mutate(
      {
        items: chosen.map((line) => ({
          inventoryId: line.inventoryId,
          to: destinations.get(line.inventoryId)!,
        })),
        refund: { method, amount: refund },
        // The warning above was on screen when the clerk confirmed.
        confirmPaidOut: warnings.length > 0 || isPayoutAsked ? true : undefined,
      },
      {
        onSuccess: () => {
          notify.success(
            `Returned ${chosen.length} item${chosen.length === 1 ? '' : 's'}; refunded ${money(refund)} (${PAYMENT_METHOD_LABELS[method].toLowerCase()}).`,
          );
          onClose();
        },
        onError: (error) => {
          setRefusal(error.message);
          setPayoutAsked(isApiError(error) && error.status === 409 && isReturnAfterPayout(error.message));
        },
      },
    );

  return (
    <Modal
      open
      title={`Return items of order ${order.name}`}
      okText={chosen.length > 0 ? `Return ${chosen.length} item${chosen.length === 1 ? '' : 's'}` : 'Return'}
      okButtonProps={{ disabled: chosen.length === 0, danger: warnings.length > 0 }}
      confirmLoading={returnOrder.isPending}
      onCancel={onClose}
      onOk={confirm}
      width={640}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ul className="return-dialog__lines" aria-label="Items to return">
          {lines.map((line) => {
            const to = destinations.get(line.inventoryId);
            return (
              <li key={line.inventoryId} className="return-dialog__line">
                <Checkbox
                  checked={to !== undefined}
                  onChange={(event) => choose(line.inventoryId, event.target.checked ? 'Active' : null)}
                >
                  <strong>{line.title}</strong> <span className="product-card__sku">{line.code}</span>
                  {line.size ? ` · Size ${line.size}` : ''} · {money(line.salePrice)}
                </Checkbox>
                <Radio.Group
                  aria-label={`Where ${line.code} goes`}
                  optionType="button"
                  size="small"
                  disabled={to === undefined}
                  value={to ?? 'Active'}
                  onChange={(event) => choose(line.inventoryId, event.target.value as ReturnDestination)}
                  options={[
                    { value: 'Active', label: 'Back on the floor' },
                    { value: 'Withdrawn', label: `Back to the ${ownerLabel.toLowerCase()}` },
                  ]}
                />
              </li>
            );
          })}
        </ul>
        <div className="return-dialog__refund">
          <label className="return-dialog__field">
            <span>Refund method</span>
            <Radio.Group
              aria-label="Refund method"
              optionType="button"
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
            />
          </label>
          <label className="return-dialog__field">
            <span>Refund amount</span>
            <InputNumber<number>
              aria-label="Refund amount"
              min={0}
              max={fullRefund}
              precision={2}
              disabled={chosen.length === 0}
              value={refund}
              onChange={(value) => setAmount(value ?? 0)}
              style={{ width: 160 }}
            />
          </label>
        </div>
        {chosen.length > 0 && (
          <p className="muted" data-testid="refund-hint">
            Up to {money(fullRefund)}: what the chosen items sold for, with their tax.
          </p>
        )}
        {warnings.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="paid-out-warning"
            title={
              warnings.length === 1 ? (
                warnings[0]
              ) : (
                <ul>
                  {warnings.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )
            }
          />
        )}
        {refusal && (
          <Alert
            type={isPayoutAsked ? 'warning' : 'error'}
            showIcon
            role="alert"
            title={refusal}
            description={isPayoutAsked ? 'Confirm again to return it anyway.' : undefined}
          />
        )}
      </Space>
    </Modal>
  );
}
