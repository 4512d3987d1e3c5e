/** Deployment settings read at run time (never baked into a build), so one build serves every
 * environment. The shell's server writes `window.__PSAR_CONFIG__` into index.html (and sets the same
 * on `globalThis` for its server renders, so both render the same markup). */
export interface RuntimeConfig {
  /** Origin of the API; '' means the page's own origin (the shell's server proxies `/api`). */
  apiOrigin: string;
  /** Address of the sister solar site linked from the header; '' hides the link. */
  solarSiteUrl: string;
  /** The shop's app on Apple's App Store; '' hides its badge. */
  appStoreUrl: string;
  /** The shop's app on Google Play; '' hides its badge. */
  googlePlayUrl: string;
}

declare global {
  // Set by the shell's server: in index.html for the browser, on `globalThis` for server renders.
  var __PSAR_CONFIG__: Partial<RuntimeConfig> | undefined;
}

const defaults: RuntimeConfig = { apiOrigin: '', solarSiteUrl: '', appStoreUrl: '', googlePlayUrl: '' };

export function runtimeConfig(): RuntimeConfig {
  const fromPage = globalThis.__PSAR_CONFIG__ ?? {};
  return { ...defaults, ...fromPage };
}

export function apiBaseUrl(): string {
  return `${runtimeConfig().apiOrigin}/api`;
}

/** The environment variable of each setting the shell's server passes to the page. */
const FROM_ENVIRONMENT = {
  solarSiteUrl: 'SOLAR_SITE_URL',
  appStoreUrl: 'APP_STORE_URL',
  googlePlayUrl: 'GOOGLE_PLAY_URL',
} as const satisfies Partial<Record<keyof RuntimeConfig, string>>;

/** The page's run-time config from the server's environment: only what is set (and an http(s)
 * address: anything else would be a broken or unsafe link). */
export function runtimeConfigFromEnvironment(
  environment: Record<string, string | undefined>,
): Partial<RuntimeConfig> {
  const config: Partial<RuntimeConfig> = {};
  for (const [key, variable] of Object.entries(FROM_ENVIRONMENT) as [
    keyof typeof FROM_ENVIRONMENT,
    string,
  ][]) {
    const value = environment[variable]?.trim();
    if (value && /^https?:\/\//i.test(value)) config[key] = value;
  }
  return config;
}
