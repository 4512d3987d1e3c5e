import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { oauthProvidersFromEnv } from './oauth-config';
import { devOidcApiEnvironment } from './oauth-dev-config';

// The provider is an ES module package (oidc-provider) run as its own process, as `pnpm start` runs it.
const providerFile = path.join(__dirname, 'oauth-dev-provider.ts');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function runProvider(env: Record<string, string>) {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), providerFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the development sign-in provider', () => {
  it('is configured in the API like any provider', () => {
    const env = devOidcApiEnvironment({
      port: 4010,
      shopOrigin: 'http://localhost:3000',
      clientId: 'psar-dev',
      clientSecret: 'secret',
    });
    expect(oauthProvidersFromEnv(env)).toEqual([
      {
        id: 'dev',
        name: 'Psar Dev Login',
        issuer: 'http://localhost:4010',
        clientId: 'psar-dev',
        clientSecret: 'secret',
      },
    ]);
  });

  it('never starts in production', async () => {
    const provider = runProvider({ NODE_ENV: 'production', OIDC_DEV_PORT: String(await freePort()) });
    expect(await provider.exited).not.toBe(0);
    expect(provider.output()).toContain('never runs in production');
  });

  it('publishes its discovery document: authorization code with PKCE (S256) and the e-mail claims', async () => {
    const port = await freePort();
    const provider = runProvider({ NODE_ENV: 'development', OIDC_DEV_PORT: String(port) });
    try {
      let discovery: Record<string, unknown> | undefined;
      for (let attempt = 0; attempt < 120 && !discovery; attempt += 1) {
        try {
          discovery = (await (
            await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)
          ).json()) as Record<string, unknown>;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      expect(discovery).toMatchObject({
        issuer: `http://localhost:${port}`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: expect.arrayContaining(['code']),
      });
      expect(discovery?.claims_supported).toEqual(
        expect.arrayContaining(['email', 'email_verified', 'name']),
      );
    } finally {
      provider.child.kill('SIGTERM');
      await provider.exited;
    }
  });
});
