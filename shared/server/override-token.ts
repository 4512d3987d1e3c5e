// A developer's override: a signed "use this manifest for this slice, in my browser only" value.
// The remotes registry signs it (for a holder of the slice's deploy token); the shell's server
// verifies it and keeps it in the psar_override cookie. Both share OVERRIDE_SECRET.
// Signed value: `<slice>|<manifestUrl>|<expiresAtEpochSeconds>`, HMAC-SHA256;
// token: base64url(value) + "." + base64url(mac).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The slices the shell loads as remotes: the only ones an override (or the registry) may name. */
export const REMOTE_SLICES = ['catalog', 'checkout', 'account', 'help', 'backoffice'] as const;
export type RemoteSlice = (typeof REMOTE_SLICES)[number];

export function isRemoteSlice(value: string): value is RemoteSlice {
  return (REMOTE_SLICES as readonly string[]).includes(value);
}

export interface OverrideClaim {
  slice: RemoteSlice;
  manifestUrl: string;
  expiresAt: Date;
}

/** Longer tokens are refused before any work: a cookie holds at most about 4 KB anyway. */
const MAX_TOKEN_LENGTH = 4096;

function mac(value: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(value, 'utf8').digest();
}

/** The URL in its normal form, when it is an absolute http(s) URL without credentials. */
function normalHttpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

function assertSecret(secret: string) {
  // An empty secret would make every token forgeable.
  if (!secret) throw new Error('OVERRIDE_SECRET is empty');
}

export function signOverride({ slice, manifestUrl, expiresAt }: OverrideClaim, secret: string): string {
  assertSecret(secret);
  if (!isRemoteSlice(slice)) throw new Error(`Not a remote slice: ${slice}`);
  const url = normalHttpUrl(manifestUrl);
  if (!url) throw new Error(`Not an absolute http(s) URL: ${manifestUrl}`);
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expiresAtSeconds) || expiresAtSeconds <= 0) throw new Error('Invalid expiry');
  const value = `${slice}|${url}|${expiresAtSeconds}`;
  return `${Buffer.from(value, 'utf8').toString('base64url')}.${mac(value, secret).toString('base64url')}`;
}

/** The claim a token carries, or undefined when it is forged, malformed, expired or names what it may not. */
export function verifyOverride(
  token: string,
  secret: string,
  now: Date = new Date(),
): OverrideClaim | undefined {
  assertSecret(secret);
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [encodedValue, encodedMac] = parts as [string, string];
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(encodedValue) || !base64url.test(encodedMac)) return undefined;

  const value = Buffer.from(encodedValue, 'base64url').toString('utf8');
  const expected = mac(value, secret);
  const given = Buffer.from(encodedMac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;

  // The URL may itself contain "|": the slice is before the first, the expiry after the last.
  const first = value.indexOf('|');
  const last = value.lastIndexOf('|');
  if (first < 0 || last <= first) return undefined;
  const slice = value.slice(0, first);
  const manifestUrl = value.slice(first + 1, last);
  const expiresAtText = value.slice(last + 1);
  if (
    !isRemoteSlice(slice) ||
    normalHttpUrl(manifestUrl) !== manifestUrl ||
    !/^[0-9]{1,12}$/.test(expiresAtText)
  )
    return undefined;
  const expiresAt = new Date(Number(expiresAtText) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return undefined;
  return { slice, manifestUrl, expiresAt };
}
