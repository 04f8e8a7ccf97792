// Outgoing mail. Every mail is written to the outbox first (a record of what was sent
// and the fallback when no SMTP server is configured); with SMTP_URL it then goes out
// over real SMTP. Without it the mail's links are logged so a local install can still
// complete a password reset.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open';
import { mailOutbox } from '../db/schema';

export type MailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Printed to the log when no SMTP server is configured. */
  links: string[];
  /** Files sent with the mail (an executed agreement's PDF); the outbox keeps their names only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl: string | undefined; from: string };

type Logger = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Milliseconds: TCP connect, the server's greeting, and silence on an open connection. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 } as const;

export function createMailer(db: Db, options: MailerOptions, log: Logger): Mailer {
  // Bounded, so a hung SMTP server cannot hold a request (an invitation waits for its
  // mail) for nodemailer's default minutes; a query in SMTP_URL may still override them.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.attachments?.length
            ? `${message.text}\n\nAttached: ${message.attachments.map((a) => a.filename).join(', ')}`
            : message.text,
          htmlBody: message.html,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        for (const link of message.links) {
          log.info(`mail (${message.kind}) to ${message.to} kept in the outbox; link: ${link}`);
        }
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (row) await db.update(mailOutbox).set({ error: reason.slice(0, 500) }).where(eq(mailOutbox.id, row.id));
        log.error({ kind: message.kind, reason }, 'mail could not be sent');
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
