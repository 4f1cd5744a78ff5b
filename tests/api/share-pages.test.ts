import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../api/src/stores/store.entity';
import { seedStore } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

/** The public pages' share previews, written into the page by the server (issue 17). */
describe(`share previews of public pages on ${testEngine()}`, () => {
  let t: TestApp;
  let rendererDir: string;

  beforeAll(async () => {
    rendererDir = join(process.env.TMPDIR ?? '/tmp', `consigndesk-share-${process.pid}-${Date.now()}`);
    await mkdir(rendererDir, { recursive: true });
    await writeFile(
      join(rendererDir, 'index.html'),
      '<!doctype html><html><head><title>ConsignDesk</title></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ RENDERER_DIR: rendererDir, PUBLIC_URL: 'https://app.test' });
    const store = await seedStore(t.dataSource, { handle: 'sharekicks' });
    await t.dataSource
      .getRepository(Store)
      .update({ id: store.id }, { name: 'Kicks <"&"> Co', logo: '/uploads/sharekicks-123456.png' });
    const closed = await seedStore(t.dataSource, { handle: 'shareclosed' });
    await t.dataSource.getRepository(Store).update({ id: closed.id }, { maintenanceMode: true });
  });
  afterAll(async () => {
    await t.close();
    await rm(rendererDir, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  };

  it("gives the catalogue the store's title, description and logo, escaped", async () => {
    const html = await page('/catalogue/sharekicks');
    expect(html).toContain('<title>Kicks &lt;&quot;&amp;&quot;&gt; Co | Catalogue</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Kicks &lt;&quot;&amp;&quot;&gt; Co | Catalogue" />',
    );
    expect(html).toMatch(/<meta name="description" content="Browse the shoes in stock at Kicks/);
    expect(html).toContain(
      '<meta property="og:image" content="https://app.test/uploads/sharekicks-123456.png" />',
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('names the store on /buyandsell?handle= and /instore?handle=', async () => {
    expect(await page('/buyandsell?handle=sharekicks')).toContain(
      '<meta property="og:title" content="Sell to Kicks &lt;&quot;&amp;&quot;&gt; Co" />',
    );
    expect(await page('/instore?handle=sharekicks')).toContain(
      '<title>Kicks &lt;&quot;&amp;&quot;&gt; Co | In-Store Kiosk</title>',
    );
  });

  it('serves the plain page for an unknown store or one in maintenance (the screens say why)', async () => {
    for (const path of ['/catalogue/nosuchstore', '/catalogue/shareclosed', '/buyandsell']) {
      const html = await page(path);
      expect(html).toContain('<title>ConsignDesk</title>');
      expect(html).not.toContain('og:title');
    }
  });
});
