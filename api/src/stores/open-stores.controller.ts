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
  currentStoreResponse,
  type CurrentStoreResponse,
  storeLookupParams,
  storeLookupResponse,
  type StoreLookupParams,
  type StoreLookupResponse,
} from '@shared/contracts/stores-lookup';
import { CurrentStore } from '../common/tenancy/current-store.decorator';
import { StoreResolver } from '../common/tenancy/store-resolver.service';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isPlainHost } from './store-urls.service';
import { Store } from './store.entity';
import { toPublicStore } from './store.mapper';
import { StoresService } from './stores.service';
import { Public } from '../common/auth/public.decorator';

@Public()
@Controller('open')
export class OpenStoresController {
  constructor(
    private readonly stores: StoresService,
    private readonly resolver: StoreResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('stores')
  @MailRateLimit(mailTargets.bodyEmail)
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
    summary:
      "The store of this address (handle, X-Store-Handle, subdomain, a store's consigner address; the demo store on localhost)",
    query: currentStoreQuery,
    response: currentStoreResponse,
  })
  current(@CurrentStore() store: Store, @Req() request: FastifyRequest): CurrentStoreResponse {
    return {
      store: toPublicStore(store),
      loginUrl: this.stores.loginUrl(store),
      isConsignerAddress: this.resolver.isConsignerAddress(request, store),
    };
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
