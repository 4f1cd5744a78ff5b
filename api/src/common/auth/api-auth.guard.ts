import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { type FastifyRequest } from 'fastify';
import { apiErrors } from '@shared/messages';
import { AppError } from '../errors/app-error';
import { IS_PUBLIC } from './public.decorator';

/**
 * Global guard: every path under /api needs a valid bearer token (spec 001 §7); /open and the
 * rest are public. Applied globally so a new controller cannot forget it.
 */
@Injectable()
export class ApiAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic || !/^\/api(\/|\?|$)/.test(request.url)) return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user)
      throw new AppError(HttpStatus.UNAUTHORIZED, 'UNAUTHENTICATED', apiErrors.unauthenticated);
    return user;
  }
}
