import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, remoteOrigins } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly, and skips files and data blocks', () => {
    const html =
      '<script>window.a=1;</script><script defer src="/main.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1;'), sha('go()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the page’s own origin, the remotes’ and its inline scripts; nothing may frame it', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [sha('x')],
      origins: ['http://localhost:3001'],
      reportTo: '/__psar/csp-report',
    });
    expect(policy).toContain(`script-src 'self' http://localhost:3001 ${sha('x')}`);
    expect(policy).toContain(`connect-src 'self' http://localhost:3001`);
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).toContain('report-uri /__psar/csp-report');
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});

describe('remoteOrigins', () => {
  it('lists the other origins the manifests come from, once each', () => {
    expect(
      remoteOrigins({
        catalog: 'http://localhost:3001/mf-manifest.json',
        checkout: 'http://localhost:3002/mf-manifest.json',
        help: '/remotes/help/1.0.0/mf-manifest.json',
        account: 'http://localhost:3001/other/mf-manifest.json',
      }),
    ).toEqual(['http://localhost:3001', 'http://localhost:3002']);
  });
});
