import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { type PayoutActionResponse, type RetryAutoPayoutRequest } from '@shared/contracts/payouts';
import { payoutStatusOf } from '@shared/domain/payouts';
import { validation } from '@shared/messages';
import { type Principal } from '../../common/auth/principal';
import { conflict, invalid, notFound } from '../../common/errors/errors';
import { InjectStoreRepositories } from '../../common/tenancy/tenancy.module';
import { type StoreRepositories, type StoreScope } from '../../common/tenancy/store-repository';
import { Consigner } from '../../consigners/consigner.entity';
import { TransactionRunner } from '../../database/transaction-runner';
import { isSqlite } from '../../database/transactions';
import { JobsService } from '../../jobs/jobs.service';
import { PayoutConsigner } from '../payout-consigner.entity';
import { SEND_CHEQUES_JOB, type SendChequesPayload } from '../payout-jobs';
import { PayoutReader } from '../payout-reader';
import { Payout } from '../payout.entity';
import { ChequeServiceConfig } from './cheque-service.config';

const messages = validation.payouts;

/**
 * POST /api/checkbook/retryAutoPayout (spec 001 §7, §9 "retry sends the remaining balance"): a Failed
 * automated payout's Failed consigners (or the named ones among them) go back to Pending and the send
 * job is queued again. The job sends each only what their cheques Sent (or Sending, looked up first)
 * do not cover yet; their failed cheques stay as history. The status change is guarded
 * (`WHERE status = 'Failed'`, under the payout's row lock), so a second click, or two at once, queue
 * one job: the other answers 409 notFailed.
 */
@Injectable()
export class AutoPayoutRetry {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly jobs: JobsService,
    private readonly reader: PayoutReader,
    private readonly chequeService: ChequeServiceConfig,
    @InjectStoreRepositories(Payout) private readonly payouts: StoreRepositories<Payout>,
    @InjectStoreRepositories(PayoutConsigner) private readonly shares: StoreRepositories<PayoutConsigner>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
  ) {}

  async retry(principal: Principal, request: RetryAutoPayoutRequest): Promise<PayoutActionResponse> {
    await this.transactions.runRetryingDeadlocks(async (manager) => {
      const payout = await this.payouts
        .for(principal, manager)
        .findOne({ where: { id: request.payoutId }, ...lock(manager) });
      if (!payout) throw notFound();
      if (!payout.automated || payout.status !== 'Failed') throw conflict(messages.notFailed);
      if (!this.chequeService.isConfigured()) throw conflict(messages.chequeServiceMissing);
      const shares = await this.shares
        .for(principal, manager)
        .find({ where: { payoutId: payout.id }, order: { id: 'ASC' } });
      const chosen = request.consignersAndInventories
        ? await this.named(manager, principal, payout, shares, request.consignersAndInventories)
        : shares;
      const failed = chosen.filter((share) => share.status === 'Failed').map((share) => share.id);
      const reopened =
        failed.length === 0
          ? 0
          : await this.shares
              .for(principal, manager)
              .update({ id: In(failed), status: 'Failed' }, { status: 'Pending', failureReason: null });
      if (reopened === 0) throw conflict(messages.notFailed);
      const statuses = await this.shares
        .for(principal, manager)
        .find({ select: { id: true, status: true }, where: { payoutId: payout.id } });
      await this.payouts.for(principal, manager).update(
        { id: payout.id },
        {
          status: payoutStatusOf(
            statuses.map((share) => share.status),
            'Unpaid',
          ),
        },
      );
      await this.jobs.enqueue<SendChequesPayload>(manager, {
        kind: SEND_CHEQUES_JOB,
        storeId: principal.storeId,
        payload: { payoutId: payout.id },
        createdById: principal.accountId,
      });
    });
    return { payout: await this.reader.summary(principal, request.payoutId) };
  }

  /** The consigners the request names, each of the payout (400 notInPayout naming the one that is not). */
  private async named(
    manager: EntityManager,
    scope: StoreScope,
    payout: Payout,
    shares: readonly PayoutConsigner[],
    named: NonNullable<RetryAutoPayoutRequest['consignersAndInventories']>,
  ): Promise<PayoutConsigner[]> {
    const byConsigner = new Map(shares.map((share) => [share.consignerId, share]));
    const chosen: PayoutConsigner[] = [];
    for (const [index, entry] of named.entries()) {
      const share = byConsigner.get(entry.consignerId);
      if (!share) {
        const consigner = await this.consigners.for(scope, manager).findById(entry.consignerId);
        const label = consigner
          ? `${consigner.firstName} ${consigner.lastName}`.trim()
          : `Consigner ${entry.consignerId}`;
        throw invalid(
          `consignersAndInventories.${index}.consignerId`,
          messages.notInPayout(label, payout.name),
        );
      }
      chosen.push(share);
    }
    return chosen;
  }
}

/** A locking read on MariaDB (the latest committed row, held to the commit); SQLite has one writer. */
function lock(manager: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return isSqlite(manager.connection) ? {} : { lock: { mode: 'pessimistic_write' } };
}
