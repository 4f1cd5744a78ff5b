import { Inject, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { notices } from '@shared/messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DEMO_STORE_HANDLE } from '../../database/seed/demo-seed';
import { isPlainHost } from '../../stores/store-urls.service';
import { type Store } from '../../stores/store.entity';
import { notFound } from '../errors/errors';
import { StoreDirectory } from './store-directory.service';

export const STORE_HANDLE_HEADER = 'x-store-handle';

/** The request's host name, lower-cased, without its port ("Consign.Shop.test:3000" → "consign.shop.test"). */
export function hostNameOf(request: FastifyRequest): string {
  return (request.headers.host ?? '').split(':')[0].trim().toLowerCase();
}

/**
 * The host names a consigner address may be stored as for this request: the host alone and, when
 * the request names a port, with it (settings accept "consign.shop.test:8443"). None for a plain
 * host (localhost, an IP address): no store's consigner address is one.
 */
export function consignerHostsOf(request: FastifyRequest): string[] {
  const name = hostNameOf(request);
  if (!name.includes('.') || isPlainHost(name)) return [];
  const withPort = (request.headers.host ?? '').trim().toLowerCase();
  return withPort === name ? [name] : [name, withPort];
}

/**
 * The store of a public request (/open and public pages): an explicit handle, else the `handle`
 * query parameter, else the X-Store-Handle header, else the subdomain ({handle}.{APP_DOMAIN});
 * when none names a store, the store whose consigner address (consignerCname or consignerUrl) is
 * the request's host (issue 18: the consigner portal on its own domain); on a plain host
 * (localhost) the demo store. A named handle wins over the host: links mailed with `?handle=` keep
 * their store. /api requests take the store from the token instead. Handlers get it with
 * @CurrentStore() (current-store.decorator.ts).
 */
@Injectable()
export class StoreResolver {
  constructor(
    private readonly stores: StoreDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The handle the request names (explicit, query, header, subdomain), without the consigner host
   * or the demo store's fallback: public pages answer an address that names no store with "not found".
   */
  namedHandleOf(request: FastifyRequest, explicit?: string): string | null {
    const query = request.query as Record<string, unknown> | undefined;
    const header = request.headers[STORE_HANDLE_HEADER];
    const candidates = [
      explicit,
      query?.handle,
      typeof header === 'string' ? header : undefined,
      this.subdomainOf(request),
    ];
    const found = candidates.find(
      (value): value is string => typeof value === 'string' && value.trim() !== '',
    );
    return found ? found.trim().toLowerCase() : null;
  }

  async resolve(request: FastifyRequest, explicit?: string): Promise<Store> {
    const store = await this.find(request, explicit);
    if (!store) throw notFound(notices.storeLogin.handleNotFound);
    return store;
  }

  /** Whether the request came to `store`'s consigner address (GET /open/store tells the page). */
  isConsignerAddress(
    request: FastifyRequest,
    store: Pick<Store, 'consignerCname' | 'consignerUrl'>,
  ): boolean {
    const hosts = consignerHostsOf(request);
    return [store.consignerCname, store.consignerUrl].some((host) => !!host && hosts.includes(host));
  }

  private async find(request: FastifyRequest, explicit?: string): Promise<Store | null> {
    const handle = this.namedHandleOf(request, explicit);
    if (handle) return this.stores.findByHandleAcrossStores(handle);
    const hosts = consignerHostsOf(request);
    const byHost = hosts.length > 0 ? await this.stores.findByConsignerHostAcrossStores(hosts) : null;
    if (byHost) return byHost;
    return isPlainHost(this.config.appDomain)
      ? this.stores.findByHandleAcrossStores(DEMO_STORE_HANDLE)
      : null;
  }

  private subdomainOf(request: FastifyRequest): string | undefined {
    const host = hostNameOf(request);
    const suffix = `.${this.config.appDomain.toLowerCase()}`;
    if (isPlainHost(this.config.appDomain) || !host.endsWith(suffix)) return undefined;
    const sub = host.slice(0, -suffix.length);
    return sub && !sub.includes('.') ? sub : undefined;
  }
}
