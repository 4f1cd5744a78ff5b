/**
 * A public page's title, description and share image (issue 17: "a shared link shows the store").
 * Set from the page once its store is known; link previews that run script read them, and the tab
 * shows the store's name.
 */
export interface ShareMeta {
  title: string;
  storeName: string;
  image: string | null;
  description?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export function setShareMeta({ title, storeName, image, description }: ShareMeta): void {
  const text = description ?? `Shop ${storeName}: the shoes in store now, with sizes and prices.`;
  document.title = title;
  setMeta('name', 'description', text);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', text);
  setMeta('property', 'og:url', window.location.href);
  if (image) setMeta('property', 'og:image', image);
}
