import { Controller, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { okResponse, type OkResponse } from '@shared/contracts/auth';
import {
  consignerProfileResponse,
  type ConsignerProfileResponse,
  consignerVerifyRequest,
  type ConsignerVerifyRequest,
  createConsignerRequest,
  type CreateConsignerRequest,
  updatePasswordRequest,
  type UpdatePasswordRequest,
} from '@shared/contracts/consigner-accounts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { Contract, ValidBody } from '../common/validation/contract';
import { ConsignerAccountsService } from './consigner-accounts.service';

@Controller('api/consigners')
export class ConsignerAccountsController {
  constructor(private readonly consigners: ConsignerAccountsService) {}

  @Post()
  @Access('Account')
  @Contract({
    summary: "Create the signed-in account's consigner profile",
    body: createConsignerRequest,
    response: consignerProfileResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: CreateConsignerRequest,
  ): Promise<ConsignerProfileResponse> {
    return { consigner: await this.consigners.create(p, body) };
  }

  /** Open to unverified accounts: it is how they get verified. */
  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.signedInAccount)
  @Access('SignedIn')
  @Contract({
    summary: 'Send the verification mail to the signed-in account',
    body: consignerVerifyRequest,
    response: okResponse,
  })
  async verify(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: ConsignerVerifyRequest,
  ): Promise<OkResponse> {
    await this.consigners.sendVerification(p, body.email);
    return { ok: true };
  }

  @Put('updatePassword')
  @Access('AnyEmployee', 'Consigner')
  @Contract({
    summary: "Change the signed-in consigner's password (ends every session)",
    body: updatePasswordRequest,
    response: okResponse,
  })
  async updatePassword(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: UpdatePasswordRequest,
  ): Promise<OkResponse> {
    await this.consigners.updatePassword(p, body.email, body.password);
    return { ok: true };
  }
}
