import { api } from '../api/api';
import { resetBaseQueryForTests } from '../api/base-query';
import { makeStore, serverAnswersAged, serverMissesAnswered } from '../store/make-store';
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
    const path = new URL(request.url).pathname;
    calls.push(path);
    const headers = { 'Content-Type': 'application/json' };
    if (path.endsWith('/404'))
      return new Response(JSON.stringify({ code: 'resource.not_found' }), { status: 404, headers });
    if (path.endsWith('/500'))
      return new Response(JSON.stringify({ code: 'server.internal' }), { status: 500, headers });
    return new Response(JSON.stringify({ n: calls.length }), { headers });
  }) as unknown as typeof fetch;
});

/** What a server render of a page asking for probe `id` carries to the browser. */
async function renderedOnServer(id = 7) {
  const server = makeStore(serverRenderedState());
  await server.dispatch(probeApi.endpoints.hydrationProbe.initiate(id));
  calls = [];
  return { api: answeredQueries(server.getState().api) };
}

/** A component mounting with the query, as a hook does. */
const mount = (store: ReturnType<typeof makeStore>, id = 7) =>
  store.dispatch(probeApi.endpoints.hydrationProbe.initiate(id, { subscribe: true }));

describe('a page hydrated from a server render', () => {
  it('starts with the server’s answers and does not fetch them again as it mounts', async () => {
    const store = makeStore(serverRenderedState(await renderedOnServer()));
    const subscription = mount(store);
    expect((await subscription).data).toEqual({ n: 1 });
    expect(calls).toEqual([]);
    subscription.unsubscribe();
  });

  it('keeps an answer while nothing watches it, so a part hydrating later still finds it', async () => {
    const store = makeStore(serverRenderedState(await renderedOnServer()));
    // The part that watched it goes away as the page hydrates (the desktop header on a phone)...
    const leaving = mount(store);
    await leaving;
    leaving.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // ...before the part that shows it in the server's markup mounts.
    expect(store.getState().api.queries['hydrationProbe(7)']?.data).toEqual({ n: 1 });
    const staying = mount(store);
    expect((await staying).data).toEqual({ n: 1 });
    expect(calls).toEqual([]);
    staying.unsubscribe();
  });

  it('drops unwatched answers at once again once the answers have aged', async () => {
    const store = makeStore(serverRenderedState(await renderedOnServer()));
    store.dispatch(serverAnswersAged());
    const leaving = mount(store);
    await leaving;
    leaving.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().api.queries['hydrationProbe(7)']).toBeUndefined();
  });

  it('carries a 404 too: the not-found page hydrates as not found, with no second request', async () => {
    const store = makeStore(serverRenderedState(await renderedOnServer(404)));
    const subscription = mount(store, 404);
    const result = await subscription;
    expect(result.error).toMatchObject({ status: 404 });
    expect(store.getState().api.queries['hydrationProbe(404)']?.status).toBe('rejected');
    expect(calls).toEqual([]);
    subscription.unsubscribe();
  });

  it('a server render asks for a missing thing once, however many passes it makes', async () => {
    // The server's api does not refetch on mount (api.ts); jsdom here is a browser.
    const empty = api.reducer(undefined, { type: '@@psar/init' });
    const server = makeStore({
      ...serverRenderedState(),
      api: { ...empty, config: { ...empty.config, refetchOnMountOrArgChange: false } },
    });
    await server.dispatch(probeApi.endpoints.hydrationProbe.initiate(404));
    server.dispatch(serverMissesAnswered(Date.now()));
    // The next pass's component mounts with the same query.
    const again = server.dispatch(probeApi.endpoints.hydrationProbe.initiate(404, { subscribe: true }));
    await again;
    expect(calls).toEqual(['/api/hydration-probe/404']);
    expect(Object.keys(answeredQueries(server.getState().api).queries)).toEqual(['hydrationProbe(404)']);
    again.unsubscribe();
  });

  it('does not carry a failure that is no answer: the browser asks again', async () => {
    const rendered = await renderedOnServer(500);
    expect(Object.keys(rendered.api.queries)).toEqual([]);
    const store = makeStore(serverRenderedState(rendered));
    const subscription = mount(store, 500);
    await subscription;
    expect(calls).toEqual(['/api/hydration-probe/500']);
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
