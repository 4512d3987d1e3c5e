import type { MailTemplateData, RefundDestinationName } from '../templates';
import { money, orderLink, type Template } from './layout';

type Data = MailTemplateData['refund_issued'];

const SENTENCE: Record<
  'en' | 'kh',
  Record<RefundDestinationName, (amount: string, order: string) => string>
> = {
  en: {
    wallet: (amount, order) =>
      `We refunded ${amount} for order ${order} to your Psar wallet. You can spend it right away.`,
    khqr: (amount, order) =>
      `We refunded ${amount} for order ${order} to the bank account you paid from with KHQR.`,
    card: (amount, order) =>
      `We refunded ${amount} for order ${order} to your card. Your bank may take a few days to show it.`,
    cash: (amount, order) => `We refunded ${amount} for order ${order} in cash.`,
    bank: (amount, order) => `We refunded ${amount} for order ${order} by bank transfer.`,
  },
  kh: {
    wallet: (amount, order) =>
      `យើងបានសងប្រាក់ ${amount} សម្រាប់ការបញ្ជាទិញ ${order} ចូលទៅក្នុងកាបូប Psar របស់អ្នកវិញហើយ។ អ្នកអាចប្រើប្រាស់វាបានភ្លាមៗ។`,
    khqr: (amount, order) =>
      `យើងបានសងប្រាក់ ${amount} សម្រាប់ការបញ្ជាទិញ ${order} ទៅគណនីធនាគារដែលអ្នកបានប្រើបង់តាម KHQR វិញហើយ។`,
    card: (amount, order) =>
      `យើងបានសងប្រាក់ ${amount} សម្រាប់ការបញ្ជាទិញ ${order} ទៅកាតរបស់អ្នកវិញហើយ។ ធនាគាររបស់អ្នកអាចត្រូវការពេលពីរបីថ្ងៃ ដើម្បីបង្ហាញប្រាក់នេះ។`,
    cash: (amount, order) => `យើងបានសងប្រាក់ ${amount} សម្រាប់ការបញ្ជាទិញ ${order} ជាសាច់ប្រាក់រួចហើយ។`,
    bank: (amount, order) =>
      `យើងបានសងប្រាក់ ${amount} សម្រាប់ការបញ្ជាទិញ ${order} តាមរយៈការផ្ទេរប្រាក់តាមធនាគាររួចហើយ។`,
  },
};

/** Sent once a refund is made, through the provider of the original payment. */
export const refundIssued: Template<Data> = {
  en: (data) => ({
    subject: `refund of ${money(data.amount)} for order ${data.orderNumber}`,
    paragraphs: [
      SENTENCE.en[data.destination](money(data.amount), data.orderNumber),
      data.reference && `Reference: ${data.reference}`,
      `Your order page:\n${orderLink(data, 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `ការសងប្រាក់ ${money(data.amount)} សម្រាប់ការបញ្ជាទិញ ${data.orderNumber}`,
    paragraphs: [
      SENTENCE.kh[data.destination](money(data.amount), data.orderNumber),
      data.reference && `លេខយោង៖ ${data.reference}`,
      `ទំព័រការបញ្ជាទិញរបស់អ្នក៖\n${orderLink(data, 'kh')}`,
    ],
  }),
};
