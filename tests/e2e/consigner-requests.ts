import { join } from 'node:path';
import { expect } from '@playwright/test';
import { DataSource } from 'typeorm';

export type ConsignerRequest =
  { status: 'RequestPriceChange'; requestedPrice: number } | { status: 'RequestWithdrawal' };

/**
 * A consigner's price-change or withdrawal request on an Active item, as the consigner portal will
 * make it. No route makes these requests yet (the portal is not built), and the store's own calls
 * cannot stand in for them: a status set by hand may only be a move the store makes itself
 * (checkStatusEdit in shared/domain/inventory-status.ts). So the walk writes the request into the
 * e2e server's SQLite file (DATA_DIR, whose mail mailbox.ts reads), guarded as the status machine's
 * requestPriceChange and requestWithdrawal moves are: only from Active, with a new version. No log
 * row is written. When the portal's calls exist, they replace this.
 */
export async function makeConsignerRequest(itemId: number, request: ConsignerRequest): Promise<void> {
  const dataDir = process.env.CONSIGNDESK_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('CONSIGNDESK_E2E_DATA_DIR is not set: run through tests/e2e/playwright.config.ts');
  // The server holds the file open too: the busy timeout waits out its writes.
  const database = new DataSource({
    type: 'better-sqlite3',
    database: join(dataDir, 'consigndesk.sqlite'),
    timeout: 5000,
  });
  await database.initialize();
  try {
    const requestedPrice = request.status === 'RequestPriceChange' ? request.requestedPrice : null;
    await database.query(
      `UPDATE inventories
          SET status = ?, requestedPrice = COALESCE(?, requestedPrice), version = version + 1,
              updatedAt = strftime('%Y-%m-%d %H:%M:%f', 'now')
        WHERE id = ? AND status = 'Active'`,
      [request.status, requestedPrice, itemId],
    );
    const [row] = (await database.query('SELECT status FROM inventories WHERE id = ?', [itemId])) as {
      status: string;
    }[];
    expect(row?.status, `item ${itemId} was not Active`).toBe(request.status);
  } finally {
    await database.destroy();
  }
}
