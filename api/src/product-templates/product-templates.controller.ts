import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { okResponse, type OkResponse } from '@shared/contracts/auth';
import {
  productTemplateIdParams,
  type ProductTemplateIdParams,
  productTemplateRequest,
  type ProductTemplateFields,
  productTemplateResponse,
  type ProductTemplateResponse,
  productTemplatesResponse,
  type ProductTemplatesResponse,
} from '@shared/contracts/product-templates';
import { SHARED_READS } from '@shared/domain/access-controls';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { ProductTemplatesService } from './product-templates.service';

/** spec 001 §7 Product templates; the Settings area (spec 000 §6), read also by the screens that pick one. */
@Controller('api/productTemplates')
@Access('Settings')
export class ProductTemplatesController {
  constructor(private readonly templates: ProductTemplatesService) {}

  @Get()
  @Access(...SHARED_READS.productTemplates)
  @Contract({ summary: 'List product templates', response: productTemplatesResponse })
  async list(@CurrentPrincipal() p: Principal): Promise<ProductTemplatesResponse> {
    return { productTemplates: await this.templates.list(p) };
  }

  @Get(':id')
  @Access(...SHARED_READS.productTemplates)
  @Contract({
    summary: 'One product template',
    params: productTemplateIdParams,
    response: productTemplateResponse,
  })
  async get(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ProductTemplateIdParams,
  ): Promise<ProductTemplateResponse> {
    return { productTemplate: await this.templates.get(p, params.id) };
  }

  @Post()
  @Contract({
    summary: 'Add a product template',
    body: productTemplateRequest,
    response: productTemplateResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: ProductTemplateFields,
  ): Promise<ProductTemplateResponse> {
    return { productTemplate: await this.templates.create(p, body) };
  }

  @Put(':id')
  @Contract({
    summary: 'Change a product template',
    params: productTemplateIdParams,
    body: productTemplateRequest,
    response: productTemplateResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ProductTemplateIdParams,
    @ValidBody() body: ProductTemplateFields,
  ): Promise<ProductTemplateResponse> {
    return { productTemplate: await this.templates.update(p, params.id, body) };
  }

  @Delete(':id')
  @Contract({
    summary: 'Delete a product template (not the last one, nor one in use)',
    params: productTemplateIdParams,
    response: okResponse,
  })
  async remove(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ProductTemplateIdParams,
  ): Promise<OkResponse> {
    await this.templates.remove(p, params.id);
    return { ok: true };
  }
}
