import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import type { MailTemplate } from '@storefront/shared/rules';
import type { ApiLanguage } from '../../lib/request-language';
import { compose, type Template } from './templates/layout';
import { jobApplicationReceived } from './templates/job-application-received';
import { newsletterWelcome } from './templates/newsletter-welcome';
import { orderCancelled } from './templates/order-cancelled';
import { orderConfirmation } from './templates/order-confirmation';
import { orderDelivered } from './templates/order-delivered';
import { orderShipped } from './templates/order-shipped';
import { passwordResetCode } from './templates/password-reset-code';
import { refundIssued } from './templates/refund-issued';
import { returnDecided } from './templates/return-decided';
import { cancellationDeclined } from './templates/cancellation-declined';
import { sellerApplicationReceived } from './templates/seller-application-received';
import { staffInvitation } from './templates/staff-invitation';
import { ticketReceived } from './templates/ticket-received';
import { ticketReply } from './templates/ticket-reply';

export { configureMailLinks } from './templates/layout';

/** Where a refund's money went, as the shopper reads it. */
export type RefundDestinationName = 'wallet' | 'khqr' | 'card' | 'cash' | 'bank';

/**
 * What every order e-mail may add: the shopper's name for the greeting ("Hello Dara,"), and the
 * order's id for the link to its page (else it is read from the number, PS-000123 → /orders/123).
 */
interface OrderMailExtras {
  name?: string | undefined;
  orderId?: number | undefined;
}

/** The data each template needs; every template exists in English and Khmer. */
export interface MailTemplateData {
  order_confirmation: OrderMailExtras & {
    orderNumber: string;
    total: number;
    paymentMethod: 'cod' | 'wallet' | 'khqr' | 'card';
    lines: { name: string; quantity: number; lineTotal: number }[];
    deliveryFeeTotal: number;
  };
  order_shipped: OrderMailExtras & { orderNumber: string; carrier: string; trackingNumber: string };
  order_delivered: OrderMailExtras & { orderNumber: string; paidOnDelivery: boolean };
  order_cancelled: OrderMailExtras & { orderNumber: string; reason: string; refundAmount: number };
  refund_issued: OrderMailExtras & {
    orderNumber: string;
    amount: number;
    destination: RefundDestinationName;
    reference: string | null;
  };
  return_decided: OrderMailExtras & {
    orderNumber: string;
    decision: 'approved' | 'rejected';
    reason: string | null;
  };
  cancellation_declined: OrderMailExtras & { orderNumber: string; reason: string };
  ticket_reply: { reference: string; subject: string; reply: string; name?: string | undefined };
  password_reset_code: { name: string; code: string; validMinutes: number };
  staff_invitation: {
    role: StaffRole;
    inviter: { name: string; email: string } | null;
    link: string;
    validDays: number;
  };
  newsletter_welcome: { code: string; percent: number };
  /** topic: one of the contact form's topics (shared's CONTACT_TOPICS), named in the mail's language. */
  ticket_received: { name: string; number: string; topic: string; orderNumber: string | null };
  seller_application_received: { name: string; shopName: string; phone: string };
  job_application_received: { name: string; jobTitle: string };
}
export type MailTemplateName = keyof MailTemplateData;

// The template names are one list: shared's MAIL_TEMPLATES (the back office filters by them).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTemplateNames: Same<MailTemplateName, MailTemplate> = true;
void sameTemplateNames;

const TEMPLATES: { [K in MailTemplateName]: Template<MailTemplateData[K]> } = {
  order_confirmation: orderConfirmation,
  order_shipped: orderShipped,
  order_delivered: orderDelivered,
  order_cancelled: orderCancelled,
  refund_issued: refundIssued,
  return_decided: returnDecided,
  cancellation_declined: cancellationDeclined,
  ticket_reply: ticketReply,
  password_reset_code: passwordResetCode,
  staff_invitation: staffInvitation,
  newsletter_welcome: newsletterWelcome,
  ticket_received: ticketReceived,
  seller_application_received: sellerApplicationReceived,
  job_application_received: jobApplicationReceived,
};

/**
 * The subject and plain text of a template in a language: the template's own sentences
 * (`mail/templates/<name>.ts`, both languages in one file) inside the shared greeting, signature
 * and footer (`templates/layout.ts`). The one entry point:
 * `await enqueueMail(tx, { to, ...renderMail('order_shipped', language, { … }) })`.
 */
export function renderMail<K extends MailTemplateName>(
  template: K,
  language: ApiLanguage,
  data: MailTemplateData[K],
): { subject: string; text: string; template: K; language: ApiLanguage } {
  const letter = TEMPLATES[template][language](data);
  const name = 'name' in data && typeof data.name === 'string' ? data.name : undefined;
  return { ...compose(language, letter, name), template, language };
}
