import { randomBytes } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { linkFromMail } from './mailbox';
import { signInApi } from './helpers';

/**
 * A store of a walk's own, signed up as a shop does it (POST /open/stores, the mailed link, a
 * password): a walk that changes store settings (the price alert, early-withdrawal fees) must not
 * change the demo store the other specs share. `api` calls the store's /api as its Admin.
 */
export interface OwnStore {
  storeId: number;
  /** Signs in through the login form (fixtures' logIn). */
  admin: { handle: string; email: string; password: string };
  api: <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<T>;
  /** POST /api/uploads of a small PNG: its URL. */
  uploadImage: () => Promise<string>;
}

export async function signUpOwnStore(request: APIRequestContext, name: string): Promise<OwnStore> {
  const handle = `${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const admin = { handle, email: `owner@${handle}.test`, password: `pw-${randomBytes(8).toString('hex')}` };
  const signup = await request.post('/open/stores', {
    data: { name: `Store ${handle}`, email: admin.email, handle },
  });
  expect(signup.status()).toBe(201);

  // The welcome mail links /signup/{employeeId}?token=…: the owner sets a password there.
  const link = new URL(await linkFromMail(admin.email, '/signup/'), 'http://mail.invalid');
  const accept = await request.put(`/open/employees/accept/${link.pathname.split('/').pop()}`, {
    data: { token: link.searchParams.get('token'), password: admin.password },
  });
  expect(accept.status()).toBe(200);

  const client = await signInApi(request, { email: admin.email, password: admin.password, handle });
  const api: OwnStore['api'] = client.send;
  const uploadImage = () => client.upload();
  const me = await api<{ profile: { store: { id: number } } }>('GET', '/api/me');
  return { storeId: me.profile.store.id, admin, api, uploadImage };
}

/** A product of the store on its Sneakers template (Size 4–14, Condition New/Used), with an image. */
export async function addProduct(store: OwnStore, title: string): Promise<{ id: number; title: string }> {
  const { productTemplates } = await store.api<{ productTemplates: { id: number }[] }>(
    'GET',
    '/api/productTemplates',
  );
  const { product } = await store.api<{ product: { id: number; title: string } }>('POST', '/api/products', {
    title,
    sku: `SKU-${randomBytes(4).toString('hex').toUpperCase()}`,
    brand: 'Nike',
    category: 'Sneakers',
    gender: 'Men',
    productTemplateId: productTemplates[0].id,
    image: await store.uploadImage(),
    GTIN: [],
  });
  return product;
}

/** A consigner of the store, added by staff. */
export async function addConsigner(store: OwnStore, lastName: string): Promise<{ id: number; name: string }> {
  const { consigner } = await store.api<{ consigner: { id: number } }>(
    'POST',
    '/api/consigners/createFromAdmin',
    {
      firstName: 'Walk',
      lastName,
      email: `${lastName.toLowerCase()}-${randomBytes(3).toString('hex')}@example.test`,
      phone: '+1 555 010 3000',
      address: '1 Market St',
    },
  );
  return { id: consigner.id, name: `Walk ${lastName}` };
}

/** A location of the store (Active items need one). */
export async function addLocation(store: OwnStore, name: string): Promise<number> {
  const { location } = await store.api<{ location: { id: number } }>('POST', '/api/locations', {
    name,
    label: name.slice(0, 3).toUpperCase(),
  });
  return location.id;
}

/**
 * Items taken in at a location (staff intake), one per price given: Active unless `status` says
 * Pending (a drop-off waiting in Drop off pending).
 */
export async function addActiveItems(
  store: OwnStore,
  item: {
    productId: number;
    consigner: number;
    location: number;
    size: string;
    condition?: string;
    status?: 'Active' | 'Pending';
  },
  prices: number[],
): Promise<{ id: number; code: string }[]> {
  const { inventories } = await store.api<{ inventories: { id: number; code: string }[] }>(
    'POST',
    '/api/inventories',
    {
      inventoryFormArray: prices.map((price) => ({
        productId: item.productId,
        option1Value: item.size,
        option2Value: item.condition ?? 'New',
        price,
        status: item.status ?? 'Active',
        consigner: item.consigner,
        location: item.location,
      })),
    },
  );
  return inventories;
}
