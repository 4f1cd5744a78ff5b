import { describe, expect, it } from 'vitest';
import { absoluteImage, shareTextsOf, withShareMeta } from './share-meta';

const PAGE = '<!doctype html><html><head><title>ConsignDesk</title></head><body></body></html>';

describe('withShareMeta', () => {
  it('replaces the title and adds the description and Open Graph tags, escaped', () => {
    const html = withShareMeta(PAGE, {
      title: 'Kicks "R" <Us> & $1',
      description: "Browse Kick's stock",
      image: 'https://cdn.test/logo.png?a=1&b=2',
      url: 'https://kicks.test/catalogue/kicks',
    });
    expect(html).toContain('<title>Kicks &quot;R&quot; &lt;Us&gt; &amp; $1</title>');
    expect(html).not.toContain('<title>ConsignDesk</title>');
    expect(html).toContain('<meta name="description" content="Browse Kick&#39;s stock" />');
    expect(html).toContain('<meta property="og:title" content="Kicks &quot;R&quot; &lt;Us&gt; &amp; $1" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.test/logo.png?a=1&amp;b=2" />');
    expect(html).toContain('<meta property="og:url" content="https://kicks.test/catalogue/kicks" />');
    expect(html).not.toMatch(/<Us>/);
  });

  it('leaves og:image out without a logo', () => {
    const html = withShareMeta(PAGE, { title: 'A', description: 'B', image: null, url: 'https://a.test/' });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('names the store on each page', () => {
    expect(shareTextsOf('catalogue', 'Kicks').title).toBe('Kicks | Catalogue');
    expect(shareTextsOf('buyandsell', 'Kicks').title).toBe('Sell to Kicks');
    expect(shareTextsOf('instore', 'Kicks').title).toBe('Kicks | In-Store Kiosk');
  });

  it('makes the logo absolute, and drops what is not a web address', () => {
    expect(absoluteImage('/uploads/kicks-123456.png', 'https://app.test')).toBe(
      'https://app.test/uploads/kicks-123456.png',
    );
    expect(absoluteImage('https://cdn.test/logo.png', 'https://app.test')).toBe('https://cdn.test/logo.png');
    expect(absoluteImage('javascript:alert(1)', 'https://app.test')).toBeNull();
    expect(absoluteImage(null, 'https://app.test')).toBeNull();
  });
});
