import { Controller, Get, HttpCode, HttpStatus, Put } from '@nestjs/common';
import { okResponse, type OkResponse } from '@shared/contracts/auth';
import {
  employeeIdParams,
  type EmployeeIdParams,
  openAcceptInviteRequest,
  type OpenAcceptInviteRequest,
  openEmployeeQuery,
  type OpenEmployeeQuery,
  openEmployeeResponse,
  type OpenEmployeeResponse,
} from '@shared/contracts/employees';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { EmployeesService } from './employees.service';
import { Public } from '../common/auth/public.decorator';

/** The invite link's pages: public, but only with the mailed token (an id alone reveals nothing). */
@Public()
@Controller('open/employees')
export class OpenEmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @Get(':id')
  @Contract({
    summary: 'The invite behind a mailed link',
    params: employeeIdParams,
    query: openEmployeeQuery,
    response: openEmployeeResponse,
  })
  async get(
    @ValidParams() params: EmployeeIdParams,
    @ValidQuery() query: OpenEmployeeQuery,
  ): Promise<OpenEmployeeResponse> {
    return { employee: await this.employees.openInvite(params.id, query.token) };
  }

  @Put('accept/:id')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Create the login of an invited employee',
    params: employeeIdParams,
    body: openAcceptInviteRequest,
    response: okResponse,
  })
  async accept(
    @ValidParams() params: EmployeeIdParams,
    @ValidBody() body: OpenAcceptInviteRequest,
  ): Promise<OkResponse> {
    await this.employees.acceptInvite(params.id, body);
    return { ok: true };
  }
}
