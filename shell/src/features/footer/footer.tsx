import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BRAND, NEWSLETTER_DISCOUNT_PERCENT, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';
import { footerLinks } from './footer-links';

export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#1f2937', color: '#e5e7eb', mt: 4, pt: 5, pb: 3 }}>
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', fontWeight: 700 }}>
              {t('footer.newsletterTitle')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('footer.newsletterPromise', { percent: NEWSLETTER_DISCOUNT_PERCENT })}
            </Typography>
            <Box sx={{ maxWidth: 360, '& .MuiPaper-root': { bgcolor: '#fff' } }}>
              <SearchBox withBrand={false} id="footer-search" />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', fontWeight: 700 }}>
              {t('footer.linksTitle')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, columns: 2 }}>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    component={RouterLink}
                    to={link.to}
                    sx={{ color: '#e5e7eb', display: 'inline-block', py: 0.5 }}
                  >
                    {t(link.key, { brand: BRAND.name })}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="h6" component="h2" sx={{ color: '#fff', fontWeight: 700 }}>
              {t('footer.contactTitle')}
            </Typography>
            <Typography variant="body2">{t('footer.address')}</Typography>
            <Typography variant="body2">{t('footer.phone')}: +855 23 900 800</Typography>
            <Typography variant="body2">{t('footer.email')}: care@psar.com.kh</Typography>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 2, borderTop: '1px solid #374151', textAlign: 'center', color: '#9ca3af' }}
        >
          {t('footer.copyright', { year, brand: BRAND.name })}
        </Typography>
      </Container>
    </Box>
  );
}
