import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { INVITATION_VALID_DAYS } from '@storefront/shared/contract/staff';
import type { ApiLanguage } from '../../lib/request-language';
import type { Mail } from '../mail/service';
import { renderMail } from '../mail/templates';

/** The link the invitee opens: the back office's accept page on the shop's public origin. */
export function invitationLink(origin: string, token: string, language: ApiLanguage): string {
  const query = new URLSearchParams({ token });
  if (language === 'kh') query.set('lng', 'kh');
  return `${origin}/backoffice/accept-invitation?${query}`;
}

/** The invitation e-mail (mail template staff_invitation), in the language of the owner's request. */
export function invitationMail(options: {
  to: string;
  role: StaffRole;
  inviter: { name: string; email: string } | null;
  link: string;
  language: ApiLanguage;
}): Mail {
  const { to, role, inviter, link, language } = options;
  return {
    to,
    ...renderMail('staff_invitation', language, { role, inviter, link, validDays: INVITATION_VALID_DAYS }),
  };
}
