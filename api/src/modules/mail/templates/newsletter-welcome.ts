import type { MailTemplateData } from '../templates';
import { shopLink, type Template } from './layout';

/** The newsletter's welcome: the first-order discount code (the code stays as it is, in both languages). */
export const newsletterWelcome: Template<MailTemplateData['newsletter_welcome']> = {
  en: (data) => ({
    subject: `your ${data.percent}% welcome code`,
    paragraphs: [
      'Thank you for signing up for the Psar newsletter.',
      `Your code: ${data.code}\nUse it at checkout for ${data.percent}% off your first purchase.`,
      `Start shopping: ${shopLink('/', 'en')}`,
    ],
  }),
  kh: (data) => ({
    subject: `លេខកូដបញ្ចុះតម្លៃ ${data.percent}% របស់អ្នក`,
    paragraphs: [
      'សូមអរគុណដែលបានចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មាន Psar។',
      `លេខកូដរបស់អ្នក៖ ${data.code}\nប្រើវាពេលទូទាត់ប្រាក់ ដើម្បីទទួលបានការបញ្ចុះតម្លៃ ${data.percent}% សម្រាប់ការទិញលើកដំបូង។`,
      `ចាប់ផ្តើមទិញទំនិញ៖ ${shopLink('/', 'kh')}`,
    ],
  }),
};
