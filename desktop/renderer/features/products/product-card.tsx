import { Card } from 'antd';
import { Link } from 'react-router';
import { type Product } from '@shared/contracts/products';
import { ProductImage } from '../../ui/product-image';
import './products.css';

/** One product in the products grid: image, title, SKU and brand; opens the product. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Link
      to={`/products/${product.id}`}
      className="product-card"
      aria-label={`${product.title}, ${product.sku}`}
    >
      <Card hoverable cover={<ProductImage src={product.image} alt="" className="product-card__image" />}>
        <div className="product-card__title">{product.title}</div>
        <div className="product-card__meta">
          <span className="product-card__sku">{product.sku}</span>
          <span>{product.brand}</span>
        </div>
      </Card>
    </Link>
  );
}
