import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

/** One email to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** The SMTP server refused this recipient for good (a 5xx for it): send it nothing more. */
export class RecipientRefused extends Error {}

export interface Mailer {
  /** Sends, or throws: RecipientRefused for a permanent refusal, anything else to try again. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** What nodemailer's errors carry: the SMTP reply code and the command it answered. */
const replyOf = (error: unknown) =>
  (error ?? {}) as { responseCode?: number; command?: string; code?: string };

/**
 * Email through the SMTP server of the configuration (docs/server.md "Email"), one connection
 * pool per process. Without SMTP_HOST every send fails as "not configured": the jobs wait and
 * retry, and nothing is lost.
 */
export function createMailer(config: MailConfig): Mailer {
  const { host, port, secure, user, password } = config.smtp;
  if (!host) {
    return {
      send: async () => {
        throw new Error('No SMTP server is configured (SMTP_HOST)');
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    pool: true,
    maxConnections: 4,
    ...(user ? { auth: { user, pass: password ?? '' } } : {}),
    // A local or test server without a certificate is not an error outside TLS-only ports.
    tls: { rejectUnauthorized: secure },
  });
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ from: config.from, ...message });
        if (info.rejected.length > 0) throw new RecipientRefused(String(info.response));
      } catch (error) {
        if (error instanceof RecipientRefused) throw error;
        const reply = replyOf(error);
        // 5xx to the recipient (RCPT TO), or to the message itself for that recipient.
        const permanent =
          reply.responseCode !== undefined &&
          reply.responseCode >= 500 &&
          (reply.command === 'RCPT TO' || reply.code === 'EENVELOPE');
        if (permanent) throw new RecipientRefused(String((error as Error).message));
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
