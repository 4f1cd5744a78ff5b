import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  type ProductTemplate as ProductTemplateResponse,
  type ProductTemplateFields,
} from '@shared/contracts/product-templates';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { TransactionRunner } from '../database/transaction-runner';
import { Inventory } from '../inventories/inventory.entity';
import { Product } from '../products/product.entity';
import { ProductTemplate } from './product-template.entity';
import { toProductTemplateResponse } from './product-template.mapper';

/** Product templates (spec 001 §5, §7). Every query is scoped to the caller's store. */
@Injectable()
export class ProductTemplatesService {
  constructor(
    @InjectStoreRepositories(ProductTemplate) private readonly templates: StoreRepositories<ProductTemplate>,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
    @InjectStoreRepositories(Inventory) private readonly inventories: StoreRepositories<Inventory>,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(principal: Principal): Promise<ProductTemplateResponse[]> {
    const templates = await this.templates.for(principal).find({ order: { title: 'ASC', id: 'ASC' } });
    return templates.map(toProductTemplateResponse);
  }

  async get(principal: Principal, id: number): Promise<ProductTemplateResponse> {
    return toProductTemplateResponse(await this.find(this.templates.for(principal), id));
  }

  async create(principal: Principal, fields: ProductTemplateFields): Promise<ProductTemplateResponse> {
    const templates = this.templates.for(principal);
    const template = await templates.save(templates.create({ ...fields }));
    return toProductTemplateResponse(template);
  }

  /** PUT replaces every field: the form always sends the whole template. */
  async update(
    principal: Principal,
    id: number,
    fields: ProductTemplateFields,
  ): Promise<ProductTemplateResponse> {
    return this.transactions.run(async (manager) => {
      const templates = this.templates.for(principal, manager);
      const template = await this.find(templates, id);
      Object.assign(template, fields);
      return toProductTemplateResponse(await templates.save(template));
    });
  }

  /** Refused for the store's last template and for one any inventory uses (spec 001 §5). */
  async remove(principal: Principal, id: number): Promise<void> {
    await this.transactions.run(async (manager) => {
      const templates = this.templates.for(principal, manager);
      const template = await this.find(templates, id);
      if ((await templates.count()) <= 1) throw conflict(validation.template.lastTemplate);
      if (await this.isInUse(principal.storeId, template.id, manager))
        throw conflict(validation.template.inUse);
      await templates.delete({ id: template.id });
    });
  }

  /** Whether any inventory item or product of the store uses the template. */
  async isInUse(storeId: number, templateId: number, manager?: EntityManager): Promise<boolean> {
    const where = { productTemplateId: templateId };
    return (
      (await this.inventories.for({ storeId }, manager).existsBy(where)) ||
      (await this.products.for({ storeId }, manager).existsBy(where))
    );
  }

  private async find(templates: StoreRepository<ProductTemplate>, id: number): Promise<ProductTemplate> {
    const template = await templates.findById(id);
    if (!template) throw notFound();
    return template;
  }
}
