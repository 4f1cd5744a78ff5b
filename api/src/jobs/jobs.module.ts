import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobRegistry } from './job-registry';
import { JobWake } from './job-wake';
import { JobWorker } from './job-worker';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/**
 * Background jobs (docs/jobs.md). Global: any feature enqueues with JobsService in its own
 * transaction, and declares its handlers (@HandlesJob) among its own module's providers.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [JobsController],
  providers: [JobsService, JobRegistry, JobWake, JobWorker],
  exports: [JobsService, JobRegistry, JobWorker],
})
export class JobsModule {}
