// The registry's settings, all from the environment (registry/.env.example lists them).
import path from 'node:path';
import { isRemoteSlice, REMOTE_SLICES, type RemoteSlice } from '../../shared/server/override-token';

export interface DeployToken {
  slice: RemoteSlice;
  /** sha256 of the token: the registry never holds the tokens themselves. */
  sha256: Buffer;
}

export interface RegistryConfig {
  host: string;
  port: number;
  dataDir: string;
  tokens: DeployToken[];
  /** Base URL of the origin that serves each slice's releases (`<origin>/<releaseId>/mf-manifest.json`). */
  origins: Partial<Record<RemoteSlice, string>>;
  manifestBase: string;
  overrideSecret: string | undefined;
  adopt: boolean;
  adoptIntervalMs: number;
  originTimeoutMs: number;
  logLevel: string;
}

/** `slice=value` pairs separated by commas; a slice may appear more than once. */
function slicePairs(name: string, text: string | undefined): [RemoteSlice, string][] {
  const pairs: [RemoteSlice, string][] = [];
  for (const item of (text ?? '').split(',')) {
    const entry = item.trim();
    if (!entry) continue;
    const separator = entry.indexOf('=');
    const slice = entry.slice(0, separator).trim();
    const value = entry.slice(separator + 1).trim();
    if (separator < 0 || !value) throw new Error(`${name}: "${entry}" is not <slice>=<value>`);
    if (!isRemoteSlice(slice))
      throw new Error(`${name}: "${slice}" is not a remote slice (${REMOTE_SLICES.join(', ')})`);
    pairs.push([slice, value]);
  }
  return pairs;
}

function httpBase(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name}: "${value}" is not http(s)`);
  return url.href.replace(/\/+$/, '');
}

function integer(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name}: "${text}" is not a whole number from ${min} to ${max}`);
  return value;
}

function boolean(name: string, text: string | undefined, fallback: boolean): boolean {
  if (text === undefined || text.trim() === '') return fallback;
  if (/^(true|1|yes)$/i.test(text.trim())) return true;
  if (/^(false|0|no)$/i.test(text.trim())) return false;
  throw new Error(`${name}: "${text}" is not true or false`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): RegistryConfig {
  const tokens = slicePairs('REGISTRY_TOKENS', env.REGISTRY_TOKENS).map(([slice, hash]) => {
    if (!/^[0-9a-f]{64}$/i.test(hash))
      throw new Error(`REGISTRY_TOKENS: the value for ${slice} is not a sha256 hex digest of a token`);
    return { slice, sha256: Buffer.from(hash, 'hex') };
  });
  const origins: Partial<Record<RemoteSlice, string>> = {};
  for (const [slice, origin] of slicePairs('REGISTRY_ORIGINS', env.REGISTRY_ORIGINS)) {
    if (origins[slice]) throw new Error(`REGISTRY_ORIGINS: ${slice} is listed twice`);
    origins[slice] = httpBase('REGISTRY_ORIGINS', origin);
  }
  const manifestBase = (env.REGISTRY_MANIFEST_BASE ?? '/remotes').trim().replace(/\/+$/, '');
  if (!manifestBase.startsWith('/') && !/^https?:\/\//.test(manifestBase))
    throw new Error('REGISTRY_MANIFEST_BASE: a path (/remotes) or an http(s) URL');
  const overrideSecret = env.OVERRIDE_SECRET?.trim() || undefined;
  // A short secret can be guessed offline from one token.
  if (overrideSecret && overrideSecret.length < 32)
    throw new Error('OVERRIDE_SECRET: at least 32 characters');
  return {
    host: env.REGISTRY_HOST?.trim() || '127.0.0.1',
    port: integer('REGISTRY_PORT', env.REGISTRY_PORT, 4300, 0, 65535),
    dataDir: path.resolve(env.REGISTRY_DATA_DIR?.trim() || path.join(__dirname, '..', '.data')),
    tokens,
    origins,
    manifestBase,
    overrideSecret,
    adopt: boolean('REGISTRY_ADOPT', env.REGISTRY_ADOPT, true),
    adoptIntervalMs: integer(
      'REGISTRY_ADOPT_INTERVAL_MS',
      env.REGISTRY_ADOPT_INTERVAL_MS,
      3000,
      50,
      3_600_000,
    ),
    originTimeoutMs: integer('REGISTRY_ORIGIN_TIMEOUT_MS', env.REGISTRY_ORIGIN_TIMEOUT_MS, 5000, 100, 60_000),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
