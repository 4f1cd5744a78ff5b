import { Controller, Get } from '@nestjs/common';
import { orderIdParams, orderResponse, type OrderResponse } from '@shared/contracts/orders';
import { z } from 'zod';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidParams } from '../common/validation/contract';
import { OrderReader } from './order-reader';

/** spec 001 §7 Orders, the reads: one order (/orders/{id}). */
@Controller('api/orders')
@Access('Orders')
export class OrderReadsController {
  constructor(private readonly reader: OrderReader) {}

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
