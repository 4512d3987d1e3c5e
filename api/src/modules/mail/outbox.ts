import type { MailTemplate } from '@storefront/shared/rules';
import type { ApiLanguage } from '../../lib/request-language';
import type { Executor } from '../wallet/service';
import { outboxEmails } from './schema';

/** An e-mail to send: usually `{ to, ...renderMail(template, language, data) }`. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Which template wrote it (the back office's outbox filters by it). */
  template?: MailTemplate;
  language?: ApiLanguage;
}

/**
 * Puts a message in the outbox inside the caller's transaction: it is sent only if the change
 * that caused it commits, and it is never lost once it has (the dispatcher delivers it later,
 * retrying with backoff). It goes out at the dispatcher's next tick (every 2 s by default).
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      to: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      template: mail.template ?? null,
      language: mail.language ?? null,
      status: 'pending',
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}
