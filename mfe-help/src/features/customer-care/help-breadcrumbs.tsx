import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import type { CategoryRef } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/** Customer care › group › sub-category › current page. */
export function HelpBreadcrumbs({ trail, current }: { trail: (CategoryRef | null)[]; current: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to="/customer-care" underline="hover" color="inherit">
        {t('breadcrumbs.home')}
      </Link>
      {trail
        .filter((item): item is CategoryRef => item !== null)
        .map((item) => (
          <Link
            key={item.id}
            component={RouterLink}
            to={`/customer-care/category/${item.id}`}
            underline="hover"
            color="inherit"
          >
            {localized(item.title, i18n.language)}
          </Link>
        ))}
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
