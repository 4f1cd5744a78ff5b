/** spec 000 §1: in a buying store the word Consigner is shown as Seller throughout. */
export function storeWording(text: string, isBuyingStore: boolean): string {
  if (!isBuyingStore) return text;
  return text.replace(/\b([Cc])onsigner/g, (_match, initial: string) =>
    initial === 'C' ? 'Seller' : 'seller',
  );
}
