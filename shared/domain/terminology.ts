/**
 * The store's words (spec 000 §1): in a buying store the word Consigner is shown as Seller
 * throughout. Every screen and message that names consigners goes through this one helper.
 */
export function storeWording(text: string, isBuyingStore: boolean): string {
  if (!isBuyingStore) return text;
  return text.replace(/\b([Cc])onsigner/g, (_match, initial: string) =>
    initial === 'C' ? 'Seller' : 'seller',
  );
}
