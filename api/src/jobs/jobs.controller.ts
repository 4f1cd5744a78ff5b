import { Controller, Get } from '@nestjs/common';
import { jobIdParams, type JobIdParams, jobResponse, type JobResponse } from '@shared/contracts/jobs';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidParams } from '../common/validation/contract';
import { JobsService } from './jobs.service';

/** A background job's state, progress and result, for the account that started it. */
@Controller('api/jobs')
@Access('AnyEmployee', 'Consigner')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @Contract({
    summary: "One of the caller's own background jobs: status, progress, result or error",
    params: jobIdParams,
    response: jobResponse,
  })
  async get(@CurrentPrincipal() p: Principal, @ValidParams() params: JobIdParams): Promise<JobResponse> {
    return { job: await this.jobs.findOwn(p, params.id) };
  }
}
