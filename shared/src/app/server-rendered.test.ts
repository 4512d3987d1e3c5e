import { api } from '../api/api';
import { resetBaseQueryForTests } from '../api/base-query';
import { makeStore, serverAnswersAged } from '../store/make-store';
import { SERVER_ANSWERS_FRESH_SECONDS, answeredQueries, serverRenderedState } from './server-rendered';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    hydrationProbe: build.query<{ n: number }, number>({ query: (id) => `/hydration-probe/${id}` }),
  }),
});

let calls: string[];
beforeEach(() => {
  resetBaseQueryForTests();
  globalThis.__PSAR_CONFIG__ = { apiOrigin: 'http://api.test' };
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return new Response(JSON.stringify({ n: calls.length }), { headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
});

/** What a server render of a page asking for probe 7 carries to the browser. */
async function renderedOnServer() {
  const server = makeStore(serverRenderedState());
  await server.dispatch(probeApi.endpoints.hydrationProbe.initiate(7));
  calls = [];
  return { api: answeredQueries(server.getState().api) };
}

/** A component mounting with the query, as a hook does. */
const mount = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(probeApi.endpoints.hydrationProbe.initiate(7, { subscribe: true }));

describe('a page hydrated from a server render', () => {
  it('starts with the server’s answers and does not fetch them again as it mounts', async () => {
    const store = makeStore(serverRenderedState(await renderedOnServer()));
    const subscription = mount(store);
    expect((await subscription).data).toEqual({ n: 1 });
    expect(calls).toEqual([]);
    subscription.unsubscribe();
  });

  it('refetches on every mount again once the answers have aged (zero stale time)', async () => {
    const store = makeStore(serverRenderedState(await renderedOnServer()));
    const first = mount(store);
    await first;
    store.dispatch(serverAnswersAged());
    const second = mount(store);
    await second;
    expect(calls).toEqual(['/api/hydration-probe/7']);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('counts answers as fresh only for a few seconds', async () => {
    const rendered = await renderedOnServer();
    const longAgo = Date.now() - (SERVER_ANSWERS_FRESH_SECONDS + 1) * 1000;
    const store = makeStore(serverRenderedState(rendered, longAgo));
    const subscription = mount(store);
    await subscription;
    expect(calls).toEqual(['/api/hydration-probe/7']);
    subscription.unsubscribe();
  });

  it('a store not hydrated from a server keeps the api’s rule: every mount refetches', async () => {
    const store = makeStore();
    const first = mount(store);
    await first;
    const second = mount(store);
    await second;
    expect(calls).toHaveLength(2);
    first.unsubscribe();
    second.unsubscribe();
  });
});
