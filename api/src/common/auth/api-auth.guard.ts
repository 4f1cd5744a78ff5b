import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { ACCESS_CONTROL_LABELS, hasAccess } from '@shared/domain/access-controls';
import { apiErrors, authMessages, notices } from '@shared/messages';
import { AppError } from '../errors/app-error';
import { ACCESS, type AccessNeeds, type ProfileNeed } from './access.decorators';
import { Account } from '../../accounts/account.entity';
import { StatementWatch } from '../../database/statement-watch';
import { RefreshToken } from '../../auth/refresh-token.entity';
import { Consigner } from '../../consigners/consigner.entity';
import { Employee } from '../../employees/employee.entity';
import { Store } from '../../stores/store.entity';
import { type Principal } from './principal';
import { copyOfPrincipal, PrincipalCache } from './principal-cache';
import { PrincipalService } from './principal.service';
import { IS_PUBLIC } from './public.decorator';
import { TokenService } from './token.service';

export interface AuthenticatedRequest extends FastifyRequest {
  principal?: Principal;
}

const AUTHORIZATION = /(\S+)\s+(\S+)/;

/** The token of `Authorization: Bearer <token>`, read as passport-jwt read it: the first two words, the scheme in any case. */
function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const words = typeof header === 'string' ? AUTHORIZATION.exec(header) : null;
  return words && words[1].toLowerCase() === 'bearer' ? words[2] : null;
}

/**
 * Global guard: a route is public only when it says so (@Public(): /open, docs, health, uploaded
 * files); every other route needs a valid bearer token (spec 001 §7) and is let through by the
 * @Access it declares. It decides on the matched route's metadata, never on the URL's spelling:
 * whatever path reached a handler (percent-encoded, another case, extra slashes), that handler's
 * declaration applies. A route that declares nothing is refused (tests/api/route-access.test.ts
 * keeps there being none). After the token, the rules the screens apply (spec 000 §4 Account
 * gating, §6) are enforced in order: a verified email, an active profile, then one of the needs.
 * The token is checked with TokenService (as passport-jwt did, without its per-request machinery);
 * the caller's rows come from the database, or from a copy at most a second old (PrincipalCache).
 */
@Injectable()
export class ApiAuthGuard implements CanActivate, OnModuleDestroy {
  /** The principals of recent requests: a copy of their rows, see PrincipalCache. */
  private readonly principalCache: PrincipalCache;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly principals: PrincipalService,
    statements: StatementWatch,
  ) {
    this.principalCache = new PrincipalCache(
      [Account, Store, Employee, Consigner, RefreshToken].map((entity) => statements.tableOf(entity)),
    );
    // Sees every statement of the data source, to drop its copies when one of their rows changes.
    this.unwatch = statements.watch(this.principalCache);
  }

  private readonly unwatch: () => void;

  onModuleDestroy(): void {
    this.unwatch();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const needs = this.reflector.getAllAndOverride<AccessNeeds | undefined>(ACCESS, targets);

    const token = bearerTokenOf(request);
    const claims = token ? this.tokens.verifyAccessToken(token) : null;
    if (!claims) throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', apiErrors.unauthenticated);
    const cached = await this.principalCache.get(`${claims.sub}:${claims.storeId}:${claims.sid}`, () =>
      this.principals.load(claims),
    );
    if (!cached) throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', authMessages.sessionExpired);
    const principal = copyOfPrincipal(cached);
    request.principal = principal;

    // Fails closed: a route that forgot its declaration is nobody's.
    if (!needs?.length) throw new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', apiErrors.forbidden);
    if (needs[0] === 'SignedIn') return true;
    if (!principal.emailVerified) {
      throw new AppError(HttpStatus.FORBIDDEN, 'EMAIL_NOT_VERIFIED', authMessages.emailNotVerified);
    }
    if (needs[0] === 'Account') return true;
    if (!principal.kind) throw new AppError(HttpStatus.FORBIDDEN, 'NO_PROFILE', notices.notAuthorized);
    if (!principal.isActive)
      throw new AppError(HttpStatus.FORBIDDEN, 'ACCOUNT_DISABLED', notices.disabledAccount);

    const profileNeeds = needs as readonly ProfileNeed[];
    if (principal.kind === 'consigner') {
      if (profileNeeds.includes('Consigner')) return true;
      throw new AppError(HttpStatus.FORBIDDEN, 'STAFF_ONLY', authMessages.staffOnly);
    }
    if (profileNeeds.some((need) => employeeMeets(principal, need))) return true;
    throw new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', refusalFor(profileNeeds));
  }
}

/** The refusal of an employee: it names the access controls (or the owner) the route would take. */
function refusalFor(needs: readonly ProfileNeed[]): string {
  const names = needs.flatMap((need) => {
    if (need === 'Admin') return ['the store owner'];
    if (need === 'AnyEmployee' || need === 'Consigner') return [];
    return [ACCESS_CONTROL_LABELS[need]];
  });
  return names.length > 0 ? apiErrors.forbiddenNeeds(names) : apiErrors.forbidden;
}

/** Whether an (active, verified) employee meets one need of a route. */
function employeeMeets(principal: Principal, need: ProfileNeed): boolean {
  switch (need) {
    case 'Consigner':
      return false;
    case 'AnyEmployee':
      return true;
    case 'Admin':
      return principal.role === 'Admin';
    default:
      return hasAccess(principal.accessControls, need);
  }
}
