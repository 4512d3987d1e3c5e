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

/**
 * Sends mail through SMTP when `SMTP_URL` is configured; always stores it in the outbox first, and
 * without SMTP prints it to the API log so a developer can read a one-time code.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string; log?: FastifyBaseLogger }) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail: Mail): Promise<void> {
      const to = mail.to.trim().toLowerCase();
      const [row] = await db.insert(outboxEmails).values({ ...mail, to }).returning({ id: outboxEmails.id });
      if (!transport) {
        options.log?.info({ to, subject: mail.subject }, `outbox (no SMTP configured):\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to, subject: mail.subject, text: mail.text });
        await db.update(outboxEmails).set({ deliveredAt: new Date() }).where(eq(outboxEmails.id, row!.id));
      } catch (error) {
        // The message stays in the outbox undelivered; the shopper's action must not fail for it.
        options.log?.error({ err: error, to }, 'SMTP delivery failed; the message stays in the outbox');
      }
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
