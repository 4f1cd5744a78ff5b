import { Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { okResponse } from '@shared/contracts/auth';
import {
  connectShopRequest,
  type ConnectShopRequest,
  storeSettingsResponse,
  type StoreSettingsResponse,
  storeUpdateRequest,
  type StoreUpdateRequest,
} from '@shared/contracts/stores';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { StoresService } from './stores.service';

const storeIdParams = z.object({ id: z.coerce.number().int().positive() });

@Controller('api/stores')
@Access('Settings')
export class StoresController {
  constructor(private readonly stores: StoresService) {}

  @Post('connectShop')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: "Record the commerce platform shop's address (the platform's authorisation is a later step)",
    body: connectShopRequest,
    response: storeSettingsResponse,
  })
  async connectShop(
    @CurrentPrincipal() principal: Principal,
    @ValidBody() body: ConnectShopRequest,
  ): Promise<StoreSettingsResponse> {
    return { store: await this.stores.connectShop(principal, body) };
  }

  @Post('resync')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Resync all inventory with the commerce platform; 409 while no platform is connected',
    response: okResponse,
  })
  async resync(@CurrentPrincipal() principal: Principal): Promise<never> {
    return this.stores.resync(principal);
  }

  @Get(':id')
  @Contract({ summary: "The store's settings", params: storeIdParams, response: storeSettingsResponse })
  async settings(
    @CurrentPrincipal() principal: Principal,
    @ValidParams() params: z.infer<typeof storeIdParams>,
  ): Promise<StoreSettingsResponse> {
    return { store: await this.stores.settings(principal, params.id) };
  }

  @Put(':id')
  @Contract({
    summary: "Update the store's settings",
    params: storeIdParams,
    body: storeUpdateRequest,
    response: storeSettingsResponse,
  })
  async update(
    @CurrentPrincipal() principal: Principal,
    @ValidParams() params: z.infer<typeof storeIdParams>,
    @ValidBody() body: StoreUpdateRequest,
  ): Promise<StoreSettingsResponse> {
    return { store: await this.stores.update(principal, params.id, body) };
  }
}
