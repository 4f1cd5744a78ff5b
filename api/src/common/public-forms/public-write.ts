import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteConfig } from '@nestjs/platform-fastify';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { PUBLIC_WRITE_BODY_MAX_BYTES } from '@shared/contracts/public-pages';
import { PUBLIC_WRITES_PER_ADDRESS, PUBLIC_WRITE_WINDOW_MINUTES } from '@shared/contracts/rate-limits';
import { validation } from '@shared/messages';
import { RateLimitStore, type RateLimit } from '../../database/rate-limit-store';
import { invalid } from '../errors/errors';
import { clientAddress } from '../rate-limit/client-address';
import { RateLimitedError, withRetryAfter } from '../rate-limit/rate-limited.error';
import { PublicFormTokens } from './form-tokens';
import { PublicStores } from './public-store';

const PUBLIC_WRITE = 'consigndesk:publicWrite';
/** The Fastify route config flag that gives a route the public writes' body limit. */
const PUBLIC_WRITE_ROUTE = 'publicWrite';

export interface PublicWriteOptions {
  /**
   * Whether the body carries the public form guard (formToken, website) and the store by handle;
   * false for a signed-in kiosk's writes, which are counted and size-limited only.
   */
  form?: boolean;
  /** Writes per client address per window in this family (default PUBLIC_WRITES_PER_ADDRESS). */
  points?: number;
}

interface PublicWriteSpec {
  family: string;
  form: boolean;
  points: number;
}

/**
 * The one line every public write carries (issue 17: createBuyOrder, sendCatalogue, reservations),
 * placed ABOVE @Contract so the body is validated first. In order:
 * - counted per client address in its `family` (routes sharing a family share the count), 429 with
 *   Retry-After and validation.publicForms.tooManyRequests past the limit;
 * - the honeypot `website` filled: 400 validation.publicForms.notSent (nothing saved);
 * - the store by handle or domain (PublicStores: 404, 503 in maintenance);
 * - `formToken` (PublicFormTokens): forged, of another store, or older than the TTL: 400
 *   validation.publicForms.formExpired; sent back sooner than PUBLIC_FORM_MIN_FILL_MS: 400
 *   validation.publicForms.tooFast.
 * Its body is refused past PUBLIC_WRITE_BODY_MAX_BYTES with 413 (registerPublicWriteBodyLimit).
 */
export const PublicWrite = (family: string, options: PublicWriteOptions = {}): MethodDecorator =>
  applyDecorators(
    SetMetadata(PUBLIC_WRITE, {
      family,
      form: options.form ?? true,
      points: options.points ?? PUBLIC_WRITES_PER_ADDRESS,
    } satisfies PublicWriteSpec),
    RouteConfig({ [PUBLIC_WRITE_ROUTE]: true }),
    UseGuards(PublicWriteGuard),
  );

/**
 * Gives routes marked by @PublicWrite their smaller body limit: Fastify refuses a larger body while
 * reading it (413), before any guard runs. Registered on the instance before Nest adds its routes.
 */
export function registerPublicWriteBodyLimit(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[PUBLIC_WRITE_ROUTE]) {
      route.bodyLimit = PUBLIC_WRITE_BODY_MAX_BYTES;
    }
  });
}

type WriteRequest = FastifyRequest & { validated?: { body?: unknown } };

@Injectable()
export class PublicWriteGuard implements CanActivate {
  private readonly limits = new Map<string, RateLimit>();

  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitStore,
    private readonly stores: PublicStores,
    private readonly tokens: PublicFormTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const spec = this.reflector.get<PublicWriteSpec | undefined>(PUBLIC_WRITE, context.getHandler());
    if (!spec) return true;
    const request = context.switchToHttp().getRequest<WriteRequest>();
    const decision = await this.limitOf(spec).hit(clientAddress(request.ip));
    if (!decision.allowed) {
      const error = new RateLimitedError(decision.retryAfterMs, validation.publicForms.tooManyRequests);
      throw withRetryAfter(context.switchToHttp().getResponse<FastifyReply>(), error);
    }
    if (!spec.form) return true;
    const body = (request.validated?.body ?? request.body) as
      { formToken?: unknown; website?: unknown } | undefined;
    if (typeof body?.website === 'string' && body.website.trim() !== '') {
      throw invalid('website', validation.publicForms.notSent);
    }
    const store = await this.stores.resolve(request);
    const check =
      typeof body?.formToken === 'string' ? this.tokens.check(body.formToken, store.id) : 'formExpired';
    if (check !== 'ok') throw invalid('formToken', validation.publicForms[check]);
    return true;
  }

  /** One counter per family, made on its first write (the store keeps each limit it is asked for). */
  private limitOf(spec: PublicWriteSpec): RateLimit {
    let limit = this.limits.get(spec.family);
    if (!limit) {
      limit = this.rateLimits.limit({
        prefix: `public-write-${spec.family}`,
        points: spec.points,
        windowSeconds: PUBLIC_WRITE_WINDOW_MINUTES * 60,
      });
      this.limits.set(spec.family, limit);
    }
    return limit;
  }
}
