import { ClassNames } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';

export interface ToastOptions {
  variant?: 'default' | 'success' | 'error' | 'warning' | 'info';
  /** Not again while the same message is showing. */
  preventDuplicate?: boolean;
}

type Show = (message: string, options?: ToastOptions) => void;

/**
 * The toasts' library (notistack) is not part of the page's start-up: nothing is shown before the
 * shopper acts. Its code loads once the browser is idle after the first paint, or at the first
 * toast if that comes sooner; a toast asked for meanwhile waits for it and is shown then.
 */
let showNow: Show | undefined;
const waiting: Array<[string, ToastOptions | undefined]> = [];
let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Shows a toast. Anywhere in the browser; on a server (no one to see it) it does nothing. */
export function showToast(message: string, options?: ToastOptions): void {
  if (typeof window === 'undefined') return;
  if (showNow) {
    showNow(message, options);
    return;
  }
  waiting.push([message, options]);
  want();
}

const ToastStack = lazy(async () => {
  const notistack = await import('notistack');
  function LoadedToastStack() {
    const theme = useTheme();
    useEffect(() => {
      // notistack sets its exported enqueueSnackbar when a provider mounts (a live binding, so
      // read from the module now): the one below has.
      const enqueue: Show = notistack.enqueueSnackbar;
      showNow = enqueue;
      for (const [message, options] of waiting.splice(0)) enqueue(message, options);
      return () => {
        if (showNow === enqueue) showNow = undefined;
      };
    }, []);
    // Below 900 px a toast (full width on a phone) would cover the floating messages button (bottom
    // right, 48 px high, 16 px from the edge): there the toasts start above it. `&&` outranks
    // notistack's own rule for the container.
    return (
      <ClassNames>
        {({ css }) => (
          <notistack.SnackbarProvider
            maxSnack={3}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            classes={{
              containerAnchorOriginBottomCenter: css({
                '&&': { [theme.breakpoints.down('md')]: { bottom: 16 + 48 + 8 } },
              }),
            }}
          />
        )}
      </ClassNames>
    );
  }
  return { default: LoadedToastStack };
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; rendered once by AppProviders. */
export function ToastHost() {
  const idle = useAfterFirstPaint();
  const asked = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return idle || asked ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
