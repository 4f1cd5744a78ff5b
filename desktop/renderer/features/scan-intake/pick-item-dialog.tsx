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
      title={first ? `Which ${first.product.title}, size ${first.option1Value ?? ''}?` : 'Which item?'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Cancel</Button>}
      destroyOnHidden
    >
      <ul className="scan-pick" aria-label="Matching items">
        {(items ?? []).map((item) => (
          <li key={item.id} className="scan-pick__item">
            <div className="scan-pick__facts">
              <strong>{formatMoneyOrDash(item.price, currency)}</strong>
              <span>Listed {new Date(item.createdAt).toLocaleDateString()}</span>
              <span className="scan-pick__code">{item.code}</span>
              {item.option2Value && <span>{item.option2Value}</span>}
            </div>
            <Button type="primary" aria-label={`Add ${item.code}`} onClick={() => onPick(item)}>
              Add
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
