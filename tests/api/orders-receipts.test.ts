import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { emailReceiptResponse, RECEIPT_WIDTH_MM } from '@shared/contracts/orders';
import { validation } from '@shared/messages';
import { Job } from '../../api/src/jobs/job.entity';
import { MAIL_JOB } from '../../api/src/mail/mail.service';
import { call, seedStaff } from '../support/fixtures';
import { type InventoryWorld, seedInventoryWorld, seedWorldItem } from '../support/inventory-world';
import { finishedJob } from '../support/jobs';
import { seedOrder } from '../support/order-world';
import { startTestAppWithSmtp, testEngine, type TestAppWithSmtp } from '../support/test-app';

describe(`receipts (GET /api/orders/{id}/receipt, POST /api/orders/{id}/emailReceipt) on ${testEngine()}`, () => {
  let t: TestAppWithSmtp;
  let world: InventoryWorld;
  let other: InventoryWorld;
  let dir: string;

  const errorOf = (body: unknown) => apiErrorBody.parse(body).error;
  const sellable = (w = world, fields = {}) => seedWorldItem(t, w, 'Active', ['Active'], fields);

  async function receiptOf(orderId: number | string, token = world.admin.token) {
    const response = await fetch(`${t.baseUrl}/api/orders/${orderId}/receipt`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** The PDF as poppler reads it: its page size in points and its text. */
  function readPdf(bytes: Buffer): { widthPt: number; heightPt: number; text: string } {
    const file = path.join(dir, `receipt-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return { widthPt: Number(size?.[1]), heightPt: Number(size?.[2]), text };
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'consigndesk-receipts-'));
    t = await startTestAppWithSmtp();
    world = await seedInventoryWorld(t, { handle: 'receipts', productTitle: 'Jordan 1 Chicago' });
    other = await seedInventoryWorld(t, { handle: 'receipts-other', productTitle: 'Yeezy 350' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('the PDF', () => {
    it('is an 80 mm wide receipt with the store, the order, its items and its total', async () => {
      const first = await sellable(world, { option1Value: '10' });
      const second = await sellable(world, { price: 250 });
      const order = await seedOrder(t, world.admin.store.id, {
        lines: [
          { item: first, salePrice: 90, tax: 7.2 },
          { item: second, tax: 20 },
        ],
        customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
      });

      const { response, bytes } = await receiptOf(order.id);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="receipt-${order.number}.pdf"`,
      );
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = readPdf(bytes);
      expect(pdf.widthPt).toBeCloseTo((RECEIPT_WIDTH_MM / 25.4) * 72, 1);
      expect(pdf.heightPt).toBeGreaterThan(pdf.widthPt);
      expect(pdf.text).toContain(world.admin.store.name);
      expect(pdf.text).toContain(`Order ${order.name}`);
      expect(pdf.text).toContain('Customer: Grace Hopper');
      expect(pdf.text).toContain('Jordan 1 Chicago');
      expect(pdf.text).toMatch(/Size 10\s+/);
      expect(pdf.text).toMatch(/Tax\s+\$27\.20/);
      expect(pdf.text).toMatch(/TOTAL\s+\$367\.20/);
      expect(pdf.text).toMatch(/Cash\s+\$367\.20/);
    });

    it('grows with the order: more items, a taller page', async () => {
      const one = await seedOrder(t, world.admin.store.id, { lines: [{ item: await sellable() }] });
      const items = await Promise.all(Array.from({ length: 6 }, () => sellable()));
      const six = await seedOrder(t, world.admin.store.id, { lines: items.map((item) => ({ item })) });

      const short = readPdf((await receiptOf(one.id)).bytes);
      const long = readPdf((await receiptOf(six.id)).bytes);

      expect(long.widthPt).toBeCloseTo(short.widthPt, 3);
      expect(long.heightPt).toBeGreaterThan(short.heightPt + 5 * 20);
      expect(short.text).not.toMatch(/^\s*Tax/m);
    });

    it("answers 404 for another store's order, an unknown id and an id that does not parse", async () => {
      const theirs = await seedOrder(t, other.admin.store.id, { lines: [{ item: await sellable(other) }] });

      for (const id of [theirs.id, 999_999, 'abc']) {
        const { response, bytes } = await receiptOf(id);
        expect(response.status, String(id)).toBe(404);
        expect(errorOf(JSON.parse(bytes.toString('utf8'))).code).toBe('NOT_FOUND');
      }
      expect((await receiptOf(theirs.id, other.admin.token)).response.status).toBe(200);
    });

    it('needs the Orders access control', async () => {
      const order = await seedOrder(t, world.admin.store.id, { lines: [{ item: await sellable() }] });
      const inventoryOnly = await seedStaff(t, world.admin.store, {
        role: 'Employee',
        accessControls: ['Inventory'],
      });
      const orders = await seedStaff(t, world.admin.store, { role: 'Employee', accessControls: ['Orders'] });

      expect((await receiptOf(order.id, inventoryOnly.token)).response.status).toBe(403);
      expect((await receiptOf(order.id, orders.token)).response.status).toBe(200);
    });
  });

  describe('by email', () => {
    const emailReceipt = (orderId: number | string, body: unknown, token = world.admin.token) =>
      call(t, 'POST', `/api/orders/${orderId}/emailReceipt`, { token, body });

    it("mails the receipt to the order's customer: in the body, and the PDF attached", async () => {
      const order = await seedOrder(t, world.admin.store.id, {
        lines: [{ item: await sellable(), tax: 8 }],
        customer: { firstName: 'Ada', email: 'ada.receipt@example.test' },
      });

      const response = await emailReceipt(order.id, {});

      expect(response.status).toBe(202);
      expect(emailReceiptResponse.parse(response.body)).toEqual({ email: 'ada.receipt@example.test' });
      const mail = await t.smtp.waitFor('ada.receipt@example.test');
      expect(mail.subject).toBe(`Your receipt from ${world.admin.store.name} (order ${order.name})`);
      expect(mail.text).toContain(`Order ${order.name}`);
      expect(mail.text).toMatch(/TOTAL +\$108/);
      expect(mail.text).toContain(`data-receipt="${order.name}"`);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=receipt-\d+\.pdf/);
      const attachment =
        /Content-Disposition: attachment; filename=receipt-\d+\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
          mail.raw,
        );
      expect(
        Buffer.from(attachment?.[1] ?? '', 'base64')
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    });

    it('mails the address given instead, and keeps only the address and subject once sent', async () => {
      const order = await seedOrder(t, world.admin.store.id, {
        lines: [{ item: await sellable() }],
        customer: { firstName: 'Ada', email: 'ada.other@example.test' },
      });

      const response = await emailReceipt(order.id, { email: 'front.desk@example.test' });

      expect(response.status).toBe(202);
      expect(response.body).toEqual({ email: 'front.desk@example.test' });
      await t.smtp.waitFor('front.desk@example.test');
      const jobs = await t.dataSource
        .getRepository(Job)
        .findBy({ kind: MAIL_JOB, storeId: world.admin.store.id });
      const queued = jobs.find((job) => JSON.stringify(job.payload).includes('front.desk@example.test'));
      const sent = await finishedJob(t.dataSource, queued?.id ?? 0);
      expect(sent.status).toBe('succeeded');
      expect(sent.payload).toEqual({
        message: { to: 'front.desk@example.test', subject: expect.stringContaining(order.name) },
      });
    });

    it('answers 400 when the order has no customer email and none is given, and queues nothing', async () => {
      const order = await seedOrder(t, world.admin.store.id, {
        lines: [{ item: await sellable() }],
        customer: { firstName: 'Phone', phone: '555-0100' },
      });
      const before = await t.dataSource.getRepository(Job).countBy({ kind: MAIL_JOB });

      const response = await emailReceipt(order.id, {});

      expect(response.status).toBe(400);
      expect(errorOf(response.body)).toMatchObject({
        message: validation.orders.noCustomerEmail,
        fields: { email: validation.orders.noCustomerEmail },
      });
      expect(await t.dataSource.getRepository(Job).countBy({ kind: MAIL_JOB })).toBe(before);
    });

    it('refuses an address that is not one, and fields the call does not have', async () => {
      const order = await seedOrder(t, world.admin.store.id, { lines: [{ item: await sellable() }] });

      expect((await emailReceipt(order.id, { email: 'not-an-email' })).status).toBe(400);
      const unknown = await emailReceipt(order.id, { email: 'a@example.test', copies: 2 });
      expect(unknown.status).toBe(400);
      expect(errorOf(unknown.body).message).toMatch(/copies/);
    });

    it("answers 404 for another store's order and sends nothing", async () => {
      const theirs = await seedOrder(t, other.admin.store.id, {
        lines: [{ item: await sellable(other) }],
        customer: { firstName: 'Theirs', email: 'theirs.receipt@example.test' },
      });

      const response = await emailReceipt(theirs.id, {});

      expect(response.status).toBe(404);
      expect(errorOf(response.body).code).toBe('NOT_FOUND');
      expect(t.smtp.mails.some((mail) => mail.to.includes('theirs.receipt@example.test'))).toBe(false);
    });
  });
});
