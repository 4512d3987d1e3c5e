import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BRAND, NEWSLETTER_DISCOUNT_PERCENT, Link as RouterLink, runtimeConfig } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../components/search-box';
import {
  AbaBadge,
  AppStoreBadge,
  CashOnDeliveryBadge,
  DeliveryBadge,
  GooglePlayBadge,
  KhqrBadge,
  MastercardBadge,
  VerifiedBadge,
  VisaBadge,
} from './footer-badges';
import { footerLinks } from './footer-links';
import { NewsletterForm } from './newsletter-form';

export const FOOTER_CONTACT = { phone: '+855 23 900 800', email: 'support@psar.com.kh' } as const;

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ color: '#fff', fontWeight: 700, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

function BadgeRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {children}
    </Box>
  );
}

/** Spec sections 1 and 2: newsletter promise, search, links, contact details, app badges, payment
 * methods, delivery services, "Verified by" and the copyright line with the current year. Loaded
 * after the first paint (it starts below the fold). */
export default function Footer({ roomForMessagesButton = false }: { roomForMessagesButton?: boolean }) {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  // The app's store pages are configured per deployment; a badge without one is not shown.
  const { appStoreUrl, googlePlayUrl } = runtimeConfig();
  const linkColor = { color: '#e5e7eb', display: 'inline-block', py: 0.5 } as const;
  return (
    <Box
      component="footer"
      // Below its last line, room for the floating Messages button (48 px, 16 px from the bottom),
      // so scrolled to the end it covers none of the footer's links.
      sx={{ bgcolor: '#1f2937', color: '#e5e7eb', mt: 4, pt: 5, pb: roomForMessagesButton ? 11 : 3 }}
      data-testid="footer"
    >
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Heading>{t('footer.newsletterTitle')}</Heading>
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="newsletter-promise">
              {t('footer.newsletterPromise', { percent: NEWSLETTER_DISCOUNT_PERCENT })}
            </Typography>
            <Box sx={{ maxWidth: 420 }}>
              <NewsletterForm />
            </Box>
            <Box sx={{ maxWidth: 420, mt: 2, '& .MuiPaper-root': { bgcolor: '#fff' } }}>
              <SearchBox withBrand={false} id="footer-search" />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Heading>{t('footer.linksTitle')}</Heading>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, columns: { xs: 1, sm: 2 }, columnGap: 3 }}
              data-testid="footer-links"
            >
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkColor}>
                    {t(link.key, { brand: BRAND.name })}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Heading>{t('footer.contactTitle')}</Heading>
            <Box component="address" sx={{ fontStyle: 'normal', fontSize: 14, lineHeight: 1.9 }}>
              <div>{t('footer.address')}</div>
              <div>
                {t('footer.phone')}:{' '}
                <Link href={`tel:${FOOTER_CONTACT.phone.replace(/\s/g, '')}`} sx={{ color: '#e5e7eb' }}>
                  {FOOTER_CONTACT.phone}
                </Link>
              </div>
              <div>
                {t('footer.email')}:{' '}
                <Link href={`mailto:${FOOTER_CONTACT.email}`} sx={{ color: '#e5e7eb' }}>
                  {FOOTER_CONTACT.email}
                </Link>
              </div>
              <div>{t('footer.hours')}</div>
            </Box>
            {(appStoreUrl || googlePlayUrl) && (
              <Box sx={{ mt: 2 }} data-testid="app-badges">
                <Heading>{t('footer.getTheApp')}</Heading>
                <BadgeRow label={t('footer.getTheApp')}>
                  {appStoreUrl && (
                    <li>
                      <AppStoreBadge
                        href={appStoreUrl}
                        label={t('footer.appStore')}
                        line1={t('footer.appStoreLine1')}
                      />
                    </li>
                  )}
                  {googlePlayUrl && (
                    <li>
                      <GooglePlayBadge
                        href={googlePlayUrl}
                        label={t('footer.googlePlay')}
                        line1={t('footer.googlePlayLine1')}
                      />
                    </li>
                  )}
                </BadgeRow>
              </Box>
            )}
          </Grid>
        </Grid>

        <Grid container spacing={4} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Heading>{t('footer.paymentMethods')}</Heading>
            <BadgeRow label={t('footer.paymentMethods')}>
              <li>
                <KhqrBadge label={t('footer.payments.khqr')} />
              </li>
              <li>
                <AbaBadge label={t('footer.payments.aba')} />
              </li>
              <li>
                <VisaBadge label="Visa" />
              </li>
              <li>
                <MastercardBadge label="Mastercard" />
              </li>
              <li>
                <CashOnDeliveryBadge
                  label={t('footer.payments.cod')}
                  lines={[t('footer.payments.codLine1'), t('footer.payments.codLine2')]}
                />
              </li>
            </BadgeRow>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Heading>{t('footer.deliveryServices')}</Heading>
            <BadgeRow label={t('footer.deliveryServices')}>
              <li>
                <DeliveryBadge label={t('footer.delivery.psar')} name="Psar Express" color="#FE6901" />
              </li>
              <li>
                <DeliveryBadge label="J&T Express" name="J&T Express" color="#D71920" />
              </li>
              <li>
                <DeliveryBadge label="VET Express" name="VET Express" color="#1D4ED8" />
              </li>
            </BadgeRow>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Heading>{t('footer.verifiedBy')}</Heading>
            <BadgeRow label={t('footer.verifiedBy')}>
              <li>
                <VerifiedBadge
                  label={t('footer.verified.moc')}
                  name={t('footer.verified.mocName')}
                  color="#1D4ED8"
                />
              </li>
              <li>
                <VerifiedBadge
                  label={t('footer.verified.ssl')}
                  name={t('footer.verified.sslName')}
                  color="#15803D"
                />
              </li>
            </BadgeRow>
          </Grid>
        </Grid>

        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 2, borderTop: '1px solid #374151', textAlign: 'center', color: '#d1d5db' }}
          data-testid="copyright"
        >
          {t('footer.copyright', { year, brand: BRAND.name })}
        </Typography>
      </Container>
    </Box>
  );
}
