import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** A plain host serves every store from one address, so links carry ?handle=; otherwise each store has its subdomain. */
export function isPlainHost(appDomain: string): boolean {
  return appDomain === 'localhost' || /^[0-9.]+$/.test(appDomain) || appDomain.startsWith('[');
}

/** Addresses of a store's pages, for mail links and the store-login redirect. */
@Injectable()
export class StoreUrls {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** `path` may carry its own query string; the store's handle is added when the host cannot say it. */
  page(handle: string, path: string, params: Record<string, string> = {}): string {
    const base = isPlainHost(this.config.appDomain)
      ? this.config.publicUrl
      : `${new URL(this.config.publicUrl).protocol}//${handle}.${this.config.appDomain}`;
    const url = new URL(path, `${base}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (isPlainHost(this.config.appDomain)) url.searchParams.set('handle', handle);
    return url.toString();
  }

  /**
   * A page of the store's public site: on the store's own domain when it has one (the server
   * answers that domain as the store, see StoresService.lookup), else as `page` would address it.
   * Printed on labels, so it must outlive this server's own address.
   */
  storePage(
    store: { handle: string; domain: string | null },
    path: string,
    params: Record<string, string> = {},
  ): string {
    if (!store.domain) return this.page(store.handle, path, params);
    const url = new URL(path, `${new URL(this.config.publicUrl).protocol}//${store.domain}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }
}
