import { z } from 'zod';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  GENDER_MAX_CHARS,
  PAGE_SIZE_OPTIONS,
  SKU_MAX_CHARS,
  TEXT_MAX_CHARS,
  YEAR_PATTERN,
} from '../constants';
import { isValidGtin } from '../domain/gtin';
import { notices, validation } from '../messages';
import { whenMissing } from './field-messages';

const messages = validation.product;

/** One barcode of a product: the size it belongs to and its GTIN (spec 000 §3 Product GTIN). */
export const productGtin = z.object({ size: z.string(), gtin: z.string() });
export type ProductGtin = z.infer<typeof productGtin>;

/** A product as the API shows it (spec 000 §3 Product). */
export const product = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  sku: z.string(),
  /** Main image URL (an upload, /uploads/…, or an outside http(s) address). */
  image: z.string().nullable(),
  /** Additional image URLs. */
  imageList: z.array(z.string()),
  productTemplateId: z.number().int(),
  gender: z.string(),
  year: z.string().nullable(),
  color: z.string().nullable(),
  GTIN: z.array(productGtin),
  /** Shown as Catalog Id. */
  stockXId: z.string().nullable(),
  shopifyId: z.string().nullable(),
  /** Submitted for review (consigner submissions come later). */
  isSubmitted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** A product with the same normalised SKU in the same store. */
export const duplicateProduct = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  sku: z.string(),
});
export type DuplicateProduct = z.infer<typeof duplicateProduct>;

export const productIdParams = z.object({ id: z.coerce.number().int().positive() });
export type ProductIdParams = z.infer<typeof productIdParams>;

const search = z
  .string()
  .trim()
  .max(255)
  .optional()
  .transform((value) => value ?? '');

/** GET /api/products: search on title, SKU and brand; paged. */
export const productsQuery = z.object({
  search,
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size), {
      error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
});
export type ProductsQuery = z.infer<typeof productsQuery>;

export const productsResponse = z.object({ products: z.array(product), count: z.number().int() });
export type ProductsResponse = z.infer<typeof productsResponse>;

/** GET /api/products/submittedProducts */
export const submittedProductsQuery = z.object({ search });
export type SubmittedProductsQuery = z.infer<typeof submittedProductsQuery>;
export const submittedProductsResponse = z.object({ products: z.array(product) });
export type SubmittedProductsResponse = z.infer<typeof submittedProductsResponse>;

/** GET /api/products/{id} */
export const productDetailResponse = z.object({
  product,
  duplicateProducts: z.array(duplicateProduct),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

/** POST and PUT /api/products */
export const productResponse = z.object({ product });
export type ProductResponse = z.infer<typeof productResponse>;

/** `message` for a missing or empty value; a too long one is worded by field-messages.ts with the limit. */
const required = (message: string, max: number) =>
  z.string(whenMissing(message)).trim().min(1, message).max(max);
/** Blank or missing → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const isImageUrl = (value: string) => value.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(value);
const imageUrl = z.string().trim().max(1024).refine(isImageUrl, { error: messages.imageInvalid });
const MAX_IMAGES = 20;
const MAX_GTINS = 500;

/**
 * POST /api/products and PUT /api/products/{id} (spec 001 §5 Product form): image, title, sku,
 * brand, category, gender and productTemplateId are required; Catalog Id and Shopify Id are
 * optional. GTIN replaces the product's whole list; each code must pass its check digit.
 */
export const productRequest = z
  .object({
    title: required(messages.titleRequired, TEXT_MAX_CHARS),
    sku: required(messages.skuRequired, SKU_MAX_CHARS),
    brand: required(messages.brandRequired, TEXT_MAX_CHARS),
    category: required(messages.categoryRequired, TEXT_MAX_CHARS),
    gender: required(messages.genderRequired, GENDER_MAX_CHARS),
    productTemplateId: z.number(whenMissing(messages.templateRequired)).int().positive(),
    image: z
      .string(whenMissing(messages.imageRequired))
      .trim()
      .min(1, messages.imageRequired)
      .max(1024)
      .refine(isImageUrl, { error: messages.imageInvalid }),
    imageList: z
      .array(imageUrl)
      .max(MAX_IMAGES)
      .nullish()
      .transform((list) => list ?? []),
    year: z
      .string()
      .trim()
      .refine((value) => value === '' || YEAR_PATTERN.test(value), { error: messages.yearFormat })
      .nullish()
      .transform((value) => value || null),
    color: optionalText(100),
    stockXId: optionalText(255),
    shopifyId: optionalText(255),
    GTIN: z
      .array(
        z.object({
          size: z.string().trim().max(50),
          gtin: z
            .string()
            .trim()
            .refine(isValidGtin, { error: (issue) => messages.gtinInvalid(String(issue.input)) }),
        }),
      )
      .max(MAX_GTINS)
      .nullish()
      .transform((list) => list ?? []),
  })
  .superRefine((request, context) => {
    const seen = new Set<string>();
    request.GTIN.forEach((entry, index) => {
      if (seen.has(entry.gtin)) {
        context.addIssue({
          code: 'custom',
          path: ['GTIN', index, 'gtin'],
          message: messages.gtinListedTwice(entry.gtin),
        });
      }
      seen.add(entry.gtin);
    });
  });
export type ProductRequest = z.input<typeof productRequest>;
export type ProductFields = z.output<typeof productRequest>;

/** POST /api/products/merge: the source's GTINs move to the target, then the source is removed. */
export const mergeProductsRequest = z
  .object({
    fromProductId: z.number().int().positive(),
    toProductId: z.number().int().positive(),
  })
  .refine((request) => request.fromProductId !== request.toProductId, {
    path: ['toProductId'],
    error: messages.mergeIntoItself,
  });
export type MergeProductsRequest = z.infer<typeof mergeProductsRequest>;

export const mergeProductsResponse = z.object({
  message: z.literal(notices.mergingProduct),
  /** The merge runs as a background job: its state and result at GET /api/jobs/{id}. */
  jobId: z.number().int(),
});
export type MergeProductsResponse = z.infer<typeof mergeProductsResponse>;

/** A finished merge job's result: how many inventory items and GTINs moved to the target. */
export const productMergeResult = z.object({ items: z.number().int(), gtins: z.number().int() });
export type ProductMergeResult = z.infer<typeof productMergeResult>;

/** GET /api/products/resync/{id} (answers 409 while no commerce platform is connected). */
export const resyncProductResponse = z.object({ message: z.literal(notices.resyncingProduct) });
export type ResyncProductResponse = z.infer<typeof resyncProductResponse>;

/**
 * GET /api/products/lowestVariantPrices/{id}: per variant key (e.g. "10.5 / New"), the quantity in
 * stock and the lowest price, from Active inventory.
 */
export const variantPrice = z.object({ key: z.string(), qty: z.number().int(), price: z.number() });
export type VariantPrice = z.infer<typeof variantPrice>;
export const lowestVariantPricesResponse = z.object({ prices: z.array(variantPrice) });
export type LowestVariantPricesResponse = z.infer<typeof lowestVariantPricesResponse>;
