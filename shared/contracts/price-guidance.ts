import { z } from 'zod';
import { validation } from '../messages';
import { optionValue } from './inventories';
import { recordRef } from './inventory-actions';
import { variantPrice } from './products';

/** The option values that name a variant; a value left out (or empty) matches every value. */
export const variantOptions = z.object({
  option1Value: optionValue,
  option2Value: optionValue,
  option3Value: optionValue,
});
export type VariantOptions = z.output<typeof variantOptions>;

/**
 * POST /api/inventories/getLowestPriceForVariant (spec 001 §7: "product with option values,
 * location, productId"). `product` carries the variant's option values (the screen's product row
 * may be sent whole: other fields are ignored); left out, every variant of the product is answered.
 * `location` (an id or `{ id }`) narrows the answer to the items at that location.
 */
export const lowestPriceForVariantRequest = z.object({
  productId: z.number(validation.scan.selectProduct).int().positive(validation.scan.selectProduct),
  // Loose: the screen's product row, read for its option values only.
  product: variantOptions.loose().nullish(),
  location: recordRef.nullish(),
});
export type LowestPriceForVariantRequest = z.input<typeof lowestPriceForVariantRequest>;
export type LowestPriceForVariantParams = z.output<typeof lowestPriceForVariantRequest>;

/**
 * "returns list of key, qty, price": like GET /api/products/lowestVariantPrices/{id}, `{ prices }`,
 * one entry per variant with Active stock (key as shared/domain/variant-key.ts makes it, "10.5 / New"),
 * how many are Active and the lowest price, in size order.
 */
export const lowestPriceForVariantResponse = z.object({ prices: z.array(variantPrice) });
export type LowestPriceForVariantResponse = z.infer<typeof lowestPriceForVariantResponse>;
