import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import type { ApiLanguage } from '../../../lib/request-language';
import type { MailTemplateData } from '../templates';
import { khmerNumber, type Template } from './layout';

const ROLE_NAMES: Record<ApiLanguage, Record<StaffRole, string>> = {
  en: {
    owner: 'owner',
    catalog_manager: 'catalog manager',
    order_handler: 'order handler',
    support_agent: 'customer support agent',
  },
  kh: {
    owner: 'ម្ចាស់ហាង',
    catalog_manager: 'អ្នកគ្រប់គ្រងកាតាឡុក',
    order_handler: 'អ្នកដោះស្រាយការបញ្ជាទិញ',
    support_agent: 'ភ្នាក់ងារជំនួយអតិថិជន',
  },
};

/** The owner's invitation to join the staff, with its one-time link. */
export const staffInvitation: Template<MailTemplateData['staff_invitation']> = {
  en: (data) => ({
    subject: 'you are invited to join the back office',
    paragraphs: [
      `${data.inviter ? `${data.inviter.name} (${data.inviter.email})` : 'The owner of Psar'} invites you to join the Psar staff as ${ROLE_NAMES.en[data.role]}.`,
      `Accept the invitation here (the link works once, for ${data.validDays} days):\n${data.link}`,
      'If you already have a Psar account with this address, sign in with it first. If you did not expect this e-mail, you can ignore it.',
    ],
  }),
  kh: (data) => ({
    subject: 'អ្នកត្រូវបានអញ្ជើញឱ្យចូលរួមផ្នែកគ្រប់គ្រង',
    paragraphs: [
      `${data.inviter ? `${data.inviter.name} (${data.inviter.email})` : 'ម្ចាស់ហាង Psar'} បានអញ្ជើញអ្នកឱ្យចូលរួមជាបុគ្គលិករបស់ Psar ក្នុងតួនាទីជា ${ROLE_NAMES.kh[data.role]}។`,
      `សូមទទួលយកការអញ្ជើញនៅទីនេះ (តំណនេះប្រើបានតែម្តង ក្នុងរយៈពេល ${khmerNumber(data.validDays)} ថ្ងៃ)៖\n${data.link}`,
      'ប្រសិនបើអ្នកមានគណនី Psar ដែលប្រើអាសយដ្ឋាននេះរួចហើយ សូមចូលគណនីនោះជាមុនសិន។ ប្រសិនបើអ្នកមិនបានរំពឹងអ៊ីមែលនេះទេ អ្នកអាចមិនអើពើវាបាន។',
    ],
  }),
};
