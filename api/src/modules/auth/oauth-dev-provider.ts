// A local OpenID Connect provider for development (the certified `oidc-provider` package), so social
// sign-in works on a fresh machine: `pnpm start` runs this file and configures the API with it like
// any real provider (OAUTH_DEV_ISSUER, _CLIENT_ID, _CLIENT_SECRET). Its sign-in page accepts any
// e-mail address with any password: that address is the account's, verified. Never in production.
import Provider, { type Configuration } from 'oidc-provider';
import type { DevOidcOptions } from './oauth-dev-config';

/** A readable name for an address: 'sokha.chan@…' → 'Sokha Chan'. */
function nameOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

export function devOidcProvider(options: DevOidcOptions): Provider {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The development sign-in provider never runs in production');
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [`${options.shopOrigin}/api/auth/dev/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The API reads the shopper's e-mail and name from the ID token, as it does from Google's.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The login is the account: an e-mail address, verified (this provider is only for development).
    async findAccount(_ctx, id) {
      const email = id.trim().toLowerCase();
      return {
        accountId: email,
        claims: () => ({
          sub: email,
          email,
          email_verified: /^[^@\s]+@[^@\s]+$/.test(email),
          name: nameOf(email),
        }),
      };
    },
    // The shop is this provider's only client: no consent screen after signing in.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['psar-dev-oidc-cookie-key'] },
  };
  return new Provider(`http://localhost:${options.port}`, configuration);
}

// `tsx src/modules/auth/oauth-dev-provider.ts` (what `pnpm start` runs): OIDC_DEV_PORT, SHOP_ORIGIN,
// OAUTH_DEV_CLIENT_ID and OAUTH_DEV_CLIENT_SECRET from the environment.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.env.OIDC_DEV_PORT ?? 4010);
  const provider = devOidcProvider({
    port,
    shopOrigin: process.env.SHOP_ORIGIN ?? 'http://localhost:3000',
    clientId: process.env.OAUTH_DEV_CLIENT_ID ?? 'psar-dev',
    clientSecret: process.env.OAUTH_DEV_CLIENT_SECRET ?? 'psar-dev-secret',
  });
  provider.listen(port, () => console.log(`development sign-in provider on http://localhost:${port}`));
}
