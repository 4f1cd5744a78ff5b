import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { type FastifyReply } from 'fastify';
import {
  MAIL_REQUESTS_PER_ADDRESS,
  MAIL_REQUESTS_PER_TARGET,
  MAIL_THROTTLE_WINDOW_MINUTES,
} from '@shared/contracts/rate-limits';
import { authMessages } from '@shared/messages';
import { RateLimitStore, type RateLimit } from '../../database/rate-limit-store';
import { type AuthenticatedRequest } from '../auth/api-auth.guard';
import { TokenService } from '../auth/token.service';
import { clientAddress } from './client-address';
import { RateLimitedError, withRetryAfter } from './rate-limited.error';

const MAIL_TARGET = 'consigndesk:mailTarget';

interface MailRequest extends AuthenticatedRequest {
  validated?: { body?: unknown };
}

/** What a target is read from: the request, and the account of its bearer token (for /open routes). */
export interface MailTargetContext {
  request: MailRequest;
  bearerAccountId(): string | null;
}

/**
 * Who the mail goes to, as a key: the same mailbox must give the same key on every request, known
 * account or not. Null when the request names none (it is then counted per address only).
 */
export type MailTarget = (context: MailTargetContext) => string | null;

/** The targets of today's mail endpoints; a new endpoint picks one, or writes its own. */
export const mailTargets = {
  /** The `email` of the body (forgot password, register, store signup, a new employee's invite). */
  bodyEmail: ({ request }: MailTargetContext): string | null => {
    const body = (request.validated?.body ?? request.body) as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return email ? `email:${email}` : null;
  },
  /** The signed-in account's own mailbox (verification mail). */
  signedInAccount: ({ request, bearerAccountId }: MailTargetContext): string | null => {
    const accountId = request.principal ? String(request.principal.accountId) : bearerAccountId();
    return accountId ? `account:${accountId}` : null;
  },
  /** A record of the caller's store, by route parameter, whose mailbox does not change (an invite). */
  storeRecord:
    (kind: string, param = 'id') =>
    ({ request }: MailTargetContext): string | null => {
      const id = (request.params as Record<string, unknown> | undefined)?.[param];
      return request.principal && id !== undefined
        ? `${kind}:${request.principal.storeId}:${String(id)}`
        : null;
    },
  /** Everyone the caller's store mails at once (its consigners). */
  callerStore: ({ request }: MailTargetContext): string | null =>
    request.principal ? `store:${request.principal.storeId}` : null,
} satisfies Record<string, MailTarget | ((...args: string[]) => MailTarget)>;

/**
 * The one line an endpoint that sends mail carries: requests are counted per target
 * (MAIL_REQUESTS_PER_TARGET) and per client address (MAIL_REQUESTS_PER_ADDRESS, across every mail
 * endpoint) and refused with 429 and Retry-After past either. The count is taken before the
 * handler runs and whatever it then answers, so a known and an unknown email get the same answer,
 * under the limit and over it. Runs after the global auth guard (method guards come after global
 * ones), so a caller refused there is not counted.
 */
export const MailRateLimit = (target: MailTarget): MethodDecorator =>
  applyDecorators(SetMetadata(MAIL_TARGET, target), UseGuards(MailRateLimitGuard));

/** The two mail limits, one pair of counters shared by every mail endpoint. */
@Injectable()
export class MailRateLimits {
  readonly perTarget: RateLimit;
  readonly perAddress: RateLimit;

  constructor(store: RateLimitStore) {
    const windowSeconds = MAIL_THROTTLE_WINDOW_MINUTES * 60;
    this.perTarget = store.limit({ prefix: 'mail-target', points: MAIL_REQUESTS_PER_TARGET, windowSeconds });
    this.perAddress = store.limit({
      prefix: 'mail-address',
      points: MAIL_REQUESTS_PER_ADDRESS,
      windowSeconds,
    });
  }
}

@Injectable()
export class MailRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: MailRateLimits,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const target = this.reflector.get<MailTarget | undefined>(MAIL_TARGET, context.getHandler());
    if (!target) return true;
    const request = context.switchToHttp().getRequest<MailRequest>();
    const key = target({ request, bearerAccountId: () => this.bearerAccountId(request) });
    const address = clientAddress(request.ip);
    const [byAddress, byTarget] = await Promise.all([
      this.limits.perAddress.hit(address),
      key ? this.limits.perTarget.hit(key) : { allowed: true, retryAfterMs: 0 },
    ]);
    if (byAddress.allowed && byTarget.allowed) return true;
    const error = new RateLimitedError(
      Math.max(byAddress.retryAfterMs, byTarget.retryAfterMs),
      authMessages.tooManyMailRequests,
    );
    throw withRetryAfter(context.switchToHttp().getResponse<FastifyReply>(), error);
  }

  /** The account of a valid bearer token, for /open routes that read the token themselves. */
  private bearerAccountId(request: MailRequest): string | null {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) return null;
    return this.moduleRef.get(TokenService, { strict: false }).verifyAccessToken(bearer)?.sub ?? null;
  }
}
