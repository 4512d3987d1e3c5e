import { useEffect } from 'react';
import { replayEarlyTaps } from './early-taps';

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
  }, []);
  return null;
}
