import type { ContactTopic } from '@storefront/shared/contract/help';
import type { ApiLanguage } from '../../../lib/request-language';
import type { MailTemplateData } from '../templates';
import { type Template } from './layout';

// The contact form's topics as the form names them (mfe-help's contact.topics).
const TOPICS: Record<ApiLanguage, Record<ContactTopic, string>> = {
  en: {
    order: 'An order',
    payment: 'Payment',
    delivery: 'Shipping & delivery',
    return: 'A return',
    refund: 'A refund',
    wallet: 'My wallet',
    account: 'My account',
    other: 'Something else',
  },
  kh: {
    order: 'ការបញ្ជាទិញ',
    payment: 'ការទូទាត់',
    delivery: 'ការដឹកជញ្ជូន',
    return: 'ការប្រគល់ទំនិញវិញ',
    refund: 'ការសងប្រាក់វិញ',
    wallet: 'កាបូបរបស់ខ្ញុំ',
    account: 'គណនីរបស់ខ្ញុំ',
    other: 'ផ្សេងៗ',
  },
};

const topicName = (language: ApiLanguage, topic: string) => TOPICS[language][topic as ContactTopic] ?? topic;

/** The acknowledgement of a contact-us request, with its ticket number. */
export const ticketReceived: Template<MailTemplateData['ticket_received']> = {
  en: (data) => ({
    subject: `we received your request ${data.number}`,
    paragraphs: [
      `Thank you for contacting Psar customer care. Your ticket number is ${data.number}. We answer within one working day.`,
      [`Topic: ${topicName('en', data.topic)}`, data.orderNumber && `Order: ${data.orderNumber}`]
        .filter(Boolean)
        .join('\n'),
    ],
    signature: 'Psar Customer Care',
  }),
  kh: (data) => ({
    subject: `យើងបានទទួលសំណើ ${data.number} របស់អ្នកហើយ`,
    paragraphs: [
      `សូមអរគុណដែលបានទាក់ទងផ្នែកសេវាអតិថិជន Psar។ លេខសំបុត្ររបស់អ្នកគឺ ${data.number}។ យើងនឹងឆ្លើយតបក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។`,
      [`ប្រធានបទ៖ ${topicName('kh', data.topic)}`, data.orderNumber && `ការបញ្ជាទិញ៖ ${data.orderNumber}`]
        .filter(Boolean)
        .join('\n'),
    ],
    signature: 'ផ្នែកសេវាអតិថិជន Psar',
  }),
};
