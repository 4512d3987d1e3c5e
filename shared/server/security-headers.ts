// The security headers of every HTML answer (pages and index.html), and its Content-Security-Policy.
// The pages' inline scripts (run-time config, remotes map, the early-tap capture) are allowed by
// their SHA-256 hashes, not by nonces: a rendered page is cached and sent to many visitors as the
// same bytes (and compressed once), which a per-response nonce would forbid.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const NOT_JAVASCRIPT = /\btype\s*=\s*"?(?!text\/javascript|module)[a-z]/i;

/** The CSP hashes of the page's inline scripts (data blocks such as JSON-LD are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NOT_JAVASCRIPT.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PolicyInput {
  /** The page's inline script hashes (`inlineScriptHashes`). */
  scriptHashes: readonly string[];
  /** Origins the page loads code, styles, fonts, pictures and data from besides its own: the remotes'. */
  origins: readonly string[];
  /** Where CSP violations are reported (a path on this origin), if anywhere. */
  reportTo?: string;
}

/** The page's Content-Security-Policy: its own origin and the remotes', plus its inline scripts by hash. */
export function contentSecurityPolicy({ scriptHashes, origins, reportTo }: PolicyInput): string {
  const others = origins.join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${others} ${scriptHashes.join(' ')}`,
    // emotion (MUI) inserts its rules in <style> elements as components mount.
    `style-src 'self' 'unsafe-inline' ${others}`,
    `img-src 'self' data: blob: ${others}`,
    `font-src 'self' data: ${others}`,
    `connect-src 'self' ${others}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // Nobody frames the shop (clickjacking of the sign-in and payment pages).
    `frame-ancestors 'none'`,
  ];
  if (reportTo) directives.push(`report-uri ${reportTo}`);
  return directives.map((directive) => directive.replace(/\s+/g, ' ').trim()).join('; ');
}

/** The origins of the remotes' manifests (where their code, translations and files come from). */
export function remoteOrigins(manifests: Record<string, string>, ownOrigin = 'http://self'): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifests)) {
    try {
      const origin = new URL(url, ownOrigin).origin;
      if (origin !== ownOrigin) origins.add(origin);
    } catch {
      // not a URL: the browser cannot load it either
    }
  }
  return [...origins].sort();
}

/** The headers every HTML answer carries, the policy included. */
export function securityHeaders(policy: string, { hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
