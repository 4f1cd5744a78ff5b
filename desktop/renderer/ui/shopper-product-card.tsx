import { useState } from 'react';
import { PRODUCT_CARD_VISIBLE_SIZES } from '@shared/constants';
import { type ShopperProduct } from '@shared/contracts/public-pages';
import { formatMoney } from '@shared/domain/money-format';
import { shopperCopy } from '@shared/messages';
import './shopper-product-card.css';

interface ShopperProductCardProps {
  product: ShopperProduct;
  currency: string;
  /** The kiosk opens a product's detail; the catalogue only shows it. */
  onOpen?: (product: ShopperProduct) => void;
  /** The kiosk shows every size at once (a shopper taps the card for the detail). */
  showsAllSizes?: boolean;
}

/**
 * A product as shoppers see it on the catalogue and the kiosk: image, title, brand, the lowest price
 * and the sizes in stock with their prices (spec 001 §9: 3 sizes, then 'More sizes').
 */
export function ShopperProductCard({
  product,
  currency,
  onOpen,
  showsAllSizes = false,
}: ShopperProductCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const sizes =
    showsAllSizes || isExpanded ? product.sizes : product.sizes.slice(0, PRODUCT_CARD_VISIBLE_SIZES);
  const hiddenCount = product.sizes.length - PRODUCT_CARD_VISIBLE_SIZES;
  const body = (
    <>
      <div className="shopper-card__image">
        {product.image ? <img src={product.image} alt="" loading="lazy" /> : <span aria-hidden>👟</span>}
      </div>
      <div className="shopper-card__text">
        <span className="shopper-card__brand">{product.brand}</span>
        <h3 className="shopper-card__title">{product.title}</h3>
        <span className="shopper-card__price" data-testid="lowest-price">
          {product.lowestPrice === null
            ? shopperCopy.catalogue.soldOut
            : `${shopperCopy.catalogue.from} ${formatMoney(product.lowestPrice, currency)}`}
        </span>
      </div>
    </>
  );
  return (
    <article className="shopper-card" data-testid="product-card" aria-label={product.title}>
      {onOpen ? (
        <button type="button" className="shopper-card__open" onClick={() => onOpen(product)}>
          {body}
        </button>
      ) : (
        body
      )}
      {sizes.length > 0 && (
        <ul className="shopper-card__sizes" aria-label="Sizes">
          {sizes.map((size) => (
            <li key={size.option1Value}>
              <span className="shopper-card__size">{size.option1Value}</span>
              <span>{formatMoney(size.price, currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {!showsAllSizes && hiddenCount > 0 && (
        <button type="button" className="shopper-card__more" onClick={() => setIsExpanded((value) => !value)}>
          {isExpanded
            ? shopperCopy.catalogue.fewerSizes
            : `${shopperCopy.catalogue.moreSizes} (${hiddenCount})`}
        </button>
      )}
    </article>
  );
}
