import { createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { cartApi } from '../cart/cart-api';
import type { User } from '../contract';
import { ordersApi } from '../orders/orders-api';
import { selectIsSignedIn, signedIn, signedOut } from './auth-slice';

/**
 * The tabs of one browser share the session cookies, so they tell each other (BroadcastChannel)
 * when the shopper signs in or out and when the cart changes: a sign-out in one tab sends the
 * others' account pages to /login at once, an add to cart updates every tab's badge.
 */
export type TabMessage =
  { type: 'signed-in'; user: User } | { type: 'signed-out' } | { type: 'cart-changed' };

const CHANNEL_NAME = 'psar-session';
let channel: BroadcastChannel | undefined;

/** Marks an action as the echo of another tab's, so it is not broadcast back. */
const FROM_OTHER_TAB = { fromOtherTab: true } as const;
const fromOtherTab = (action: UnknownAction): UnknownAction => ({ ...action, meta: FROM_OTHER_TAB });
const isFromOtherTab = (action: UnknownAction) =>
  (action as { meta?: { fromOtherTab?: boolean } }).meta?.fromOtherTab === true;

function tellOtherTabs(message: TabMessage): void {
  channel?.postMessage(message);
}

/** Broadcasts this tab's sign-in, sign-out and cart changes (added to the store by makeStore). */
export const tabSync = createListenerMiddleware();

tabSync.startListening({
  actionCreator: signedIn,
  effect: (action) => {
    if (!isFromOtherTab(action)) tellOtherTabs({ type: 'signed-in', user: action.payload });
  },
});
tabSync.startListening({
  actionCreator: signedOut,
  effect: (action) => {
    if (!isFromOtherTab(action)) tellOtherTabs({ type: 'signed-out' });
  },
});
tabSync.startListening({
  matcher: isAnyOf(
    cartApi.endpoints.addToCart.matchFulfilled,
    cartApi.endpoints.updateCart.matchFulfilled,
    cartApi.endpoints.removeFromCart.matchFulfilled,
    // An order placed from the cart takes its lines out.
    ordersApi.endpoints.placeOrder.matchFulfilled,
  ),
  effect: () => tellOtherTabs({ type: 'cart-changed' }),
});

interface SyncedStore {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
}

/** Applies another tab's message to this tab's store. */
export function applyTabMessage(store: SyncedStore, message: TabMessage): void {
  if (message.type === 'signed-in') store.dispatch(fromOtherTab(signedIn(message.user)));
  else if (message.type === 'signed-out') store.dispatch(fromOtherTab(signedOut()));
  else if (message.type === 'cart-changed' && selectIsSignedIn(store.getState() as never)) {
    store.dispatch(
      cartApi.endpoints.getCart.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }) as unknown as UnknownAction,
    );
  }
}

/**
 * Joins the browser's other tabs (called once per page by the session start-up). Where
 * BroadcastChannel is missing the tabs still agree at their next API call.
 */
export function startTabSync(store: SyncedStore): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<TabMessage>) => applyTabMessage(store, event.data);
}
