import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { INVITATION_VALID_DAYS } from '@storefront/shared/contract/staff';
import type { ApiLanguage } from '../../lib/request-language';
import type { Mail } from '../mail/service';

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

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
const khmerNumber = (value: number) => String(value).replace(/\d/g, (digit) => KHMER_DIGITS[Number(digit)]!);

/** The link the invitee opens: the back office's accept page on the shop's public origin. */
export function invitationLink(origin: string, token: string, language: ApiLanguage): string {
  const query = new URLSearchParams({ token });
  if (language === 'kh') query.set('lng', 'kh');
  return `${origin}/backoffice/accept-invitation?${query}`;
}

/** The invitation e-mail, in the language of the owner's request. */
export function invitationMail(options: {
  to: string;
  role: StaffRole;
  inviter: { name: string; email: string } | null;
  link: string;
  language: ApiLanguage;
}): Mail {
  const { to, role, inviter, link, language } = options;
  const roleName = ROLE_NAMES[language][role];
  if (language === 'kh') {
    const who = inviter ? `${inviter.name} (${inviter.email})` : 'ម្ចាស់ហាង Psar';
    return {
      to,
      subject: 'អ្នកត្រូវបានអញ្ជើញឱ្យចូលរួមផ្នែកគ្រប់គ្រងរបស់ Psar',
      text: [
        'សួស្តី,',
        '',
        `${who} បានអញ្ជើញអ្នកឱ្យចូលរួមជាបុគ្គលិករបស់ Psar ក្នុងតួនាទីជា ${roleName}។`,
        '',
        `សូមទទួលយកការអញ្ជើញនៅទីនេះ (តំណនេះប្រើបានតែម្តង ក្នុងរយៈពេល ${khmerNumber(INVITATION_VALID_DAYS)} ថ្ងៃ)៖`,
        link,
        '',
        'ប្រសិនបើអ្នកមានគណនី Psar ដែលប្រើអាសយដ្ឋាននេះរួចហើយ សូមចូលគណនីនោះជាមុនសិន។',
        'ប្រសិនបើអ្នកមិនបានរំពឹងអ៊ីមែលនេះទេ អ្នកអាចមិនអើពើវាបាន។',
      ].join('\n'),
    };
  }
  const who = inviter ? `${inviter.name} (${inviter.email})` : 'The owner of Psar';
  return {
    to,
    subject: 'You are invited to join the Psar back office',
    text: [
      'Hello,',
      '',
      `${who} invites you to join the Psar staff as ${roleName}.`,
      '',
      `Accept the invitation here (the link works once, for ${INVITATION_VALID_DAYS} days):`,
      link,
      '',
      'If you already have a Psar account with this address, sign in with it first.',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}
