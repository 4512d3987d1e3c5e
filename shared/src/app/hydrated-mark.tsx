import { useEffect, useSyncExternalStore } from 'react';
import { replayEarlyTaps } from './early-taps';
import { pageRenderedOnServer } from './server-rendered';

let live = false;
const liveListeners = new Set<() => void>();
const subscribeLive = (listener: () => void) => {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
};

/**
 * Whether the page answers the shopper: a page the browser renders, from the start; one the server
 * rendered, once HydratedMark has run in it (its own code has hydrated).
 */
export function usePageLive(): boolean {
  return useSyncExternalStore(
    subscribeLive,
    () => live || !pageRenderedOnServer(),
    () => false,
  );
}

/**
 * Marks the page live (`<html data-hydrated="true">`) once the part it sits in has hydrated, and
 * replays the taps made before (early-taps.ts): a server-rendered page is on screen before its
 * script runs. Put it in the Suspense boundary of a server-rendered remote's page. Renders nothing.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (typeof performance.mark === 'function') performance.mark('psar:hydrated');
    replayEarlyTaps();
    // What waits for the page to be live (photos below the first screen, the idle loads) renders in
    // a task of its own: in this one a phone is still finishing hydration's effects.
    setTimeout(() => {
      live = true;
      for (const listener of liveListeners) listener();
    }, 0);
  }, []);
  return null;
}
