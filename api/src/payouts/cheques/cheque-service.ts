/*
 * The cheque payment service of automated payouts, as the send job sees it: one interface, one real
 * HTTP implementation (checkbook-cheque-service.ts, Checkbook.io's API shape). Tests run the same
 * implementation against the local server in tests/servers/cheque-service.ts; nothing here is mocked.
 */

/** A digital cheque to create: sent by email to `recipient`, for `amount` (major units). */
export interface ChequeOrder {
  /** The recipient's email address. */
  recipient: string;
  /** The recipient's name as the cheque shows it. */
  name: string;
  amount: number;
  /** Carries the idempotency key, so a listing can find the cheque when its answer was lost. */
  description: string;
  /** Sent as the Idempotency-Key header (shared/domain/payouts.ts chequeIdempotencyKey). */
  idempotencyKey: string;
}

/** A cheque as the service knows it. */
export interface ServiceCheque {
  id: string;
  recipient: string;
  name: string;
  amount: number;
  description: string;
  /** The service's own status (UNPAID once created, PAID once deposited, VOID, …). */
  status: string;
  /** When the service created it. */
  date: Date;
}

/** The service refused the cheque (4xx): its reason, shown to the store; sending it again will not help. */
export class ChequeRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ChequeRefused';
  }
}

/**
 * No answer that tells whether the cheque exists: a 5xx, a timeout, a dropped connection. The
 * cheque may or may not have been created, so it is looked up before anything is sent again.
 */
export class ChequeServiceUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChequeServiceUnavailable';
  }
}

export interface ChequeService {
  /** Creates the cheque (or, for the same key and parameters, answers the one created before). */
  create(order: ChequeOrder): Promise<ServiceCheque>;
  /** The cheque with the service's id; null when it has none. */
  get(id: string): Promise<ServiceCheque | null>;
  /**
   * The cheque created with this idempotency key since `since`, found by listing (the real service
   * cannot be asked by key): the first whose description carries the key. Null when there is none.
   */
  findByIdempotencyKey(idempotencyKey: string, since: Date): Promise<ServiceCheque | null>;
}

/** Where the key sits in a cheque's description, so a listing can recognise the cheque. */
export function describeCheque(text: string, idempotencyKey: string): string {
  return `${text} [${idempotencyKey}]`;
}

export function carriesKey(description: string, idempotencyKey: string): boolean {
  return description.includes(`[${idempotencyKey}]`);
}
