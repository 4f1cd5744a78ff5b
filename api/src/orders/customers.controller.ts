import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { customersQuery, customersResponse, type CustomersResponse } from '@shared/contracts/orders';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidQuery } from '../common/validation/contract';
import { CustomersService } from './customers.service';

/** The store's customers, as the register finds them (issue 15; ours). */
@Controller('api/customers')
@Access('Orders')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Contract({
    summary: 'Customers by email, phone or name: at most 20, the most recently seen first',
    query: customersQuery,
    response: customersResponse,
  })
  async search(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof customersQuery>,
  ): Promise<CustomersResponse> {
    return this.customers.search(p, query.search);
  }
}
