import type { MailTemplateData } from '../templates';
import { type Template } from './layout';

/** The acknowledgement of a seller application (the /sell page). */
export const sellerApplicationReceived: Template<MailTemplateData['seller_application_received']> = {
  en: (data) => ({
    subject: 'your seller application',
    paragraphs: [
      `Thank you for applying to sell "${data.shopName}" on Psar. Our merchant team checks applications within three working days and will contact you on ${data.phone}.`,
    ],
    signature: 'Psar Merchant Team',
  }),
  kh: (data) => ({
    subject: 'ពាក្យស្នើសុំលក់ទំនិញរបស់អ្នក',
    paragraphs: [
      `សូមអរគុណដែលបានដាក់ពាក្យលក់ "${data.shopName}" នៅលើ Psar។ ក្រុមអាជីវកររបស់យើងពិនិត្យពាក្យស្នើសុំក្នុងរយៈពេលបីថ្ងៃធ្វើការ ហើយនឹងទាក់ទងអ្នកតាមលេខ ${data.phone}។`,
    ],
    signature: 'ក្រុមអាជីវករ Psar',
  }),
};
