import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Spin } from 'antd';
import { type Order } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { customerName, expiresIn } from './cart';

interface HoldsDrawerProps {
  open: boolean;
  holds: Order[] | undefined;
  isLoading: boolean;
  error: Error | null;
  currency: string;
  /** The hold the cart is completing now, if any. */
  openHoldId: number | null;
  onOpen: (order: Order) => void;
  onCancel: (order: Order) => void;
  onClose: () => void;
  /** Once it has gone: the register gives the focus back to its scan field. */
  onAfterClose: () => void;
}

/**
 * The kiosk holds waiting at the register (GET /api/orders/holds), oldest first: the customer's name,
 * the items, when the hold runs out. Open fills the cart with it; Cancel hold puts its items back on
 * sale.
 */
export function HoldsDrawer({
  open,
  holds,
  isLoading,
  error,
  currency,
  openHoldId,
  onOpen,
  onCancel,
  onClose,
  onAfterClose,
}: HoldsDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(isOpen) => {
        if (!isOpen) onAfterClose();
      }}
      title="Kiosk holds"
      placement="right"
      size={440}
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {isLoading && <Spin />}
      {holds && holds.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No kiosk holds are waiting." />
      )}
      <ul className="register-holds" aria-label="Kiosk holds">
        {holds?.map((hold) => (
          <li key={hold.id} className="register-hold" data-testid="register-hold" data-order={hold.name}>
            <div className="register-hold__head">
              <strong className="register-hold__customer">
                {hold.customer ? customerName(hold.customer) : 'No customer'}
              </strong>
              <span className="register-hold__name">{hold.name}</span>
            </div>
            <ul className="register-hold__items">
              {hold.lineItems.map((line) => (
                <li key={line.id}>
                  <span>
                    {line.title}
                    {line.size ? `, ${line.size}` : ''} <span className="muted">({line.code})</span>
                  </span>
                  <span>{formatMoney(line.price, currency)}</span>
                </li>
              ))}
            </ul>
            <div className="register-hold__foot">
              <span className="muted">
                <ClockCircleOutlined aria-hidden /> Expires {expiresIn(hold.holdExpiresAt)}
              </span>
              <strong>{formatMoney(hold.total, currency)}</strong>
            </div>
            <div className="register-hold__actions">
              <Button danger onClick={() => onCancel(hold)}>
                Cancel hold
              </Button>
              <Button type="primary" disabled={hold.id === openHoldId} onClick={() => onOpen(hold)}>
                {hold.id === openHoldId ? 'In the cart' : 'Open'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
