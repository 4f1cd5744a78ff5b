import { useCallback } from 'react';
import { storeWording } from '@shared/domain/terminology';
import { useCurrentStoreQuery } from '../current-store/queries';
import { useMeQuery } from './queries';

/**
 * Applies the store's wording (Seller for Consigner in buying stores) to a piece of text: the signed-in
 * store's, or on public pages the store of the page's address.
 */
export function useStoreWording(): (text: string) => string {
  const profileStore = useMeQuery().data?.store;
  const pageStore = useCurrentStoreQuery().data?.store;
  const isBuyingStore = (profileStore ?? pageStore)?.isBuyingStore ?? false;
  return useCallback((text: string) => storeWording(text, isBuyingStore), [isBuyingStore]);
}
