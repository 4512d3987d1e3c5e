import type { MailTemplateData } from '../templates';
import { orderLink, type Template } from './layout';

/** Sent when an order is delivered (a cash-on-delivery order is paid then). */
export const orderDelivered: Template<MailTemplateData['order_delivered']> = {
  en: (data) => ({
    subject: `your order ${data.orderNumber} was delivered`,
    paragraphs: [
      `Your order ${data.orderNumber} was delivered. We hope you enjoy it.`,
      data.paidOnDelivery && 'We received your payment on delivery. Thank you.',
      `Something wrong with it? You can ask for a return from your order page:\n${orderLink(data, 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `ការបញ្ជាទិញ ${data.orderNumber} របស់អ្នកត្រូវបានដឹកជញ្ជូនដល់ហើយ`,
    paragraphs: [
      `ការបញ្ជាទិញ ${data.orderNumber} របស់អ្នកត្រូវបានដឹកជញ្ជូនដល់ហើយ។ យើងសង្ឃឹមថាអ្នកនឹងពេញចិត្តនឹងវា។`,
      data.paidOnDelivery && 'យើងបានទទួលការបង់ប្រាក់របស់អ្នកនៅពេលទទួលទំនិញហើយ។ សូមអរគុណ។',
      `មានបញ្ហាជាមួយទំនិញមែនទេ? អ្នកអាចស្នើសុំប្រគល់ទំនិញវិញពីទំព័រការបញ្ជាទិញរបស់អ្នក៖\n${orderLink(data, 'kh')}`,
    ],
  }),
};
