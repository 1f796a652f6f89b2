import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { loadOnce } from './load-once';

/** One e-mail: plain text for every client, simple HTML for the ones that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (an inquiry's sender), when not to the sender address. */
  replyTo?: string;
  /** Extra headers (an alert's `List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mail (DESIGN §1): over SMTP when `SMTP_URL` is set, else into `DATA_DIR/outbox`. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Builds the mailer the configuration asks for. Without `SMTP_URL` every message is written as an
 * `.eml` file (open it with any mail program) so flows like password reset work on a laptop. Log
 * lines name the file or the SMTP message id, never the body: it carries one-time links.
 * Nodemailer is loaded with the first message, not at start (decision 059).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    const transport = loadOnce(async () =>
      (await import('nodemailer')).createTransport(smtpUrl, { from: config.mailFrom }),
    );
    return {
      async send(message) {
        const info = await (await transport()).sendMail(message);
        log.info({ message_id: info.messageId, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = loadOnce(async () =>
    (await import('nodemailer')).createTransport(
      { streamTransport: true, buffer: true, newline: 'unix' },
      { from: config.mailFrom },
    ),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail(message);
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Written beside, then renamed: whoever watches the outbox never reads half a message.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info({ file, subject: message.subject }, 'mail written to outbox');
    },
  };
}

/** Escapes text for HTML e-mail bodies. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Django's `normalize_email`: the domain part is case-insensitive, so it is stored in lower case. */
export function normalizeEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email.trim() : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`.trim();
}

/** Whether two addresses are one account's address (the unique index compares them in lower case). */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
