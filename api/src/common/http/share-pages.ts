import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { StoreUrls } from '../../stores/store-urls.service';
import { type Store } from '../../stores/store.entity';
import { PublicStores } from '../public-forms/public-store';
import { absoluteImage, type SharePage, shareTextsOf } from './share-meta';
import { SpaService } from './spa.service';

/**
 * The public pages a shared link points at (issue 17): /catalogue/{handle}, /buyandsell (the store
 * by ?handle=, subdomain or own domain) and /instore answer the renderer's page with the store's
 * title, description and logo in its HTML (share-meta.ts). Every other page is the plain SPA
 * fallback. An unknown store or one in maintenance gets the plain page: the screens say so.
 */
export function registerSharePages(app: NestFastifyApplication): void {
  const instance = app.getHttpAdapter().getInstance();
  const spa = app.get(SpaService);
  const stores = app.get(PublicStores);
  const urls = app.get(StoreUrls);
  const config = app.get<AppConfig>(APP_CONFIG);

  const storeOf = async (request: FastifyRequest): Promise<Store | null> => {
    try {
      return await stores.resolve(request);
    } catch {
      return null;
    }
  };

  const page =
    (kind: SharePage, pathOf: (store: Store) => string) =>
    async (request: FastifyRequest, reply: Parameters<SpaService['sendIndex']>[0]) => {
      const store = await storeOf(request);
      if (!store) return spa.sendIndex(reply);
      const texts = shareTextsOf(kind, store.name);
      return spa.sendIndex(reply, {
        ...texts,
        image: absoluteImage(store.logo, config.publicUrl),
        url: urls.storePage(store, pathOf(store)),
      });
    };

  // The handle in the path names the store (PublicStores reads it as the request's handle).
  instance.get<{ Params: { handle: string } }>('/catalogue/:handle', async (request, reply) => {
    (request.query as Record<string, unknown>).handle = request.params.handle;
    return page('catalogue', (store) => `/catalogue/${encodeURIComponent(store.handle)}`)(request, reply);
  });
  instance.get(
    '/buyandsell',
    page('buyandsell', () => '/buyandsell'),
  );
  instance.get(
    '/instore',
    page('instore', () => '/instore'),
  );
}
