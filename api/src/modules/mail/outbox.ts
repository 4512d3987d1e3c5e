import type { ApiLanguage } from '../../lib/request-language';
import type { Executor } from '../wallet/service';
import { outboxEmails } from './schema';

/** An e-mail to send: usually `{ to, ...renderMail(template, language, data) }`. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Which template wrote it (the back office's outbox filters by it). */
  template?: string;
  language?: ApiLanguage;
}

/**
 * Puts a message in the outbox inside the caller's transaction: it is sent only if the change
 * that caused it commits, and it is never lost once it has (the dispatcher delivers it later,
 * retrying with backoff).
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(outboxEmails).values({
    to: mail.to.trim().toLowerCase(),
    subject: mail.subject,
    text: mail.text,
  });
}
