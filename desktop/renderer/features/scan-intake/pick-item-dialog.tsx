import { Button, Modal } from 'antd';
import { type InventoryItem } from '@shared/contracts/inventories';
import { formatMoneyOrDash } from '@shared/domain/money-format';

/**
 * Several of the consigner's items match a scanned barcode (spec 000 §2.3: "More than one opens a
 * picker"): the clerk picks the one in hand by its price, the day it was listed and its code.
 */
export function PickItemDialog({
  items,
  currency,
  onPick,
  onClose,
}: {
  items: readonly InventoryItem[] | null;
  currency: string;
  onPick: (item: InventoryItem) => void;
  onClose: () => void;
}) {
  const first = items?.[0];
  return (
    <Modal
      open={items !== null}
      title="Which pair is it?"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cancel</Button>}
      destroyOnHidden
    >
      {first && (
        <p>
          {first.product.title}, {first.option1Value}: {items?.length} waiting in Drop off pending.
        </p>
      )}
      <ul className="scan-pick" aria-label="Matching items">
        {(items ?? []).map((item, index) => (
          <li key={item.id} className="scan-pick__item">
            <div className="scan-pick__facts">
              <strong>{formatMoneyOrDash(item.price, currency)}</strong>
              <span>Listed {new Date(item.createdAt).toLocaleDateString()}</span>
              <span className="scan-pick__code">{item.code}</span>
              {item.option2Value && <span>{item.option2Value}</span>}
            </div>
            <Button
              type="primary"
              aria-label={`Add ${item.code}`}
              // The oldest pair has the focus: Enter takes it, Tab moves on to the next.
              autoFocus={index === 0}
              onClick={() => onPick(item)}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
