import type { MailTemplateData } from '../templates';
import { shopLink, type Template } from './layout';

/** Sent when the order handler declines a cancellation request (the order was already being prepared). */
export const cancellationDeclined: Template<MailTemplateData['cancellation_declined']> = {
  en: (data) => ({
    subject: `we could not cancel order ${data.orderNumber}`,
    paragraphs: [
      `We could not cancel order ${data.orderNumber}: it is already on its way to you.`,
      `Reason: ${data.reason.trim()}`,
      'Once it arrives you may still return it within 7 days of delivery.',
      `Your cancellations:\n${shopLink('/orders/cancel', 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `យើងមិនអាចលុបចោលការបញ្ជាទិញ ${data.orderNumber} បានទេ`,
    paragraphs: [
      `យើងមិនអាចលុបចោលការបញ្ជាទិញ ${data.orderNumber} បានទេ៖ វាកំពុងត្រូវបានរៀបចំផ្ញើទៅអ្នក។`,
      `មូលហេតុ៖ ${data.reason.trim()}`,
      'នៅពេលទទួលបាន អ្នកនៅតែអាចប្រគល់វាវិញបានក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកជញ្ជូន។',
      `ការលុបចោលរបស់អ្នក៖\n${shopLink('/orders/cancel', 'kh')}`,
    ],
  }),
};
