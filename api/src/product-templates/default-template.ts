import { type ProductTemplateFields } from '@shared/contracts/product-templates';
import { type StoreRepository } from '../common/tenancy/store-repository';
import { type ProductTemplate } from './product-template.entity';

/** US sizes 4 to 14 by halves. */
const US_SIZES = Array.from({ length: 21 }, (_, index) => String(4 + index / 2));

/**
 * The template every new store starts with (the demo seed and store signup): sneakers by US size
 * and condition. A store always has one, so the "delete only when more than one" rule has ground.
 */
export const DEFAULT_PRODUCT_TEMPLATE: ProductTemplateFields = {
  title: 'Sneakers',
  brand: 'Various',
  category: 'Sneakers',
  gender: null,
  weight: null,
  option1: 'Size',
  option2: 'Condition',
  option3: null,
  option1Values: US_SIZES,
  option2Values: ['New', 'Used'],
  option3Values: null,
};

/** Adds the default template to a new store (its repository, on the caller's transaction). */
export async function addDefaultProductTemplate(templates: StoreRepository<ProductTemplate>): Promise<void> {
  await templates.save(templates.create({ ...DEFAULT_PRODUCT_TEMPLATE }));
}
