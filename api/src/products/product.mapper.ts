import {
  type DuplicateProduct,
  type Product as ProductResponse,
  type ProductGtin as ProductGtinResponse,
} from '@shared/contracts/products';
import { type ProductGtin } from './product-gtin.entity';
import { type Product } from './product.entity';

export function toProductResponse(product: Product, gtins: ProductGtin[]): ProductResponse {
  return {
    id: product.id,
    storeId: product.storeId,
    title: product.title,
    brand: product.brand,
    category: product.category,
    sku: product.sku,
    image: product.image,
    imageList: product.imageList,
    productTemplateId: product.productTemplateId,
    gender: product.gender,
    year: product.year,
    color: product.color,
    GTIN: gtins.map(toGtinResponse),
    stockXId: product.stockXId,
    shopifyId: product.shopifyId,
    isSubmitted: product.isSubmitted,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

function toGtinResponse(gtin: ProductGtin): ProductGtinResponse {
  return { size: gtin.size, gtin: gtin.gtin };
}

export function toDuplicateProduct(product: Product): DuplicateProduct {
  return { id: product.id, image: product.image, title: product.title, sku: product.sku };
}
