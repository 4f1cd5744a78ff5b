import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { HandlesJob, type JobContext, type JobHandler, PermanentJobError } from '../jobs/job-handler';
import { StoreDirectory } from '../common/tenancy/store-directory.service';
import { MAIL_JOB, type MailJobPayload, MailService } from './mail.service';

/** What a sent mail job keeps: to whom and what (its links were one-time secrets). */
export interface SentMail {
  to: string;
  subject: string;
}

/**
 * Delivers one queued mail. Not idempotent at the far end (SMTP cannot be asked whether a mail
 * arrived): a worker that dies between the send and the job's end sends it again, under the same
 * Message-ID. Once sent, the job keeps only the address and subject: the links in the mail carry
 * one-time tokens that are never kept in clear after they are delivered.
 */
@Injectable()
@HandlesJob(MAIL_JOB)
export class MailJob implements JobHandler<MailJobPayload, SentMail> {
  constructor(
    private readonly mail: MailService,
    private readonly stores: StoreDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run({ job, payload }: JobContext<MailJobPayload>): Promise<SentMail> {
    const store = job.storeId === null ? null : await this.stores.ownIfExists({ storeId: job.storeId });
    if (!store) throw new PermanentJobError('The store this mail was for no longer exists.');
    const host = new URL(this.config.publicUrl).hostname || 'consigndesk.local';
    await this.mail.deliver(store, payload.message, `<mail-job-${job.id}@${host}>`);
    return this.redact(payload).message;
  }

  redact(payload: MailJobPayload): { message: SentMail } {
    return { message: { to: payload.message.to, subject: payload.message.subject } };
  }
}
