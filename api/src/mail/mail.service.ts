import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type Store } from '../stores/store.entity';

export interface MailMessage {
  to: string;
  subject: string;
  /** Paragraphs of plain text; the HTML version is built from the same words. */
  paragraphs: string[];
  action: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Sends the product's mail in the store's name. With SMTP_URL it goes over SMTP; without it each
 * message is written as an .eml file under MAIL_DIR and its link is printed, so a shop can run
 * (and a developer can click through sign-up) with no mail server (file delivery, as Rails offers).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(store: Store, message: MailMessage): Promise<void> {
    const from = this.config.mailFrom.replace(/^[^<]*</, `${store.name.replace(/[<>"]/g, '')} <`);
    const text = [
      ...message.paragraphs,
      `${message.action.label}: ${message.action.url}`,
      '',
      this.footer(store),
    ].join('\n\n');
    const logo = store.logo
      ? `<p><img src="${escapeHtml(store.logo)}" alt="${escapeHtml(store.name)}" height="48"></p>`
      : '';
    const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">${logo}
<h2>${escapeHtml(store.name)}</h2>
${message.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(message.action.url)}" style="background:#1f6f63;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(message.action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(this.footer(store))}</p></body></html>`;
    const info = (await this.transport.sendMail({
      from,
      replyTo: store.supportEmail,
      to: message.to,
      subject: message.subject,
      text,
      html,
    })) as { message?: Buffer };
    if (this.config.smtpUrl) return;
    await mkdir(this.config.mailDir, { recursive: true });
    const file = join(
      this.config.mailDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await writeFile(file, info.message ?? '');
    this.logger.log(
      `Mail to ${message.to} "${message.subject}" saved to ${file}; link: ${message.action.url}`,
    );
  }

  private footer(store: Store): string {
    return `Questions? Write to ${store.supportEmail}.`;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
