import { z } from 'zod';
import { validation } from '../messages';
import { publicStore } from './stores';

/**
 * GET /open/stores/{domain} (spec 001 §7 Stores): the store-login tab looks a store up by its
 * handle, or by a host name that ends in the product's domain ("demo" or "demo.example.com").
 */
export const storeLookupParams = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, validation.storeSignup.invalidHandle)
    .max(253, validation.storeSignup.invalidHandle)
    .regex(/^[a-z0-9.-]+$/, validation.storeSignup.invalidHandle),
});
export type StoreLookupParams = z.infer<typeof storeLookupParams>;

export const storeLookupResponse = z.object({
  store: publicStore,
  /** The store's own login address (its subdomain, or this server with ?handle= on a plain host). */
  loginUrl: z.string(),
});
export type StoreLookupResponse = z.infer<typeof storeLookupResponse>;

/**
 * GET /open/store?handle=: the store of the page's address (handle, X-Store-Handle, subdomain, the
 * store's consigner address; demo on localhost).
 */
export const currentStoreQuery = z.object({ handle: z.string().trim().toLowerCase().max(63).optional() });
export type CurrentStoreQuery = z.infer<typeof currentStoreQuery>;

export const currentStoreResponse = storeLookupResponse.extend({
  /**
   * Ours (issue 18): the page is on the store's consigner address (its consignerCname or
   * consignerUrl): signed-out visitors of `/` there are consigners, sent to the portal's entry.
   */
  isConsignerAddress: z.boolean(),
});
export type CurrentStoreResponse = z.infer<typeof currentStoreResponse>;

/** GET /open/app: what a page needs to know about this server before it knows a store. */
export const appInfoResponse = z.object({
  /** The product's domain; stores live at {handle}.{appDomain} when hasStoreSubdomains. */
  appDomain: z.string(),
  /** false on a plain host (localhost, an IP address): stores are chosen with ?handle= instead. */
  hasStoreSubdomains: z.boolean(),
});
export type AppInfoResponse = z.infer<typeof appInfoResponse>;
