import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink, type Promotion } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { DealCountdown } from '../../components/products/deal-countdown';
import { memo } from 'react';

/** How many running promotions get a banner. */
export const BANNERS_ON_HOME = 3;
const BANNER_HEIGHT = { xs: 112, md: 132 };

/** Fixed hues per position, so banners are told apart without images to download. */
const HUES = [4, 210, 145];

const row = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { xs: '86%', sm: 'calc((100% - 16px) / 2)', md: 'calc((100% - 32px) / 3)' },
  gap: 2,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
} as const;

/** Banners for the promotions running now, ending soonest first; nothing when none run. */
// memo: drawn from a deferred answer (useDeferredValue), so the urgent render skips it.
export const PromotionBanners = memo(function PromotionBanners({
  promotions,
  loading,
}: {
  promotions: readonly Promotion[] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  if (!loading && (!promotions || promotions.length === 0)) return null;
  return (
    <Box component="section" aria-label={t('home.promotions')} sx={{ mb: 4 }} data-testid="promotion-banners">
      <Box component="ul" sx={row} aria-busy={loading}>
        {loading || !promotions
          ? Array.from({ length: BANNERS_ON_HOME }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <Skeleton variant="rounded" sx={{ height: BANNER_HEIGHT }} />
              </li>
            ))
          : promotions.slice(0, BANNERS_ON_HOME).map((promotion, index) => {
              const hue = HUES[index % HUES.length]!;
              return (
                <li key={promotion.id}>
                  <Box
                    component={RouterLink}
                    to="/products/deals-of-the-day"
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'space-between',
                      height: BANNER_HEIGHT,
                      p: 2,
                      borderRadius: 2,
                      color: '#fff',
                      textDecoration: 'none',
                      background: `linear-gradient(120deg, hsl(${hue} 70% 38%), hsl(${(hue + 30) % 360} 75% 50%))`,
                      '&:focus-visible': {
                        outline: '3px solid',
                        outlineColor: 'primary.main',
                        outlineOffset: 2,
                      },
                    }}
                  >
                    <Typography
                      component="p"
                      sx={{ fontWeight: 800, fontSize: { xs: 18, md: 20 }, lineHeight: 1.3 }}
                      noWrap
                    >
                      {localized(promotion.title, i18n.language)}
                    </Typography>
                    <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: 22, md: 26 } }}>
                      {t('home.upToOff', { percent: promotion.discount })}
                    </Typography>
                    <Box sx={{ '& [data-testid=deal-countdown]': { color: '#fff', mt: 0 } }}>
                      <DealCountdown endDate={promotion.endDate} />
                    </Box>
                  </Box>
                </li>
              );
            })}
      </Box>
    </Box>
  );
});
