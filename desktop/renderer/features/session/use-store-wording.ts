import { useCallback } from 'react';
import { storeWording } from '@shared/domain/terminology';
import { useMeQuery } from './queries';

/** Applies the signed-in store's wording (Seller for Consigner in buying stores) to a piece of text. */
export function useStoreWording(): (text: string) => string {
  const isBuyingStore = useMeQuery().data?.store.isBuyingStore ?? false;
  return useCallback((text: string) => storeWording(text, isBuyingStore), [isBuyingStore]);
}
