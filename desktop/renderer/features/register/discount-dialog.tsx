import { Alert, Button, InputNumber, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { fromCents } from '@shared/domain/money';
import { type Discount, type DiscountType } from '@shared/domain/sale';
import { discountOf } from './cart';

export interface DiscountTarget {
  /** The line's inventory id, or null for the whole cart. */
  inventoryId: number | null;
  /** What the dialog's title names: the item, or "the cart". */
  label: string;
  current: Discount | null;
}

interface DiscountDialogProps {
  target: DiscountTarget | null;
  currency: string;
  /** checkSale's refusal of this discount in this cart, or null. */
  problemOf: (discount: Discount | null) => string | null;
  onApply: (discount: Discount | null) => void;
  onClose: () => void;
  /** Once it has gone: the register gives the focus back to its scan field, not to the button. */
  onAfterClose: () => void;
}

/**
 * A discount on one line or on the whole cart: an amount or a percent. Enter applies, Esc closes;
 * what checkSale refuses is said here, before anything is sent.
 */
export function DiscountDialog({
  target,
  currency,
  problemOf,
  onApply,
  onClose,
  onAfterClose,
}: DiscountDialogProps) {
  return (
    <Modal
      open={target !== null}
      focusTriggerAfterClose={false}
      afterClose={onAfterClose}
      title={target ? `Discount: ${target.label}` : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={420}
    >
      {target && (
        <DiscountForm
          key={`${target.inventoryId}`}
          target={target}
          currency={currency}
          problemOf={problemOf}
          onApply={onApply}
        />
      )}
    </Modal>
  );
}

function DiscountForm({
  target,
  currency,
  problemOf,
  onApply,
}: Omit<DiscountDialogProps, 'target' | 'onClose' | 'onAfterClose'> & { target: DiscountTarget }) {
  const { current } = target;
  const [type, setType] = useState<DiscountType>(current?.type ?? 'percent');
  const [value, setValue] = useState<number | null>(
    current ? (current.type === 'amount' ? fromCents(current.cents) : current.percent) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);

  const apply = () => {
    const discount = discountOf(type, value);
    const refusal = problemOf(discount);
    setProblem(refusal);
    if (!refusal) onApply(discount);
  };

  return (
    <form
      className="register-discount"
      aria-label="Discount"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Segmented<DiscountType>
        block
        value={type}
        onChange={(next) => {
          setType(next);
          setProblem(null);
        }}
        options={[
          { label: 'Percent', value: 'percent' },
          { label: `Amount (${currency})`, value: 'amount' },
        ]}
      />
      <InputNumber
        autoFocus
        size="large"
        aria-label={type === 'percent' ? 'Discount percent' : 'Discount amount'}
        suffix={type === 'percent' ? '%' : undefined}
        precision={2}
        style={{ width: '100%' }}
        value={value}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
      />
      {problem && <Alert type="error" showIcon title={problem} />}
      <div className="register-discount__actions">
        {current && (
          <Button danger onClick={() => onApply(null)}>
            Remove discount
          </Button>
        )}
        <Button type="primary" htmlType="submit">
          Apply
        </Button>
      </div>
    </form>
  );
}
