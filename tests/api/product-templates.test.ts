import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okResponse } from '@shared/contracts/auth';
import { apiErrorBody } from '@shared/contracts/errors';
import { productTemplateResponse, productTemplatesResponse } from '@shared/contracts/product-templates';
import { validation } from '@shared/messages';
import { DEFAULT_PRODUCT_TEMPLATE } from '../../api/src/product-templates/default-template';
import { ProductTemplate } from '../../api/src/product-templates/product-template.entity';
import {
  call,
  seedInventoryItem,
  seedStaff,
  seedProduct,
  seedStoreWithStaff,
  type SeededStaff,
} from '../support/fixtures';
import { seedDemoStore } from '../../api/src/database/seed/demo-seed';
import { Store } from '../../api/src/stores/store.entity';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

const messages = validation.template;

const valid = {
  title: 'Hoodies',
  brand: 'Acme',
  category: 'Apparel',
  gender: 'Unisex',
  weight: 650,
  option1: 'Size',
  option1Values: ['S', 'M', 'L'],
  option2: 'Condition',
  option2Values: ['New', 'Used'],
  option3: null,
  option3Values: null,
};

describe(`product templates on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let admin: SeededStaff;
  let other: SeededStaff;

  const addTemplate = (store: SeededStaff, title = 'Seeded') =>
    t.dataSource
      .getRepository(ProductTemplate)
      .save(
        t.dataSource
          .getRepository(ProductTemplate)
          .create({ ...DEFAULT_PRODUCT_TEMPLATE, title, storeId: store.store.id }),
      );

  beforeAll(async () => {
    t = await startTestAppWithSmtp();
    admin = await seedStoreWithStaff(t, { handle: 'tpl-store' });
    other = await seedStoreWithStaff(t, { handle: 'tpl-other' });
  });
  afterAll(() => t.close());

  it('creates, lists, reads, updates and deletes a template', async () => {
    await addTemplate(admin, 'Sneakers');
    const created = await call(t, 'POST', '/api/productTemplates', { token: admin.token, body: valid });
    expect(created.status).toBe(201);
    const { productTemplate } = productTemplateResponse.parse(created.body);
    expect(productTemplate).toMatchObject({ ...valid, storeId: admin.store.id });

    const list = await call(t, 'GET', '/api/productTemplates', { token: admin.token });
    expect(list.status).toBe(200);
    const titles = productTemplatesResponse.parse(list.body).productTemplates.map((row) => row.title);
    expect(titles).toEqual(['Hoodies', 'Sneakers']);

    const one = await call(t, 'GET', `/api/productTemplates/${productTemplate.id}`, { token: admin.token });
    expect(productTemplateResponse.parse(one.body).productTemplate.title).toBe('Hoodies');

    const updated = await call(t, 'PUT', `/api/productTemplates/${productTemplate.id}`, {
      token: admin.token,
      body: { ...valid, title: 'Tees', option2: null, option2Values: [], weight: null, gender: '' },
    });
    expect(updated.status).toBe(200);
    expect(productTemplateResponse.parse(updated.body).productTemplate).toMatchObject({
      title: 'Tees',
      option2: null,
      option2Values: null,
      weight: null,
      gender: null,
    });

    const removed = await call(t, 'DELETE', `/api/productTemplates/${productTemplate.id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(okResponse.parse(removed.body)).toEqual({ ok: true });
    expect(await t.dataSource.getRepository(ProductTemplate).countBy({ id: productTemplate.id })).toBe(0);
    expect(
      (await call(t, 'GET', `/api/productTemplates/${productTemplate.id}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('trims values, drops blanks, and stores empty option 2 and 3 values as null', async () => {
    const { status, body } = await call(t, 'POST', '/api/productTemplates', {
      token: admin.token,
      body: {
        title: '  Boots ',
        brand: ' Acme ',
        category: ' Footwear ',
        option1: ' Size ',
        option1Values: [' 9 ', '', '10.5 ', '  '],
        option2: '',
        option2Values: [],
        option3Values: ['  '],
      },
    });
    expect(status).toBe(201);
    const template = productTemplateResponse.parse(body).productTemplate;
    expect(template).toMatchObject({
      title: 'Boots',
      brand: 'Acme',
      category: 'Footwear',
      option1: 'Size',
      option1Values: ['9', '10.5'],
      option2: null,
      option2Values: null,
      option3: null,
      option3Values: null,
      gender: null,
      weight: null,
    });
    const row = await t.dataSource.getRepository(ProductTemplate).findOneByOrFail({ id: template.id });
    expect(row.option2Values).toBeNull();
    expect(row.option1Values).toEqual(['9', '10.5']);
  });

  it.each([
    ['title', { title: ' ' }, messages.titleRequired],
    ['category', { category: '' }, messages.categoryRequired],
    ['brand', { brand: undefined }, messages.brandRequired],
    ['option1', { option1: '' }, messages.option1Required],
    ['option1Values', { option1Values: [' ', ''] }, messages.option1ValuesRequired],
    ['option1Values', { option1Values: undefined }, messages.option1ValuesRequired],
    ['option2', { option2: '', option2Values: ['New'] }, messages.option2TitleMissing],
    ['option3', { option3: null, option3Values: ['A1'] }, messages.option3TitleMissing],
  ])('refuses a missing %s: %s', async (field, change, message) => {
    const before = await t.dataSource.getRepository(ProductTemplate).count();
    const { status, body } = await call(t, 'POST', '/api/productTemplates', {
      token: admin.token,
      body: { ...valid, ...change },
    });
    expect(status).toBe(400);
    const { error } = apiErrorBody.parse(body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(message);
    expect(error.fields?.[field]).toBe(message);
    expect(await t.dataSource.getRepository(ProductTemplate).count()).toBe(before);
  });

  it('validates PUT with the same messages and leaves the row unchanged', async () => {
    const template = await addTemplate(admin, 'Unchanged');
    const { status, body } = await call(t, 'PUT', `/api/productTemplates/${template.id}`, {
      token: admin.token,
      body: { ...valid, option2: null },
    });
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).error.message).toBe(messages.option2TitleMissing);
    expect(
      (await t.dataSource.getRepository(ProductTemplate).findOneByOrFail({ id: template.id })).title,
    ).toBe('Unchanged');
  });

  it('refuses a repeated option value and out-of-range fields, naming the field and the limit (issue 12)', async () => {
    const before = await t.dataSource.getRepository(ProductTemplate).count();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { option1Values: ['10', '10.5', '10'] },
        'option1Values',
        messages.valueRepeated('Option 1 values', '10'),
      ],
      [
        { option2Values: ['New', ' New '] },
        'option2Values',
        messages.valueRepeated('Option 2 values', 'New'),
      ],
      [{ title: 'T'.repeat(600) }, 'title', 'Title must be at most 255 characters'],
      [{ option1: 'O'.repeat(101) }, 'option1', 'Option 1 must be at most 100 characters'],
      [{ weight: -1 }, 'weight', 'Weight must be at least 0'],
      [{ weight: 1.5 }, 'weight', 'Weight must be a whole number'],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await call(t, 'POST', '/api/productTemplates', {
        token: admin.token,
        body: { ...valid, ...overrides },
      });
      expect({ field, status }).toEqual({ field, status: 400 });
      expect({ field, fields: apiErrorBody.parse(body).error.fields }).toEqual({
        field,
        fields: expect.objectContaining({ [field]: message }),
      });
    }
    expect(await t.dataSource.getRepository(ProductTemplate).count()).toBe(before);
  });

  it("answers 404 for another store's template and leaves it unchanged", async () => {
    const template = await addTemplate(admin, 'Private');
    await addTemplate(admin, 'Spare');
    const get = await call(t, 'GET', `/api/productTemplates/${template.id}`, { token: other.token });
    expect(get.status).toBe(404);
    expect(apiErrorBody.parse(get.body).error.code).toBe('NOT_FOUND');
    const put = await call(t, 'PUT', `/api/productTemplates/${template.id}`, {
      token: other.token,
      body: valid,
    });
    expect(put.status).toBe(404);
    const del = await call(t, 'DELETE', `/api/productTemplates/${template.id}`, { token: other.token });
    expect(del.status).toBe(404);
    const row = await t.dataSource.getRepository(ProductTemplate).findOneByOrFail({ id: template.id });
    expect(row).toMatchObject({ title: 'Private', storeId: admin.store.id });
    const list = await call(t, 'GET', '/api/productTemplates', { token: other.token });
    expect(JSON.stringify(list.body)).not.toContain('Private');
  });

  it('refuses deleting the store’s last template with 409', async () => {
    const lonely = await seedStoreWithStaff(t, { handle: 'tpl-lonely' });
    const only = await addTemplate(lonely, 'Only');
    const { status, body } = await call(t, 'DELETE', `/api/productTemplates/${only.id}`, {
      token: lonely.token,
    });
    expect(status).toBe(409);
    expect(apiErrorBody.parse(body).error).toMatchObject({
      code: 'CONFLICT',
      message: messages.lastTemplate,
    });
    expect(await t.dataSource.getRepository(ProductTemplate).countBy({ id: only.id })).toBe(1);
  });

  it('refuses deleting a template an inventory item uses, with the spec message', async () => {
    const used = await addTemplate(admin, 'Used by an item');
    await addTemplate(admin, 'Another');
    // The item's product is on another template: only the item uses this one.
    const other = await addTemplate(admin, 'Product template');
    const product = await seedProduct(t.dataSource, admin.store.id, { productTemplateId: other.id });
    await seedInventoryItem(t.dataSource, {
      storeId: admin.store.id,
      productId: product.id,
      productTemplateId: used.id,
    });
    const { status, body } = await call(t, 'DELETE', `/api/productTemplates/${used.id}`, {
      token: admin.token,
    });
    expect(status).toBe(409);
    expect(apiErrorBody.parse(body).error.message).toBe(messages.inUse);
    expect(await t.dataSource.getRepository(ProductTemplate).countBy({ id: used.id })).toBe(1);
  });

  it('needs Settings access: an employee without Settings, Products or Inventory gets 403 on every route', async () => {
    const template = await addTemplate(admin, 'Guarded');
    const clerk = await seedStaff(t, admin.store, {
      role: 'Employee',
      accessControls: ['Orders'],
    });
    for (const [method, path, body] of [
      ['GET', '/api/productTemplates', undefined],
      ['GET', `/api/productTemplates/${template.id}`, undefined],
      ['POST', '/api/productTemplates', valid],
      ['PUT', `/api/productTemplates/${template.id}`, valid],
      ['DELETE', `/api/productTemplates/${template.id}`, undefined],
    ] as const) {
      const answer = await call(t, method, path, { token: clerk.token, body });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
    }
    expect(
      (await t.dataSource.getRepository(ProductTemplate).findOneByOrFail({ id: template.id })).title,
    ).toBe('Guarded');
    const allowed = await seedStaff(t, admin.store, { role: 'Employee', accessControls: ['Settings'] });
    expect((await call(t, 'GET', '/api/productTemplates', { token: allowed.token })).status).toBe(200);
  });

  it('gives a signed-up store and the demo store the default template, so a store never starts with none', async () => {
    const signup = await call(t, 'POST', '/open/stores', {
      body: { name: 'Template Kicks', email: 'owner@template-kicks.test', handle: 'template-kicks' },
    });
    expect(signup.status).toBe(201);
    const store = await t.dataSource.getRepository(Store).findOneByOrFail({ handle: 'template-kicks' });
    const templates = await t.dataSource.getRepository(ProductTemplate).findBy({ storeId: store.id });
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({
      title: 'Sneakers',
      option1: 'Size',
      option2: 'Condition',
      option2Values: ['New', 'Used'],
    });
    expect(templates[0].option1Values).toHaveLength(21);
    expect(templates[0].option1Values.slice(0, 3)).toEqual(['4', '4.5', '5']);
    expect(templates[0].option1Values.at(-1)).toBe('14');

    await seedDemoStore(t.app, { email: 'admin@demo.test', password: 'demo-password-123' });
    const demo = await t.dataSource.getRepository(Store).findOneByOrFail({ handle: 'demo' });
    // The default template, beside the demo shop's own (resources/demo/templates.json).
    const demoTemplates = await t.dataSource.getRepository(ProductTemplate).findBy({ storeId: demo.id });
    expect(demoTemplates.map((template) => template.title)).toContain('Sneakers');
  });
});
