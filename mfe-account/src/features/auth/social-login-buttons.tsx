import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { apiBaseUrl, peekPostLoginRedirect } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useAuthProvidersQuery } from './password-reset-api';

/** The marks of the providers that have one; the others show their name only. */
const PROVIDER_ICONS: Record<string, typeof GoogleIcon> = { google: GoogleIcon, facebook: FacebookIcon };

/** The provider's sign-in URL (spec section 2): redirect = the saved target, callback = login-success. */
export function socialLoginUrl(provider: string, redirect: string): string {
  const query = new URLSearchParams({ redirect, callback: 'login-success' });
  return `${apiBaseUrl()}/auth/${encodeURIComponent(provider)}?${query}`;
}

/**
 * One button per social-login provider the API has configured (none configured: nothing shown).
 * Full-page links: the provider's pages must not run inside the shop.
 */
export function SocialLoginButtons() {
  const { t } = useTranslation(NAMESPACE);
  const { data: providers } = useAuthProvidersQuery();
  if (!providers || providers.length === 0) return null;
  const redirect = peekPostLoginRedirect();
  return (
    <>
      <Divider sx={{ my: 3 }}>{t('social.or')}</Divider>
      <Stack spacing={1.5}>
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider.id];
          return (
            <Button
              key={provider.id}
              variant="outlined"
              size="large"
              fullWidth
              href={socialLoginUrl(provider.id, redirect)}
              data-testid={`social-${provider.id}`}
              startIcon={Icon && <Icon aria-hidden />}
            >
              {t('social.continueWith', { provider: provider.name })}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
