import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type ShareMeta, withShareMeta } from './share-meta';

/**
 * The renderer's index.html, read once. Every page of the single-page app answers with it; it is
 * never cached so a new release is picked up on the next load (its assets are hashed and immutable).
 */
@Injectable()
export class SpaService {
  private readonly indexHtml: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const file = join(config.rendererDir, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file) : null;
  }

  /** The page; with `share`, carrying a public page's share preview (share-pages.ts). */
  sendIndex(reply: FastifyReply, share?: ShareMeta): void {
    if (!this.indexHtml) {
      void reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The ConsignDesk screens are not built. Run `npm run build` (or `npm start`), then reload.');
      return;
    }
    void reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(share ? withShareMeta(this.indexHtml.toString('utf8'), share) : this.indexHtml);
  }
}
