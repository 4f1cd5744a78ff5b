import { In, type DataSource } from 'typeorm';
import { FINISHED_JOB_STATUSES } from '@shared/contracts/jobs';
import { Job } from '../../api/src/jobs/job.entity';

/** How often the helpers below look at the jobs table while they wait. */
const POLL_MS = 20;

/**
 * Waits, up to a deadline, until `check` answers something other than undefined: the tests'
 * way to wait for a background job (never a fixed sleep).
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    // Poll until the condition holds (bounded by the deadline above).
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Until no job is queued or running (all delivered, or dead): then a test can say a mail was not
 * sent, or read what every job did.
 */
export async function waitForJobs(dataSource: DataSource, timeoutMs = 15_000): Promise<void> {
  await eventually(
    'the job queue to empty',
    async () =>
      (await dataSource.getRepository(Job).countBy({ status: In(['queued', 'running']) })) === 0
        ? true
        : undefined,
    timeoutMs,
  );
}

/** The job once it has succeeded or is dead. */
export function finishedJob(dataSource: DataSource, id: number, timeoutMs = 15_000): Promise<Job> {
  return eventually(
    `job ${id} to finish`,
    async () => {
      const job = await dataSource.getRepository(Job).findOneByOrFail({ id });
      return FINISHED_JOB_STATUSES.includes(job.status) ? job : undefined;
    },
    timeoutMs,
  );
}
