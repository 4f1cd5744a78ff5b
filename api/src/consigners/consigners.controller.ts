import { Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { okResponse, type OkResponse } from '@shared/contracts/auth';
import {
  consignerIdParams,
  consignerPickerQuery,
  type ConsignerPickerQuery,
  consignerPickerResponse,
  type ConsignerPickerResponse,
  type ConsignerIdParams,
  consignerResponse,
  type ConsignerResponse,
  consignersQuery,
  type ConsignersQuery,
  consignersResponse,
  type ConsignersResponse,
  createConsignerFromAdminRequest,
  payoutDetailChangesResponse,
  type PayoutDetailChangesResponse,
  type CreateConsignerFromAdminRequest,
  updateConsignerRequest,
  type UpdateConsignerRequest,
} from '@shared/contracts/consigners';
import { SHARED_READS } from '@shared/domain/access-controls';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { ConsignersService } from './consigners.service';

/**
 * Staff consigner screens (spec 000 §2.3): every route needs Consigners, since a consigner's
 * record holds their bank details; PUT is also open to the consigner themself.
 */
@Controller('api/consigners')
@Access('Consigners')
export class ConsignersController {
  constructor(private readonly consigners: ConsignersService) {}

  @Get()
  @Contract({ summary: 'List consigners', query: consignersQuery, response: consignersResponse })
  async list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() q: ConsignersQuery,
  ): Promise<ConsignersResponse> {
    return { consigners: await this.consigners.list(p, q.search) };
  }

  /** Intake picks an owner without Consigners: who they are, never their payout or bank details. */
  @Get('picker')
  @Access(...SHARED_READS.consignerPicker)
  @Contract({
    summary: 'Pick an owner: id, name, email and isStoreAccount only (searched, paged)',
    query: consignerPickerQuery,
    response: consignerPickerResponse,
  })
  async picker(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() q: ConsignerPickerQuery,
  ): Promise<ConsignerPickerResponse> {
    return this.consigners.picker(p, q);
  }

  @Get(':id')
  @Contract({ summary: 'One consigner', params: consignerIdParams, response: consignerResponse })
  async get(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerIdParams,
  ): Promise<ConsignerResponse> {
    return { consigner: await this.consigners.get(p, params.id) };
  }

  @Get(':id/payoutDetailChanges')
  @Contract({
    summary: "The audit log of a consigner's payout details, newest first (numbers masked)",
    params: consignerIdParams,
    response: payoutDetailChangesResponse,
  })
  async payoutDetailChanges(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerIdParams,
  ): Promise<PayoutDetailChangesResponse> {
    return { payoutDetailChanges: await this.consigners.payoutDetailChanges(p, params.id) };
  }

  @Post('createFromAdmin')
  @Contract({
    summary: 'Add a consigner (staff)',
    body: createConsignerFromAdminRequest,
    response: consignerResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: CreateConsignerFromAdminRequest,
  ): Promise<ConsignerResponse> {
    return { consigner: await this.consigners.create(p, body) };
  }

  /** Staff change everything; a consigner only its own profile, and not its bank details once set. */
  @Put(':id')
  @Access('Consigners', 'Consigner')
  @Contract({
    summary: 'Change a consigner',
    params: consignerIdParams,
    body: updateConsignerRequest,
    response: consignerResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerIdParams,
    @ValidBody() body: UpdateConsignerRequest,
  ): Promise<ConsignerResponse> {
    return { consigner: await this.consigners.update(p, params.id, body) };
  }

  @Post('deleteConsigner/:id')
  @HttpCode(HttpStatus.OK)
  @Contract({ summary: 'Delete a consigner', params: consignerIdParams, response: okResponse })
  async remove(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerIdParams,
  ): Promise<OkResponse> {
    await this.consigners.remove(p, params.id);
    return { ok: true };
  }

  @Post('sendResetPassword/:id')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.storeRecord('consigner'))
  @Contract({
    summary: "Mail the password reset to the consigner's login",
    params: consignerIdParams,
    response: okResponse,
  })
  async sendResetPassword(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ConsignerIdParams,
  ): Promise<OkResponse> {
    await this.consigners.sendResetPassword(p, params.id);
    return { ok: true };
  }
}
