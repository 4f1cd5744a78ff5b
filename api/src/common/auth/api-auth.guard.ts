import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { type FastifyRequest } from 'fastify';
import { type AccessControl, hasAccess } from '@shared/domain/access-controls';
import { apiErrors, authMessages, notices } from '@shared/messages';
import { AppError } from '../errors/app-error';
import {
  AUDIENCE,
  type Audience,
  PROFILE_GATE,
  type ProfileGate,
  REQUIRED_ACCESS,
} from './access.decorators';
import { type AuthClaims } from './auth-claims';
import { type Principal } from './principal';
import { PrincipalService } from './principal.service';
import { IS_PUBLIC } from './public.decorator';

export interface AuthenticatedRequest extends FastifyRequest {
  user?: AuthClaims;
  principal?: Principal;
}

/**
 * Global guard: every path under /api needs a valid bearer token (spec 001 §7); /open and the
 * rest are public. Applied globally so a new controller cannot forget it. After the token, the
 * same rules the screens apply (spec 000 §4 Account gating, §6) are enforced here, in order:
 * a profile, a verified email, an active profile, staff-only endpoints, the access control.
 */
@Injectable()
export class ApiAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (isPublic || !/^\/api(\/|\?|$)/.test(request.url)) return true;

    await super.canActivate(context);
    const principal = request.user ? await this.principals.load(request.user) : null;
    if (!principal)
      throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', authMessages.sessionExpired);
    request.principal = principal;

    const gate =
      this.reflector.getAllAndOverride<ProfileGate | undefined>(PROFILE_GATE, targets) ?? 'profile';
    if (gate === 'none') return true;
    if (!principal.emailVerified) {
      throw new AppError(HttpStatus.FORBIDDEN, 'EMAIL_NOT_VERIFIED', authMessages.emailNotVerified);
    }
    if (gate === 'account') return true;
    if (!principal.kind) throw new AppError(HttpStatus.FORBIDDEN, 'NO_PROFILE', notices.notAuthorized);
    if (!principal.isActive)
      throw new AppError(HttpStatus.FORBIDDEN, 'ACCOUNT_DISABLED', notices.disabledAccount);

    const audience = this.reflector.getAllAndOverride<Audience | undefined>(AUDIENCE, targets) ?? 'staff';
    if (audience === 'staff' && principal.kind !== 'employee') {
      throw new AppError(HttpStatus.FORBIDDEN, 'STAFF_ONLY', authMessages.staffOnly);
    }
    const needed = this.reflector.getAllAndOverride<AccessControl | undefined>(REQUIRED_ACCESS, targets);
    if (principal.kind === 'employee' && !hasAccess(principal.accessControls, needed)) {
      throw new AppError(HttpStatus.FORBIDDEN, 'FORBIDDEN', apiErrors.forbidden);
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user)
      throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', apiErrors.unauthenticated);
    return user;
  }
}
