import { Readable } from 'node:stream';
import { Controller, Get, HttpCode, HttpStatus, Post, StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import {
  orderIdParams,
  orderResponse,
  type OrderResponse,
  ORDERS_EXPORT_FILENAME,
  ordersExportRequest,
  type OrdersParams,
  ordersQuery,
  ordersResponse,
  type OrdersResponse,
} from '@shared/contracts/orders';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { OrderPlatformService } from './order-platform.service';
import { OrderReader } from './order-reader';
import { SoldItemsService } from './sold-items.service';

/**
 * spec 001 §7 Orders, the reads: the /findOrders list (ours) and its CSV export, one order
 * (/orders/{id}), and the platform calls that say why they cannot run (resync, Linnworks). Static
 * paths are matched before GET /api/orders/{id}.
 */
@Controller('api/orders')
@Access('Orders')
export class OrderReadsController {
  constructor(
    private readonly reader: OrderReader,
    private readonly soldItems: SoldItemsService,
    private readonly platform: OrderPlatformService,
  ) {}

  @Get()
  @Contract({
    summary:
      'The sold items (/findOrders): one row per item sold and not returned, newest sale first; search, consigner, channel, dates; paged',
    query: ordersQuery,
    response: ordersResponse,
  })
  async list(@CurrentPrincipal() p: Principal, @ValidQuery() query: OrdersParams): Promise<OrdersResponse> {
    return this.soldItems.page(p, query);
  }

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'Every sold item the /findOrders filter (`orders`) lists, as CSV text downloaded as ordersExport.csv',
    body: ordersExportRequest,
  })
  exportOrders(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof ordersExportRequest>,
  ): StreamableFile {
    // One round of lines buffered ahead of the socket at most: the rest waits in the database.
    const lines = Readable.from(this.soldItems.csv(p, body.orders), { highWaterMark: 1 });
    return new StreamableFile(lines, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${ORDERS_EXPORT_FILENAME}"`,
    });
  }

  @Post('linnworkOrders')
  @HttpCode(HttpStatus.OK)
  @Contract({ summary: 'Linnworks orders: not available in ConsignDesk (501, spec README deviations)' })
  linnworkOrders(): never {
    return this.platform.linnworkOrders();
  }

  @Get('resync/:id')
  @Contract({
    summary:
      'Resync an order with the commerce platform: 409 for a register or kiosk order or while no shop is connected',
    params: orderIdParams,
    response: orderResponse,
  })
  async resync(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof orderIdParams>,
  ): Promise<never> {
    return this.platform.resync(p, params.id);
  }

  @Get(':id')
  @Contract({
    summary: 'One order: its customer, items with their sale, payments and refunds',
    params: orderIdParams,
    response: orderResponse,
  })
  async one(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof orderIdParams>,
  ): Promise<OrderResponse> {
    return { order: await this.reader.read(p, params.id) };
  }
}
