import {
  carriesKey,
  type ChequeOrder,
  ChequeRefused,
  type ChequeService,
  ChequeServiceUnavailable,
  type ServiceCheque,
} from './cheque-service';

export interface CheckbookSettings {
  /** The API's base (https://api.sandbox.checkbook.io, or the local cheque server's). */
  url: string;
  key: string;
  secret: string;
  timeoutMs: number;
}

/** How many cheques one listing page asks for, and how far back a lookup may page at most. */
const LIST_PAGE_SIZE = 50;
const LIST_MAX_PAGES = 100;
/** A lookup pages back to a little before our own record was written (the two clocks may differ). */
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

interface CheckbookCheque {
  id: string;
  recipient: string;
  name: string;
  amount: number;
  description: string | null;
  status: string;
  date: string;
}

/**
 * Checkbook.io's API (v3): `POST /v3/check/digital` with recipient, name, amount and description,
 * `GET /v3/check/{id}`, `GET /v3/check?page=&per_page=` (newest first), `Authorization: {key}:{secret}`
 * and the `Idempotency-Key` header on the POST (the same key with the same parameters answers the
 * first cheque; with changed parameters the key is ignored and a new cheque is made, which is why
 * our own record keeps the parameters and resends them unchanged). Errors answer
 * `{ error, more_info }`. Every call gives up after `timeoutMs`.
 */
export class CheckbookChequeService implements ChequeService {
  constructor(private readonly settings: CheckbookSettings) {}

  async create(order: ChequeOrder): Promise<ServiceCheque> {
    const answer = await this.call('POST', '/v3/check/digital', {
      body: {
        recipient: order.recipient,
        name: order.name,
        amount: order.amount,
        description: order.description,
      },
      idempotencyKey: order.idempotencyKey,
    });
    return toServiceCheque(answer as CheckbookCheque);
  }

  async get(id: string): Promise<ServiceCheque | null> {
    try {
      return toServiceCheque(
        (await this.call('GET', `/v3/check/${encodeURIComponent(id)}`)) as CheckbookCheque,
      );
    } catch (error) {
      if (error instanceof ChequeRefused && error.status === 404) return null;
      throw error;
    }
  }

  async findByIdempotencyKey(idempotencyKey: string, since: Date): Promise<ServiceCheque | null> {
    const oldest = since.getTime() - CLOCK_SLACK_MS;
    for (let page = 1; page <= LIST_MAX_PAGES; page++) {
      const answer = (await this.call('GET', `/v3/check?page=${page}&per_page=${LIST_PAGE_SIZE}`)) as {
        checks: CheckbookCheque[];
        pages: number;
      };
      const cheques = answer.checks.map(toServiceCheque);
      const found = cheques.find((cheque) => carriesKey(cheque.description, idempotencyKey));
      if (found) return found;
      const isPastSince = cheques.some((cheque) => cheque.date.getTime() < oldest);
      if (isPastSince || page >= answer.pages || cheques.length === 0) return null;
    }
    return null;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `${this.settings.key}:${this.settings.secret}`,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.settings.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const cause =
        error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : String(error);
      throw new ChequeServiceUnavailable(`The cheque service did not answer ${method} ${path}: ${cause}`);
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new ChequeServiceUnavailable(
        `The cheque service answered ${response.status} to ${method} ${path}: ${errorText(text) ?? 'no reason given'}`,
      );
    }
    if (response.status >= 400) {
      throw new ChequeRefused(response.status, errorText(text) ?? `Refused (${response.status})`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // A 2xx we cannot read says nothing sure about the cheque: look it up later, as for a lost answer.
      throw new ChequeServiceUnavailable(`The cheque service's answer to ${method} ${path} was not JSON`);
    }
  }
}

/** The reason in Checkbook's error body (`{ error, more_info }`), when there is one. */
function errorText(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown; more_info?: unknown };
    const parts = [body.error, body.more_info].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(': ').slice(0, 500) : null;
  } catch {
    return text.trim() ? text.trim().slice(0, 500) : null;
  }
}

function toServiceCheque(raw: CheckbookCheque): ServiceCheque {
  return {
    id: String(raw.id),
    recipient: raw.recipient,
    name: raw.name,
    amount: Number(raw.amount),
    description: raw.description ?? '',
    status: raw.status,
    date: parseServiceDate(raw.date),
  };
}

/** Checkbook writes dates as 'YYYY-MM-DD HH:MM:SS' in UTC. */
function parseServiceDate(value: string): Date {
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}
