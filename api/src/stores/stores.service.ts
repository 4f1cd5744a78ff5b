import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type ConnectShopRequest,
  type StoreSettings,
  type StoreSignupRequest,
  type StoreUpdateRequest,
} from '@shared/contracts/stores';
import { apiErrors, authMessages, notices, validation } from '@shared/messages';
import { Employee } from '../employees/employee.entity';
import { EmailTokensService } from '../auth/email-tokens.service';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { conflict, notFound } from '../common/errors/errors';
import { scopeOf } from '../common/tenancy/current-store.decorator';
import { StoreDirectory } from '../common/tenancy/store-directory.service';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { isUniqueViolation } from '../database/unique-violation';
import { TransactionRunner } from '../database/transaction-runner';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { mailTemplates } from '../mail/mail-templates';
import { addStoreAccount } from '../consigners/store-account';
import { addDefaultProductTemplate } from '../product-templates/default-template';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { MailService } from '../mail/mail.service';
import { newStoreDefaults } from './store-defaults';
import { StoreUrls } from './store-urls.service';
import { toStoreSettings } from './store.mapper';
import { Store } from './store.entity';

/** Names a store cannot take: they are the product's own addresses. */
const RESERVED_HANDLES = new Set([
  'www',
  'api',
  'app',
  'admin',
  'open',
  'mail',
  'static',
  'assets',
  'docs',
  'help',
  'support',
]);

@Injectable()
export class StoresService {
  constructor(
    private readonly stores: StoreDirectory,
    @InjectStoreRepositories(Employee) private readonly employees: StoreRepositories<Employee>,
    @InjectStoreRepositories(ProductTemplate) private readonly templates: StoreRepositories<ProductTemplate>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly emailTokens: EmailTokensService,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
  ) {}

  /** "demo", "demo.<APP_DOMAIN>" or a store's own domain → that store (any store: it is a lookup). */
  async lookup(domain: string): Promise<Store> {
    const suffix = `.${this.config.appDomain.toLowerCase()}`;
    const handle = domain.endsWith(suffix) ? domain.slice(0, -suffix.length) : domain;
    const store =
      (await this.stores.findByHandleAcrossStores(handle)) ??
      (domain.includes('.') ? await this.stores.findByDomainAcrossStores(domain) : null);
    if (!store) throw notFound(notices.storeLogin.handleNotFound);
    return store;
  }

  loginUrl(store: Store, params: Record<string, string> = {}): string {
    return this.urls.page(store.handle, '/login', { domain: store.handle, ...params });
  }

  /**
   * Store signup (spec 001 §5): the store, its Admin (no login yet) and the mail that confirms the
   * address and sets the password, all or nothing.
   */
  async signUp(body: StoreSignupRequest): Promise<Store> {
    if (RESERVED_HANDLES.has(body.handle)) throw handleTaken();
    const store = await this.transactions
      .run(async (manager) => {
        if (await this.stores.findByHandleAcrossStores(body.handle, manager)) throw handleTaken();
        const created = await this.stores.add(
          {
            ...newStoreDefaults({ name: body.name, handle: body.handle, supportEmail: body.email }),
            ...(body.shop && body.accessToken
              ? {
                  shop: { shop: body.shop, accessToken: body.accessToken },
                  platform: body.platform ?? 'shopify',
                }
              : {}),
          },
          manager,
        );
        const scope = scopeOf(created);
        const employees = this.employees.for(scope, manager);
        const employee = await employees.save(
          employees.create({
            // The owner's own name is not asked at signup; the store's name stands in (a name column is shorter).
            firstName: body.name.slice(0, 100),
            lastName: 'Admin',
            email: body.email,
            role: 'Admin',
            accessControls: null,
            isActive: true,
          }),
        );
        await addDefaultProductTemplate(this.templates.for(scope, manager));
        await addStoreAccount(this.consigners.for(scope, manager), created);
        const token = await this.emailTokens.issue(
          'invite',
          { storeId: created.id, employeeId: employee.id },
          manager,
        );
        const url = this.urls.page(created.handle, `/signup/${employee.id}`, { token });
        await this.mail.queue(manager, created, [mailTemplates.storeWelcome(created, employee.email, url)]);
        return created;
      })
      .catch((error: unknown) => {
        // Two signups racing for one handle: the unique index decides, the loser hears why.
        if (isUniqueViolation(error)) throw handleTaken();
        throw error;
      });
    return store;
  }

  /** GET /api/stores/{id}: the Settings screen's view (the platform token never leaves the API). */
  async settings(principal: Principal, id: number): Promise<StoreSettings> {
    return toStoreSettings(await this.ownStore(principal, id));
  }

  /** PUT /api/stores/{id}: each Settings area sends only its own fields; features merge. */
  async update(principal: Principal, id: number, body: StoreUpdateRequest): Promise<StoreSettings> {
    const store = await this.ownStore(principal, id);
    await this.refuseTakenConsignerHost(store, body);
    const { features, ...fields } = body;
    Object.assign(store, fields);
    if (features) store.features = { ...store.features, ...features };
    return toStoreSettings(await this.stores.saveOwn(principal, store));
  }

  /**
   * POST /api/stores/connectShop: records the shop's address. The platform's authorisation (and its
   * token) is a later step; until then no platform is connected and platform-only actions stay off.
   */
  async connectShop(principal: Principal, body: ConnectShopRequest): Promise<StoreSettings> {
    const store = await this.stores.own(principal);
    store.shop = {
      shop: body.shop,
      accessToken: store.shop?.shop === body.shop ? store.shop.accessToken : '',
    };
    if (!store.shop.accessToken) store.platform = null;
    return toStoreSettings(await this.stores.saveOwn(principal, store));
  }

  /** POST /api/stores/resync: needs a connected commerce platform (spec README). */
  async resync(principal: Principal): Promise<never> {
    const store = await this.stores.own(principal);
    if (!store.platform || !store.shop?.accessToken) throw conflict(apiErrors.noPlatformConnected);
    // The sync itself arrives with the platform adapter (a later issue).
    throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', apiErrors.resyncUnavailable);
  }

  /**
   * A consigner address finds its store by its host (StoreResolver), so no two stores may claim one:
   * a consignerUrl or consignerCname another store has as either answers 409 on that field.
   */
  private async refuseTakenConsignerHost(
    store: Store,
    body: Pick<StoreUpdateRequest, 'consignerUrl' | 'consignerCname'>,
  ): Promise<void> {
    for (const field of ['consignerCname', 'consignerUrl'] as const) {
      const host = body[field];
      if (!host) continue;
      const hosts = [host, host.split(':')[0]];
      if (await this.stores.findByConsignerHostAcrossStores(hosts, store.id)) {
        throw conflict(validation.storeSettings.consignerHostTaken(host), field);
      }
    }
  }

  /** The caller's own store; another store's id is not found. */
  private async ownStore(principal: Principal, id: number): Promise<Store> {
    if (id !== principal.storeId) throw notFound(notices.storeLogin.handleNotFound);
    return this.stores.own(principal);
  }
}

function handleTaken(): AppError {
  return conflict(authMessages.handleTaken, 'handle');
}
