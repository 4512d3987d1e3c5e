import { startTransition, useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport (and stays true from then on).
 * Lists render their first screenful at once and the rest when the shopper scrolls near it, so a
 * page's first render (and a phone's main thread) only pays for what can be seen. Where
 * IntersectionObserver does not exist (old browsers, jsdom), everything counts as near at once;
 * a server render draws only the first screenful, like the browser's first render it hydrates into.
 */
export function useNearViewport<T extends Element>(rootMargin = '50% 0px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
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
  }, [near, node, rootMargin]);
  return [setNode, near];
}
