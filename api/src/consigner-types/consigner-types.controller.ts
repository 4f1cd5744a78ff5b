import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  consignerTypeIdParams,
  type ConsignerTypeIdParams,
  consignerTypeResponse,
  type ConsignerTypeResponse,
  consignerTypesResponse,
  type ConsignerTypesResponse,
  createConsignerTypeRequest,
  type CreateConsignerTypeRequest,
  updateConsignerTypeRequest,
  type UpdateConsignerTypeRequest,
} from '@shared/contracts/consigner-types';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { ConsignerTypesService } from './consigner-types.service';

/** Consigner types (fee schedules), under Settings (spec 000 §2.3). */
@Controller('api/consignerTypes')
@Access('Settings')
export class ConsignerTypesController {
  constructor(private readonly consignerTypes: ConsignerTypesService) {}

  @Get()
  @Contract({ summary: 'List the store’s consigner types', response: consignerTypesResponse })
  async list(@CurrentPrincipal() p: Principal): Promise<ConsignerTypesResponse> {
    return { consignerTypes: await this.consignerTypes.list(p) };
  }

  @Post()
  @Contract({
    summary: 'Add a consigner type (the store’s first becomes its default)',
    body: createConsignerTypeRequest,
    response: consignerTypeResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: CreateConsignerTypeRequest,
  ): Promise<ConsignerTypeResponse> {
    return { consignerType: await this.consignerTypes.create(p, body) };
  }

  @Put(':id')
  @Contract({
    summary: 'Change a consigner type (setting isDefault clears it on the others)',
    params: consignerTypeIdParams,
    body: updateConsignerTypeRequest,
    response: consignerTypeResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerTypeIdParams,
    @ValidBody() body: UpdateConsignerTypeRequest,
  ): Promise<ConsignerTypeResponse> {
    return { consignerType: await this.consignerTypes.update(p, params.id, body) };
  }
}
