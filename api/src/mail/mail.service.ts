import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type Job } from '../jobs/job.entity';
import { JobsService } from '../jobs/jobs.service';
import { type Store } from '../stores/store.entity';

/** The job kind that sends one mail (mail.job.ts). */
export const MAIL_JOB = 'mail.send';
/**
 * Tries a mail gets before it is dead: with the doubling backoff from JOBS_RETRY_BASE_MS (10 s by
 * default, capped at 6 h between tries), a mail server can be away for about two days and the mail
 * still goes out.
 */
export const MAIL_MAX_ATTEMPTS = 20;

export interface MailJobPayload {
  message: MailMessage;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML version is built from the same words. */
  paragraphs: string[];
  /** The button (and, in the text part, the link) the mail leads to; a receipt has none. */
  action?: { label: string; url: string };
  /** A second choice beside the button (a price offer's Reject beside its Accept), shown plainer. */
  secondAction?: { label: string; url: string };
  /**
   * A document shown in the body after the paragraphs (issue 15: a receipt), as its text part and
   * its HTML, which the sender built from escaped text (escapeHtml).
   */
  body?: { text: string; html: string };
  /** Files sent with the mail (a receipt's PDF), base64 so the job's payload stays JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The product's mail, in the store's name, through an outbox: `queue` writes a mail job in the
 * caller's transaction (so the mail goes out exactly when the change that causes it commits), and
 * the job runner delivers it (`deliver`, from MailJob), retrying a failed send with backoff. With
 * SMTP_URL it goes over SMTP; without it each message is written as an .eml file under MAIL_DIR and
 * its link is printed, so a shop can run (and a developer can click through sign-up) with no mail
 * server (file delivery, as Rails offers).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /**
   * Queues mails of the store in `manager`'s transaction. `createdById`: the signed-in account whose
   * action causes them (none for sign-up and forgotten passwords).
   */
  async queue(
    manager: EntityManager,
    store: Store,
    messages: readonly MailMessage[],
    createdById: number | null = null,
  ): Promise<Job[]> {
    return this.jobs.enqueueAll<MailJobPayload>(
      manager,
      messages.map((message) => ({
        kind: MAIL_JOB,
        storeId: store.id,
        payload: { message },
        createdById,
        maxAttempts: MAIL_MAX_ATTEMPTS,
      })),
    );
  }

  /**
   * Sends one mail now (the mail job's handler). `messageId` is the same on every try of one job, so
   * a mail delivered twice (a worker that died after sending) is one message to the mail clients
   * that drop duplicates.
   */
  async deliver(store: Store, message: MailMessage, messageId?: string): Promise<void> {
    const from = this.config.mailFrom.replace(/^[^<]*</, `${store.name.replace(/[<>"]/g, '')} <`);
    const { action, secondAction, body } = message;
    const text = [
      ...message.paragraphs,
      ...(body ? [body.text] : []),
      ...(action ? [`${action.label}: ${action.url}`] : []),
      ...(secondAction ? [`${secondAction.label}: ${secondAction.url}`] : []),
      '',
      this.footer(store),
    ].join('\n\n');
    const logo = store.logo
      ? `<p><img src="${escapeHtml(store.logo)}" alt="${escapeHtml(store.name)}" height="48"></p>`
      : '';
    const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">${logo}
<h2>${escapeHtml(store.name)}</h2>
${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}${body ? `\n${body.html}` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="background:#1f6f63;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
${secondAction ? `<p><a href="${escapeHtml(secondAction.url)}" style="color:#1f6f63">${escapeHtml(secondAction.label)}</a></p>` : ''}
<p style="color:#6b7280;font-size:12px">${escapeHtml(this.footer(store))}</p></body></html>`;
    const info = (await this.transport.sendMail({
      from,
      replyTo: store.supportEmail,
      to: message.to,
      subject: message.subject,
      text,
      html,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.contentBase64, 'base64'),
            })),
          }
        : {}),
      ...(messageId ? { messageId } : {}),
    })) as { message?: Buffer };
    if (this.config.smtpUrl) return;
    await mkdir(this.config.mailDir, { recursive: true });
    const file = join(
      this.config.mailDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await writeFile(file, info.message ?? '');
    this.logger.log(
      `Mail to ${message.to} "${message.subject}" saved to ${file}${action ? `; link: ${action.url}` : ''}`,
    );
  }

  private footer(store: Store): string {
    return `Questions? Write to ${store.supportEmail}.`;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
