import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type {
  AuditEntry,
  Dashboard,
  StaffAccount,
  StaffInvitation,
  StaffInvitationPreview,
  StaffMe,
  StaffMember,
} from '@storefront/shared/contract';
import { DASHBOARD_LIST_MAX, INVITATION_VALID_DAYS } from '@storefront/shared/contract/staff';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared/contract/orders';
import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import {
  conflict,
  forbidden,
  invalidInput,
  notFound,
  unauthorized,
  type FieldProblems,
} from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import { hashPassword } from '../auth/passwords';
import { users } from '../auth/schema';
import { products, promotions, variants } from '../catalog/schema';
import { orders } from '../orders/schema';
import { recordAudit } from './audit';
import { auditLog, staffInvitations } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const INVITATION_TTL_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;
/** Cambodia keeps UTC+7 all year (no daylight saving): "today" is that calendar day. */
const PHNOM_PENH_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
const iso = (date: Date) => date.toISOString();
/** Money sums come back from PostgreSQL as numeric text; dollars with 2 decimals. */
const dollars = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/** The calendar day in Phnom Penh that `now` falls in, as [start, end) instants. */
export function phnomPenhDay(now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + PHNOM_PENH_OFFSET_MS);
  const start =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - PHNOM_PENH_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** A unique-constraint violation (PostgreSQL 23505), as the driver or drizzle's wrapper throws it. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface AuditLogFilter {
  page: number;
  perPage: number;
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorId?: number | undefined;
  action?: string | undefined;
}

/**
 * `now` is the clock the dashboard reads (the API's clock, which browser tests may move to see
 * another day's deals); invitations and sessions live on the real time.
 */
export function createStaffService(db: Database, options: { now?: () => Date } = {}) {
  const dashboardNow = options.now ?? clockNow;
  const now = () => new Date();

  /** Neither accepted, revoked nor expired. */
  const pending = (at: Date, ...conditions: SQL[]) =>
    and(
      isNull(staffInvitations.acceptedAt),
      isNull(staffInvitations.revokedAt),
      gt(staffInvitations.expiresAt, at),
      ...conditions,
    );

  async function pendingByToken(token: string, at: Date) {
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(pending(at, eq(staffInvitations.tokenHash, sha256(token))))
      .limit(1);
    if (!row) throw notFound('staff.invitation_invalid');
    return row;
  }

  /** Marks an invitation accepted, unless a concurrent accept or revoke got there first. */
  async function claim(tx: Transaction, id: number, at: Date): Promise<void> {
    const claimed = await tx
      .update(staffInvitations)
      .set({ acceptedAt: at })
      .where(pending(at, eq(staffInvitations.id, id)))
      .returning({ id: staffInvitations.id });
    if (claimed.length === 0) throw notFound('staff.invitation_invalid');
  }

  async function invitations(where: SQL | undefined): Promise<StaffInvitation[]> {
    const rows = await db
      .select({
        invitation: staffInvitations,
        inviterName: users.name,
        inviterEmail: users.email,
      })
      .from(staffInvitations)
      .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
      .where(where)
      .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
    return rows.map(({ invitation, inviterName, inviterEmail }) =>
      toInvitation(
        invitation,
        inviterName !== null && inviterEmail !== null ? { name: inviterName, email: inviterEmail } : null,
      ),
    );
  }

  function toInvitation(
    row: typeof staffInvitations.$inferSelect,
    invitedBy: { name: string; email: string } | null,
  ): StaffInvitation {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      invitedBy,
    };
  }

  return {
    async me(userId: number): Promise<StaffMe> {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      // requireStaff has just read the role; a row gone since is a session that just ended.
      if (!row || !row.role) throw unauthorized('auth.session_ended');
      return { ...row, role: row.role };
    },

    async list(): Promise<StaffMember[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(isNotNull(users.role))
        .orderBy(sql`case when ${users.role} = 'owner' then 0 else 1 end`, asc(users.name), asc(users.id));
      return rows.map((row) => ({ ...row, role: row.role!, createdAt: iso(row.createdAt) }));
    },

    /**
     * Gives a staff member another role (null: back to shopper). The owners' rows are locked
     * first, in id order, so two owners demoting each other at once cannot leave the shop without
     * one: the second sees the first's change and is refused.
     */
    async changeRole(actor: StaffActor, userId: number, role: StaffRole | null): Promise<StaffAccount> {
      if (userId === actor.userId) throw forbidden('staff.own_role');
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'owner'))
          .orderBy(asc(users.id))
          .for('update');
        const [target] = await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!target || target.role === null) throw notFound('staff.member_not_found');
        const account = (newRole: StaffRole | null): StaffAccount => ({
          ...target,
          role: newRole,
          createdAt: iso(target.createdAt),
        });
        if (target.role === role) return account(role);
        if (target.role === 'owner' && owners.filter((owner) => owner.id !== userId).length === 0) {
          throw conflict('staff.last_owner', { role: 'staff.last_owner' });
        }
        // The actor's role was read before this transaction; another owner may have changed it since.
        if (!owners.some((owner) => owner.id === actor.userId)) {
          throw forbidden({ code: 'staff.role_forbidden', params: { roles: 'owner' } });
        }
        await tx.update(users).set({ role }).where(eq(users.id, userId));
        await recordAudit(tx, actor, {
          action: 'staff.role_change',
          entityType: 'user',
          entityId: userId,
          before: { email: target.email, role: target.role },
          after: { email: target.email, role },
        });
        return account(role);
      });
    },

    /**
     * Creates an invitation (replacing a pending one to the same address) and answers it with
     * the raw token, which only the mail carries: the database keeps its SHA-256.
     */
    async invite(
      actor: StaffActor,
      input: { email: string; role: StaffRole },
    ): Promise<{ invitation: StaffInvitation; token: string }> {
      const email = input.email.trim().toLowerCase();
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const row = await db.transaction(async (tx) => {
        // Two invitations to one address at once: one waits for the other, then replaces it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff_invitation:${email}`}))`);
        const [staff] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sameEmail(email), isNotNull(users.role)))
          .limit(1);
        if (staff) throw conflict('staff.already_staff', { email: 'staff.already_staff' });
        const replaced = await tx
          .update(staffInvitations)
          .set({ revokedAt: at })
          .where(pending(at, eq(staffInvitations.email, email)))
          .returning({
            id: staffInvitations.id,
            role: staffInvitations.role,
            expiresAt: staffInvitations.expiresAt,
          });
        const [created] = await tx
          .insert(staffInvitations)
          .values({
            email,
            role: input.role,
            tokenHash: sha256(token),
            invitedBy: actor.userId,
            createdAt: at,
            expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
          })
          .returning();
        if (!created) throw new Error('invitation insert returned nothing');
        await recordAudit(tx, actor, {
          action: 'staff.invite',
          entityType: 'staff_invitation',
          entityId: created.id,
          before:
            replaced.length > 0
              ? {
                  replaced: replaced.map((old) => ({
                    id: old.id,
                    role: old.role,
                    expiresAt: iso(old.expiresAt),
                  })),
                }
              : null,
          after: { email, role: input.role, expiresAt: iso(created.expiresAt) },
        });
        return created;
      });
      const [inviter] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, actor.userId))
        .limit(1);
      return { invitation: toInvitation(row, inviter ?? null), token };
    },

    /** Pending invitations, newest first. */
    async pendingInvitations(): Promise<StaffInvitation[]> {
      return invitations(pending(now()));
    },

    async revoke(actor: StaffActor, id: number): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(staffInvitations)
          .set({ revokedAt: at })
          .where(pending(at, eq(staffInvitations.id, id)))
          .returning();
        if (!revoked) throw notFound('staff.invitation_not_found');
        await recordAudit(tx, actor, {
          action: 'staff.invitation_revoke',
          entityType: 'staff_invitation',
          entityId: id,
          before: { email: revoked.email, role: revoked.role, expiresAt: iso(revoked.expiresAt) },
          after: { revokedAt: iso(at) },
        });
      });
    },

    async preview(token: string): Promise<StaffInvitationPreview> {
      const invitation = await pendingByToken(token, now());
      const [account] = await db
        .select({ id: users.id })
        .from(users)
        .where(sameEmail(invitation.email))
        .limit(1);
      return { email: invitation.email, role: invitation.role, accountExists: Boolean(account) };
    },

    /**
     * Accepts an invitation. Without an account for its address, creates one with the role
     * (`name` and `password` required); with one, the caller must be signed in as it. Answers
     * the account's id and whether it was created (the caller then signs it in).
     */
    async accept(
      input: { token: string; name?: string | undefined; password?: string | undefined },
      signedInAs: number | null,
    ): Promise<{ userId: number; created: boolean }> {
      const at = now();
      const invitation = await pendingByToken(input.token, at);
      const [account] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(sameEmail(invitation.email))
        .limit(1);
      const auditOf = (userId: number, previousRole: StaffRole | null, created: boolean) =>
        ({
          action: 'staff.invitation_accept',
          entityType: 'staff_invitation',
          entityId: invitation.id,
          before: { userId: created ? null : userId, role: previousRole },
          after: { userId, email: invitation.email, role: invitation.role, accountCreated: created },
        }) as const;
      const actor = (userId: number): StaffActor => ({
        userId,
        email: invitation.email,
        role: invitation.role,
      });

      if (!account) {
        const missing: FieldProblems = {};
        if (input.name === undefined) missing.name = 'auth.name_required';
        if (input.password === undefined) missing.password = 'auth.password_required';
        if (input.name === undefined || input.password === undefined) throw invalidInput(missing);
        const { name } = input;
        const passwordHash = await hashPassword(input.password);
        try {
          const userId = await db.transaction(async (tx) => {
            await claim(tx, invitation.id, at);
            const [user] = await tx
              .insert(users)
              .values({ name, email: invitation.email, passwordHash, role: invitation.role })
              .returning({ id: users.id });
            if (!user) throw new Error('user insert returned nothing');
            await recordAudit(tx, actor(user.id), auditOf(user.id, null, true));
            return user.id;
          });
          return { userId, created: true };
        } catch (error) {
          // The address signed up between the check and the insert: accept as that account instead.
          if (isUniqueViolation(error))
            throw conflict('auth.email_taken', { email: 'auth.email_taken_sign_in' });
          throw error;
        }
      }

      if (signedInAs === null) throw unauthorized('auth.sign_in_required');
      if (signedInAs !== account.id) throw forbidden('staff.invitation_other_account');
      if (account.role !== null) throw conflict('staff.already_staff');
      await db.transaction(async (tx) => {
        await claim(tx, invitation.id, at);
        const updated = await tx
          .update(users)
          .set({ role: invitation.role })
          .where(and(eq(users.id, account.id), isNull(users.role)))
          .returning({ id: users.id });
        if (updated.length === 0) throw conflict('staff.already_staff');
        await recordAudit(tx, actor(account.id), auditOf(account.id, null, false));
      });
      return { userId: account.id, created: false };
    },

    async auditLog(filter: AuditLogFilter): Promise<{ entries: AuditEntry[]; total: number }> {
      const where = and(
        filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
        filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
      );
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where);
      return {
        total: counted?.total ?? 0,
        entries: rows.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          before: row.before ?? null,
          after: row.after ?? null,
          createdAt: iso(row.createdAt),
        })),
      };
    },

    /** Today's orders and revenue, low stock, running deals and orders by status, at one instant. */
    async dashboard(): Promise<Dashboard> {
      const at = dashboardNow();
      const day = phnomPenhDay(at);
      const lowStock = and(eq(products.published, true), lte(variants.stock, products.lowStockThreshold));
      const running = and(
        eq(promotions.isActive, true),
        lte(promotions.startDate, at),
        gt(promotions.endDate, at),
      );
      const [today] = await db
        .select({
          orders: sql<number>`count(*)::int`,
          revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancelled'), 0)`,
        })
        .from(orders)
        .where(and(gte(orders.createdAt, day.start), lt(orders.createdAt, day.end)));
      const [lowCount] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(lowStock);
      const lowItems = await db
        .select({
          variantId: variants.id,
          productId: products.id,
          nameEn: products.nameEn,
          nameKh: products.nameKh,
          attributes: variants.attributes,
          stock: variants.stock,
          threshold: products.lowStockThreshold,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(lowStock)
        .orderBy(asc(variants.stock), asc(variants.id))
        .limit(DASHBOARD_LIST_MAX);
      const [dealCount] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(promotions)
        .where(running);
      const deals = await db
        .select({
          id: promotions.id,
          titleEn: promotions.titleEn,
          titleKh: promotions.titleKh,
          endDate: promotions.endDate,
          discount: promotions.discount,
        })
        .from(promotions)
        .where(running)
        .orderBy(asc(promotions.endDate), asc(promotions.id))
        .limit(DASHBOARD_LIST_MAX);
      const dealIds = deals.map((deal) => deal.id);
      const productCounts =
        dealIds.length === 0
          ? []
          : await db
              .select({ promotionId: products.promotionId, count: sql<number>`count(*)::int` })
              .from(products)
              .where(and(inArray(products.promotionId, dealIds), eq(products.published, true)))
              .groupBy(products.promotionId);
      const productCountOf = (id: number) =>
        Number(productCounts.find((row) => row.promotionId === id)?.count ?? 0);
      const statusRows = await db
        .select({ status: orders.status, count: sql<number>`count(*)::int` })
        .from(orders)
        .groupBy(orders.status);
      const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of statusRows) ordersByStatus[row.status] = Number(row.count);
      return {
        today: { orders: Number(today?.orders ?? 0), revenue: dollars(today?.revenue) },
        lowStock: {
          count: Number(lowCount?.count ?? 0),
          items: lowItems.map(({ nameEn, nameKh, ...item }) => ({
            ...item,
            productName: { en: nameEn, kh: nameKh },
          })),
        },
        runningDeals: {
          count: Number(dealCount?.count ?? 0),
          items: deals.map(({ titleEn, titleKh, endDate, ...deal }) => ({
            ...deal,
            title: { en: titleEn, kh: titleKh },
            endDate: iso(endDate),
            productCount: productCountOf(deal.id),
          })),
        },
        ordersByStatus,
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
