// Where to go after signing in: saved when an anonymous visitor clicks the login icon (or is
// sent to /login by a guarded page), read once and cleared by the auth pages.
const KEY = 'post-login-redirect';

export function savePostLoginRedirect(pathWithQuery: string): void {
  // Only same-site paths: never an absolute URL, so the value cannot redirect off the shop.
  if (!pathWithQuery.startsWith('/') || pathWithQuery.startsWith('//')) return;
  window.localStorage.setItem(KEY, pathWithQuery);
}

/** Returns the saved path (default `/`) and clears it. */
export function takePostLoginRedirect(): string {
  const path = window.localStorage.getItem(KEY);
  window.localStorage.removeItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/** The saved path without clearing it (e.g. to hand to a social-login provider round trip). */
export function peekPostLoginRedirect(): string {
  const path = window.localStorage.getItem(KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
