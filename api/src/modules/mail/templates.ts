import type { ApiLanguage } from '../../lib/request-language';

/** Where a refund's money went, as the shopper reads it. */
export type RefundDestinationName = 'wallet' | 'khqr' | 'card' | 'cash' | 'bank';

/** The data each template needs; every template exists in English and Khmer. */
export interface MailTemplateData {
  order_confirmation: {
    orderNumber: string;
    total: number;
    paymentMethod: 'cod' | 'wallet' | 'khqr' | 'card';
    lines: { name: string; quantity: number; lineTotal: number }[];
    deliveryFeeTotal: number;
  };
  order_shipped: { orderNumber: string; carrier: string; trackingNumber: string };
  order_delivered: { orderNumber: string; paidOnDelivery: boolean };
  order_cancelled: { orderNumber: string; reason: string; refundAmount: number };
  refund_issued: {
    orderNumber: string;
    amount: number;
    destination: RefundDestinationName;
    reference: string | null;
  };
  return_decided: { orderNumber: string; decision: 'approved' | 'rejected'; reason: string | null };
  ticket_reply: { reference: string; subject: string; reply: string };
}
export type MailTemplateName = keyof MailTemplateData;

/**
 * The subject and plain text of a template in a language. The bodies are written in
 * `mail/templates/` (one file per template, both languages); this is the one entry point.
 */
export function renderMail<K extends MailTemplateName>(
  template: K,
  language: ApiLanguage,
  data: MailTemplateData[K],
): { subject: string; text: string; template: K; language: ApiLanguage } {
  // Replaced by the templates' own texts (issue #18, e-mails); the shape above is the contract.
  return { subject: `${template} ${JSON.stringify(data)}`, text: JSON.stringify(data), template, language };
}
