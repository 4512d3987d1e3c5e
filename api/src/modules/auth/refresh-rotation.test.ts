import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../config';
import { setClockOffset } from '../../lib/clock';
import { CLIENT, cookieHeader, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { refreshTokens, sessions, users } from './schema';

/** Graceful rotation of refresh tokens (issue 24): the grace covers the token just used only. */
describe('refresh token rotation with a grace', () => {
  let t: TestApp;
  const graceMs = loadConfig({ NODE_ENV: 'test' }).refreshGraceSeconds * 1000;
  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
  });
  afterAll(() => t.close());
  afterEach(() => setClockOffset(0));

  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: {}, headers: { ...CLIENT, cookie } });
  const profileStatus = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode;
  const refreshCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === 'psar_rt')?.value;
  /** The refresh token alone, as a browser whose access token expired would send it. */
  const refreshOnly = (cookie: string) =>
    cookie.split('; ').filter((pair) => pair.startsWith('psar_rt='))[0]!;

  async function sessionsOfDemo() {
    return t.database.db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'demo@psar.test'));
  }
  async function unusedTokensOf(sessionId: string) {
    return t.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
  }

  it('answers 20 concurrent refreshes with one token with the same successor, in one working session', async () => {
    const before = new Set((await sessionsOfDemo()).map((session) => session.id));
    const signedIn = refreshOnly(await signIn(t.app));
    const [session] = (await sessionsOfDemo()).filter((row) => !before.has(row.id));

    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(signedIn)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map(refreshCookieOf));
    expect(successors.size).toBe(1);
    expect([...successors][0]).toEqual(expect.any(String));
    expect([...successors][0]).not.toBe(signedIn.slice('psar_rt='.length));
    // One session, not revoked, with exactly one current refresh token: nothing else was minted.
    const now = (await sessionsOfDemo()).filter((row) => !before.has(row.id));
    expect(now).toEqual([{ id: session!.id, revokedAt: null }]);
    expect(await unusedTokensOf(session!.id)).toHaveLength(1);
    const cookie = cookieHeader(answers[7]!, signedIn);
    expect(await profileStatus(cookie)).toBe(200);
    // …and the session keeps rotating from that successor.
    const next = await refresh(refreshOnly(cookie));
    expect(next.statusCode).toBe(200);
    expect(await profileStatus(cookieHeader(next, cookie))).toBe(200);
  });

  it('answers the same successor when a refresh answer was lost and the old token comes again within the grace', async () => {
    const first = refreshOnly(await signIn(t.app));
    const lost = await refresh(first);
    expect(lost.statusCode).toBe(200);
    setClockOffset(graceMs - 2_000);

    const again = await refresh(first);

    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBe(refreshCookieOf(lost));
    const cookie = cookieHeader(again, first);
    expect(await profileStatus(cookie)).toBe(200);
    expect((await refresh(refreshOnly(cookie))).statusCode).toBe(200);
  });

  it('revokes the session when the used token comes again after the grace', async () => {
    const first = refreshOnly(await signIn(t.app));
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const current = cookieHeader(rotated, first);
    setClockOffset(graceMs + 1_000);

    const replay = await refresh(first);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.session_ended' });
    // The family is gone: the current token and its access token no longer work either.
    expect(await profileStatus(current)).toBe(401);
    expect((await refresh(refreshOnly(current))).statusCode).toBe(401);
  });

  it('revokes the session when a token two rotations old comes again, even within the grace', async () => {
    const first = refreshOnly(await signIn(t.app));
    const second = await refresh(first);
    const third = await refresh(refreshOnly(cookieHeader(second, first)));
    expect(third.statusCode).toBe(200);
    const current = cookieHeader(third, first);

    const replay = await refresh(first);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.session_ended' });
    expect(await profileStatus(current)).toBe(401);
    expect((await refresh(refreshOnly(current))).statusCode).toBe(401);
  });

  it('does not answer a successor for a session that was signed out', async () => {
    const cookie = await signIn(t.app);
    const rotated = await refresh(refreshOnly(cookie));
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      payload: {},
      headers: { ...CLIENT, cookie: cookieHeader(rotated, cookie) },
    });

    const replay = await refresh(refreshOnly(cookie));

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.session_ended' });
  });

  it('keeps the grace setting within 0–60 seconds', () => {
    expect(loadConfig({ NODE_ENV: 'test', REFRESH_GRACE_SECONDS: '60' }).refreshGraceSeconds).toBe(60);
    expect(() => loadConfig({ NODE_ENV: 'test', REFRESH_GRACE_SECONDS: '61' })).toThrow(
      /REFRESH_GRACE_SECONDS/,
    );
    expect(graceMs).toBeGreaterThan(0);
  });
});
