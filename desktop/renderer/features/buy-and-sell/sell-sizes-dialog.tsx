import { useState } from 'react';
import { SIZE_LIST_MAX_HEIGHT_PX } from '@shared/constants';
import { type OfferableProduct } from '@shared/contracts/buy-and-sell';
import { notices } from '@shared/messages';
import { Checkbox, Dialog, Empty } from '../../ui/light';
import { DialogButtons } from '../../ui/light/dialog-buttons';
import { ProductImage } from '../../ui/product-image';
import { canSellSizes } from './offer';

const copy = notices.buyAndSellScreens;

interface SellSizesDialogProps {
  product: OfferableProduct;
  onCancel: () => void;
  onSell: (sizes: string[]) => void;
}

/**
 * spec 000 §2.4 Add Inventory: the product's sizes (its template's option1 values), any number of
 * them; Sell Item adds one item per size chosen and is disabled until one is (spec 001 §5). Rendered
 * while open, so each product starts with nothing chosen.
 */
export function SellSizesDialog({ product, onCancel, onSell }: SellSizesDialogProps) {
  const [sizes, setSizes] = useState<ReadonlySet<string>>(new Set());
  // In the options' order (sorted by the size rules), whatever order they were ticked in.
  const chosen = product.sizes.filter((size) => sizes.has(size));
  const toggle = (size: string, isChecked: boolean) =>
    setSizes((current) => {
      const next = new Set(current);
      if (isChecked) next.add(size);
      else next.delete(size);
      return next;
    });
  return (
    <Dialog
      open
      title="Add Inventory"
      onClose={onCancel}
      footer={
        <DialogButtons
          okText="Sell Item"
          okDisabled={!canSellSizes(product, chosen)}
          onOk={() => onSell(chosen)}
          onCancel={onCancel}
        />
      }
    >
      <div className="buy-sell__dialog-product">
        <ProductImage src={product.image} alt="" className="buy-sell__dialog-image" />
        <div>
          <strong>{product.title}</strong>
          <div className="buy-sell__muted">
            {product.brand} · {product.sku}
          </div>
        </div>
      </div>
      {product.sizes.length === 0 ? (
        <Empty description="This product has no sizes to offer." />
      ) : (
        <fieldset className="buy-sell__sizes">
          <legend className="buy-sell__sizes-legend">{copy.chooseSizes}</legend>
          <div className="buy-sell__size-list" style={{ maxHeight: SIZE_LIST_MAX_HEIGHT_PX }}>
            {product.sizes.map((size) => (
              <Checkbox
                key={size}
                className="buy-sell__size"
                checked={sizes.has(size)}
                onChange={(isChecked) => toggle(size, isChecked)}
              >
                {size}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      )}
    </Dialog>
  );
}
