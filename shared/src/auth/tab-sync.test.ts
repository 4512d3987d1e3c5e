import { cartApi } from '../cart/cart-api';
import { makeStore } from '../store/make-store';
import { mockApi } from '../testing/render-with-providers';
import { userFixture } from '../testing/fixtures';
import { signedIn, signedOut } from './auth-slice';
import { startTabSync, type TabMessage } from './tab-sync';

/** jsdom has no BroadcastChannel: this one records what a tab posts and lets a test deliver. */
class FakeChannel {
  static last: FakeChannel | undefined;
  posted: TabMessage[] = [];
  onmessage: ((event: MessageEvent<TabMessage>) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.last = this;
  }
  postMessage(message: TabMessage) {
    this.posted.push(message);
  }
  deliver(message: TabMessage) {
    this.onmessage?.({ data: message } as MessageEvent<TabMessage>);
  }
}

describe('tabs of one browser (BroadcastChannel)', () => {
  const user = userFixture({ name: 'Dara' });
  const { calls } = mockApi({
    'GET /carts': { body: { data: [], links: {}, meta: {} } },
    'POST /carts': { body: { data: { id: 1 } } },
  });
  const store = makeStore();
  beforeAll(() => {
    Object.assign(globalThis, { BroadcastChannel: FakeChannel });
    startTabSync(store);
  });
  afterAll(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));
  const channel = () => FakeChannel.last!;

  it('tells the other tabs of a sign-in, a sign-out and a cart change', async () => {
    expect(channel().name).toBe('psar-session');
    store.dispatch(signedIn(user));
    await store.dispatch(cartApi.endpoints.addToCart.initiate({ productId: 1, quantity: 1 } as never));
    store.dispatch(signedOut());
    expect(channel().posted).toEqual([
      { type: 'signed-in', user },
      { type: 'cart-changed' },
      { type: 'signed-out' },
    ]);
  });

  it("applies another tab's sign-in and sign-out without echoing them back", () => {
    channel().posted = [];
    channel().deliver({ type: 'signed-in', user });
    expect(store.getState().auth.user).toEqual(user);
    channel().deliver({ type: 'signed-out' });
    expect(store.getState().auth.user).toBeNull();
    expect(channel().posted).toEqual([]);
  });

  it("reloads the cart after another tab's cart change, only when signed in", async () => {
    calls.length = 0;
    channel().deliver({ type: 'cart-changed' });
    store.dispatch(signedIn(user));
    channel().posted = [];
    channel().deliver({ type: 'cart-changed' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/carts',
    ]);
    expect(channel().posted).toEqual([]);
  });
});
