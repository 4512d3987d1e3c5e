import type { MailTemplateData } from '../templates';
import { orderLink, type Template } from './layout';

/** Sent when the order handler ships an order: the carrier and the tracking number. */
export const orderShipped: Template<MailTemplateData['order_shipped']> = {
  en: (data) => ({
    subject: `your order ${data.orderNumber} is on its way`,
    paragraphs: [
      `Good news: your order ${data.orderNumber} has shipped.`,
      `Carrier: ${data.carrier}\nTracking number: ${data.trackingNumber}`,
      `Follow it on your order page:\n${orderLink(data, 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `ការបញ្ជាទិញ ${data.orderNumber} របស់អ្នកកំពុងធ្វើដំណើរមក`,
    paragraphs: [
      `ដំណឹងល្អ៖ ការបញ្ជាទិញ ${data.orderNumber} របស់អ្នកត្រូវបានបញ្ជូនចេញហើយ។`,
      `ក្រុមហ៊ុនដឹកជញ្ជូន៖ ${data.carrier}\nលេខតាមដាន៖ ${data.trackingNumber}`,
      `តាមដានវានៅលើទំព័រការបញ្ជាទិញរបស់អ្នក៖\n${orderLink(data, 'kh')}`,
    ],
  }),
};
