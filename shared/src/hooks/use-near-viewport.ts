import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (and stays true from then on).
 * Lists render their first screenful at once and the rest when the shopper scrolls near it, so a
 * page's first render (and a phone's main thread) only pays for what can be seen. Where
 * IntersectionObserver does not exist (old browsers, jsdom), everything counts as near at once;
 * a server render draws only the first screenful, like the browser's first render it hydrates into.
 */
export function useNearViewport<T extends Element>(rootMargin = '50% 0px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  // The ref itself watches the element (React 19 calls the returned cleanup on detach). Keeping
  // the element in state instead would make every such component render twice on mount, and
  // synchronously: state set while React attaches refs is urgent work, which on a phone turned
  // each grid that came into view into a second long, blocking render of all its cards.
  const watch = useCallback(
    (node: T | null) => {
      if (near || !node) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          // A transition: what comes into view (the rest of a grid, the footer) renders in slices
          // the browser can interleave with input, not in one long task.
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [watch, near];
}
