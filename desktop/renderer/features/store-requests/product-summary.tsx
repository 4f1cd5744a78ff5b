import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../ui/product-image';

/** The head of a request card: the product's image, its title (opening the product) and SKU, and an action. */
export function ProductSummary({
  product,
  action,
}: {
  product: { id: number; title: string; sku: string; image: string | null };
  action?: ReactNode;
}) {
  return (
    <div className="request-item__head">
      <ProductImage src={product.image} alt="" className="product-thumb" />
      <div className="request-item__text">
        <Link to={`/products/${product.id}`} className="request-item__title">
          {product.title}
        </Link>
        <span className="product-card__sku muted">{product.sku}</span>
      </div>
      {action}
    </div>
  );
}
