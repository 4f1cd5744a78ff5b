import { type JobView } from '@shared/contracts/jobs';
import { type Job } from './job.entity';

export function toJobView(job: Job): JobView {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    progress: job.progress,
    result: job.result ?? null,
    error: job.lastError,
    runAt: job.runAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
