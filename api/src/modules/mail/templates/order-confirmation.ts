import type { MailTemplateData } from '../templates';
import { money, orderLink, type Template } from './layout';

type Data = MailTemplateData['order_confirmation'];

const PAYMENT = {
  en: { cod: 'Cash on delivery', wallet: 'Psar wallet', khqr: 'KHQR (Bakong)', card: 'Card' },
  kh: { cod: 'បង់ប្រាក់ពេលទទួលទំនិញ', wallet: 'កាបូប Psar', khqr: 'KHQR (បាគង)', card: 'កាត' },
} as const;

const lines = (data: Data) =>
  data.lines.map((line) => `  ${line.quantity} × ${line.name} — ${money(line.lineTotal)}`).join('\n');

/** Sent when an order is placed: what was ordered, the total and how it is paid. */
export const orderConfirmation: Template<Data> = {
  en: (data) => ({
    subject: `we received your order ${data.orderNumber}`,
    paragraphs: [
      `Thank you for your order ${data.orderNumber}.`,
      lines(data),
      [
        `Delivery: ${money(data.deliveryFeeTotal)}`,
        `Total: ${money(data.total)}`,
        `Payment: ${PAYMENT.en[data.paymentMethod]}`,
      ].join('\n'),
      data.paymentMethod === 'cod' &&
        `Please have ${money(data.total)} ready for the courier when your order arrives.`,
      `We will e-mail you again when it ships. Follow your order here:\n${orderLink(data, 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `យើងបានទទួលការបញ្ជាទិញ ${data.orderNumber} របស់អ្នកហើយ`,
    paragraphs: [
      `សូមអរគុណចំពោះការបញ្ជាទិញ ${data.orderNumber} របស់អ្នក។`,
      lines(data),
      [
        `ថ្លៃដឹកជញ្ជូន៖ ${money(data.deliveryFeeTotal)}`,
        `សរុប៖ ${money(data.total)}`,
        `ការទូទាត់៖ ${PAYMENT.kh[data.paymentMethod]}`,
      ].join('\n'),
      data.paymentMethod === 'cod' && `សូមរៀបចំប្រាក់ ${money(data.total)} ឲ្យរួចរាល់ សម្រាប់អ្នកដឹកជញ្ជូន នៅពេលទំនិញមកដល់។`,
      `យើងនឹងផ្ញើអ៊ីមែលជូនអ្នកម្តងទៀត នៅពេលទំនិញត្រូវបានបញ្ជូនចេញ។ តាមដានការបញ្ជាទិញរបស់អ្នកនៅទីនេះ៖\n${orderLink(data, 'kh')}`,
    ],
  }),
};
