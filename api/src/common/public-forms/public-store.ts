import {
  createParamDecorator,
  type ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
  type PipeTransform,
} from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { apiErrors } from '@shared/messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type Store } from '../../stores/store.entity';
import { AppError } from '../errors/app-error';
import { notFound } from '../errors/errors';
import { StoreDirectory } from '../tenancy/store-directory.service';
import { hostNameOf, StoreResolver } from '../tenancy/store-resolver.service';

/** The request's store, once resolved (the write guard resolves it before the handler's pipe). */
const RESOLVED = Symbol('consigndesk:publicStore');

type PublicRequest = FastifyRequest & {
  [RESOLVED]?: Store;
  validated?: { body?: unknown; query?: unknown };
};

/** 503: a store in maintenance mode serves no public page (the screens go to /maintenance). */
export function storeInMaintenance(): AppError {
  return new AppError(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', apiErrors.storeInMaintenance);
}

/**
 * The store of a public page's call (issue 17: catalogue, buy-and-sell, price links, form tokens):
 * the `handle` of the body or query, the X-Store-Handle header, the subdomain, else the request's
 * host as a store's own domain. Never an id, and never the demo store by default: an address that
 * names no store answers 404 apiErrors.storeNotFound, a store in maintenance 503
 * apiErrors.storeInMaintenance. Every public store call of the issue goes through `resolve`.
 */
@Injectable()
export class PublicStores {
  constructor(
    private readonly resolver: StoreResolver,
    private readonly directory: StoreDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async resolve(request: FastifyRequest): Promise<Store> {
    const req = request as PublicRequest;
    const known = req[RESOLVED];
    if (known) return known;
    const store = await this.find(req);
    if (!store) throw notFound(apiErrors.storeNotFound);
    if (store.maintenanceMode) throw storeInMaintenance();
    req[RESOLVED] = store;
    return store;
  }

  private async find(request: PublicRequest): Promise<Store | null> {
    const handle = this.resolver.namedHandleOf(request, explicitHandleOf(request));
    if (handle) return this.directory.findByHandleAcrossStores(handle);
    const host = hostNameOf(request);
    // The product's own host names no store; a store's domain is a full host name.
    if (!host.includes('.') || host === this.config.appDomain.toLowerCase()) return null;
    return this.directory.findByDomainAcrossStores(host);
  }
}

/**
 * The `handle` field the contract read from the body or query string, when it names one; or the
 * body's `store.handle` (createBuyOrder's `store: { handle, location }`, spec 001 §7).
 */
function explicitHandleOf(request: PublicRequest): string | undefined {
  for (const part of [request.validated?.body, request.body, request.validated?.query]) {
    const named = part as { handle?: unknown; store?: { handle?: unknown } } | undefined;
    for (const handle of [named?.handle, named?.store?.handle]) {
      if (typeof handle === 'string' && handle.trim() !== '') return handle;
    }
  }
  return undefined;
}

/** A pipe (so Nest injects PublicStores in each controller's module), as ResolveCurrentStore. */
@Injectable()
export class ResolvePublicStore implements PipeTransform<FastifyRequest, Promise<Store>> {
  constructor(private readonly stores: PublicStores) {}

  transform(request: FastifyRequest): Promise<Store> {
    return this.stores.resolve(request);
  }
}

const requestOf = createParamDecorator((_data: unknown, context: ExecutionContext): FastifyRequest =>
  context.switchToHttp().getRequest<FastifyRequest>(),
);

/**
 * The store of a public page's call (PublicStores.resolve): 404 apiErrors.storeNotFound when the
 * address names none, 503 apiErrors.storeInMaintenance when it is in maintenance mode.
 */
export const PublicStore = (): ParameterDecorator => requestOf(ResolvePublicStore);
