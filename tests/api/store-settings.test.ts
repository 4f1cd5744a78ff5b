import { fieldLabel } from '@shared/contracts/field-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { LABEL_SIZE_LIMITS } from '@shared/contracts/labels';
import { storeSettingsResponse } from '@shared/contracts/stores';
import { apiErrors, validation } from '@shared/messages';
import { Store } from '../../api/src/stores/store.entity';
import { call, seedStaff, seedStoreWithStaff, type SeededStaff } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const msg = validation.storeSettings;

/** Each Settings area and the fields it saves (spec 000 §2.3; spec 001 §7 PUT list). */
const AREAS: Record<string, Record<string, unknown>> = {
  'Store Settings': {
    name: 'Round Trip Kicks',
    supportEmail: 'help@round-trip.test',
    domain: 'shop.round-trip.test',
    currency: 'ZAR',
    logo: 'https://cdn.example/logo.png',
    redirectURL: 'https://round-trip.test',
    consignerUrl: 'consign.round-trip.test',
    inStoreUrl: 'instore.round-trip.test',
    consignerCname: 'cname.round-trip.test',
    isBuyingStore: true,
    maintenanceMode: true,
    onlineMarketplace: true,
    termsOfService: 'Be kind.',
    timeZone: 'Africa/Johannesburg',
    features: { scanItems: true, hideBankRouting: true },
  },
  'Inventory Settings': {
    safeInventoryStatusMode: false,
    livePriceChanges: true,
    customBarcode: 'GTIN',
    minApproval: 5,
    maxApproval: 12.5,
    autoPreapproval: true,
    warnAmount: 300,
    warnText: 'Check the box',
    upPrice: 10,
    absorbDiscount: true,
    chargeTax: true,
    prioritizeStore: true,
    transactionFee: 3.5,
    vatRate: 15,
    // Issue 15: the register's sales tax and how long a kiosk hold keeps its items.
    salesTaxRate: 8.25,
    holdHours: 48,
    cleaningFee: 12.5,
    boxFee: 0,
  },
  'Label Settings': {
    labelOptions: ['Logo', 'QR Code', 'Price'],
    labelSize: { width: 62, height: 29 },
    labelSheet: 'a4-3x8',
    shopifyTrackingParams: [{ param: 'utm_source', value: 'label' }],
    customShopifyUrl: 'https://shop.round-trip.test',
    features: { labelLayout: 'compact' },
  },
  'Consigner Settings': {
    signupInfo: ['Email', 'Phone'],
    payoutOptions: ['Bank'],
    payoutFee: 2.5,
    shipInstructions: ['Ship to 1 Main St', 'Include your name'],
    automatedPayout: true,
    withdrawalFee: 15,
    earlyWithdrawalDays: 30,
  },
  'Custom Email Settings': {
    emailMsgs: { welcome: 'Welcome aboard', itemSold: '' },
    marketplaceEmailMsgs: { itemSold: 'Sold on the marketplace' },
  },
};

describe(`Store settings on ${testEngine()}`, () => {
  let t: TestApp;
  let admin: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'settings-store' });
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (body: unknown, staff: { token: string } = admin, id = admin.store.id) =>
    call(t, 'PUT', `/api/stores/${id}`, { token: staff.token, body });
  const row = (id = admin.store.id) => t.dataSource.getRepository(Store).findOneByOrFail({ id });

  function expectValidation(response: { status: number; body: unknown }, field: string, message: string) {
    expect(response.status).toBe(400);
    const { error } = apiErrorBody.parse(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields?.[field]).toBe(message);
  }

  describe('GET /api/stores/{id}', () => {
    it('answers every settings field, never the platform token', async () => {
      await t.dataSource
        .getRepository(Store)
        .update(
          { id: admin.store.id },
          { shop: { shop: 'get-shop.myshopify.com', accessToken: 'shpat_secret' } },
        );
      const response = await call(t, 'GET', `/api/stores/${admin.store.id}`, { token: admin.token });
      expect(response.status).toBe(200);
      const { store } = storeSettingsResponse.parse(response.body);
      expect(store).toMatchObject({ id: admin.store.id, handle: 'settings-store', currency: 'USD' });
      expect(store.shop).toEqual({ shop: 'get-shop.myshopify.com' });
      expect(JSON.stringify(response.body)).not.toContain('shpat_secret');
      expect(JSON.stringify(response.body)).not.toContain('accessToken');
      await t.dataSource.getRepository(Store).update({ id: admin.store.id }, { shop: null });
    });

    it("answers 404 for another store's id", async () => {
      const other = await seedStoreWithStaff(t, { handle: 'settings-other-get' });
      const response = await call(t, 'GET', `/api/stores/${other.store.id}`, { token: admin.token });
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('settings-other-get');
    });
  });

  describe('PUT /api/stores/{id}', () => {
    for (const [area, fields] of Object.entries(AREAS)) {
      it(`saves the ${area} fields and leaves the others alone`, async () => {
        const before = await row();
        const response = await put(fields);
        expect(response.status).toBe(200);
        const { store } = storeSettingsResponse.parse(response.body);
        const { features, ...plain } = fields;
        expect(store).toMatchObject(plain);
        if (features) expect(store.features).toMatchObject(features as object);
        const after = await row();
        expect(after).toMatchObject(plain);
        // Fields of other areas are untouched.
        for (const key of Object.keys(before) as (keyof Store)[]) {
          if (key in fields || key === 'updatedAt' || key === 'features') continue;
          expect(after[key]).toEqual(before[key]);
        }
        const read = storeSettingsResponse.parse(
          (await call(t, 'GET', `/api/stores/${admin.store.id}`, { token: admin.token })).body,
        );
        expect(read.store).toMatchObject(plain);
      });
    }

    it('merges features and keeps the earlier ones', async () => {
      const { store } = storeSettingsResponse.parse(
        (await put({ features: { hideBankRouting: false } })).body,
      );
      expect(store.features).toEqual({ scanItems: true, hideBankRouting: false, labelLayout: 'compact' });
    });

    it('normalises the currency and the support email', async () => {
      const { store } = storeSettingsResponse.parse(
        (await put({ currency: ' eur ', supportEmail: ' Help@Round-Trip.TEST ' })).body,
      );
      expect(store).toMatchObject({ currency: 'EUR', supportEmail: 'help@round-trip.test' });
    });

    const REQUIRED: [string, unknown, string, string?][] = [
      ['name', '  ', msg.nameRequired],
      ['name', null, msg.nameRequired],
      ['supportEmail', '', msg.supportEmailRequired],
      ['supportEmail', 'not-an-email', msg.supportEmailRequired],
      ['redirectURL', ' ', msg.redirectUrlRequired],
      // Required on the form, so required here too (issue 12: the two agree).
      ['redirectURL', null, msg.redirectUrlRequired],
      ['consignerUrl', null, msg.domainRequired],
      ['consignerUrl', '', msg.domainRequired],
      ['inStoreUrl', '', msg.domainRequired],
      ['currency', '', msg.currencyRequired],
      ['currency', 'DOLLARS', msg.currencyRequired],
      ['labelOptions', [], msg.labelOptionRequired],
      ['labelSize', { height: 20 }, msg.widthRequired, 'labelSize.width'],
      ['labelSize', { width: 60, height: 0 }, msg.heightRequired, 'labelSize.height'],
      ['signupInfo', [], msg.signupInfoRequired],
      ['payoutOptions', [], msg.payoutOptionRequired],
      ['shipInstructions', [], msg.shipInstructionsRequired],
      ['shipInstructions', ['ok', ' '], msg.shipInstructionsRequired, 'shipInstructions.1'],
    ];
    for (const [field, value, message, path] of REQUIRED) {
      it(`refuses ${field} = ${JSON.stringify(value)} with '${message}'`, async () => {
        const before = await row();
        expectValidation(await put({ [field]: value }), path ?? field, message);
        expect((await row())[field as keyof Store]).toEqual(before[field as keyof Store]);
      });
    }

    // Issue 14: the label sizes the layout can fill, refused with the limit named.
    const { minWidth, maxWidth, minHeight, maxHeight } = LABEL_SIZE_LIMITS;
    const LABEL_SIZES: [{ width: number; height: number }, string, string][] = [
      [{ width: 24.9, height: 30 }, 'labelSize.width', validation.labels.widthRange(minWidth, maxWidth)],
      [{ width: 151, height: 30 }, 'labelSize.width', 'Width must be between 25 and 150 mm.'],
      [{ width: 60, height: 9 }, 'labelSize.height', validation.labels.heightRange(minHeight, maxHeight)],
      [{ width: 60, height: 100.5 }, 'labelSize.height', 'Height must be between 10 and 100 mm.'],
    ];
    for (const [size, path, message] of LABEL_SIZES) {
      it(`refuses labelSize ${size.width} × ${size.height} with '${message}'`, async () => {
        const before = await row();
        expectValidation(await put({ labelSize: size }), path, message);
        expect((await row()).labelSize).toEqual(before.labelSize);
      });
    }

    it('saves label sizes at the limits and refuses an unknown label sheet', async () => {
      for (const size of [
        { width: minWidth, height: minHeight },
        { width: maxWidth, height: maxHeight },
      ]) {
        const response = await put({ labelSize: size });
        expect(response.status).toBe(200);
        expect((await row()).labelSize).toEqual(size);
      }
      expect((await put({ labelSheet: 'a5-2x4' })).status).toBe(400);
      await put(AREAS['Label Settings']);
    });

    // Issue 12: domains are host names and URLs are web addresses, on the server as on the form.
    const ADDRESSES: [string, unknown, string][] = [
      ['consignerUrl', 'https://consign.round-trip.test', msg.hostName('Consigner domain')],
      ['consignerUrl', 'consign.round-trip.test/path', msg.hostName('Consigner domain')],
      ['inStoreUrl', 'not a host', msg.hostName('In-store app domain')],
      ['inStoreUrl', '-bad-.test', msg.hostName('In-store app domain')],
      ['domain', 'shop..test', msg.hostName('Store domain')],
      ['consignerCname', 'http://cname.test', msg.hostName('Consigner CNAME')],
      ['redirectURL', 'round-trip.test', msg.webAddress('Redirect URL')],
      ['redirectURL', 'ftp://round-trip.test', msg.webAddress('Redirect URL')],
      ['redirectURL', 'https://round trip.test', msg.webAddress('Redirect URL')],
      ['logo', 'logo.png', msg.webAddress('Logo URL')],
      ['customShopifyUrl', 'javascript:alert(1)', msg.webAddress('Custom Shopify URL')],
    ];
    for (const [field, value, message] of ADDRESSES) {
      it(`refuses ${field} = ${JSON.stringify(value)} with '${message}'`, async () => {
        const before = await row();
        expectValidation(await put({ [field]: value }), field, message);
        expect((await row())[field as keyof Store]).toEqual(before[field as keyof Store]);
      });
    }

    it('keeps host names lower-case and accepts a port, and clears optional addresses', async () => {
      const response = await put({
        consignerUrl: ' Consign.Round-Trip.TEST ',
        inStoreUrl: 'localhost:3122',
        redirectURL: 'http://round-trip.test:8080/home?from=label',
        domain: null,
        logo: null,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { store } = storeSettingsResponse.parse(response.body);
      expect(store).toMatchObject({
        consignerUrl: 'consign.round-trip.test',
        inStoreUrl: 'localhost:3122',
        redirectURL: 'http://round-trip.test:8080/home?from=label',
        domain: null,
        logo: null,
      });
      await put(AREAS['Store Settings']);
    });

    it('refuses negative money, margins, fees and days, and unknown options', async () => {
      for (const field of [
        'payoutFee',
        'minApproval',
        'maxApproval',
        'warnAmount',
        'upPrice',
        'withdrawalFee',
        'earlyWithdrawalDays',
        'cleaningFee',
        'boxFee',
      ]) {
        expectValidation(await put({ [field]: -1 }), field, `${fieldLabel(field)} must be at least 0`);
      }
      for (const field of ['transactionFee', 'vatRate']) {
        expectValidation(await put({ [field]: -1 }), field, `${fieldLabel(field)} must be at least 0`);
        expectValidation(await put({ [field]: 100.01 }), field, `${fieldLabel(field)} must be at most 100`);
      }
      // Refused, never clamped or rounded (issue 12): VAT 150 is not saved as 100, 12.345 not as 12.35.
      expectValidation(await put({ vatRate: 150 }), 'vatRate', 'VAT rate must be at most 100');
      expectValidation(
        await put({ transactionFee: 250 }),
        'transactionFee',
        'Transaction fee must be at most 100',
      );
      expectValidation(await put({ boxFee: 12.345 }), 'boxFee', 'Box fee can have at most 2 decimals');
      expect((await put({ earlyWithdrawalDays: 1.5 })).status).toBe(400);
      expect((await put({ customBarcode: 'ISBN' })).status).toBe(400);
      expect((await put({ payoutOptions: ['Cash'] })).status).toBe(400);
      expect((await put({ labelOptions: ['Hologram'] })).status).toBe(400);
      expect((await put({ features: { labelLayout: 'huge' } })).status).toBe(400);
      const after = await row();
      expect(after.payoutFee).toBe(2.5);
      expect(after.earlyWithdrawalDays).toBe(30);
    });

    it('refuses a sales tax rate outside 0–100 and hold hours outside 1–720 (issue 15)', async () => {
      expectValidation(await put({ salesTaxRate: -1 }), 'salesTaxRate', 'Sales tax rate must be at least 0');
      expectValidation(
        await put({ salesTaxRate: 100.01 }),
        'salesTaxRate',
        'Sales tax rate must be at most 100',
      );
      expectValidation(await put({ holdHours: 0 }), 'holdHours', 'Hold hours must be at least 1');
      expectValidation(await put({ holdHours: 721 }), 'holdHours', 'Hold hours must be at most 720');
      expect((await put({ holdHours: 1.5 })).status).toBe(400);
      expect((await put({ salesTaxRate: 7.125 })).status).toBe(400);
      const after = await row();
      expect(after).toMatchObject({ salesTaxRate: 8.25, holdHours: 48 });
      const { store } = storeSettingsResponse.parse((await put({ salesTaxRate: 0, holdHours: 720 })).body);
      expect(store).toMatchObject({ salesTaxRate: 0, holdHours: 720 });
      await put(AREAS['Inventory Settings']);
    });

    it('keeps a time zone the platform knows and refuses any other (ours)', async () => {
      expectValidation(
        await put({ timeZone: 'Mars/Olympus_Mons' }),
        'timeZone',
        validation.storeSettings.timeZoneInvalid,
      );
      expectValidation(await put({ timeZone: '' }), 'timeZone', validation.storeSettings.timeZoneInvalid);
      expect((await row()).timeZone).toBe(AREAS['Store Settings'].timeZone);
      const { store } = storeSettingsResponse.parse((await put({ timeZone: 'America/New_York' })).body);
      expect(store.timeZone).toBe('America/New_York');
      await put(AREAS['Store Settings']);
    });

    it('accepts empty email messages (they are optional)', async () => {
      const { store } = storeSettingsResponse.parse(
        (await put({ emailMsgs: {}, marketplaceEmailMsgs: {} })).body,
      );
      expect(store.emailMsgs).toEqual({});
    });

    it("answers 404 for another store's id and leaves that store unchanged", async () => {
      const other = await seedStoreWithStaff(t, { handle: 'settings-other-put' });
      const response = await put({ name: 'Hijacked', maintenanceMode: true }, admin, other.store.id);
      expect(response.status).toBe(404);
      const untouched = await row(other.store.id);
      expect(untouched.name).toBe(other.store.name);
      expect(untouched.maintenanceMode).toBe(false);
    });

    it('answers 403 to staff without Settings, for every call', async () => {
      const clerk = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Products'] });
      const before = await row();
      const answers = [
        await call(t, 'GET', `/api/stores/${admin.store.id}`, { token: clerk.token }),
        await put({ name: 'Clerk Was Here' }, clerk),
        await call(t, 'POST', '/api/stores/connectShop', {
          token: clerk.token,
          body: { shop: 'x.myshopify.com' },
        }),
        await call(t, 'POST', '/api/stores/resync', { token: clerk.token, body: {} }),
      ];
      for (const answer of answers) expect(answer.status).toBe(403);
      expect((await row()).name).toBe(before.name);
      expect((await row()).shop).toEqual(before.shop);
    });

    it('lets staff with Settings in their access controls save', async () => {
      const manager = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Settings'] });
      const response = await put({ warnText: 'Manager note' }, manager);
      expect(response.status).toBe(200);
      expect((await row()).warnText).toBe('Manager note');
    });
  });

  describe('POST /api/stores/connectShop', () => {
    it("refuses an empty URL with 'Please enter your Shopify URL'", async () => {
      for (const body of [{ shop: '' }, { shop: '   ' }, {}, { shop: 'https://' }]) {
        const response = await call(t, 'POST', '/api/stores/connectShop', { token: admin.token, body });
        expectValidation(response, 'shop', msg.shopifyUrlRequired);
      }
      expect((await row()).shop).toBeNull();
    });

    it('records the shop address, with no token and no platform', async () => {
      const response = await call(t, 'POST', '/api/stores/connectShop', {
        token: admin.token,
        body: { shop: ' https://My-Shop.myshopify.com/admin ' },
      });
      expect(response.status).toBe(200);
      const { store } = storeSettingsResponse.parse(response.body);
      expect(store.shop).toEqual({ shop: 'my-shop.myshopify.com' });
      expect(store.platform).toBeNull();
      expect((await row()).shop).toEqual({ shop: 'my-shop.myshopify.com', accessToken: '' });
    });
  });

  describe('POST /api/stores/resync', () => {
    it('answers 409 with the reason while no platform is connected', async () => {
      const response = await call(t, 'POST', '/api/stores/resync', { token: admin.token, body: {} });
      expect(response.status).toBe(409);
      expect(apiErrorBody.parse(response.body).error).toMatchObject({
        code: 'CONFLICT',
        message: apiErrors.noPlatformConnected,
      });
      const noBody = await call(t, 'POST', '/api/stores/resync', { token: admin.token });
      expect(noBody.status).toBe(409);
    });
  });
});
