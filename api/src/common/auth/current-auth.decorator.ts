import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type AuthClaims } from './auth-claims';

/** The verified claims of the caller's access token. */
export const CurrentAuth = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthClaims =>
    context.switchToHttp().getRequest<{ user: AuthClaims }>().user,
);
