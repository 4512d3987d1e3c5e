import type { MailTemplateData } from '../templates';
import { shopLink, type Template } from './layout';

/** Sent when customer care answers a request (a contact-us ticket, an application, a message). */
export const ticketReply: Template<MailTemplateData['ticket_reply']> = {
  en: (data) => ({
    subject: `reply to ${data.reference}: ${data.subject}`,
    paragraphs: [
      `Our customer care team answered your request ${data.reference}, "${data.subject}":`,
      data.reply.trim(),
      `To write back, use the contact form and mention ${data.reference}:\n${shopLink('/customer-care/contact-us', 'en')}`,
    ],
    signature: 'Psar Customer Care',
  }),
  kh: (data) => ({
    subject: `ការឆ្លើយតបចំពោះ ${data.reference}៖ ${data.subject}`,
    paragraphs: [
      `ក្រុមសេវាអតិថិជនរបស់យើងបានឆ្លើយតបសំណើ ${data.reference} របស់អ្នក "${data.subject}"៖`,
      data.reply.trim(),
      `ដើម្បីឆ្លើយតបវិញ សូមប្រើទម្រង់ទំនាក់ទំនង ហើយបញ្ជាក់លេខ ${data.reference}៖\n${shopLink('/customer-care/contact-us', 'kh')}`,
    ],
    signature: 'ផ្នែកសេវាអតិថិជន Psar',
  }),
};
