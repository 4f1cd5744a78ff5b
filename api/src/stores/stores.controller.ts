import { Controller, Put } from '@nestjs/common';
import { z } from 'zod';
import {
  storeSettingsResponse,
  type StoreSettingsResponse,
  storeUpdateRequest,
  type StoreUpdateRequest,
} from '@shared/contracts/stores';
import { RequiresAccess } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { StoresService } from './stores.service';

const storeIdParams = z.object({ id: z.coerce.number().int().positive() });

@Controller('api/stores')
@RequiresAccess('Settings')
export class StoresController {
  constructor(private readonly stores: StoresService) {}

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
