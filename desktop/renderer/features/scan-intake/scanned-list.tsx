import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Tag } from 'antd';
import { type ReactNode } from 'react';
import { formatMoney, formatMoneyOrDash } from '@shared/domain/money-format';
import { ProductImage } from '../../ui/product-image';
import { listTotals, type ListedItem } from './scan-intake';

/**
 * The items scanned for this consigner, newest first: product image and title, size, code, price
 * and payout, "Created" for items made here; each can be removed. The count and totals close it.
 */
export function ScannedList({
  rows,
  currency,
  onRemove,
  action,
}: {
  rows: readonly ListedItem[];
  currency: string;
  onRemove: (id: number) => void;
  /** The list's button (Save), beside the totals, which stay in view as the list grows. */
  action: ReactNode;
}) {
  const totals = listTotals(rows);
  return (
    <section aria-label="Scanned items" className="scan-list">
      {rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Scan the consigner's items to list them here."
        />
      ) : (
        <ul className="scan-list__rows">
          {rows.map(({ item, isCreated }) => (
            <li key={item.id} className="scan-list__row" data-testid="scanned-item" data-code={item.code}>
              <ProductImage src={item.product.image} alt="" className="scan-list__image" />
              <div className="scan-list__text">
                <strong className="scan-list__title">{item.product.title}</strong>
                <span className="muted">
                  {[item.option1Value, item.option2Value, item.option3Value].filter(Boolean).join(' · ')}
                  {' · '}
                  <span className="scan-list__code">{item.code}</span>
                </span>
                {isCreated && (
                  <Tag color="blue" className="scan-list__tag">
                    Created
                  </Tag>
                )}
              </div>
              <dl className="scan-list__money">
                <div>
                  <dt>Price</dt>
                  <dd>{formatMoneyOrDash(item.price, currency)}</dd>
                </div>
                <div>
                  <dt>Payout</dt>
                  <dd>{formatMoneyOrDash(item.payout, currency)}</dd>
                </div>
              </dl>
              <Button
                type="text"
                danger
                size="large"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${item.code}`}
                onClick={() => onRemove(item.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <footer className="scan-list__footer">
        <div className="scan-list__totals" data-testid="scan-totals" aria-live="polite">
          <span>
            <strong>{totals.count}</strong> {totals.count === 1 ? 'item' : 'items'}
          </span>
          <span>Price {formatMoney(totals.price, currency)}</span>
          <span>Payout {formatMoney(totals.payout, currency)}</span>
        </div>
        {action}
      </footer>
    </section>
  );
}
