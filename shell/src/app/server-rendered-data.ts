import type { ServerRendered } from '@storefront/shared';

/**
 * The element that carries a server-rendered page's state (`ServerRendered`) as a JSON data block.
 * A data block is not script: the browser neither compiles it while parsing the page (a 70–80 KB
 * object literal cost a throttled phone about 60 ms before first paint) nor needs a CSP hash for it.
 */
export const SERVER_RENDERED_ID = 'psar-ssr';

/** The state the shell's server rendered this page with, or undefined on a page the browser renders. */
export function readServerRendered(document: Document): ServerRendered | undefined {
  const data = document.getElementById(SERVER_RENDERED_ID)?.textContent;
  return data ? (JSON.parse(data) as ServerRendered) : undefined;
}
