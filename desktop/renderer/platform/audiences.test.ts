import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ROUTES, KIOSK_ROUTE, isBackOfficeRoute } from '@shared/ipc/audiences';
import { ROUTES } from '../app/routes';

// The counter app's main process cannot read the route table (it is React), so shared/ipc keeps the
// list of back-office screens that privileged channels answer. This keeps that list and the table one.
describe('the counter bridge audiences', () => {
  it('list exactly the private routes as back-office screens', () => {
    const privatePaths = ROUTES.filter((route) => route.area === 'private').map((route) => route.path);

    expect([...BACK_OFFICE_ROUTES].sort()).toEqual([...privatePaths].sort());
  });

  it('never count a public route as a back-office screen', () => {
    const publicPaths = ROUTES.filter((route) => route.area === 'public').map((route) => route.path);

    expect(publicPaths.filter(isBackOfficeRoute)).toEqual([]);
  });

  it('name the kiosk route of the table', () => {
    expect(ROUTES.find((route) => route.path === KIOSK_ROUTE)?.title).toBe('In-Store Kiosk');
  });
});
