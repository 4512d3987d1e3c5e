import { randomInt } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxEmails } from '../mail/schema';
import type { Mailer } from '../mail/service';
import { renderMail } from '../mail/templates';
import { vouchers } from '../vouchers/schema';
import { newsletterSubscriptions } from './schema';

/** Spec section 9: the newsletter promise, 10% off the first purchase (the footer shows the same
 * figure from shared's NEWSLETTER_DISCOUNT_PERCENT). */
export const NEWSLETTER_DISCOUNT_PERCENT = 10;

// No 0/O or 1/I: the code is read off an e-mail and typed at checkout.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A welcome code such as WELCOME-7KQ2MX (30 bits of randomness). */
export function welcomeCode(random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let index = 0; index < 6; index += 1) suffix += CODE_ALPHABET[random(CODE_ALPHABET.length)];
  return `WELCOME-${suffix}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The welcome e-mail with the code (mail template newsletter_welcome), in the subscriber's language. */
export function welcomeMail(code: string, language: 'en' | 'kh') {
  return renderMail('newsletter_welcome', language, { code, percent: NEWSLETTER_DISCOUNT_PERCENT });
}

/** A known address gets its welcome code e-mailed again at most once in this many minutes. */
export const WELCOME_RESEND_COOLDOWN_MINUTES = 10;

/** `codeEmailed`: whether this request e-mailed the welcome code (false for a repeat within the
 * cooldown, whose code was e-mailed only minutes ago). */
export type SubscribeResult =
  | { email: string; alreadySubscribed: false; code: string; codeEmailed: true }
  | { email: string; alreadySubscribed: true; code: null; codeEmailed: boolean };

export function createNewsletterService(db: Database, mailer: Mailer) {
  /** Whether the outbox holds a mail with this welcome code sent to the address within the
   * cooldown. The outbox is in the database, so every API replica sees the same answer; the
   * database's clock decides, as it stamped the mail. */
  async function welcomeMailedRecently(email: string, code: string): Promise<boolean> {
    const [recent] = await db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.to, email),
          gt(outboxEmails.createdAt, sql`now() - make_interval(mins => ${WELCOME_RESEND_COOLDOWN_MINUTES})`),
          like(outboxEmails.text, `%${code}%`),
        ),
      )
      .limit(1);
    return recent !== undefined;
  }

  return {
    /**
     * Subscribes an address and e-mails its welcome code. A repeated address is not an error: the
     * answer says so kindly and the code is e-mailed again (not shown, since anyone can type
     * someone else's address), but at most once per WELCOME_RESEND_COOLDOWN_MINUTES, so the form
     * cannot be used to flood someone's inbox.
     */
    async subscribe(rawEmail: string, language: 'en' | 'kh'): Promise<SubscribeResult> {
      const email = normalizeEmail(rawEmail);
      const [existing] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .limit(1);
      if (existing) {
        if (await welcomeMailedRecently(email, existing.welcomeCode)) {
          return { email, alreadySubscribed: true, code: null, codeEmailed: false };
        }
        await mailer.send({ to: email, ...welcomeMail(existing.welcomeCode, language) });
        return { email, alreadySubscribed: true, code: null, codeEmailed: true };
      }
      // Two sign-ups racing for one address: the unique index keeps one; the loser answers as a repeat.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = welcomeCode();
        // The code is a real voucher created with the subscription, so checkout accepts it: 10% off,
        // once, only for the account with the subscriber's e-mail, and only on its first order.
        const inserted = await db.transaction(async (tx) => {
          const rows = await tx
            .insert(newsletterSubscriptions)
            .values({ email, welcomeCode: code, language })
            .onConflictDoNothing()
            .returning({ code: newsletterSubscriptions.welcomeCode });
          if (rows[0])
            await tx.insert(vouchers).values({
              code,
              kind: 'percent',
              value: NEWSLETTER_DISCOUNT_PERCENT,
              usageLimit: 1,
              perCustomerLimit: 1,
              firstOrderOnly: true,
              boundEmail: email,
            });
          return rows;
        });
        if (inserted[0]) {
          await mailer.send({ to: email, ...welcomeMail(code, language) });
          return { email, alreadySubscribed: false, code, codeEmailed: true };
        }
        const [raced] = await db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
          .limit(1);
        // The winner of the race e-mails the code.
        if (raced) return { email, alreadySubscribed: true, code: null, codeEmailed: false };
      }
      throw new Error('could not allocate a unique welcome code');
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
