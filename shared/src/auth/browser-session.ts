/**
 * What the tabs of one browser share about the session: one refresh at a time (Web Locks API),
 * and a stamp in localStorage that each successful refresh changes, so a tab that waited for
 * another's refresh sees that the session was already renewed and does not rotate it again.
 */
const REFRESH_LOCK = 'psar-session-refresh';
const REFRESHED_KEY = 'psar-session-refreshed';

/** Changes whenever a tab of this browser renewed the session ('' where storage is unavailable). */
export function browserRefreshStamp(): string {
  try {
    return window.localStorage.getItem(REFRESHED_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Records a successful refresh for the other tabs (see `browserRefreshStamp`). */
export function noteBrowserRefresh(): void {
  try {
    window.localStorage.setItem(REFRESHED_KEY, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  } catch {
    // No storage (private mode, a server render): other tabs then refresh on their own, which
    // the API's grace for the token just used makes safe.
  }
}

/**
 * Runs `task` while no other tab of this browser runs one under the same lock. Where the Web Locks
 * API is missing (old browsers, a server render, jsdom) the task runs at once: refreshes within
 * this tab are still one at a time, and the API answers tabs racing with the same token alike.
 */
export function withBrowserRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return task();
  // The DOM typing returns Promise<callback's return type>; the promise the task returns is flattened.
  return locks.request(REFRESH_LOCK, task) as unknown as Promise<T>;
}
