import { eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@storefront/shared/contract/staff-roles';
import {
  CLIENT,
  cookieHeader,
  createTestApp,
  lastMailTo,
  signInWithRole,
  type TestApp,
} from '../../testing/test-app';
import { users } from '../auth/schema';
import { auditLog, staffInvitations } from './schema';
import { createStaffService } from './service';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('back office: staff, invitations and the audit log', () => {
  let t: TestApp;
  let owner: { cookie: string; userId: number; email: string };

  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    owner = await signInWithRole(t, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  function call(
    method: Method,
    url: string,
    cookie = '',
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({
      method,
      url,
      headers: { ...CLIENT, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  }

  const auditCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const roleOf = async (userId: number) =>
    (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;
  const tokenIn = (text: string) => /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  let seq = 0;
  const uniqueEmail = (what: string) => `${what}-${(seq += 1)}-${Date.now()}@example.com`;

  const lookUp = (token: string) => call('POST', '/api/staff-invitations/lookup', '', { token });

  async function invite(email: string, role: StaffRole, headers: Record<string, string> = {}) {
    const response = await call(
      'POST',
      '/api/backoffice/staff/invitations',
      owner.cookie,
      { email, role },
      headers,
    );
    expect(response.statusCode).toBe(201);
    const token = tokenIn((await lastMailTo(t.app, email)).text);
    expect(token).toBeDefined();
    return { invitation: response.json().data, token: token! };
  }

  describe('who may call each route', () => {
    const ownerOnly: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/backoffice/staff' },
      { method: 'PATCH', url: '/api/backoffice/staff/1', payload: { role: 'support_agent' } },
      {
        method: 'POST',
        url: '/api/backoffice/staff/invitations',
        payload: { email: 'x@example.com', role: 'owner' },
      },
      { method: 'GET', url: '/api/backoffice/staff/invitations' },
      { method: 'DELETE', url: '/api/backoffice/staff/invitations/1' },
      { method: 'GET', url: '/api/backoffice/audit-log' },
    ];
    const anyStaff: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/backoffice/me' },
      { method: 'GET', url: '/api/backoffice/dashboard' },
    ];

    it('answers 401 without a session and 403 staff.role_forbidden to a shopper, writing nothing', async () => {
      const shopper = await signInWithRole(t, null);
      const before = await auditCount();
      for (const route of [...ownerOnly, ...anyStaff]) {
        const anonymous = await call(route.method, route.url, '', route.payload);
        expect({ route: route.url, status: anonymous.statusCode }).toEqual({ route: route.url, status: 401 });
        const refused = await call(route.method, route.url, shopper.cookie, route.payload);
        expect({ route: route.url, status: refused.statusCode, code: refused.json().code }).toEqual({
          route: route.url,
          status: 403,
          code: 'staff.role_forbidden',
        });
      }
      expect(await auditCount()).toBe(before);
    });

    it('refuses every staff role but the owner on the owner-only routes, writing nothing', async () => {
      const before = await auditCount();
      for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
        const member = await signInWithRole(t, role);
        for (const route of ownerOnly) {
          const response = await call(route.method, route.url, member.cookie, route.payload);
          expect({ role, route: route.url, status: response.statusCode }).toEqual({
            role,
            route: route.url,
            status: 403,
          });
          expect(response.json()).toMatchObject({ code: 'staff.role_forbidden', params: { roles: 'owner' } });
        }
      }
      expect(await auditCount()).toBe(before);
      // The owner reads them.
      for (const url of [
        '/api/backoffice/staff',
        '/api/backoffice/staff/invitations',
        '/api/backoffice/audit-log',
      ])
        expect((await call('GET', url, owner.cookie)).statusCode).toBe(200);
    });

    it('lets every staff role read who they are and the dashboard', async () => {
      for (const role of STAFF_ROLES) {
        const member = await signInWithRole(t, role);
        const me = await call('GET', '/api/backoffice/me', member.cookie);
        expect(me.statusCode).toBe(200);
        expect(me.json().data).toEqual({
          id: member.userId,
          name: `Test ${role}`,
          email: member.email,
          role,
        });
        expect((await call('GET', '/api/backoffice/dashboard', member.cookie)).statusCode).toBe(200);
      }
    });
  });

  it('tells the shell the role in the profile (null for a shopper)', async () => {
    const shopper = await signInWithRole(t, null);
    expect((await call('GET', '/api/profile', shopper.cookie)).json().data.role).toBeNull();
    const agent = await signInWithRole(t, 'support_agent');
    expect((await call('GET', '/api/profile', agent.cookie)).json().data.role).toBe('support_agent');
    const login = await call('POST', '/api/login', '', { login: agent.email, password: 'Staff1234!' });
    expect(login.json().data.role).toBe('support_agent');
  });

  it('lists every staff member, owners first, and no shopper', async () => {
    const shopper = await signInWithRole(t, null);
    const manager = await signInWithRole(t, 'catalog_manager');
    const response = await call('GET', '/api/backoffice/staff', owner.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: number; role: string; email: string; createdAt: string }[];
    expect(list.some((member) => member.id === shopper.userId)).toBe(false);
    expect(list.find((member) => member.id === manager.userId)).toMatchObject({
      email: manager.email,
      role: 'catalog_manager',
      name: 'Test catalog_manager',
    });
    expect(list.map((member) => member.email)).toContain('owner@psar.test');
    const firstOther = list.findIndex((member) => member.role !== 'owner');
    expect(list.slice(firstOther).every((member) => member.role !== 'owner')).toBe(true);
    expect(Number.isNaN(Date.parse(list[0]!.createdAt))).toBe(false);
  });

  describe('changing roles', () => {
    it('checks the role and the id', async () => {
      const member = await signInWithRole(t, 'support_agent');
      const before = await auditCount();
      const badRole = await call('PATCH', `/api/backoffice/staff/${member.userId}`, owner.cookie, {
        role: 'boss',
      });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.json().fields.role.code).toBe('enum.not_one_of');
      const noRole = await call('PATCH', `/api/backoffice/staff/${member.userId}`, owner.cookie, {});
      expect(noRole.statusCode).toBe(400);
      expect(noRole.json().fields.role).toBeDefined();
      const badId = await call('PATCH', '/api/backoffice/staff/abc', owner.cookie, { role: null });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().fields.userId.code).toBe('number.not_a_number');
      const unknown = await call('PATCH', '/api/backoffice/staff/2000000000', owner.cookie, { role: null });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('staff.member_not_found');
      const shopper = await signInWithRole(t, null);
      const notStaff = await call('PATCH', `/api/backoffice/staff/${shopper.userId}`, owner.cookie, {
        role: 'owner',
      });
      expect(notStaff.statusCode).toBe(404);
      expect(await roleOf(shopper.userId)).toBeNull();
      const own = await call('PATCH', `/api/backoffice/staff/${owner.userId}`, owner.cookie, {
        role: 'support_agent',
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('staff.own_role');
      expect(await roleOf(owner.userId)).toBe('owner');
      expect(await auditCount()).toBe(before);
    });

    it('changes a role, writes before → after to the audit log, and takes effect at once', async () => {
      const member = await signInWithRole(t, 'catalog_manager');
      const response = await call('PATCH', `/api/backoffice/staff/${member.userId}`, owner.cookie, {
        role: 'order_handler',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: member.userId,
        email: member.email,
        role: 'order_handler',
      });
      expect((await call('GET', '/api/backoffice/me', member.cookie)).json().data.role).toBe('order_handler');
      const log = await call(
        'GET',
        `/api/backoffice/audit-log?entityType=user&entityId=${member.userId}`,
        owner.cookie,
      );
      expect(log.json().data).toEqual([
        {
          id: expect.any(Number),
          actor: { id: owner.userId, email: owner.email, role: 'owner' },
          action: 'staff.role_change',
          entityType: 'user',
          entityId: String(member.userId),
          before: { email: member.email, role: 'catalog_manager' },
          after: { email: member.email, role: 'order_handler' },
          createdAt: expect.any(String),
        },
      ]);
      // The same role again changes nothing and writes nothing.
      const before = await auditCount();
      const same = await call('PATCH', `/api/backoffice/staff/${member.userId}`, owner.cookie, {
        role: 'order_handler',
      });
      expect(same.statusCode).toBe(200);
      expect(await auditCount()).toBe(before);
    });

    it('removes a member from the staff with role null', async () => {
      const member = await signInWithRole(t, 'support_agent');
      const response = await call('PATCH', `/api/backoffice/staff/${member.userId}`, owner.cookie, {
        role: null,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.role).toBeNull();
      expect((await call('GET', '/api/backoffice/me', member.cookie)).json().code).toBe(
        'staff.role_forbidden',
      );
      // Still an account: a shopper now.
      expect((await call('GET', '/api/profile', member.cookie)).json().data.role).toBeNull();
      const staff = (await call('GET', '/api/backoffice/staff', owner.cookie)).json().data as {
        id: number;
      }[];
      expect(staff.some((row) => row.id === member.userId)).toBe(false);
      const log = await call(
        'GET',
        `/api/backoffice/audit-log?action=staff.role_change&entityId=${member.userId}`,
        owner.cookie,
      );
      expect(log.json().data[0]).toMatchObject({ before: { role: 'support_agent' }, after: { role: null } });
    });

    it('never leaves the shop without an owner when two owners demote each other at once', async () => {
      const a = await signInWithRole(t, 'owner');
      const b = await signInWithRole(t, 'owner');
      const before = await auditCount();
      const [first, second] = await Promise.all([
        call('PATCH', `/api/backoffice/staff/${b.userId}`, a.cookie, { role: null }),
        call('PATCH', `/api/backoffice/staff/${a.userId}`, b.cookie, { role: null }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses[0]).toBe(200);
      const refused = first.statusCode === 200 ? second : first;
      expect([403, 409]).toContain(refused.statusCode);
      expect(['staff.role_forbidden', 'staff.last_owner']).toContain(refused.json().code);
      expect(
        [await roleOf(a.userId), await roleOf(b.userId)].filter((role) => role === 'owner'),
      ).toHaveLength(1);
      expect(await auditCount()).toBe(before + 1);
    });

    it('refuses to demote the last owner (the second of two crossing demotions)', async () => {
      // The state a second owner's request meets once the first demoted them: they passed the role
      // check, but the owner they demote is now the only one.
      const a = await signInWithRole(t, 'owner');
      const b = await signInWithRole(t, 'owner');
      const db = t.database.db;
      const others = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')))
        .map((row) => row.id)
        .filter((id) => id !== b.userId);
      await db.update(users).set({ role: 'catalog_manager' }).where(inArray(users.id, others));
      try {
        const before = await auditCount();
        const staff = createStaffService(db);
        await expect(
          staff.changeRole({ userId: a.userId, email: a.email, role: 'owner' }, b.userId, 'support_agent'),
        ).rejects.toMatchObject({ statusCode: 409, problem: { code: 'staff.last_owner' } });
        await expect(
          staff.changeRole({ userId: a.userId, email: a.email, role: 'owner' }, b.userId, null),
        ).rejects.toMatchObject({ statusCode: 409, problem: { code: 'staff.last_owner' } });
        expect(await roleOf(b.userId)).toBe('owner');
        expect(await auditCount()).toBe(before);
      } finally {
        await db.update(users).set({ role: 'owner' }).where(inArray(users.id, others));
      }
    });
  });

  describe('invitations', () => {
    it('checks the address and the role', async () => {
      const before = await auditCount();
      const cases: [object, string, string][] = [
        [{ email: '', role: 'owner' }, 'email', 'auth.email_required'],
        [{ email: 'not-an-address', role: 'owner' }, 'email', 'auth.email_invalid'],
        [{ email: `${'x'.repeat(250)}@example.com`, role: 'owner' }, 'email', 'string.too_long'],
        [{ email: 'ok@example.com', role: 'boss' }, 'role', 'enum.not_one_of'],
      ];
      for (const [payload, field, code] of cases) {
        const response = await call('POST', '/api/backoffice/staff/invitations', owner.cookie, payload);
        expect({ field, status: response.statusCode, code: response.json().fields?.[field]?.code }).toEqual({
          field,
          status: 400,
          code,
        });
      }
      expect(await auditCount()).toBe(before);
    });

    it('refuses an address that is already staff, whatever its case', async () => {
      const member = await signInWithRole(t, 'order_handler');
      const before = await auditCount();
      const response = await call('POST', '/api/backoffice/staff/invitations', owner.cookie, {
        email: `  ${member.email.toUpperCase()} `,
        role: 'owner',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'staff.already_staff',
        fields: { email: { code: 'staff.already_staff' } },
      });
      expect(await auditCount()).toBe(before);
    });

    it('round trip for a new account: mail, preview, accept with name and password, signed in as staff', async () => {
      const email = uniqueEmail('newcomer');
      const response = await call('POST', '/api/backoffice/staff/invitations', owner.cookie, {
        email: email.toUpperCase(),
        role: 'catalog_manager',
      });
      expect(response.statusCode).toBe(201);
      const invitation = response.json().data;
      expect(invitation).toEqual({
        id: expect.any(Number),
        email,
        role: 'catalog_manager',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        invitedBy: { name: 'Test owner', email: owner.email },
      });
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(
        7 * 24 * 60 * 60 * 1000,
      );
      const mail = await lastMailTo(t.app, email);
      expect(mail.subject).toBe('Psar: you are invited to join the back office');
      expect(mail.text).toContain('as catalog manager');
      expect(mail.text).toMatch(
        /^http:\/\/localhost(:\d+)?\/backoffice\/accept-invitation\?token=[A-Za-z0-9_-]{43}$/m,
      );
      const token = tokenIn(mail.text)!;
      // Only its SHA-256 is stored.
      const [stored] = await t.database.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.id, invitation.id));
      expect(stored!.tokenHash).not.toContain(token);
      expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

      const pending = (await call('GET', '/api/backoffice/staff/invitations', owner.cookie)).json().data;
      expect(pending).toContainEqual(invitation);
      const preview = await lookUp(token);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().data).toEqual({ email, role: 'catalog_manager', accountExists: false });

      // A new account needs a name and a password; nothing is written without them.
      const before = await auditCount();
      const missing = await call('POST', '/api/staff-invitations/accept', '', { token });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toMatchObject({
        name: { code: 'auth.name_required' },
        password: { code: 'auth.password_required' },
      });
      const weak = await call('POST', '/api/staff-invitations/accept', '', {
        token,
        name: 'Vanna Kim',
        password: 'onlyletters',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields.password.code).toBe('auth.password_needs_digit');
      expect(await auditCount()).toBe(before);
      expect((await lookUp(token)).statusCode).toBe(200);

      const accepted = await call('POST', '/api/staff-invitations/accept', '', {
        token,
        name: '  Vanna Kim ',
        password: 'Vanna1234',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({
        name: 'Vanna Kim',
        email,
        role: 'catalog_manager',
        hasPassword: true,
      });
      const cookie = cookieHeader(accepted);
      expect(cookie).toContain('psar_at=');
      const me = (await call('GET', '/api/backoffice/me', cookie)).json().data;
      expect(me).toMatchObject({ email, role: 'catalog_manager' });
      // The password works for the normal sign-in.
      expect((await call('POST', '/api/login', '', { login: email, password: 'Vanna1234' })).statusCode).toBe(
        200,
      );

      const log = await call(
        'GET',
        `/api/backoffice/audit-log?entityType=staff_invitation&entityId=${invitation.id}`,
        owner.cookie,
      );
      expect(log.json().data).toEqual([
        expect.objectContaining({
          action: 'staff.invitation_accept',
          actor: { id: me.id, email, role: 'catalog_manager' },
          before: { userId: null, role: null },
          after: { userId: me.id, email, role: 'catalog_manager', accountCreated: true },
        }),
        expect.objectContaining({
          action: 'staff.invite',
          actor: { id: owner.userId, email: owner.email, role: 'owner' },
          before: null,
          after: { email, role: 'catalog_manager', expiresAt: invitation.expiresAt },
        }),
      ]);

      // Used once only.
      const again = await call('POST', '/api/staff-invitations/accept', '', {
        token,
        name: 'Someone',
        password: 'Other1234',
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('staff.invitation_invalid');
      expect((await lookUp(token)).json().code).toBe('staff.invitation_invalid');
      const after = (await call('GET', '/api/backoffice/staff/invitations', owner.cookie)).json().data as {
        id: number;
      }[];
      expect(after.some((row) => row.id === invitation.id)).toBe(false);
    });

    it('round trip for an existing account: it must be signed in as that account', async () => {
      const invitee = await signInWithRole(t, null);
      const other = await signInWithRole(t, null);
      const { invitation, token } = await invite(invitee.email, 'support_agent');
      expect((await lookUp(token)).json().data.accountExists).toBe(true);
      const before = await auditCount();
      const anonymous = await call('POST', '/api/staff-invitations/accept', '', { token });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('auth.sign_in_required');
      const wrong = await call('POST', '/api/staff-invitations/accept', other.cookie, { token });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('staff.invitation_other_account');
      expect(await roleOf(invitee.userId)).toBeNull();
      expect(await auditCount()).toBe(before);

      const accepted = await call('POST', '/api/staff-invitations/accept', invitee.cookie, {
        token,
        name: 'Ignored Name',
        password: 'Ignored123',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({
        id: invitee.userId,
        role: 'support_agent',
        name: 'Test shopper',
      });
      // No new session: the caller was signed in already.
      expect(accepted.cookies).toHaveLength(0);
      expect((await call('GET', '/api/backoffice/me', invitee.cookie)).json().data.role).toBe(
        'support_agent',
      );
      const log = await call('GET', `/api/backoffice/audit-log?actorId=${invitee.userId}`, owner.cookie);
      expect(log.json().data).toEqual([
        expect.objectContaining({
          action: 'staff.invitation_accept',
          entityId: String(invitation.id),
          before: { userId: invitee.userId, role: null },
          after: {
            userId: invitee.userId,
            email: invitee.email,
            role: 'support_agent',
            accountCreated: false,
          },
        }),
      ]);
    });

    it('refuses to accept for an account that became staff meanwhile', async () => {
      const invitee = await signInWithRole(t, null);
      const { token } = await invite(invitee.email, 'owner');
      await t.database.db.update(users).set({ role: 'support_agent' }).where(eq(users.id, invitee.userId));
      const before = await auditCount();
      const response = await call('POST', '/api/staff-invitations/accept', invitee.cookie, { token });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('staff.already_staff');
      expect(await roleOf(invitee.userId)).toBe('support_agent');
      expect(await auditCount()).toBe(before);
    });

    it('writes the mail in the language of the request', async () => {
      const email = uniqueEmail('khmer');
      await call(
        'POST',
        '/api/backoffice/staff/invitations',
        owner.cookie,
        { email, role: 'order_handler' },
        {
          'accept-language': 'km-KH,km;q=0.9',
        },
      );
      const mail = await lastMailTo(t.app, email);
      expect(mail.subject).toBe('Psar៖ អ្នកត្រូវបានអញ្ជើញឱ្យចូលរួមផ្នែកគ្រប់គ្រង');
      expect(mail.text).toContain('អ្នកដោះស្រាយការបញ្ជាទិញ');
      expect(mail.text).toMatch(/accept-invitation\?token=[A-Za-z0-9_-]{43}&lng=kh/);
    });

    it('replaces a pending invitation to the same address', async () => {
      const email = uniqueEmail('twice');
      const first = await invite(email, 'support_agent');
      const second = await invite(email, 'order_handler');
      expect((await lookUp(first.token)).statusCode).toBe(404);
      expect((await lookUp(second.token)).json().data.role).toBe('order_handler');
      const pending = (await call('GET', '/api/backoffice/staff/invitations', owner.cookie)).json().data as {
        email: string;
      }[];
      expect(pending.filter((row) => row.email === email)).toHaveLength(1);
      const log = await call(
        'GET',
        `/api/backoffice/audit-log?action=staff.invite&entityId=${second.invitation.id}`,
        owner.cookie,
      );
      expect(log.json().data[0].before).toEqual({
        replaced: [{ id: first.invitation.id, role: 'support_agent', expiresAt: first.invitation.expiresAt }],
      });
    });

    it('revokes a pending invitation', async () => {
      const email = uniqueEmail('revoked');
      const { invitation, token } = await invite(email, 'catalog_manager');
      const revoked = await call(
        'DELETE',
        `/api/backoffice/staff/invitations/${invitation.id}`,
        owner.cookie,
      );
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ data: null });
      expect((await lookUp(token)).json().code).toBe('staff.invitation_invalid');
      const accept = await call('POST', '/api/staff-invitations/accept', '', {
        token,
        name: 'Late',
        password: 'Late12345',
      });
      expect(accept.statusCode).toBe(404);
      const log = await call(
        'GET',
        `/api/backoffice/audit-log?action=staff.invitation_revoke&entityId=${invitation.id}`,
        owner.cookie,
      );
      expect(log.json().data).toEqual([
        expect.objectContaining({
          before: { email, role: 'catalog_manager', expiresAt: invitation.expiresAt },
          after: { revokedAt: expect.any(String) },
        }),
      ]);
      const before = await auditCount();
      const twice = await call('DELETE', `/api/backoffice/staff/invitations/${invitation.id}`, owner.cookie);
      expect(twice.statusCode).toBe(404);
      expect(twice.json().code).toBe('staff.invitation_not_found');
      const badId = await call('DELETE', '/api/backoffice/staff/invitations/0', owner.cookie);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().fields.id.code).toBe('number.not_positive');
      expect(await auditCount()).toBe(before);
    });

    it('refuses an expired or unknown token', async () => {
      const email = uniqueEmail('expired');
      const { invitation, token } = await invite(email, 'support_agent');
      await t.database.db
        .update(staffInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffInvitations.id, invitation.id));
      expect((await lookUp(token)).json().code).toBe('staff.invitation_invalid');
      const accept = await call('POST', '/api/staff-invitations/accept', '', {
        token,
        name: 'Late',
        password: 'Late12345',
      });
      expect(accept.statusCode).toBe(404);
      const pending = (await call('GET', '/api/backoffice/staff/invitations', owner.cookie)).json().data as {
        id: number;
      }[];
      expect(pending.some((row) => row.id === invitation.id)).toBe(false);
      expect((await lookUp('x'.repeat(43))).statusCode).toBe(404);
      const empty = await call('POST', '/api/staff-invitations/accept', '', { token: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields.token.code).toBe('staff.invitation_invalid');
      for (const bad of ['', 'x'.repeat(65)]) {
        const refused = await lookUp(bad);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields.token.code).toBe('staff.invitation_invalid');
      }
    });
  });

  describe('the audit log', () => {
    it('pages newest first and filters', async () => {
      const member = await signInWithRole(t, 'support_agent');
      for (const role of ['order_handler', 'catalog_manager', 'support_agent'] as const)
        expect(
          (await call('PATCH', `/api/backoffice/staff/${member.userId}`, owner.cookie, { role })).statusCode,
        ).toBe(200);
      const url = `/api/backoffice/audit-log?entityType=user&entityId=${member.userId}&perPage=2`;
      const first = await call('GET', url, owner.cookie);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.data.map((entry: { after: { role: string } }) => entry.after.role)).toEqual([
        'support_agent',
        'catalog_manager',
      ]);
      expect(body.meta).toEqual({
        currentPage: 1,
        perPage: 2,
        total: 3,
        totalIsEstimate: false,
        lastPage: 2,
      });
      expect(body.links.next).toContain('page=2');
      expect(body.links.next).toContain(`entityId=${member.userId}`);
      const second = (await call('GET', `${url}&page=2`, owner.cookie)).json();
      expect(second.data).toHaveLength(1);
      expect(second.data[0].after.role).toBe('order_handler');
      expect(second.links.next).toBeNull();
      const byActor = (
        await call('GET', `/api/backoffice/audit-log?actorId=${owner.userId}&perPage=100`, owner.cookie)
      ).json();
      expect(byActor.data.length).toBeGreaterThanOrEqual(3);
      expect(byActor.data.every((entry: { actor: { id: number } }) => entry.actor.id === owner.userId)).toBe(
        true,
      );
      const none = (
        await call('GET', '/api/backoffice/audit-log?action=nothing.like_this', owner.cookie)
      ).json();
      expect(none.data).toEqual([]);
      expect(none.meta.total).toBe(0);
    });

    it('checks its query', async () => {
      const cases: [string, string, string][] = [
        ['perPage=0', 'perPage', 'number.below_min'],
        ['perPage=101', 'perPage', 'number.above_max'],
        ['page=0', 'page', 'number.starts_at'],
        ['actorId=abc', 'actorId', 'number.not_a_number'],
        [`action=${'a'.repeat(101)}`, 'action', 'string.too_long'],
        [`entityType=${'a'.repeat(101)}`, 'entityType', 'string.too_long'],
      ];
      for (const [query, field, code] of cases) {
        const response = await call('GET', `/api/backoffice/audit-log?${query}`, owner.cookie);
        expect({ query, status: response.statusCode, code: response.json().fields?.[field]?.code }).toEqual({
          query,
          status: 400,
          code,
        });
      }
    });
  });
});
