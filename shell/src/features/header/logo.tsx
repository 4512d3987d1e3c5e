import Box from '@mui/material/Box';
import { BRAND, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('header.home', { brand: BRAND.name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        color: inverted ? '#fff' : 'text.primary',
      }}
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#FE6901'} />
        <path d="M18 22h28l-3 24H21z" fill={inverted ? '#FE6901' : '#fff'} />
        <path d="M25 22a7 7 0 0 1 14 0" fill="none" stroke={inverted ? '#FE6901' : '#fff'} strokeWidth="4" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: 24, letterSpacing: -0.5 }}>
        {BRAND.name}
      </Box>
    </Box>
  );
}
