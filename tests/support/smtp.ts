import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text part, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpOptions {
  /**
   * Runs before a mail is accepted: a rejection refuses it with the error's `responseCode` (451 a
   * try-again-later, 550 a refusal), and a promise that waits holds the sender mid-send.
   */
  beforeAccept?(to: string[]): Promise<void>;
}

/** A refusal for SmtpOptions.beforeAccept: the code and words an SMTP server answers with. */
export function smtpRefusal(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `to` (already received or still to come), within the timeout. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The first http(s) link in a mail whose path starts with `pathPrefix`. */
  linkIn(mail: ReceivedMail, pathPrefix: string): URL;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP listener on 127.0.0.1: the app under test sends mail to it over SMTP. */
export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const accepted = options.beforeAccept ? options.beforeAccept(to) : Promise.resolve();
        accepted.then(
          () => accept(to),
          (error: Error) => callback(error),
        );
      });
      const accept = (to: string[]) => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const mail = { to, raw, subject, text: decodeQuotedPrintable(raw) };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (to.includes(waiter.to) && !taken.has(mail)) {
            taken.add(mail);
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const existing = mails.find((mail) => mail.to.includes(address) && !taken.has(mail));
      if (existing) {
        taken.add(existing);
        return Promise.resolve(existing);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    linkIn(mail, pathPrefix) {
      const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      const link = links
        .map((href) => new URL(href.replace(/&amp;/g, '&')))
        .find((url) => url.pathname.startsWith(pathPrefix));
      if (!link) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}":\n${mail.text}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
