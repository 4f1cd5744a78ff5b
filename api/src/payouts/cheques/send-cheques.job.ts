import { Injectable, Logger } from '@nestjs/common';
import { validation } from '@shared/messages';
import { StoreDirectory } from '../../common/tenancy/store-directory.service';
import { HandlesJob, type JobContext, type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { SEND_CHEQUES_JOB, type SendChequesPayload } from '../payout-jobs';
import { ChequeSender } from './cheque-sender.service';
import { ChequeServiceUnavailable } from './cheque-service';
import { ChequeServiceConfig } from './cheque-service.config';

export interface SendChequesResult {
  /** Cheques the service confirmed in this try (created, or found after a lost answer). */
  sent: number;
  /** Of those, found at the service after their answer was lost. */
  lookedUp: number;
  failed: number;
  settled: number;
}

/** A safety net: no payout needs this many steps in one try, so a try that does is stopped and retried. */
const MAX_STEPS_PER_TRY = 20_000;

/**
 * payouts.sendCheques { payoutId } (issue 16, docs/payouts.md): sends an automated payout's cheques,
 * one per step (ChequeSender.step), until no consigner of it is Pending. Idempotent by construction:
 * every cheque is in our record before the service is asked, every state change is guarded, and a
 * cheque whose answer was lost is looked up before it is asked for again, so a try cut off anywhere
 * (the process killed, the lease lost) and run again, or two tries at once, send nothing twice.
 *
 * A service that does not answer (5xx, timeout, dropped connection) fails the try: the job runner
 * retries it with backoff. Through the job's last try its consigners still Pending are marked Failed
 * with the reason, so the payout offers Retry Auto Payout instead of staying Pending for ever. A
 * refusal (4xx) fails that consigner at once; the others go on.
 */
@Injectable()
@HandlesJob(SEND_CHEQUES_JOB)
export class SendChequesJob implements JobHandler<SendChequesPayload, SendChequesResult> {
  private readonly logger = new Logger('Cheques');

  constructor(
    private readonly sender: ChequeSender,
    private readonly config: ChequeServiceConfig,
    private readonly stores: StoreDirectory,
  ) {}

  async run({ job, payload, signal }: JobContext<SendChequesPayload>): Promise<SendChequesResult> {
    const store = job.storeId === null ? null : await this.stores.ownIfExists({ storeId: job.storeId });
    if (!store) throw new PermanentJobError('The store of this payout no longer exists.');
    const scope = this.sender.scopeOf(store);
    const result: SendChequesResult = { sent: 0, lookedUp: 0, failed: 0, settled: 0 };
    const service = this.config.service();
    if (!service) {
      result.failed = await this.sender.failPending(
        scope,
        payload.payoutId,
        validation.payouts.chequeServiceMissing,
      );
      return result;
    }
    try {
      for (let steps = 0; steps < MAX_STEPS_PER_TRY; steps++) {
        if (signal.aborted) throw new Error('Stopped before the payout was finished; the next try goes on.');
        const step = await this.sender.step(scope, service, payload.payoutId);
        if (step.kind === 'done') return result;
        if (step.kind === 'sent') {
          result.sent += 1;
          if (step.isLookedUp) result.lookedUp += 1;
        } else if (step.kind === 'failed') result.failed += 1;
        else if (step.kind === 'settled') result.settled += 1;
      }
      throw new Error(`More than ${MAX_STEPS_PER_TRY} steps in one try; the next try goes on.`);
    } catch (error) {
      if (error instanceof ChequeServiceUnavailable && job.attempts >= job.maxAttempts) {
        this.logger.warn(`Payout ${payload.payoutId}: the cheque service stayed away: ${error.message}`);
        await this.sender.failPending(scope, payload.payoutId, error.message);
      }
      throw error;
    }
  }
}
