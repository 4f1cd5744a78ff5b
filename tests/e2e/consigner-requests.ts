import { type APIRequestContext, expect } from '@playwright/test';
import { signInApi, type WalkApi } from './helpers';
import { linkFromMail } from './mailbox';

export interface SignedUpConsigner {
  consignerId: number;
  /** The consigner's own client: their calls, as the consigner portal makes them. */
  api: WalkApi;
}

/**
 * A consigner of the store with a login of their own, made as a person makes one: signs up
 * (POST /open/auth/register), follows the verification mail, signs in and creates their consigner
 * profile (POST /api/consigners). Their requests on their items then go through their own calls
 * (POST /api/inventories/requestPriceChange, requestWithdrawal).
 */
export async function signUpConsigner(
  request: APIRequestContext,
  person: { handle: string; email: string; firstName: string; lastName: string },
): Promise<SignedUpConsigner> {
  const credentials = { handle: person.handle, email: person.email, password: 'consigner-walk-pass' };
  const registered = await request.post('/open/auth/register', { data: credentials });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = new URL(await linkFromMail(person.email, '/verify'), 'http://mail.link');
  const verified = await request.post('/open/auth/verify', {
    data: { token: link.searchParams.get('token') },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  const api = await signInApi(request, credentials);
  const lookup = await request.get(`/open/stores/${person.handle}`);
  expect(lookup.status(), await lookup.text()).toBe(200);
  const { store } = (await lookup.json()) as { store: { id: number } };
  const { consigner } = await api.post<{ consigner: { id: number } }>('/api/consigners', {
    storeId: store.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: '+1 (555) 010-3100',
    address: '9 Market St, Springfield',
  });
  return { consignerId: consigner.id, api };
}
