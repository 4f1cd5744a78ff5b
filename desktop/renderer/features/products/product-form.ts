import { type Product, type ProductGtin, type ProductRequest } from '@shared/contracts/products';

/** The product form as the clerk fills it: the images are one list, the first being the main image. */
export interface ProductFormValues {
  images: string[];
  title?: string;
  sku?: string;
  brand?: string;
  category?: string;
  gender?: string;
  productTemplateId?: number;
  stockXId?: string;
  shopifyId?: string;
  year?: string;
  color?: string;
}

/** What pre-fills a new product's form: the Duplicate flow's query, or a submitted product. */
export type ProductPrefill = Partial<Omit<ProductFormValues, 'images'>> & { images?: string[] };

/** Suggestions for the gender box; any other text is accepted too. */
export const GENDER_SUGGESTIONS = ['Men', 'Women', 'Unisex', 'Youth', 'Kids', 'Toddler', 'Infant'] as const;

/** The request for POST /api/products and PUT /api/products/{id}; GTINs travel separately. */
export function toProductRequest(
  values: ProductFormValues,
  gtins: readonly ProductGtin[] = [],
): ProductRequest {
  const [image = '', ...imageList] = values.images;
  return {
    title: values.title ?? '',
    sku: values.sku ?? '',
    brand: values.brand ?? '',
    category: values.category ?? '',
    gender: values.gender ?? '',
    productTemplateId: values.productTemplateId as number,
    image,
    imageList,
    stockXId: values.stockXId || null,
    shopifyId: values.shopifyId || null,
    year: values.year || null,
    color: values.color || null,
    GTIN: gtins.map(({ size, gtin }) => ({ size, gtin })),
  };
}

/** A saved product back into the form. */
export function toProductFormValues(product: Product): ProductFormValues {
  return {
    images: [product.image, ...product.imageList].filter((url): url is string => !!url),
    title: product.title,
    sku: product.sku,
    brand: product.brand,
    category: product.category,
    gender: product.gender,
    productTemplateId: product.productTemplateId,
    stockXId: product.stockXId ?? undefined,
    shopifyId: product.shopifyId ?? undefined,
    year: product.year ?? undefined,
    color: product.color ?? undefined,
  };
}

/** Query parameters of the Duplicate button (spec 000 §2.3): title, sku, stockXId, brand, category, gender, image_url. */
export const DUPLICATE_PARAMS = [
  'title',
  'sku',
  'stockXId',
  'brand',
  'category',
  'gender',
  'image_url',
] as const;

/** The pre-fill a /products/create?… address asks for; unknown or blank parameters are ignored. */
export function prefillFromQuery(params: URLSearchParams): ProductPrefill {
  const text = (name: (typeof DUPLICATE_PARAMS)[number]) => params.get(name)?.trim() || undefined;
  const image = text('image_url');
  const prefill: ProductPrefill = {
    title: text('title'),
    sku: text('sku'),
    stockXId: text('stockXId'),
    brand: text('brand'),
    category: text('category'),
    gender: text('gender'),
    images: image && isShownImage(image) ? [image] : undefined,
    productTemplateId: positiveInteger(params.get('productTemplateId')),
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined));
}

/** The address of /products/create that duplicates a product (the Duplicate button). */
export function duplicateUrl(
  product: Pick<
    Product,
    'title' | 'sku' | 'stockXId' | 'brand' | 'category' | 'gender' | 'image' | 'productTemplateId'
  >,
): string {
  const query = new URLSearchParams();
  const add = (name: string, value: string | null) => {
    if (value) query.set(name, value);
  };
  add('title', product.title);
  add('sku', product.sku);
  add('stockXId', product.stockXId);
  add('brand', product.brand);
  add('category', product.category);
  add('gender', product.gender);
  add('image_url', product.image);
  // Ours, after the spec's parameters: the copy starts on the same template.
  add('productTemplateId', String(product.productTemplateId));
  return `/products/create?${query.toString()}`;
}

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Images the API takes: our uploads, or http(s) addresses. */
function isShownImage(url: string): boolean {
  return url.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(url);
}
