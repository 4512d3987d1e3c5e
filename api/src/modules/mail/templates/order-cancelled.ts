import type { MailTemplateData } from '../templates';
import { money, orderLink, type Template } from './layout';

/** Sent when an order is cancelled (by the shopper, the order handler or an unpaid KHQR expiry). */
export const orderCancelled: Template<MailTemplateData['order_cancelled']> = {
  en: (data) => ({
    subject: `order ${data.orderNumber} was cancelled`,
    paragraphs: [
      `Your order ${data.orderNumber} was cancelled.`,
      data.reason.trim() && `Reason: ${data.reason.trim()}`,
      data.refundAmount > 0
        ? `We are refunding ${money(data.refundAmount)}; another e-mail will tell you when the refund is issued.`
        : 'You were not charged for it.',
      `Your order page:\n${orderLink(data, 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `ការបញ្ជាទិញ ${data.orderNumber} ត្រូវបានលុបចោល`,
    paragraphs: [
      `ការបញ្ជាទិញ ${data.orderNumber} របស់អ្នកត្រូវបានលុបចោល។`,
      data.reason.trim() && `មូលហេតុ៖ ${data.reason.trim()}`,
      data.refundAmount > 0
        ? `យើងនឹងសងប្រាក់ ${money(data.refundAmount)} ជូនអ្នកវិញ; អ៊ីមែលមួយទៀតនឹងប្រាប់អ្នកនៅពេលការសងប្រាក់ត្រូវបានធ្វើរួច។`
        : 'អ្នកមិនត្រូវបានគិតប្រាក់សម្រាប់ការបញ្ជាទិញនេះទេ។',
      `ទំព័រការបញ្ជាទិញរបស់អ្នក៖\n${orderLink(data, 'kh')}`,
    ],
  }),
};
