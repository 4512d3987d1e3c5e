import { api } from '../api/api';
import { authApi } from '../auth/auth-api';
import { mockApi } from '../testing/render-with-providers';
import { makeStore } from './make-store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    refetchProbe: build.query<number, void>({ query: () => '/probe' }),
    refetchPoke: build.mutation<null, void>({ query: () => ({ url: '/poke', method: 'POST' }) }),
  }),
});

describe('refetch after a mutation (spec section 4)', () => {
  it('asks again for a query that started just before the mutation', async () => {
    let version = 0;
    const { calls } = mockApi({
      'GET /probe': () => ({ body: version }),
      'POST /poke': () => {
        version += 1;
        return { body: null };
      },
    });
    const store = makeStore();
    const watching = store.dispatch(probeApi.endpoints.refetchProbe.initiate());
    await watching;
    // At once: within the 500 ms in which RTK Query has not yet copied the subscription to the state.
    await store.dispatch(probeApi.endpoints.refetchPoke.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((request) => new URL(request.url).pathname === '/api/probe')).toHaveLength(2);
    expect(probeApi.endpoints.refetchProbe.select()(store.getState()).data).toBe(1);
    watching.unsubscribe();
  });

  it('leaves alone a query nobody watches any more', async () => {
    const { calls } = mockApi({ 'GET /probe': { body: 0 }, 'POST /poke': { body: null } });
    const store = makeStore();
    const watching = store.dispatch(probeApi.endpoints.refetchProbe.initiate());
    await watching;
    watching.unsubscribe();
    await store.dispatch(probeApi.endpoints.refetchPoke.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((request) => new URL(request.url).pathname === '/api/probe')).toHaveLength(1);
  });

  it('sends no query after a sign-out: the pages that watched them leave with the user', async () => {
    const { calls } = mockApi({ 'GET /probe': { body: 0 }, 'POST /logout': { body: { data: null } } });
    const store = makeStore();
    const watching = store.dispatch(probeApi.endpoints.refetchProbe.initiate());
    await watching;
    await store.dispatch(authApi.endpoints.logout.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual(['/api/probe', '/api/logout']);
    watching.unsubscribe();
  });
});
