import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';

/*
 * A local cheque service (issue 16): a test double at the protocol boundary that speaks Checkbook.io's
 * API as api/src/payouts/cheques/checkbook-cheque-service.ts calls it, keeps its cheques in memory,
 * and injects faults on demand. Nothing inside the API is mocked: the API is pointed at this server
 * with CHEQUE_SERVICE_URL / _KEY / _SECRET, exactly as it would be at the real one.
 *
 *   POST /v3/check/digital   { recipient, name, amount, description }  → 201 the cheque
 *   GET  /v3/check/{id}                                                → 200 the cheque, 404
 *   GET  /v3/check?page=&per_page=&status=                             → { checks, page, pages, total }, newest first
 *   Authorization: {key}:{secret} on every call (401 otherwise); errors answer { error, more_info }.
 *
 * Idempotency, as the real service documents it: a POST with an Idempotency-Key already used with the
 * SAME parameters answers the first cheque again (nothing new is created); the same key with CHANGED
 * parameters is ignored and creates a second cheque. The API must never rely on the key alone.
 *
 * Admin (tests and the demo; no authorization):
 *   GET    /__admin/cheques   every cheque, oldest first, with the key it was created under
 *   GET    /__admin/stats     requests by kind, faults injected by kind
 *   POST   /__admin/faults    one FaultRule (below) or an array of them
 *   DELETE /__admin/faults    no faults
 *   POST   /__admin/reset     no cheques, no faults, counts at 0
 */

export type FaultKind = 'refuse' | 'error' | 'slow' | 'drop';

/**
 * A fault switch. It applies to the next `count` requests it matches (every one while it is set
 * when `count` is left out), after letting the first `after` of them through; `recipient` narrows
 * it to cheques created for that email; `on` says which requests it matches: creates only
 * (default) or every call (lookups too).
 * - refuse: answers `status` (default 400) with `reason`; nothing is created;
 * - error: answers 500; nothing is created;
 * - slow: waits `delayMs` (default 15 s, beyond the API's timeout), then does the work and answers;
 * - drop: does the work (the cheque is created) and closes the connection without an answer.
 */
export interface FaultRule {
  kind: FaultKind;
  count?: number;
  after?: number;
  recipient?: string;
  on?: 'create' | 'any';
  status?: number;
  reason?: string;
  delayMs?: number;
}

export interface LocalCheque {
  id: string;
  number: number;
  recipient: string;
  name: string;
  amount: number;
  description: string;
  status: 'UNPAID';
  /** 'YYYY-MM-DD HH:MM:SS', UTC, as the real service writes it. */
  date: string;
  /** The Idempotency-Key it was created under (not part of the real answer; admin only). */
  idempotencyKey: string | null;
}

export interface ChequeServiceStats {
  requests: { create: number; get: number; list: number };
  created: number;
  /** Answers repeated for a key reused with the same parameters. */
  replayed: number;
  faults: Record<FaultKind, number>;
}

export interface RunningChequeService {
  url: string;
  port: number;
  key: string;
  secret: string;
  /** What to give the API: CHEQUE_SERVICE_URL, CHEQUE_SERVICE_KEY, CHEQUE_SERVICE_SECRET. */
  env: Record<'CHEQUE_SERVICE_URL' | 'CHEQUE_SERVICE_KEY' | 'CHEQUE_SERVICE_SECRET', string>;
  cheques(): LocalCheque[];
  stats(): ChequeServiceStats;
  fault(rule: FaultRule | FaultRule[]): void;
  clearFaults(): void;
  reset(): void;
  close(): Promise<void>;
}

export interface ChequeServiceOptions {
  port?: number;
  host?: string;
  key?: string;
  secret?: string;
}

interface ActiveRule extends FaultRule {
  remaining: number;
  toSkip: number;
}

interface Remembered {
  parameters: string;
  chequeId: string;
}

const DEFAULT_SLOW_MS = 15_000;
const MAX_PER_PAGE = 250;

export async function startChequeService(options: ChequeServiceOptions = {}): Promise<RunningChequeService> {
  const key = options.key ?? 'local-cheque-key';
  const secret = options.secret ?? 'local-cheque-secret';
  const host = options.host ?? '127.0.0.1';
  const cheques: LocalCheque[] = [];
  const byId = new Map<string, LocalCheque>();
  const byKey = new Map<string, Remembered>();
  let rules: ActiveRule[] = [];
  let stats = emptyStats();
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();

  const create = (body: Record<string, unknown>, idempotencyKey: string | null): LocalCheque => {
    const parameters = JSON.stringify([body.recipient, body.name, body.amount, body.description ?? null]);
    const remembered = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (remembered && remembered.parameters === parameters) {
      stats.replayed += 1;
      return byId.get(remembered.chequeId) as LocalCheque;
    }
    const cheque: LocalCheque = {
      id: randomBytes(16).toString('hex'),
      number: 1000 + cheques.length + 1,
      recipient: String(body.recipient),
      name: String(body.name),
      amount: Number(body.amount),
      description: typeof body.description === 'string' ? body.description : '',
      status: 'UNPAID',
      date: serviceDate(new Date()),
      idempotencyKey,
    };
    cheques.push(cheque);
    byId.set(cheque.id, cheque);
    stats.created += 1;
    // A key reused with changed parameters is ignored: the first cheque keeps it.
    if (idempotencyKey && !remembered) byKey.set(idempotencyKey, { parameters, chequeId: cheque.id });
    return cheque;
  };

  /** The first rule this request meets, used up by one. */
  const faultFor = (isCreate: boolean, recipient: string | null): ActiveRule | null => {
    const matching = rules.filter(
      (candidate) =>
        (isCreate || candidate.on === 'any') &&
        (candidate.recipient === undefined || (isCreate && candidate.recipient === recipient)),
    );
    let rule: ActiveRule | null = null;
    for (const candidate of matching) {
      if (candidate.toSkip > 0) candidate.toSkip -= 1;
      else rule ??= candidate;
    }
    if (!rule) return null;
    rule.remaining -= 1;
    const used = rule;
    if (used.remaining <= 0) rules = rules.filter((other) => other !== used);
    stats.faults[rule.kind] += 1;
    return rule;
  };

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  const handleApi = (request: IncomingMessage, response: ServerResponse, url: URL, raw: string) => {
    if (request.headers.authorization !== `${key}:${secret}`) {
      return send(response, 401, { error: 'Unauthorized', more_info: 'Check your API key and secret.' });
    }
    const isCreate = request.method === 'POST' && url.pathname === '/v3/check/digital';
    const single = /^\/v3\/check\/([^/]+)$/.exec(url.pathname);
    const isList = request.method === 'GET' && url.pathname === '/v3/check';
    if (!isCreate && !(request.method === 'GET' && single) && !isList) {
      return send(response, 404, { error: 'Not found', more_info: null });
    }
    let body: Record<string, unknown> = {};
    if (isCreate) {
      stats.requests.create += 1;
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return send(response, 400, { error: 'Invalid request', more_info: 'The body is not JSON.' });
      }
    } else if (isList) stats.requests.list += 1;
    else stats.requests.get += 1;

    const work = (): [number, unknown] => {
      if (isCreate) {
        const problem = invalidCreate(body);
        if (problem) return [400, { error: 'Invalid request', more_info: problem }];
        const idempotencyKey = headerValue(request.headers['idempotency-key']);
        return [201, publicCheque(create(body, idempotencyKey))];
      }
      if (single) {
        const cheque = byId.get(decodeURIComponent(single[1]));
        return cheque ? [200, publicCheque(cheque)] : [404, { error: 'Check not found', more_info: null }];
      }
      return [200, list(cheques, url.searchParams)];
    };

    const fault = faultFor(isCreate, typeof body.recipient === 'string' ? body.recipient : null);
    if (!fault) return send(response, ...work());
    switch (fault.kind) {
      case 'refuse':
        return send(response, fault.status ?? 400, {
          error: fault.reason ?? 'The recipient cannot receive checks',
          more_info: null,
        });
      case 'error':
        return send(response, 500, { error: 'Internal server error', more_info: null });
      case 'slow':
        return later(fault.delayMs ?? DEFAULT_SLOW_MS, () => {
          const [status, answer] = work();
          if (!response.destroyed && !response.writableEnded) send(response, status, answer);
        });
      case 'drop':
        work();
        request.socket.destroy();
        return;
    }
  };

  const handleAdmin = (request: IncomingMessage, response: ServerResponse, url: URL, raw: string) => {
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /__admin/cheques') return send(response, 200, { cheques });
    if (route === 'GET /__admin/stats') return send(response, 200, stats);
    if (route === 'DELETE /__admin/faults') {
      rules = [];
      return send(response, 200, { faults: rules });
    }
    if (route === 'POST /__admin/reset') {
      reset();
      return send(response, 200, { ok: true });
    }
    if (route === 'POST /__admin/faults') {
      try {
        addRules(JSON.parse(raw) as FaultRule | FaultRule[]);
      } catch (error) {
        return send(response, 400, { error: 'Invalid fault', more_info: String(error) });
      }
      return send(response, 200, { faults: rules });
    }
    return send(response, 404, { error: 'Not found', more_info: null });
  };

  const addRules = (rule: FaultRule | FaultRule[]) => {
    for (const one of Array.isArray(rule) ? rule : [rule]) {
      if (!['refuse', 'error', 'slow', 'drop'].includes(one.kind))
        throw new Error(`Unknown fault ${one.kind}`);
      rules.push({ ...one, remaining: one.count ?? Number.POSITIVE_INFINITY, toSkip: one.after ?? 0 });
    }
  };

  const reset = () => {
    cheques.length = 0;
    byId.clear();
    byKey.clear();
    rules = [];
    stats = emptyStats();
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname.startsWith('/__admin/')) handleAdmin(request, response, url, raw);
      else handleApi(request, response, url, raw);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  return {
    url,
    port,
    key,
    secret,
    env: { CHEQUE_SERVICE_URL: url, CHEQUE_SERVICE_KEY: key, CHEQUE_SERVICE_SECRET: secret },
    cheques: () => cheques.map((cheque) => ({ ...cheque })),
    stats: () => structuredClone(stats),
    fault: addRules,
    clearFaults: () => (rules = []),
    reset,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function emptyStats(): ChequeServiceStats {
  return {
    requests: { create: 0, get: 0, list: 0 },
    created: 0,
    replayed: 0,
    faults: { refuse: 0, error: 0, slow: 0, drop: 0 },
  };
}

function invalidCreate(body: Record<string, unknown>): string | null {
  if (typeof body.recipient !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.recipient))
    return 'recipient must be an email address';
  if (typeof body.name !== 'string' || body.name.trim() === '') return 'name is required';
  if (typeof body.amount !== 'number' || !(body.amount > 0)) return 'amount must be a positive number';
  if (body.description !== undefined && typeof body.description !== 'string')
    return 'description must be text';
  return null;
}

function list(cheques: readonly LocalCheque[], query: URLSearchParams) {
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(query.get('per_page')) || 10));
  const page = Math.max(1, Number(query.get('page')) || 1);
  const status = query.get('status');
  const matching = cheques.filter((cheque) => !status || cheque.status === status).reverse();
  return {
    checks: matching.slice((page - 1) * perPage, page * perPage).map(publicCheque),
    page,
    pages: Math.max(1, Math.ceil(matching.length / perPage)),
    total: matching.length,
  };
}

/** A cheque as the real service answers it (the key it was made under is ours to see, not its). */
function publicCheque(cheque: LocalCheque) {
  const { idempotencyKey: _key, ...answer } = cheque;
  return answer;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function headerValue(value: string | string[] | undefined): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  return one?.trim() ? one.trim() : null;
}

function serviceDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
