import { createHmac } from 'node:crypto';
import { signOverride, verifyOverride } from '../../shared/server/override-token';

const SECRET = 'override-secret-shared-by-registry-and-shell';
const NOW = new Date('2026-05-01T08:00:00Z');
const LATER = new Date('2026-05-01T16:00:00Z');
const claim = {
  slice: 'checkout' as const,
  manifestUrl: 'http://localhost:3002/mf-manifest.json',
  expiresAt: LATER,
};

/** A token signed with the right secret over any value: what only a holder of the secret could make. */
function signRaw(value: string, secret = SECRET) {
  const mac = createHmac('sha256', secret).update(value).digest('base64url');
  return `${Buffer.from(value).toString('base64url')}.${mac}`;
}

describe('override tokens', () => {
  it('carry the slice, the manifest and the expiry to the shell server', () => {
    const token = signOverride(claim, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).toBe(
      `checkout|http://localhost:3002/mf-manifest.json|${LATER.getTime() / 1000}`,
    );
    expect(verifyOverride(token, SECRET, NOW)).toEqual(claim);
  });

  it('keep a manifest URL that itself contains "|"', () => {
    const manifestUrl = 'https://dev.example/mf-manifest.json?a=1|2';
    const token = signOverride({ ...claim, manifestUrl }, SECRET);
    expect(verifyOverride(token, SECRET, NOW)?.manifestUrl).toBe(manifestUrl);
  });

  it('are refused once expired', () => {
    const token = signOverride(claim, SECRET);
    expect(verifyOverride(token, SECRET, LATER)).toBeUndefined();
    expect(verifyOverride(token, SECRET, new Date(LATER.getTime() - 1000))).toBeDefined();
  });

  it('are refused with another secret or when any part is changed', () => {
    const token = signOverride(claim, SECRET);
    expect(verifyOverride(token, 'another-secret-another-secret-another', NOW)).toBeUndefined();
    const [value, mac] = token.split('.') as [string, string];
    const forgedValue = Buffer.from(
      `catalog|http://localhost:3002/mf-manifest.json|${LATER.getTime() / 1000}`,
    ).toString('base64url');
    expect(verifyOverride(`${forgedValue}.${mac}`, SECRET, NOW)).toBeUndefined();
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyOverride(`${value}.${flipped}`, SECRET, NOW)).toBeUndefined();
  });

  it('are refused when malformed', () => {
    const token = signOverride(claim, SECRET);
    for (const malformed of [
      '',
      '.',
      token.replace('.', ''),
      `${token}.x`,
      `${token}!`,
      'a.b',
      'x'.repeat(5000),
    ])
      expect(verifyOverride(malformed, SECRET, NOW)).toBeUndefined();
    const expiry = LATER.getTime() / 1000;
    for (const value of [
      `checkout|http://localhost:3002/mf-manifest.json`,
      `checkout|http://localhost:3002/mf-manifest.json|soon`,
      `checkout|http://localhost:3002/mf-manifest.json|-${expiry}`,
      `|http://localhost:3002/mf-manifest.json|${expiry}`,
    ])
      expect(verifyOverride(signRaw(value), SECRET, NOW)).toBeUndefined();
  });

  it('are refused for a slice that is not a remote, even when correctly signed', () => {
    for (const slice of ['shell', 'api', 'Catalog', 'catalog '])
      expect(
        verifyOverride(
          signRaw(`${slice}|http://localhost:3001/mf-manifest.json|${LATER.getTime() / 1000}`),
          SECRET,
          NOW,
        ),
      ).toBeUndefined();
    expect(() => signOverride({ ...claim, slice: 'shell' as 'catalog' }, SECRET)).toThrow(/remote slice/);
  });

  it('are refused for manifests that are not http(s) URLs, even when correctly signed', () => {
    for (const manifestUrl of [
      'javascript:alert(1)//',
      'file:///etc/passwd',
      '/mf-manifest.json',
      'http://user:pw@dev/mf-manifest.json',
    ])
      expect(
        verifyOverride(signRaw(`catalog|${manifestUrl}|${LATER.getTime() / 1000}`), SECRET, NOW),
      ).toBeUndefined();
    expect(() => signOverride({ ...claim, manifestUrl: 'javascript:alert(1)' }, SECRET)).toThrow(/http/);
  });

  it('need a secret', () => {
    expect(() => signOverride(claim, '')).toThrow(/OVERRIDE_SECRET/);
    expect(() => verifyOverride('a.b', '', NOW)).toThrow(/OVERRIDE_SECRET/);
  });
});
