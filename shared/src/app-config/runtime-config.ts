/** Deployment settings read at run time (never baked into a build), so one build serves every
 * environment. The shell's server writes `window.__PSAR_CONFIG__` into index.html. */
export interface RuntimeConfig {
  /** Origin of the API; '' means the page's own origin (the shell's server proxies `/api`). */
  apiOrigin: string;
  /** Address of the sister solar site linked from the header. */
  solarSiteUrl: string;
}

declare global {
  // Set by the shell's server: in index.html for the browser, on `globalThis` for server renders.
  var __PSAR_CONFIG__: Partial<RuntimeConfig> | undefined;
}

const defaults: RuntimeConfig = { apiOrigin: '', solarSiteUrl: 'https://solar.psar.example' };

export function runtimeConfig(): RuntimeConfig {
  const fromPage = globalThis.__PSAR_CONFIG__ ?? {};
  return { ...defaults, ...fromPage };
}

export function apiBaseUrl(): string {
  return `${runtimeConfig().apiOrigin}/api`;
}
