import { Controller, Get } from '@nestjs/common';
import {
  storeLookupParams,
  storeLookupResponse,
  type StoreLookupParams,
  type StoreLookupResponse,
} from '@shared/contracts/stores-lookup';
import { Contract, ValidParams } from '../common/validation/contract';
import { StoresService } from './stores.service';

@Controller('open/stores')
export class OpenStoresController {
  constructor(private readonly stores: StoresService) {}

  @Get(':domain')
  @Contract({
    summary: 'Find a store by handle or domain (store login tab)',
    params: storeLookupParams,
    response: storeLookupResponse,
  })
  async lookup(@ValidParams() params: StoreLookupParams): Promise<StoreLookupResponse> {
    return { store: await this.stores.lookup(params.domain) };
  }
}
