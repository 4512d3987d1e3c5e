import { createContext } from 'react';

/** Lets a fallback (from the runtime plugin or the error boundary) ask its mount to load again. */
export const RetryRemoteContext = createContext<() => void>(() => window.location.reload());
