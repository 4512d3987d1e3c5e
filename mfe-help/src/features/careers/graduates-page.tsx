import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ContentPage } from '../../components/content-page';

/** /career/graduates-interns: internships and the graduate program (content API), then the openings. */
export default function GraduatesPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <ContentPage
        slug="career/graduates-interns"
        fallbackTitle={t('career.graduates')}
        breadcrumb={{ to: '/career', label: t('career.title') }}
      />
      <Button component={RouterLink} to="/career" variant="contained">
        {t('career.seeOpenings')}
      </Button>
    </Stack>
  );
}
