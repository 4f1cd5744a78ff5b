import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { type z } from 'zod';
import {
  closeReservationRequest,
  type CloseReservationRequest,
  createReservationRequest,
  reservationIdParams,
  type ReservationIdParams,
  reservationResponse,
  type ReservationResponse,
  reservationsQuery,
  reservationsResponse,
  type ReservationsResponse,
} from '@shared/contracts/public-pages';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { PublicWrite } from '../common/public-forms/public-write';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { ReservationsService } from './reservations.service';

/** Kiosk reservations (issue 17; spec: "create order for a reservation"). */
@Controller('api/orders/reservations')
@Access('Orders')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  @Post()
  @Access('InStoreApp', 'Orders')
  // A kiosk stands on the shop floor: its writes are counted and size-limited as public ones, by
  // the store's address (a shop's kiosks share one), more loosely than an anonymous form.
  @PublicWrite('reservations', { form: false, points: 30 })
  @Contract({
    summary: "Reserve Mine: a reservation of a product's size, priced by the API (reservePriceOf)",
    body: createReservationRequest,
    response: reservationResponse,
    status: 201,
  })
  create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof createReservationRequest>,
  ): Promise<ReservationResponse> {
    return this.reservations.create(p, body);
  }

  @Get()
  @Contract({
    summary: "The store's reservations by status (open ones oldest first)",
    query: reservationsQuery,
    response: reservationsResponse,
  })
  list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof reservationsQuery>,
  ): Promise<ReservationsResponse> {
    return this.reservations.list(p, query);
  }

  @Post(':id/close')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Closes an open reservation as fulfilled or cancelled',
    params: reservationIdParams,
    body: closeReservationRequest,
    response: reservationResponse,
  })
  close(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ReservationIdParams,
    @ValidBody() body: CloseReservationRequest,
  ): Promise<ReservationResponse> {
    return this.reservations.close(p, params.id, body);
  }
}
