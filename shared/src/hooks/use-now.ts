import { createContext, useContext, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The time a server-rendered page was rendered at (epoch ms): the server renders with it, and the
 * browser's hydrating render uses it too, so time-based text ("Ends in 3h 37m") is the same in both
 * even when the page was rendered (or cached) a minute boundary ago. Undefined without a server render.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

/**
 * The current time, refreshed every `intervalMs` while the component is mounted. While rendering on
 * the server and hydrating, the page's render time instead; the real time right after.
 */
export function useNow(intervalMs: number): Date {
  const renderTime = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() =>
    !hydrated && renderTime !== undefined ? new Date(renderTime) : new Date(),
  );
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
