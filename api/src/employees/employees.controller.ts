import { Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { okResponse, type OkResponse } from '@shared/contracts/auth';
import {
  acceptInviteRequest,
  type AcceptInviteRequest,
  createEmployeeRequest,
  type CreateEmployeeRequest,
  employeeIdParams,
  type EmployeeIdParams,
  employeeResponse,
  type EmployeeResponse,
  employeesQuery,
  type EmployeesQuery,
  employeesResponse,
  type EmployeesResponse,
  sendInviteRequest,
  updateEmployeeRequest,
  type UpdateEmployeeRequest,
} from '@shared/contracts/employees';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { MailRateLimit, mailTargets } from '../common/rate-limit/mail-rate-limit';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { EmployeesService } from './employees.service';

@Controller('api/employees')
@Access('Employees')
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @Get()
  @Contract({ summary: 'List employees', query: employeesQuery, response: employeesResponse })
  async list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: EmployeesQuery,
  ): Promise<EmployeesResponse> {
    return { employees: await this.employees.list(p, query.search) };
  }

  @Get(':id')
  @Contract({ summary: 'One employee', params: employeeIdParams, response: employeeResponse })
  async get(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: EmployeeIdParams,
  ): Promise<EmployeeResponse> {
    return { employee: await this.employees.get(p, params.id) };
  }

  @Post()
  @MailRateLimit(mailTargets.bodyEmail)
  @Contract({
    summary: 'Add an employee and mail the invite',
    body: createEmployeeRequest,
    response: employeeResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: CreateEmployeeRequest,
  ): Promise<EmployeeResponse> {
    return { employee: await this.employees.create(p, body) };
  }

  @Post('send/:id')
  @HttpCode(HttpStatus.OK)
  @MailRateLimit(mailTargets.storeRecord('employee'))
  @Contract({
    summary: 'Send the invite mail again',
    params: employeeIdParams,
    body: sendInviteRequest,
    response: okResponse,
  })
  async send(@CurrentPrincipal() p: Principal, @ValidParams() params: EmployeeIdParams): Promise<OkResponse> {
    await this.employees.sendInvite(p, params.id);
    return { ok: true };
  }

  /** Linking one's own account needs no Employees access: the invitee is not staff yet. */
  @Put('accept/:id')
  @Access('Account')
  @Contract({
    summary: 'Link the signed-in account (fbUserId) to the invite for its email',
    params: employeeIdParams,
    body: acceptInviteRequest,
    response: employeeResponse,
  })
  async accept(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: EmployeeIdParams,
    @ValidBody() body: AcceptInviteRequest,
  ): Promise<EmployeeResponse> {
    return { employee: await this.employees.linkAccount(p, params.id, body.fbUserId) };
  }

  @Put(':id')
  @Contract({
    summary: 'Change access controls or the active flag',
    params: employeeIdParams,
    body: updateEmployeeRequest,
    response: employeeResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: EmployeeIdParams,
    @ValidBody() body: UpdateEmployeeRequest,
  ): Promise<EmployeeResponse> {
    return { employee: await this.employees.update(p, params.id, body) };
  }

  @Post('deleteEmployee/:id')
  @HttpCode(HttpStatus.OK)
  @Contract({ summary: 'Delete an employee', params: employeeIdParams, response: okResponse })
  async remove(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: EmployeeIdParams,
  ): Promise<OkResponse> {
    await this.employees.remove(p, params.id);
    return { ok: true };
  }
}
