import { type ProductTemplate as ProductTemplateResponse } from '@shared/contracts/product-templates';
import { type ProductTemplate } from './product-template.entity';

export function toProductTemplateResponse(template: ProductTemplate): ProductTemplateResponse {
  return {
    id: template.id,
    storeId: template.storeId,
    title: template.title,
    brand: template.brand,
    category: template.category,
    gender: template.gender,
    weight: template.weight,
    option1: template.option1,
    option2: template.option2,
    option3: template.option3,
    option1Values: template.option1Values,
    option2Values: template.option2Values,
    option3Values: template.option3Values,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}
