/**
 * The share preview of a public page (issue 17): crawlers that build a link's preview (chat apps,
 * social sites) do not run JavaScript, so the title, description and image are written into the
 * page's HTML by the server. Pure: the HTML in, the HTML out.
 */
export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute address of the share image (the store's logo), or null for none. */
  image: string | null;
  /** The page's own address, for og:url. */
  url: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Replaces the page's <title> with the store's, followed by its description and Open Graph tags. */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
  // A function replacement: `$` in a store's name must not read as a replacement pattern.
  return /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => tags)
    : html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** The public pages that get a store's preview, and what each says. */
export type SharePage = 'catalogue' | 'buyandsell' | 'instore';

export function shareTextsOf(page: SharePage, storeName: string): { title: string; description: string } {
  switch (page) {
    case 'catalogue':
      return {
        title: `${storeName} | Catalogue`,
        description: `Browse the shoes in stock at ${storeName}, with their sizes and prices.`,
      };
    case 'buyandsell':
      return {
        title: `Sell to ${storeName}`,
        description: `Offer your shoes to ${storeName}: pick the sizes, set your price and drop them off.`,
      };
    case 'instore':
      return {
        title: `${storeName} | In-Store Kiosk`,
        description: `Find a shoe in ${storeName} by category and size, and hold it at the register.`,
      };
  }
}

/** The logo as an absolute address (an uploaded file's path is on this server). */
export function absoluteImage(logo: string | null, publicUrl: string): string | null {
  if (!logo) return null;
  try {
    const url = new URL(logo, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
