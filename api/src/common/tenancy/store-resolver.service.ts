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

/**
 * The store of a public request (/open and public pages): an explicit handle, else the `handle`
 * query parameter, else the X-Store-Handle header, else the subdomain ({handle}.{APP_DOMAIN});
 * on a plain host (localhost) the demo store. /api requests take the store from the token instead.
 * Handlers get it with @CurrentStore() (current-store.decorator.ts).
 */
@Injectable()
export class StoreResolver {
  constructor(
    private readonly stores: StoreDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handleOf(request: FastifyRequest, explicit?: string): string | null {
    return (
      this.namedHandleOf(request, explicit) ?? (isPlainHost(this.config.appDomain) ? DEMO_STORE_HANDLE : null)
    );
  }

  /**
   * The handle the request names (explicit, query, header, subdomain), without the demo store's
   * fallback: public pages answer an address that names no store with "not found".
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
    const handle = this.handleOf(request, explicit);
    const store = handle ? await this.stores.findByHandleAcrossStores(handle) : null;
    if (!store) throw notFound(notices.storeLogin.handleNotFound);
    return store;
  }

  private subdomainOf(request: FastifyRequest): string | undefined {
    const host = (request.headers.host ?? '').split(':')[0].toLowerCase();
    const suffix = `.${this.config.appDomain.toLowerCase()}`;
    if (isPlainHost(this.config.appDomain) || !host.endsWith(suffix)) return undefined;
    const sub = host.slice(0, -suffix.length);
    return sub && !sub.includes('.') ? sub : undefined;
  }
}
