import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthenticatedRequest } from './api-auth.guard';
import { type Principal } from './principal';

/** The caller of an /api request, loaded and checked by ApiAuthGuard. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (!principal) throw new Error('CurrentPrincipal used on an endpoint that is not under /api');
    return principal;
  },
);
