import { HttpStatus, Injectable } from '@nestjs/common';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { conflict, notFound, notImplemented } from '../common/errors/errors';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { Order } from './order.entity';

/**
 * The orders' platform calls (spec 001 §7): resync and Linnworks. Neither ever answers a success it
 * did not earn: the order screen's Resync says why it cannot, and Linnworks is not offered.
 */
@Injectable()
export class OrderPlatformService {
  constructor(@InjectStoreRepositories(Order) private readonly orders: StoreRepositories<Order>) {}

  /**
   * GET /api/orders/resync/{id}: only a platform order of a connected shop can be fetched again; a
   * register or kiosk order, or any order while no shop is connected, is refused (409). The fetch
   * itself arrives with the platform adapter (a later issue): until then, 503.
   */
  async resync(principal: Principal, id: number): Promise<never> {
    const order = await this.orders.for(principal).findById(id);
    if (!order) throw notFound();
    const { store } = principal;
    const isConnected = !!store.platform && !!store.shop?.accessToken;
    if (order.source !== 'platform' || !isConnected) throw conflict(validation.orders.platformNotConnected);
    throw new AppError(
      HttpStatus.SERVICE_UNAVAILABLE,
      'SERVICE_UNAVAILABLE',
      apiErrors.orderResyncUnavailable,
    );
  }

  /** POST /api/orders/linnworkOrders: one customer's integration, not part of the product (spec README). */
  linnworkOrders(): never {
    throw notImplemented(validation.orders.linnworksUnavailable);
  }
}
