import { useEffect, useState } from 'react';
import { usePageLive } from '../app/hydrated-mark';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** True once the browser is idle after the first paint: for parts of the page nobody sees at
 * first (the messages button, the toasts' code) so their code stays out of the first paint's
 * JavaScript. On a page the server rendered, the wait starts once the page is live: the idle
 * moments between slices of hydration are not the time to fetch it. */
export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const live = usePageLive();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!live) return;
    const idleWindow = window as IdleWindow;
    if (idleWindow.requestIdleCallback) {
      const handle = idleWindow.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => idleWindow.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 50);
    return () => window.clearTimeout(timer);
  }, [live, timeoutMs]);
  return ready;
}
