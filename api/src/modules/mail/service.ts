import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { outboxEmails } from './schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type Mailer = ReturnType<typeof createMailer>;

/** What the mailer needs of an SMTP transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/**
 * Stores every message in the outbox, then delivers it through SMTP when `SMTP_URL` is configured;
 * without SMTP it prints the message to the API log so a developer can read a one-time code.
 *
 * `send` resolves once the message is in the outbox, without waiting for the SMTP server: a
 * request never waits on it (nor fails for it), and how long a request takes does not tell whether
 * a message was sent (e.g. "forgot password" for an address that has no account).
 */
export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; log?: FastifyBaseLogger; transport?: MailTransport },
) {
  const transport: MailTransport | undefined =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);

  async function deliver(smtp: MailTransport, id: number, to: string, mail: Mail) {
    try {
      await smtp.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text });
      await db.update(outboxEmails).set({ deliveredAt: new Date() }).where(eq(outboxEmails.id, id));
    } catch (error) {
      // The message stays in the outbox undelivered.
      options.log?.error({ err: error, to }, 'SMTP delivery failed; the message stays in the outbox');
    }
  }

  return {
    async send(mail: Mail): Promise<void> {
      const to = mail.to.trim().toLowerCase();
      const [row] = await db.insert(outboxEmails).values({ ...mail, to }).returning({ id: outboxEmails.id });
      if (!transport) {
        options.log?.info({ to, subject: mail.subject }, `outbox (no SMTP configured):\n${mail.text}`);
        return;
      }
      void deliver(transport, row!.id, to, mail);
    },
    /** The newest messages sent to an address, newest first. */
    async sentTo(address: string, limit = 20) {
      return db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, address.trim().toLowerCase())))
        .orderBy(desc(outboxEmails.id))
        .limit(limit);
    },
  };
}
