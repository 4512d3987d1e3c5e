// The e-mail outbox's rules (zod-free): which mails exist, the states a message goes through and
// how long a failed delivery waits before the next try. The API's dispatcher and the back office's
// Outbox screen both use them.

/** Every e-mail template the shop sends (each in English and Khmer). */
export const MAIL_TEMPLATES = [
  'order_confirmation',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'refund_issued',
  'return_decided',
  'cancellation_declined',
  'ticket_reply',
  'password_reset_code',
  'staff_invitation',
  'newsletter_welcome',
  'ticket_received',
  'seller_application_received',
  'job_application_received',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * pending: waiting for its (next) try; sending: a dispatcher holds it (until its lease ends);
 * sent: the SMTP server accepted it; logged: no SMTP server is configured, so it was written to
 * the API's log instead (development); failed: every try failed, it waits for a person.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'logged', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How a failed delivery is retried. */
export interface MailRetryPolicy {
  /** The wait after the first failed try, in milliseconds; it doubles after each further one. */
  baseDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
  /** After this many tries the message is `failed` (kept, never deleted). */
  maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then 1 h: 8 tries over about two hours. */
export const DEFAULT_MAIL_RETRY_POLICY: MailRetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 8,
};

/**
 * The wait before the next try after `attempts` tries failed (attempts ≥ 1), or null when the
 * message has had its last try: base × 2^(attempts − 1), capped at `maxDelayMs`.
 */
export function mailRetryDelayMs(attempts: number, policy: MailRetryPolicy = DEFAULT_MAIL_RETRY_POLICY) {
  if (attempts >= policy.maxAttempts) return null;
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent grows past any cap quickly; stop before it overflows into Infinity.
  if (exponent >= 40) return policy.maxDelayMs;
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}
