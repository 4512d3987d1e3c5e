import { configureStore } from '@reduxjs/toolkit';
import { showToast } from '../toast/toast';
import { api } from './api';
import { resetBaseQueryForTests } from './base-query';
import { authSlice, signedIn } from '../auth/auth-slice';
import { i18n } from '../i18n/i18n';
import { userFixture } from '../testing/fixtures';

jest.mock('../toast/toast', () => ({ showToast: jest.fn() }));

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({
      query: (name) => ({ url: `/probe/${name}`, params: { keep: 0, drop: '', none: null, list: [] } }),
    }),
  }),
});

const user = userFixture({ name: 'Dara', email: 'dara@example.com' });

function makeTestStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
    middleware: (gdm) => gdm().concat(api.middleware),
  });
  store.dispatch(signedIn(user));
  return store;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('baseQueryWithReauth', () => {
  let calls: Request[];
  beforeEach(() => {
    resetBaseQueryForTests();
    calls = [];
  });

  function mockFetch(handler: (request: Request) => Promise<Response> | Response) {
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      calls.push(request);
      return handler(request);
    }) as unknown as typeof fetch;
  }

  it('sends the spec headers, cookies and cleaned parameters', async () => {
    mockFetch(() => json(200, { ok: true }));
    const store = makeTestStore();
    await store.dispatch(probe.endpoints.probe.initiate('a'));
    const request = calls[0]!;
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('X-Client-Type')).toBe('web');
    expect(request.credentials).toBe('include');
    expect(new URL(request.url).search).toBe('?keep=0');
  });

  it("asks for the API's messages in the interface's language", async () => {
    mockFetch(() => json(200, { ok: true }));
    const store = makeTestStore();
    await i18n.init({ lng: 'kh', supportedLngs: ['en', 'kh'], resources: {} });
    await store.dispatch(probe.endpoints.probe.initiate('kh'));
    await i18n.changeLanguage('en');
    await store.dispatch(probe.endpoints.probe.initiate('en'));
    expect(calls.map((request) => request.headers.get('Accept-Language'))).toEqual(['km', 'en']);
  });

  it('refreshes exactly once for concurrent 401s, then repeats each request once', async () => {
    let refreshed = false;
    let refreshCount = 0;
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/refresh') {
        refreshCount += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        refreshed = true;
        return json(200, { data: null });
      }
      return refreshed
        ? json(200, { ok: true })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' });
    });
    const store = makeTestStore();
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => store.dispatch(probe.endpoints.probe.initiate(name))),
    );
    expect(refreshCount).toBe(1);
    expect(results.map((result) => result.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(store.getState().auth.user).toEqual(user);
  });

  it('does not refresh again for a late 401 from a request sent before the refresh finished', async () => {
    let refreshCount = 0;
    let releaseLate!: () => void;
    const lateAnswer = new Promise<void>((resolve) => (releaseLate = resolve));
    let generation = 0;
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/refresh') {
        refreshCount += 1;
        generation += 1;
        return json(200, { data: null });
      }
      if (path === '/api/probe/late' && generation === 0) {
        await lateAnswer; // answers 401 only after the refresh below has completed
        return json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' });
      }
      return generation > 0
        ? json(200, { ok: true })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' });
    });
    const store = makeTestStore();
    const late = store.dispatch(probe.endpoints.probe.initiate('late'));
    await store.dispatch(probe.endpoints.probe.initiate('early'));
    releaseLate();
    const lateResult = await late;
    expect(refreshCount).toBe(1);
    expect(lateResult.data).toEqual({ ok: true });
  });

  it('signs the user out when the refresh fails, and returns the original 401', async () => {
    mockFetch((request) =>
      new URL(request.url).pathname === '/api/refresh'
        ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }),
    );
    const store = makeTestStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('x'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.user).toBeNull();
    expect(calls.filter((request) => new URL(request.url).pathname === '/api/refresh')).toHaveLength(1);
  });
});

describe('baseQueryWithReauth: a refresh nobody can cancel, one per browser', () => {
  let calls: Request[];
  beforeEach(() => {
    resetBaseQueryForTests({ refreshRetryDelaysMs: [0, 0] });
    calls = [];
    window.localStorage.clear();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  const refreshCalls = () => calls.filter((request) => new URL(request.url).pathname === '/api/refresh');
  const expired = () => json(401, { statusCode: 401, error: 'Unauthorized', code: 'auth.session_ended' });

  function mockFetch(handler: (request: Request) => Promise<Response> | Response) {
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      calls.push(request);
      return handler(request);
    }) as unknown as typeof fetch;
  }

  it('keeps the refresh going when the request that started it is abandoned (the shopper left the page)', async () => {
    let refreshed = false;
    let answerRefresh!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    mockFetch(async (request) => {
      if (new URL(request.url).pathname === '/api/refresh') {
        await refreshAnswered;
        if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        refreshed = true;
        return json(200, { data: null });
      }
      return refreshed ? json(200, { ok: true }) : expired();
    });
    const store = makeTestStore();
    const first = store.dispatch(probe.endpoints.probe.initiate('wallet'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(refreshCalls()).toHaveLength(1);
    first.abort();
    // The next page asks while the refresh is still pending.
    const next = store.dispatch(probe.endpoints.probe.initiate('profile'));
    answerRefresh();

    expect((await next).data).toEqual({ ok: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.signal.aborted).toBe(false);
    expect(store.getState().auth.user).toEqual(user);
  });

  it('tries the refresh again after a network error, and then repeats the request', async () => {
    let refreshTries = 0;
    mockFetch(async (request) => {
      if (new URL(request.url).pathname === '/api/refresh') {
        refreshTries += 1;
        if (refreshTries === 1) throw new TypeError('Failed to fetch');
        if (refreshTries === 2) return json(503, { statusCode: 503 });
        return json(200, { data: null });
      }
      return refreshTries === 3 ? json(200, { ok: true }) : expired();
    });
    const store = makeTestStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('retry'));
    expect(result.data).toEqual({ ok: true });
    expect(refreshTries).toBe(3);
    expect(store.getState().auth.user).toEqual(user);
  });

  it('leaves the shopper signed in when the network is down, and the request fails as a network error', async () => {
    mockFetch((request) => {
      if (new URL(request.url).pathname === '/api/refresh') throw new TypeError('Failed to fetch');
      return expired();
    });
    const store = makeTestStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('offline'));
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(refreshCalls()).toHaveLength(3);
    expect(store.getState().auth.user).toEqual(user);
    expect(showToast).toHaveBeenCalledWith(
      'auth.sessionUnreachable',
      expect.objectContaining({ variant: 'warning' }),
    );
  });

  it('takes the browser-wide lock, and does not refresh when another tab renewed the session meanwhile', async () => {
    const lockNames: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, task: () => Promise<unknown>) => {
          lockNames.push(name);
          // Another tab held the lock and renewed the session before this one got it.
          window.localStorage.setItem('psar-session-refreshed', 'by-another-tab');
          return task();
        },
      },
    });
    let renewedElsewhere = false;
    mockFetch((request) => {
      if (new URL(request.url).pathname === '/api/refresh') return json(200, { data: null });
      if (renewedElsewhere) return json(200, { ok: true });
      renewedElsewhere = true;
      return expired();
    });
    const store = makeTestStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('tabs'));
    expect(lockNames).toEqual(['psar-session-refresh']);
    expect(refreshCalls()).toHaveLength(0);
    expect(result.data).toEqual({ ok: true });
  });

  it('tells the other tabs when it renewed the session', async () => {
    let refreshed = false;
    mockFetch((request) => {
      if (new URL(request.url).pathname === '/api/refresh') {
        refreshed = true;
        return json(200, { data: null });
      }
      return refreshed ? json(200, { ok: true }) : expired();
    });
    const store = makeTestStore();
    await store.dispatch(probe.endpoints.probe.initiate('stamp'));
    expect(window.localStorage.getItem('psar-session-refreshed')).toEqual(expect.any(String));
  });
});

describe('baseQueryWithReauth and sign-in calls', () => {
  beforeEach(() => resetBaseQueryForTests());

  it('does not refresh or sign out when the login itself answers 401 (wrong password)', async () => {
    const paths: string[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      paths.push(new URL(request.url).pathname);
      return new Response(
        JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          message: 'The email/phone or password is incorrect.',
        }),
        {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }) as unknown as typeof fetch;
    const login = api.injectEndpoints({
      endpoints: (build) => ({
        loginProbe: build.mutation<unknown, void>({
          query: () => ({ url: '/login', method: 'POST', body: {} }),
        }),
      }),
    });
    const store = makeTestStore();
    const result = await store.dispatch(login.endpoints.loginProbe.initiate());
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(paths).toEqual(['/api/login']);
    expect(store.getState().auth.user).toEqual(user);
  });
});
