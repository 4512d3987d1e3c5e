import { nullDataSchema } from '@storefront/shared/contract/account';
import {
  auditEntrySchema,
  auditLogQuery,
  dashboardSchema,
  staffAccountSchema,
  staffInvitationAcceptedSchema,
  staffInvitationAcceptSchema,
  staffInvitationCreateSchema,
  staffInvitationListSchema,
  staffInvitationParams,
  staffInvitationPreviewSchema,
  staffInvitationSchema,
  staffInvitationLookupSchema,
  staffListSchema,
  staffMeSchema,
  staffRoleUpdateSchema,
  staffUserParams,
  INVITATION_VALID_DAYS,
} from '@storefront/shared/contract/staff';
import { STAFF_ROLES } from '@storefront/shared/contract/staff-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { AuthService } from '../auth/service';
import { sessionCookies } from '../auth/session-cookies';
import { optionalUser } from '../content/form-fields';
import type { Mailer } from '../mail/service';
import { invitationLink, invitationMail } from './invitation-mail';
import type { StaffService } from './service';

/**
 * The back office's staff side: who am I, the staff and their roles, invitations, the audit log
 * and the dashboard; and the invitee's half of an invitation (public, by token).
 */
export async function staffRoutes(
  app: FastifyInstance,
  { staff, auth, mailer, config }: { staff: StaffService; auth: AuthService; mailer: Mailer; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];
  const owner = app.requireStaff('owner');
  const anyStaff = app.requireStaff(...STAFF_ROLES);
  const cookies = sessionCookies(config);
  const publicOrigin = (request: FastifyRequest) =>
    config.publicOrigin ?? `${request.protocol}://${request.host}`;

  r.get(
    '/backoffice/me',
    {
      preHandler: anyStaff,
      schema: {
        operationId: 'getBackofficeMe',
        tags,
        summary: 'The signed-in staff member and their role',
        description:
          'The back office asks this first to know who is signed in and which menus their role opens. Answers 401 without a session and 403 staff.role_forbidden for a shopper (an account without a staff role).',
        response: { 200: itemOf(staffMeSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await staff.me(request.staff!.userId) }),
  );

  r.get(
    '/backoffice/staff',
    {
      preHandler: owner,
      schema: {
        operationId: 'listStaff',
        tags,
        summary: 'Every staff member with their role',
        description:
          'Every account that has a staff role, owners first, then by name (the whole list: the staff is small, so it is not paged).',
        response: { 200: staffListSchema, ...errorResponses },
      },
    },
    async () => ({ data: await staff.list() }),
  );

  r.patch(
    '/backoffice/staff/:userId',
    {
      preHandler: owner,
      schema: {
        operationId: 'changeStaffRole',
        tags,
        summary: "Change a staff member's role, or remove them from the staff",
        description:
          "Sets a staff member's role; role null makes the account a shopper again (it keeps its orders and can sign in; the back office refuses it at once). Writes a staff.role_change entry to the audit log (before → after); the same role again changes nothing and writes none. Answers 403 staff.own_role for the caller's own account, 404 staff.member_not_found when the id is not a staff member's, and 409 staff.last_owner when the change would leave the shop without an owner.",
        params: staffUserParams,
        body: staffRoleUpdateSchema,
        response: { 200: itemOf(staffAccountSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await staff.changeRole(request.staff!, request.params.userId, request.body.role),
    }),
  );

  r.post(
    '/backoffice/staff/invitations',
    {
      preHandler: owner,
      schema: {
        operationId: 'inviteStaff',
        tags,
        summary: 'Invite someone to the staff by e-mail',
        description: `Mails a one-time link (\`/backoffice/accept-invitation?token=…\`, valid ${INVITATION_VALID_DAYS} days) to the address, in the request's language (en or kh); whoever opens it can accept the role. A pending invitation to the same address is replaced (revoked). Writes a staff.invite entry to the audit log. Answers 409 staff.already_staff when the address already belongs to a staff member.`,
        body: staffInvitationCreateSchema,
        response: { 201: itemOf(staffInvitationSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { invitation, token } = await staff.invite(request.staff!, request.body);
      const language = requestLanguage(request);
      await mailer.send(
        invitationMail({
          to: invitation.email,
          role: invitation.role,
          inviter: invitation.invitedBy,
          link: invitationLink(publicOrigin(request), token, language),
          language,
        }),
      );
      return reply.status(201).send({ data: invitation });
    },
  );

  r.get(
    '/backoffice/staff/invitations',
    {
      preHandler: owner,
      schema: {
        operationId: 'listStaffInvitations',
        tags,
        summary: 'Pending staff invitations',
        description:
          'The invitations neither accepted, revoked nor expired, newest first (not paged: one per address at most).',
        response: { 200: staffInvitationListSchema, ...errorResponses },
      },
    },
    async () => ({ data: await staff.pendingInvitations() }),
  );

  r.delete(
    '/backoffice/staff/invitations/:id',
    {
      preHandler: owner,
      schema: {
        operationId: 'revokeStaffInvitation',
        tags,
        summary: 'Withdraw a pending invitation',
        description:
          'Revokes a pending invitation: its link stops working at once. Writes a staff.invitation_revoke entry to the audit log. Answers 404 staff.invitation_not_found when no pending invitation has this id (already accepted, revoked or expired).',
        params: staffInvitationParams,
        response: { 200: nullDataSchema, ...errorResponses },
      },
    },
    async (request) => {
      await staff.revoke(request.staff!, request.params.id);
      return { data: null };
    },
  );

  r.post(
    '/staff-invitations/lookup',
    {
      schema: {
        operationId: 'lookUpStaffInvitation',
        tags,
        summary: 'What an invitation link offers (by its token)',
        description:
          'Anyone holding the mailed token may ask (it changes nothing; the token goes in the body so that it never lands in a URL log): the invited address, the role, and whether an account with that address exists (then the invitee signs in as it before accepting; else accepting creates it). Answers 404 staff.invitation_invalid for an unknown, expired, revoked or already accepted token.',
        body: staffInvitationLookupSchema,
        response: { 200: itemOf(staffInvitationPreviewSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await staff.preview(request.body.token) }),
  );

  r.post(
    '/staff-invitations/accept',
    {
      preHandler: optionalUser(app),
      schema: {
        operationId: 'acceptStaffInvitation',
        tags,
        summary: 'Accept a staff invitation',
        description:
          'Without an account for the invited address: creates it with the role from name and password (the sign-up rules; 400 auth.name_required / auth.password_required when missing) and signs it in (sets the session cookies). With one: the caller must be signed in as that account (401 auth.sign_in_required, 403 staff.invitation_other_account) and it gets the role. Answers the account, now staff. Writes a staff.invitation_accept entry to the audit log (its author is the new staff member). Answers 404 staff.invitation_invalid for an unknown, expired, revoked or already accepted token, and 409 staff.already_staff when the account has become staff meanwhile.',
        body: staffInvitationAcceptSchema,
        response: { 200: staffInvitationAcceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { userId, created } = await staff.accept(request.body, request.auth?.userId ?? null);
      if (created) await cookies.set(reply, await auth.startSession(userId));
      const user = await auth.profile(userId);
      if (!user) throw notFound('account.not_found');
      return { data: user };
    },
  );

  r.get(
    '/backoffice/audit-log',
    {
      preHandler: owner,
      schema: {
        operationId: 'listAuditLog',
        tags,
        summary: 'The audit log: every staff change, newest first',
        description:
          'Who changed what, before → after, and when, newest first; filter by the thing changed (entityType, entityId), the author (actorId) or the action. before and after are free JSON: the changed fields as they were and became.',
        querystring: auditLogQuery,
        response: { 200: listOf(auditEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { entries, total } = await staff.auditLog(request.query);
      return {
        data: entries,
        ...pageOf({
          path: '/api/backoffice/audit-log',
          query: request.query,
          page: request.query.page,
          perPage: request.query.perPage,
          total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/dashboard',
    {
      preHandler: anyStaff,
      schema: {
        operationId: 'getDashboard',
        tags: ['dashboard'],
        summary: "Today's orders and revenue, low stock, running deals, orders by status",
        description:
          "The back office's home page figures, all taken at one instant. Today is the calendar day in Cambodia (Asia/Phnom_Penh, UTC+7); revenue sums the totals of today's orders that are not cancelled. Low stock: variants of published products at or below their product's threshold (the 10 lowest). Running deals: active promotions started and not yet ended (the 10 ending soonest), with how many published products each has.",
        response: { 200: itemOf(dashboardSchema), ...errorResponses },
      },
    },
    async () => ({ data: await staff.dashboard() }),
  );
}
