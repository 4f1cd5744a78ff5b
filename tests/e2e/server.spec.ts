import { expect, test } from './fixtures';

test.describe('the server around the screens', () => {
  test('/healthz reports the API and database ok', async ({ request }) => {
    const response = await request.get('/healthz');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('an unknown /api path answers a JSON 404, not the screens', async ({ request }) => {
    const response = await request.get('/api/nope');

    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body: unknown = await response.json();
    expect(body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  test('/api/docs shows the Swagger UI of the ConsignDesk API', async ({ page }) => {
    await page.goto('/api/docs');

    await expect(page).toHaveTitle('ConsignDesk API');
    // Swagger UI renders the OpenAPI document's title once it has fetched it.
    await expect(page.getByRole('heading', { name: /ConsignDesk API/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  });
});

test.describe('caching', () => {
  test('hashed assets are cached for a year, index.html never', async ({ page }) => {
    const assetResponses: { url: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) {
        assetResponses.push({ url: pathname, cacheControl: response.headers()['cache-control'] });
      }
    });

    const document = await page.goto('/login');
    expect(document?.status()).toBe(200);
    expect(document?.headers()['content-type']).toContain('text/html');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

    expect(assetResponses.map(({ url }) => url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]),
    );
    for (const asset of assetResponses) {
      expect(asset.url, 'Vite names bundle files after their content hash').toMatch(
        /^\/assets\/[\w.-]+-[\w-]{8}\.(js|css)$/,
      );
      expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
    }
  });
});
