import { z } from 'zod';
import { EMAIL_MAX_LENGTH, nameSchema, passwordSchema, userSchema } from './account';
import { attributesSchema, pageQuery, rowId } from './catalog';
import { localizedSchema } from './common';
import { code } from './error-codes';
import type { OrderStatus } from './orders';
import { named } from './registry';
import { STAFF_ROLES } from './staff-roles';

// The back office's staff side (`/api/backoffice/me`, `/api/backoffice/staff…`, the audit log,
// the dashboard) and the public half of an invitation (`POST /api/staff-invitations/lookup` and
// `POST /api/staff-invitations/accept`, the token in the body). Every
// `/api/backoffice/…` route answers 401 without a session and 403 `staff.role_forbidden` to a
// shopper or a staff member whose role it does not allow.

/** The longest invitation token taken in a request; the API's are 43 characters (32 bytes, base64url). */
export const INVITATION_TOKEN_MAX_LENGTH = 64;
/** How long a mailed invitation stays valid. */
export const INVITATION_VALID_DAYS = 7;
/** The longest `action` / `entityType` / `entityId` filter of the audit log. */
export const AUDIT_FILTER_MAX_LENGTH = 100;
/** The most entries of a dashboard list (low stock, running deals). */
export const DASHBOARD_LIST_MAX = 10;

const isoDate = (what = 'ISO 8601') => z.string().describe(what);

export const staffRoleSchema = z
  .enum(STAFF_ROLES)
  .describe(
    'owner: everything, including staff and the audit log; catalog_manager: products, stock, photos, promotions; order_handler: orders, payments, refunds, returns; support_agent: the customer-care inbox',
  );

/** A staff role in a request (the code names the field and the roles it takes). */
const staffRoleInput = z.enum(STAFF_ROLES, code('enum.not_one_of'));

// ---------------------------------------------------------------------------------------------
// Who am I, the staff list, role changes

/** `GET /api/backoffice/me`: the signed-in staff member and the role the back office shows menus for. */
export const staffMeSchema = named(
  'StaffMe',
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: staffRoleSchema,
  }),
);
export type StaffMe = z.output<typeof staffMeSchema>;

export const staffMemberSchema = named(
  'StaffMember',
  z.object({
    id: z.number().int().describe("The member's user id"),
    name: z.string(),
    email: z.string(),
    role: staffRoleSchema,
    createdAt: isoDate('When the account was created, ISO 8601'),
  }),
);
export type StaffMember = z.output<typeof staffMemberSchema>;

/** `GET /api/backoffice/staff`: every staff member (owners first, then by name); not paged. */
export const staffListSchema = named(
  'StaffList',
  z.object({ data: z.array(staffMemberSchema).describe('Every staff member, owners first, then by name') }),
);
export type StaffList = z.output<typeof staffListSchema>;

/** `:userId` of `PATCH /api/backoffice/staff/{userId}`. Not a component (path parameters). */
export const staffUserParams = z.object({ userId: rowId().describe("The member's user id") });
export type StaffUserParams = z.input<typeof staffUserParams>;

/** `PATCH /api/backoffice/staff/{userId}`: a new role, or null to remove the member from the staff. */
export const staffRoleUpdateSchema = named(
  'StaffRoleUpdate',
  z.object({
    role: staffRoleInput
      .nullable()
      .describe('The new role, or null to make the account a shopper again (removes it from the staff)'),
  }),
);
export type StaffRoleUpdate = z.input<typeof staffRoleUpdateSchema>;

/** The answer of a role change: the account with its new role (null: no longer staff). */
export const staffAccountSchema = named(
  'StaffAccount',
  z.object({
    id: z.number().int().describe("The account's user id"),
    name: z.string(),
    email: z.string(),
    role: staffRoleSchema.nullable().describe('The role now; null once removed from the staff'),
    createdAt: isoDate('When the account was created, ISO 8601'),
  }),
);
export type StaffAccount = z.output<typeof staffAccountSchema>;

// ---------------------------------------------------------------------------------------------
// Invitations

const invitationEmail = z
  .string(code('auth.email_required'))
  .trim()
  .toLowerCase()
  .min(1, { ...code('auth.email_required'), abort: true })
  .max(EMAIL_MAX_LENGTH, code('string.too_long'))
  .email(code('auth.email_invalid'));

/** `POST /api/backoffice/staff/invitations`. */
export const staffInvitationCreateSchema = named(
  'StaffInvitationCreate',
  z.object({
    email: invitationEmail.describe(
      'Trimmed and lower-cased. Not already staff; a pending invitation to it is replaced (revoked)',
    ),
    role: staffRoleInput.describe('The role the account gets when the invitation is accepted'),
  }),
);
export type StaffInvitationCreate = z.input<typeof staffInvitationCreateSchema>;

export const staffInvitationSchema = named(
  'StaffInvitation',
  z.object({
    id: z.number().int(),
    email: z.string(),
    role: staffRoleSchema,
    createdAt: isoDate(),
    expiresAt: isoDate(`ISO 8601; ${INVITATION_VALID_DAYS} days after createdAt`),
    invitedBy: z
      .object({ name: z.string(), email: z.string() })
      .nullable()
      .describe('The owner who sent it; null when that account is gone'),
  }),
);
export type StaffInvitation = z.output<typeof staffInvitationSchema>;

/** `GET /api/backoffice/staff/invitations`: the pending invitations (neither accepted, revoked nor expired), newest first. */
export const staffInvitationListSchema = named(
  'StaffInvitationList',
  z.object({ data: z.array(staffInvitationSchema).describe('Pending invitations, newest first') }),
);
export type StaffInvitationList = z.output<typeof staffInvitationListSchema>;

/** `:id` of `DELETE /api/backoffice/staff/invitations/{id}`. */
export const staffInvitationParams = z.object({ id: rowId().describe('The invitation id') });

/** The mailed token, as a request carries it (in the body: a credential never goes in a URL the API logs). */
const invitationToken = z
  .string(code('staff.invitation_invalid'))
  .min(1, code('staff.invitation_invalid'))
  .max(INVITATION_TOKEN_MAX_LENGTH, code('staff.invitation_invalid'))
  .describe('The token from the mailed link (`/backoffice/accept-invitation?token=…`)');

/**
 * `POST /api/staff-invitations/lookup`: the token goes in the body, not the path, so it never
 * lands in access logs (the OWASP rule the contract check runs refuses credentials in URLs).
 */
export const staffInvitationLookupSchema = named(
  'StaffInvitationLookup',
  z.object({ token: invitationToken }),
);
export type StaffInvitationLookup = z.input<typeof staffInvitationLookupSchema>;

/** `POST /api/staff-invitations/lookup`: what the accept page shows before the invitee acts. */
export const staffInvitationPreviewSchema = named(
  'StaffInvitationPreview',
  z.object({
    email: z.string().describe('The invited address'),
    role: staffRoleSchema,
    accountExists: z
      .boolean()
      .describe(
        'True: an account with this address exists; sign in as it, then accept. False: accepting creates it (name and password needed)',
      ),
  }),
);
export type StaffInvitationPreview = z.output<typeof staffInvitationPreviewSchema>;

/**
 * `POST /api/staff-invitations/accept`. Without an account for the invited address, `name` and
 * `password` are required (the sign-up rules; missing ones answer 400 `auth.name_required` /
 * `auth.password_required` on their field) and the new account is signed in. With one, the caller
 * must be signed in as it and the two are ignored.
 */
export const staffInvitationAcceptSchema = named(
  'StaffInvitationAccept',
  z.object({
    token: invitationToken,
    name: nameSchema.optional().describe('For a new account only: 2 to 80 characters once trimmed'),
    password: passwordSchema.optional().describe('For a new account only: the sign-up password rules'),
  }),
);
export type StaffInvitationAccept = z.input<typeof staffInvitationAcceptSchema>;

/** The accept answer: the account, now staff (its `role` set), signed in. */
export const staffInvitationAcceptedSchema = z.object({ data: userSchema });

// ---------------------------------------------------------------------------------------------
// The audit log

/** `GET /api/backoffice/audit-log` query. Not a component (query parameters). */
export const auditLogQuery = pageQuery(100, 50).extend({
  entityType: z
    .string()
    .trim()
    .max(AUDIT_FILTER_MAX_LENGTH, code('string.too_long'))
    .optional()
    .describe('Only entries about this kind of thing, e.g. product, user, staff_invitation, promotion'),
  entityId: z
    .string()
    .trim()
    .max(AUDIT_FILTER_MAX_LENGTH, code('string.too_long'))
    .optional()
    .describe('Only entries about this one (with entityType), e.g. a product id'),
  actorId: rowId().optional().describe('Only entries written by this staff member (user id)'),
  action: z
    .string()
    .trim()
    .max(AUDIT_FILTER_MAX_LENGTH, code('string.too_long'))
    .optional()
    .describe('Only this action, e.g. staff.role_change, product.update'),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntrySchema = named(
  'AuditEntry',
  z.object({
    id: z.number().int(),
    actor: z
      .object({
        id: z.number().int().nullable().describe("The author's user id; null once the account is gone"),
        email: z.string().describe('As it was when the change was made'),
        role: z.string().describe('The role the author had when the change was made'),
      })
      .describe('Who made the change'),
    action: z.string().describe('`<entity>.<verb>`, e.g. staff.role_change, product.update'),
    entityType: z.string().describe('What was changed, e.g. user, staff_invitation, product'),
    entityId: z.string().describe('Which one (its id, as text)'),
    before: z.unknown().describe('The changed fields before the change (free JSON); null for a creation'),
    after: z.unknown().describe('The changed fields after the change (free JSON); null for a deletion'),
    createdAt: isoDate('When the change was made, ISO 8601'),
  }),
);
export type AuditEntry = z.output<typeof auditEntrySchema>;

// ---------------------------------------------------------------------------------------------
// The dashboard

const count = () => z.number().int();
const ordersByStatusShape = {
  pending_payment: count(),
  to_ship: count(),
  shipping: count(),
  delivered: count(),
  cancelled: count(),
  returned: count(),
} satisfies Record<OrderStatus, z.ZodNumber>; // a status added to ORDER_STATUSES must be added here

export const dashboardLowStockItemSchema = named(
  'DashboardLowStockItem',
  z.object({
    variantId: z.number().int(),
    productId: z.number().int(),
    productName: localizedSchema,
    attributes: attributesSchema,
    stock: z.number().int().describe('Units in stock now'),
    threshold: z.number().int().describe("The product's low-stock threshold: stock at or below it is low"),
  }),
);
export type DashboardLowStockItem = z.output<typeof dashboardLowStockItemSchema>;

export const dashboardDealSchema = named(
  'DashboardDeal',
  z.object({
    id: z.number().int().describe('The promotion id'),
    title: localizedSchema,
    endDate: isoDate('When it ends, ISO 8601'),
    discount: z.number().int().describe('Percent off'),
    productCount: z.number().int().describe('How many products are in it'),
  }),
);
export type DashboardDeal = z.output<typeof dashboardDealSchema>;

export const dashboardSchema = named(
  'Dashboard',
  z.object({
    today: z
      .object({
        orders: count().describe('Orders placed today (any status)'),
        revenue: z
          .number()
          .describe('Sum of the totals of the orders placed today that are not cancelled, US dollars'),
      })
      .describe('Today is the calendar day in Cambodia (Asia/Phnom_Penh, UTC+7)'),
    lowStock: z
      .object({
        count: count().describe('Variants of published products with stock at or below their threshold'),
        items: z
          .array(dashboardLowStockItemSchema)
          .describe(`The ${DASHBOARD_LIST_MAX} lowest (least stock first)`),
      })
      .describe('Low stock'),
    runningDeals: z
      .object({
        count: count().describe('Active promotions running now (started, not ended)'),
        items: z.array(dashboardDealSchema).describe(`The ${DASHBOARD_LIST_MAX} ending soonest`),
      })
      .describe('Promotions and deals running now'),
    ordersByStatus: z.object(ordersByStatusShape).describe('How many orders are in each status (all time)'),
  }),
);
export type Dashboard = z.output<typeof dashboardSchema>;
