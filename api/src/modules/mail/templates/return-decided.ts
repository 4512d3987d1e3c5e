import type { MailTemplateData } from '../templates';
import { shopLink, type Template } from './layout';

/** Sent when the order handler approves or rejects a return. */
export const returnDecided: Template<MailTemplateData['return_decided']> = {
  en: (data) =>
    data.decision === 'approved'
      ? {
          subject: `your return for order ${data.orderNumber} is approved`,
          paragraphs: [
            `We approved your return for order ${data.orderNumber}.`,
            data.reason?.trim() && `A note from our team: ${data.reason.trim()}`,
            'Your refund follows; another e-mail will tell you when it is issued.',
            `Your returns:\n${shopLink('/orders/return', 'en')}`,
          ],
        }
      : {
          subject: `your return for order ${data.orderNumber} was not approved`,
          paragraphs: [
            `We could not approve your return for order ${data.orderNumber}.`,
            data.reason?.trim() && `Reason: ${data.reason.trim()}`,
            `Your returns:\n${shopLink('/orders/return', 'en')}`,
          ],
        },
  kh: (data) =>
    data.decision === 'approved'
      ? {
          subject: `សំណើប្រគល់ទំនិញវិញសម្រាប់ការបញ្ជាទិញ ${data.orderNumber} ត្រូវបានយល់ព្រម`,
          paragraphs: [
            `យើងបានយល់ព្រមលើសំណើប្រគល់ទំនិញវិញរបស់អ្នក សម្រាប់ការបញ្ជាទិញ ${data.orderNumber}។`,
            data.reason?.trim() && `កំណត់សម្គាល់ពីក្រុមការងាររបស់យើង៖ ${data.reason.trim()}`,
            'ការសងប្រាក់នឹងធ្វើឡើងបន្ទាប់; អ៊ីមែលមួយទៀតនឹងប្រាប់អ្នកនៅពេលប្រាក់ត្រូវបានសង។',
            `ការប្រគល់ទំនិញវិញរបស់អ្នក៖\n${shopLink('/orders/return', 'kh')}`,
          ],
        }
      : {
          subject: `សំណើប្រគល់ទំនិញវិញសម្រាប់ការបញ្ជាទិញ ${data.orderNumber} មិនត្រូវបានយល់ព្រមទេ`,
          paragraphs: [
            `យើងមិនអាចយល់ព្រមលើសំណើប្រគល់ទំនិញវិញរបស់អ្នក សម្រាប់ការបញ្ជាទិញ ${data.orderNumber} បានទេ។`,
            data.reason?.trim() && `មូលហេតុ៖ ${data.reason.trim()}`,
            `ការប្រគល់ទំនិញវិញរបស់អ្នក៖\n${shopLink('/orders/return', 'kh')}`,
          ],
        },
};
