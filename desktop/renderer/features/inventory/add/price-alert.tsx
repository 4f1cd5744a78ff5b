import { WarningOutlined } from '@ant-design/icons';
import { type TableColumnType } from 'antd';
import { hasAccess } from '@shared/domain/access-controls';
import { formatMoney } from '@shared/domain/money-format';
import { isPriceAlert, priceAlertText } from '@shared/domain/price-guidance';
import { variantKey } from '@shared/domain/variant-key';
import { useMeQuery } from '../../session/queries';
import { useLowestPricesQuery } from '../shared/queries';
import './add-inventory.css';

/** A variant and its price as typed (an Add Inventory row, the wizard's one item). */
interface PricedVariant {
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
  price?: number | null;
}

/**
 * Under a price being typed: the variant's lowest active price and stock as a hint, and the store's
 * price alert (spec 001 §5) when the price is above that lowest price less warnAmount, in the store's
 * warnText or our words. Nothing while the variant has no Active stock. A warning, never a block:
 * rules and numbers in docs/price-guidance.md.
 */
export function PriceAlert({ productId, row }: { productId: number; row: PricedVariant }) {
  const profile = useMeQuery().data;
  // The lookup needs Inventory; a clerk without it sees no hint rather than a refused call.
  const canRead = !!profile && hasAccess(profile.accessControls, 'Inventory');
  const lowest = useLowestPricesQuery(productId, canRead);
  const variant = lowest.data?.get(variantKey([row.option1Value, row.option2Value, row.option3Value]));
  if (!profile || !variant) return null;
  const { store } = profile;
  const isAlert = isPriceAlert(row.price, variant.price, store.warnAmount);
  return (
    <div className="price-guidance">
      {isAlert && (
        <div role="alert" className="price-guidance__alert">
          <WarningOutlined aria-hidden /> {priceAlertText(store, variant.price)}
        </div>
      )}
      <div className="price-guidance__hint">
        Lowest active {formatMoney(variant.price, store.currency)} · {variant.qty} in stock
      </div>
    </div>
  );
}

/** The Add Inventory dialog's column beside the price: each row's hint and alert. */
export function priceAlertColumn<Row extends PricedVariant>(productId: number): TableColumnType<Row> {
  return {
    title: 'Market',
    key: 'market',
    width: 220,
    render: (_, row) => <PriceAlert productId={productId} row={row} />,
  };
}
