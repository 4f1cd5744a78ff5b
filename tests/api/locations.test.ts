import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import {
  locationResponse,
  locationsResponse,
  subLocationResponse,
  subLocationsResponse,
} from '@shared/contracts/locations';
import { apiErrors, validation } from '@shared/messages';
import { Location } from '../../api/src/locations/location.entity';
import { SubLocation } from '../../api/src/locations/sub-location.entity';
import { call, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const error = (body: unknown) => apiErrorBody.parse(body).error;

describe(`locations and sub-locations on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;
  let other: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'loc-store' });
    other = await seedStoreWithStaff(t, { handle: 'loc-other' });
  });
  afterAll(() => t.close());

  const addLocation = async (staff: SeededStaff, name: string, label = name) => {
    const response = await call(t, 'POST', '/api/locations', { token: staff.token, body: { name, label } });
    expect(response.status).toBe(201);
    return locationResponse.parse(response.body).location;
  };
  const addSubLocation = async (staff: SeededStaff, locationName: string, name: string) => {
    const response = await call(t, 'POST', '/api/subLocations', {
      token: staff.token,
      body: { locationName, name },
    });
    expect(response.status).toBe(201);
    return subLocationResponse.parse(response.body).subLocation;
  };

  it('adds, lists, renames and deactivates locations', async () => {
    const created = await addLocation(admin, ' Warehouse ', 'WH');
    expect(created).toMatchObject({ name: 'Warehouse', label: 'WH', isActive: true });

    const list = await call(t, 'GET', '/api/locations', { token: admin.token });
    expect(list.status).toBe(200);
    expect(locationsResponse.parse(list.body).locations).toContainEqual(created);

    const renamed = await call(t, 'PUT', `/api/locations/${created.id}`, {
      token: admin.token,
      body: { name: 'Warehouse 1', label: 'W1' },
    });
    expect(renamed.status).toBe(200);
    expect(locationResponse.parse(renamed.body).location).toMatchObject({ name: 'Warehouse 1', label: 'W1' });

    const deactivated = await call(t, 'PUT', `/api/locations/${created.id}`, {
      token: admin.token,
      body: { isActive: false },
    });
    expect(locationResponse.parse(deactivated.body).location).toMatchObject({
      name: 'Warehouse 1',
      isActive: false,
    });
    expect((await t.dataSource.getRepository(Location).findOneByOrFail({ id: created.id })).isActive).toBe(
      false,
    );
  });

  it('requires a location name and label', async () => {
    const missing = await call(t, 'POST', '/api/locations', { token: admin.token, body: {} });
    expect(missing.status).toBe(400);
    expect(error(missing.body).fields).toEqual({
      name: validation.inlineEdit.pleaseInput('Name'),
      label: validation.inlineEdit.pleaseInput('Label'),
    });
    const blank = await call(t, 'POST', '/api/locations', {
      token: admin.token,
      body: { name: '  ', label: 'X' },
    });
    expect(error(blank.body).message).toBe(validation.inlineEdit.pleaseInput('Name'));
    const location = await addLocation(admin, 'Front');
    const blankRename = await call(t, 'PUT', `/api/locations/${location.id}`, {
      token: admin.token,
      body: { label: '' },
    });
    expect(blankRename.status).toBe(400);
    expect(error(blankRename.body).message).toBe(validation.inlineEdit.pleaseInput('Label'));
  });

  it('keeps location names unique within a store (any case), but not across stores', async () => {
    const first = await addLocation(admin, 'Annex');
    const duplicate = await call(t, 'POST', '/api/locations', {
      token: admin.token,
      body: { name: 'annex', label: 'A' },
    });
    expect(duplicate.status).toBe(409);
    expect(error(duplicate.body)).toMatchObject({
      code: 'CONFLICT',
      message: validation.location.nameTaken,
      fields: { name: validation.location.nameTaken },
    });
    const second = await addLocation(admin, 'Annex 2');
    const renameClash = await call(t, 'PUT', `/api/locations/${second.id}`, {
      token: admin.token,
      body: { name: 'Annex' },
    });
    expect(renameClash.status).toBe(409);
    expect(error(renameClash.body).message).toBe(validation.location.nameTaken);
    // Renaming to its own name is not a clash.
    expect(
      (await call(t, 'PUT', `/api/locations/${first.id}`, { token: admin.token, body: { name: 'Annex' } }))
        .status,
    ).toBe(200);
    await addLocation(other, 'Annex');
  });

  it('adds, filters and renames sub-locations', async () => {
    await addLocation(admin, 'Shop Floor');
    await addLocation(admin, 'Basement');
    const shelf = await addSubLocation(admin, 'Shop Floor', ' Shelf 1 ');
    expect(shelf).toMatchObject({ name: 'Shelf 1', locationName: 'Shop Floor' });
    const bin = await addSubLocation(admin, 'Basement', 'Bin 7');

    const all = await call(t, 'GET', '/api/subLocations', { token: admin.token });
    expect(all.status).toBe(200);
    const allRows = subLocationsResponse.parse(all.body).subLocations;
    expect(allRows).toContainEqual(shelf);
    expect(allRows).toContainEqual(bin);

    const filtered = await call(t, 'GET', '/api/subLocations?location=Basement', { token: admin.token });
    expect(subLocationsResponse.parse(filtered.body).subLocations).toEqual([bin]);

    const renamed = await call(t, 'PUT', `/api/subLocations/${shelf.id}`, {
      token: admin.token,
      body: { name: 'Shelf One' },
    });
    expect(renamed.status).toBe(200);
    expect(subLocationResponse.parse(renamed.body).subLocation).toEqual({ ...shelf, name: 'Shelf One' });
  });

  it('checks the sub-location fields: Location required, Sublocation required, Please Input Name!', async () => {
    const empty = await call(t, 'POST', '/api/subLocations', { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(error(empty.body).fields).toEqual({
      name: validation.subLocation.nameRequired,
      locationName: validation.subLocation.locationRequired,
    });
    const blank = await call(t, 'POST', '/api/subLocations', {
      token: admin.token,
      body: { locationName: 'Shop Floor', name: ' ' },
    });
    expect(error(blank.body).message).toBe(validation.subLocation.nameRequired);

    const unknown = await call(t, 'POST', '/api/subLocations', {
      token: admin.token,
      body: { locationName: 'Nowhere', name: 'Shelf 9' },
    });
    expect(unknown.status).toBe(400);
    expect(error(unknown.body)).toMatchObject({
      message: validation.subLocation.locationRequired,
      fields: { locationName: validation.subLocation.locationRequired },
    });

    const row = await addSubLocation(admin, 'Shop Floor', 'Counter');
    const blankRename = await call(t, 'PUT', `/api/subLocations/${row.id}`, {
      token: admin.token,
      body: { name: '' },
    });
    expect(blankRename.status).toBe(400);
    expect(error(blankRename.body).fields).toEqual({ name: validation.inlineEdit.pleaseInput('Name') });
  });

  it('keeps sub-location names unique within their location', async () => {
    await addLocation(admin, 'Back');
    await addSubLocation(admin, 'Back', 'Rack');
    const duplicate = await call(t, 'POST', '/api/subLocations', {
      token: admin.token,
      body: { locationName: 'Back', name: 'RACK' },
    });
    expect(duplicate.status).toBe(409);
    expect(error(duplicate.body)).toMatchObject({
      code: 'CONFLICT',
      message: validation.subLocation.nameTaken('Back'),
      fields: { name: validation.subLocation.nameTaken('Back') },
    });
    // The same name in another location is fine.
    await addSubLocation(admin, 'Shop Floor', 'Rack');
    const second = await addSubLocation(admin, 'Back', 'Rack 2');
    const renameClash = await call(t, 'PUT', `/api/subLocations/${second.id}`, {
      token: admin.token,
      body: { name: 'Rack' },
    });
    expect(renameClash.status).toBe(409);
    expect(error(renameClash.body).message).toBe(validation.subLocation.nameTaken('Back'));
  });

  it('shows the sub-locations of a deactivated location but adds none to it', async () => {
    const location = await addLocation(admin, 'Closed Shop');
    const kept = await addSubLocation(admin, 'Closed Shop', 'Old Shelf');
    await call(t, 'PUT', `/api/locations/${location.id}`, { token: admin.token, body: { isActive: false } });
    const list = await call(t, 'GET', '/api/subLocations?location=Closed%20Shop', { token: admin.token });
    expect(subLocationsResponse.parse(list.body).subLocations).toEqual([kept]);
    const refused = await call(t, 'POST', '/api/subLocations', {
      token: admin.token,
      body: { locationName: 'Closed Shop', name: 'New Shelf' },
    });
    expect(refused.status).toBe(400);
    expect(error(refused.body)).toMatchObject({
      message: validation.subLocation.locationInactive,
      fields: { locationName: validation.subLocation.locationInactive },
    });
    // Existing ones can still be renamed.
    expect(
      (
        await call(t, 'PUT', `/api/subLocations/${kept.id}`, {
          token: admin.token,
          body: { name: 'Older Shelf' },
        })
      ).status,
    ).toBe(200);
  });

  it("answers 404 for another store's rows and leaves them unchanged", async () => {
    const location = await addLocation(admin, 'Private Room', 'PR');
    const subLocation = await addSubLocation(admin, 'Private Room', 'Safe');

    const putLocation = await call(t, 'PUT', `/api/locations/${location.id}`, {
      token: other.token,
      body: { name: 'Hijacked', isActive: false },
    });
    expect(putLocation.status).toBe(404);
    expect(error(putLocation.body).message).toBe(apiErrors.notFound);
    expect(await t.dataSource.getRepository(Location).findOneByOrFail({ id: location.id })).toMatchObject({
      name: 'Private Room',
      isActive: true,
    });

    const putSub = await call(t, 'PUT', `/api/subLocations/${subLocation.id}`, {
      token: other.token,
      body: { name: 'Hijacked' },
    });
    expect(putSub.status).toBe(404);
    expect((await t.dataSource.getRepository(SubLocation).findOneByOrFail({ id: subLocation.id })).name).toBe(
      'Safe',
    );

    const crossCreate = await call(t, 'POST', '/api/subLocations', {
      token: other.token,
      body: { locationName: 'Private Room', name: 'Sneaky' },
    });
    expect(crossCreate.status).toBe(400);
    expect(error(crossCreate.body).fields).toEqual({ locationName: validation.subLocation.locationRequired });
    expect(await t.dataSource.getRepository(SubLocation).countBy({ name: 'Sneaky' })).toBe(0);

    const otherLocations = locationsResponse.parse(
      (await call(t, 'GET', '/api/locations', { token: other.token })).body,
    ).locations;
    expect(otherLocations.map((row) => row.name)).not.toContain('Private Room');
    const otherSubs = subLocationsResponse.parse(
      (await call(t, 'GET', '/api/subLocations?location=Private%20Room', { token: other.token })).body,
    ).subLocations;
    expect(otherSubs).toEqual([]);
  });

  it('needs the Settings access control (reads: Settings, Products or Inventory)', async () => {
    const clerk = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Orders'] });
    const location = await addLocation(admin, 'Gated');
    const subLocation = await addSubLocation(admin, 'Gated', 'Gate Shelf');
    const attempts: [string, string, unknown][] = [
      ['GET', '/api/locations', undefined],
      ['POST', '/api/locations', { name: 'Clerk', label: 'C' }],
      ['PUT', `/api/locations/${location.id}`, { name: 'Clerk' }],
      ['GET', '/api/subLocations', undefined],
      ['POST', '/api/subLocations', { locationName: 'Gated', name: 'Clerk' }],
      ['PUT', `/api/subLocations/${subLocation.id}`, { name: 'Clerk' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(t, method, path, { token: clerk.token, body });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
    expect((await t.dataSource.getRepository(Location).findOneByOrFail({ id: location.id })).name).toBe(
      'Gated',
    );
    const allowed = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Settings'] });
    expect((await call(t, 'GET', '/api/subLocations', { token: allowed.token })).status).toBe(200);
  });
});
