import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type ProductTemplate as ProductTemplateResponse,
  type ProductTemplateFields,
} from '@shared/contracts/product-templates';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { Inventory } from '../inventories/inventory.entity';
import { Product } from '../products/product.entity';
import { ProductTemplate } from './product-template.entity';
import { toProductTemplateResponse } from './product-template.mapper';

const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', apiErrors.notFound);
const conflict = (message: string) => new AppError(HttpStatus.CONFLICT, 'CONFLICT', message);

/** Product templates (spec 001 §5, §7). Every query is scoped to the caller's store. */
@Injectable()
export class ProductTemplatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(principal: Principal): Promise<ProductTemplateResponse[]> {
    const templates = await this.dataSource
      .getRepository(ProductTemplate)
      .find({ where: { storeId: principal.storeId }, order: { title: 'ASC', id: 'ASC' } });
    return templates.map(toProductTemplateResponse);
  }

  async get(principal: Principal, id: number): Promise<ProductTemplateResponse> {
    return toProductTemplateResponse(await this.find(this.dataSource.manager, principal.storeId, id));
  }

  async create(principal: Principal, fields: ProductTemplateFields): Promise<ProductTemplateResponse> {
    const repository = this.dataSource.getRepository(ProductTemplate);
    const template = await repository.save(repository.create({ ...fields, storeId: principal.storeId }));
    return toProductTemplateResponse(template);
  }

  /** PUT replaces every field: the form always sends the whole template. */
  async update(
    principal: Principal,
    id: number,
    fields: ProductTemplateFields,
  ): Promise<ProductTemplateResponse> {
    return this.dataSource.transaction(async (manager) => {
      const template = await this.find(manager, principal.storeId, id);
      Object.assign(template, fields);
      return toProductTemplateResponse(await manager.getRepository(ProductTemplate).save(template));
    });
  }

  /** Refused for the store's last template and for one any inventory uses (spec 001 §5). */
  async remove(principal: Principal, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const template = await this.find(manager, principal.storeId, id);
      const repository = manager.getRepository(ProductTemplate);
      if ((await repository.countBy({ storeId: principal.storeId })) <= 1) {
        throw conflict(validation.template.lastTemplate);
      }
      if (await this.isInUse(principal.storeId, template.id, manager))
        throw conflict(validation.template.inUse);
      await repository.delete({ id: template.id, storeId: principal.storeId });
    });
  }

  /** Whether any inventory item or product of the store uses the template. */
  async isInUse(
    storeId: number,
    templateId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const where = { storeId, productTemplateId: templateId };
    return (
      (await manager.getRepository(Inventory).existsBy(where)) ||
      (await manager.getRepository(Product).existsBy(where))
    );
  }

  private async find(manager: EntityManager, storeId: number, id: number): Promise<ProductTemplate> {
    const template = await manager.getRepository(ProductTemplate).findOneBy({ id, storeId });
    if (!template) throw notFound();
    return template;
  }
}
