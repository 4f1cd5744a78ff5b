import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type Store } from '../../stores/store.entity';
import { type StoreScope } from './store-repository';
import { StoreResolver } from './store-resolver.service';

/**
 * Resolves the request's store. A pipe (a class, so Nest injects it in each controller's module)
 * because the lookup reads the database; it runs after the @Contract interceptor, so a request
 * that fails validation answers 400 before any store is looked up.
 */
@Injectable()
export class ResolveCurrentStore implements PipeTransform<FastifyRequest, Promise<Store>> {
  constructor(private readonly resolver: StoreResolver) {}

  transform(request: FastifyRequest): Promise<Store> {
    // Sign-in forms may name their store in the body (`handle`); otherwise the address says it.
    const handle = (request.body as { handle?: unknown } | undefined)?.handle;
    return this.resolver.resolve(request, typeof handle === 'string' ? handle : undefined);
  }
}

const requestOf = createParamDecorator((_data: unknown, context: ExecutionContext): FastifyRequest =>
  context.switchToHttp().getRequest<FastifyRequest>(),
);

/**
 * The store of an /open request: the body's or query's `handle`, the X-Store-Handle header or the
 * subdomain (StoreResolver); 404 'handle not found' when there is none. /api routes take the store
 * from the caller's token instead (@CurrentPrincipal).
 */
export const CurrentStore = (): ParameterDecorator => requestOf(ResolveCurrentStore);

/** The scope of a resolved store, for its store-scoped repositories. */
export function scopeOf(store: Pick<Store, 'id'>): StoreScope {
  return { storeId: store.id };
}
