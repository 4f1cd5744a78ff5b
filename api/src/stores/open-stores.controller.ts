import { Controller, Get, Inject, Post, Req } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import {
  storeSignupRequest,
  storeSignupResponse,
  type StoreSignupRequest,
  type StoreSignupResponse,
} from '@shared/contracts/stores';
import {
  appInfoResponse,
  type AppInfoResponse,
  currentStoreQuery,
  type CurrentStoreQuery,
  storeLookupParams,
  storeLookupResponse,
  type StoreLookupParams,
  type StoreLookupResponse,
} from '@shared/contracts/stores-lookup';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { StoreResolver } from './store-resolver.service';
import { isPlainHost } from './store-urls.service';
import { toPublicStore } from './store.mapper';
import { StoresService } from './stores.service';

@Controller('open')
export class OpenStoresController {
  constructor(
    private readonly stores: StoresService,
    private readonly resolver: StoreResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('stores')
  @Contract({
    summary: 'Store signup: creates the store and its Admin, and mails the Admin',
    body: storeSignupRequest,
    response: storeSignupResponse,
    status: 201,
  })
  async signUp(@ValidBody() body: StoreSignupRequest): Promise<StoreSignupResponse> {
    return { store: toPublicStore(await this.stores.signUp(body)) };
  }

  @Get('app')
  @Contract({
    summary: "This server's product domain and whether stores have their own subdomains",
    response: appInfoResponse,
  })
  app(): AppInfoResponse {
    return { appDomain: this.config.appDomain, hasStoreSubdomains: !isPlainHost(this.config.appDomain) };
  }

  @Get('store')
  @Contract({
    summary: 'The store of this address (handle, X-Store-Handle, subdomain; the demo store on localhost)',
    query: currentStoreQuery,
    response: storeLookupResponse,
  })
  async current(
    @ValidQuery() query: CurrentStoreQuery,
    @Req() request: FastifyRequest,
  ): Promise<StoreLookupResponse> {
    const store = await this.resolver.resolve(request, query.handle);
    return { store: toPublicStore(store), loginUrl: this.stores.loginUrl(store) };
  }

  @Get('stores/:domain')
  @Contract({
    summary: 'Find a store by handle or domain (store login tab)',
    params: storeLookupParams,
    response: storeLookupResponse,
  })
  async lookup(@ValidParams() params: StoreLookupParams): Promise<StoreLookupResponse> {
    const store = await this.stores.lookup(params.domain);
    return { store: toPublicStore(store), loginUrl: this.stores.loginUrl(store) };
  }
}
