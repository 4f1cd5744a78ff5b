import { Link } from 'react-router';
import { SKU_CUT_TABLE } from '@shared/constants';
import { type SoldItemRow } from '@shared/contracts/orders';
import { formatMoney } from '@shared/domain/money-format';
import { cutSku } from '@shared/domain/sku';
import { ProductImage } from '../../ui/product-image';

/** The bits the /findOrders table and cards show the same way. */

/** spec 000 §2.3 Orders "Name": the image, the title, and the code and SKU (cut to 12 with an ellipsis). */
export function SoldItemName({ row }: { row: SoldItemRow }) {
  return (
    <span className="sold-item__name">
      <ProductImage src={row.image} alt="" className="product-thumb" />
      <span>
        <span className="sold-item__title">{row.title}</span>
        <br />
        <span className="product-card__sku muted">
          {row.code} ·{' '}
          <span title={row.sku} data-testid="sold-item-sku">
            {cutSku(row.sku, SKU_CUT_TABLE)}
          </span>
        </span>
      </span>
    </span>
  );
}

/** The owner, linking to their page (spec 000 §2.3: consigners/{consignerId}). */
export function SoldItemOwner({ row }: { row: SoldItemRow }) {
  if (!row.consigner) return <>—</>;
  return <Link to={`/consigners/${row.consigner.id}`}>{row.consigner.name}</Link>;
}

/** spec 000 §6: a store account's item shows what it cost, not a payout. */
export function SoldItemPayout({ row, currency }: { row: SoldItemRow; currency: string }) {
  return (
    <span>
      {formatMoney(row.payout, currency)}
      {row.payoutLabel === 'Cost' && <span className="muted"> cost</span>}
    </span>
  );
}

export function ViewOrderLink({ row }: { row: SoldItemRow }) {
  return (
    <Link to={`/orders/${row.orderId}`} aria-label={`View order ${row.orderName} (${row.code})`}>
      VIEW
    </Link>
  );
}
