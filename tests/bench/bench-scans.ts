/**
 * Issue 13's scanning targets, on the inventory bench's MariaDB data set and server:
 * - scan intake's GTIN lookup (POST /api/inventories/scan), GTIN_LOOKUP_CLIENTS clients at once,
 *   each its own session, over the measured store's barcodes (the demo seed gives some) and its
 *   consigners with items: p50/p95/p99 against GTIN_LOOKUP_P95_MAX_MS;
 * - a scan run of SCAN_RUN_SCANS scans: START at the location whose shelf is closest to that size,
 *   then Run with its items (every 20th left out: Missing) topped up with items of other locations
 *   (elsewhere / Over Scanned), timed from the request to the last byte of the answer (the run
 *   saved, reconciled and its lists answered) against SCAN_RUN_SAVE_MAX_MS.
 */
import { type Connection } from 'mysql2/promise';
// Relative, not @shared/...: tsx runs the bench without the tests' path aliases.
import { scanDetailResponse, scanGtinResponse } from '../../shared/contracts/scans';
import { EXPECTED_ON_SHELF } from '../../shared/domain/scan-runs';
import { elapsedMs } from './bench-http';
import { GTIN_LOOKUP_CLIENTS, SCAN_RUN_SCANS } from './goals';
import { benchDurationS, type LatencySummary, runLoad } from './load';

export interface GtinLookupResult {
  clients: number;
  gtins: number;
  durationS: number;
  requests: number;
  requestsPerSec: number;
  latencyMs: LatencySummary;
  errors: number;
  non2xx: number;
  warmupErrors: number;
  warmupNon2xx: number;
}

export interface ScanRunResult {
  scans: number;
  expected: number;
  missing: number;
  overScanned: number;
  elsewhere: number;
  startMs: number;
  /** Run: saved, reconciled and answered. */
  saveMs: number;
  answerBytes: number;
}

export async function measureGtinLookups(
  baseUrl: string,
  connection: Connection,
  storeId: number,
  signIn: () => Promise<string>,
): Promise<GtinLookupResult> {
  const [gtinRows] = await connection.query(
    'SELECT gtin FROM product_gtins WHERE storeId = ? ORDER BY id LIMIT 1000',
    [storeId],
  );
  const gtins = (gtinRows as { gtin: string }[]).map((row) => row.gtin);
  if (gtins.length === 0) throw new Error('GTIN lookups: the measured store has no barcodes');
  const [consignerRows] = await connection.query(
    'SELECT consignerId AS id FROM inventories WHERE storeId = ? AND consignerId IS NOT NULL GROUP BY consignerId ORDER BY COUNT(*) DESC LIMIT 50',
    [storeId],
  );
  const consigners = (consignerRows as { id: number }[]).map((row) => Number(row.id));
  const [locationRows] = await connection.query(
    'SELECT id FROM locations WHERE storeId = ? AND isActive = 1 ORDER BY id LIMIT 1',
    [storeId],
  );
  const location = Number((locationRows as { id: number }[])[0]?.id);
  if (consigners.length === 0 || !location)
    throw new Error('GTIN lookups: no consigner or location to scan for');
  const tokens: string[] = [];
  for (let index = 0; index < GTIN_LOOKUP_CLIENTS; index++) tokens.push(await signIn());
  const bodyOf = (index: number) =>
    JSON.stringify({
      consigner: consigners[index % consigners.length],
      location,
      gtin: gtins[index % gtins.length],
    });
  const path = '/api/inventories/scan';
  const probe = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: bodyOf(0),
  });
  const text = await probe.text();
  if (probe.status !== 200) throw new Error(`GTIN lookup: status ${probe.status}: ${text.slice(0, 300)}`);
  if (!scanGtinResponse.parse(JSON.parse(text)).scanGTINProduct) {
    throw new Error(`GTIN lookup of ${gtins[0]} found no product`);
  }

  const durationS = benchDurationS();
  let next = 0;
  let nextSession = 0;
  const run = await runLoad({
    url: `${baseUrl}${path}`,
    headers: { 'content-type': 'application/json' },
    connections: GTIN_LOOKUP_CLIENTS,
    warmupS: Math.min(2, durationS),
    durationS,
    nextRequest: (client) => {
      client.authorization ??= `Bearer ${tokens[nextSession++ % tokens.length]}`;
      return {
        path,
        method: 'POST',
        body: bodyOf(next++),
        headers: { authorization: client.authorization as string },
      };
    },
  });
  return {
    clients: GTIN_LOOKUP_CLIENTS,
    gtins: gtins.length,
    durationS: run.measuredS,
    requests: run.measured.requests,
    requestsPerSec: run.measured.requests / run.measuredS,
    latencyMs: run.latencies.summary(),
    errors: run.measured.errors,
    non2xx: run.measured.non2xx,
    warmupErrors: run.warmup.errors,
    warmupNon2xx: run.warmup.non2xx,
  };
}

export async function measureScanRun(
  baseUrl: string,
  connection: Connection,
  storeId: number,
  authorization: string,
): Promise<ScanRunResult> {
  const statuses = EXPECTED_ON_SHELF.map(() => '?').join(', ');
  const [shelves] = await connection.query(
    `SELECT locationId AS id, COUNT(*) AS items FROM inventories WHERE storeId = ? AND locationId IS NOT NULL AND status IN (${statuses}) GROUP BY locationId`,
    [storeId, ...EXPECTED_ON_SHELF],
  );
  const closest = (shelves as { id: number; items: number }[])
    .map((row) => ({ id: Number(row.id), items: Number(row.items) }))
    .sort((a, b) => Math.abs(a.items - SCAN_RUN_SCANS) - Math.abs(b.items - SCAN_RUN_SCANS))[0];
  if (!closest) throw new Error('scan run: the measured store has no items on a shelf');
  const request = async (method: string, path: string, body: unknown) => {
    const start = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = elapsedMs(start);
    if (response.status >= 300)
      throw new Error(`scan run: ${method} ${path}: ${response.status}: ${text.slice(0, 300)}`);
    return { ms, text };
  };
  const started = await request('POST', '/api/scans', { location: closest.id });
  const run = scanDetailResponse.parse(JSON.parse(started.text));
  const onShelf = run.inventories.map((item) => item.id).filter((_, index) => index % 20 !== 7);
  const scanned = onShelf.slice(0, SCAN_RUN_SCANS);
  if (scanned.length < SCAN_RUN_SCANS) {
    const [others] = await connection.query(
      'SELECT id FROM inventories WHERE storeId = ? AND (locationId IS NULL OR locationId <> ?) ORDER BY id LIMIT ?',
      [storeId, closest.id, SCAN_RUN_SCANS - scanned.length],
    );
    scanned.push(...(others as { id: number }[]).map((row) => Number(row.id)));
  }
  const saved = await request('PUT', `/api/scans/${run.scan.id}`, { inventories: scanned });
  const { scan } = scanDetailResponse.parse(JSON.parse(saved.text));
  return {
    scans: scanned.length,
    expected: scan.counts.expected,
    missing: scan.counts.missing,
    overScanned: scan.counts.overScanned,
    elsewhere: scan.counts.elsewhere,
    startMs: started.ms,
    saveMs: saved.ms,
    answerBytes: Buffer.byteLength(saved.text),
  };
}
