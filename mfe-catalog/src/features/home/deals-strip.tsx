import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { DealCountdown } from '../../components/products/deal-countdown';
import { ProductCard, ProductCardSkeleton } from '../../components/products/product-card';
import { PICTURE_SIZES } from '../../components/products/responsive-picture';
import { Link as RouterLink } from '@storefront/shared';
import { useNearViewport } from '@storefront/shared';
import { memo } from 'react';

/** How many deals the home page strip shows; the rest are one click away. */
export const DEALS_ON_HOME = 12;

/** Deals rendered with the page (a desktop's row); the rest when the row is scrolled near them. */
const DEALS_AT_ONCE = 6;

/** One row that scrolls sideways (also used for new arrivals): about 2.3 cards on a phone (hinting that it scrolls), 6 on desktop. */
export const productRow = {
  listStyle: 'none',
  m: 0,
  p: 0,
  pb: 1,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: {
    xs: '43%',
    sm: 'calc((100% - 2 * 16px) / 3.3)',
    md: 'calc((100% - 3 * 16px) / 4.3)',
    lg: 'calc((100% - 4 * 16px) / 5)',
    xl: 'calc((100% - 5 * 16px) / 6)',
  },
  gap: { xs: 1, sm: 2 },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
} as const;

/** "Today's Deals" on the home page. Renders a placeholder while loading (so the grid below does
 * not jump when deals arrive) and nothing at all when there are no deals. */
// memo: drawn from a deferred answer (useDeferredValue), so the urgent render skips it.
export const DealsStrip = memo(function DealsStrip({
  deals,
  loading,
}: {
  deals: readonly ProductSummary[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(NAMESPACES);
  const [firstDeferred, near] = useNearViewport<HTMLLIElement>();
  if (!loading && (deals === undefined || deals.length === 0)) return null;
  const heading = t('todaysDeals', { ns: 'category' });
  const soonestEnd = deals
    ?.map((deal) => deal.promotion?.endDate)
    .filter((end): end is string => end !== undefined)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  return (
    <Box component="section" aria-labelledby="home-deals-heading" sx={{ mb: 4 }} data-testid="deals-strip">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography id="home-deals-heading" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          {/* The strip's own clock: when the soonest deal ends. */}
          {soonestEnd && (
            <Box data-testid="deals-strip-countdown">
              <DealCountdown endDate={soonestEnd} />
            </Box>
          )}
        </Box>
        {loading ? (
          <Skeleton width={80} />
        ) : (
          <Link
            component={RouterLink}
            to="/products/deals-of-the-day"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {t('home.seeAllDeals')}
          </Link>
        )}
      </Box>
      <Box component="ul" aria-label={heading} aria-busy={loading} sx={productRow}>
        {/* Placeholder keys never equal a product id: a reused <li> would jump to another
            cell when data arrives, which counts as a layout shift. */}
        {loading || !deals
          ? Array.from({ length: 6 }, (_, index) => (
              <Box component="li" key={`skeleton-${index}`}>
                <ProductCardSkeleton extra />
              </Box>
            ))
          : deals.slice(0, DEALS_ON_HOME).map((product, index) =>
              near || index < DEALS_AT_ONCE ? (
                <Box component="li" key={product.id}>
                  <ProductCard
                    product={product}
                    imageLoading={index < 2 ? 'eager' : 'lazy'}
                    sizes={PICTURE_SIZES.row}
                    extra={
                      product.promotion ? <DealCountdown endDate={product.promotion.endDate} /> : undefined
                    }
                  />
                </Box>
              ) : (
                <Box
                  component="li"
                  key={product.id}
                  ref={index === DEALS_AT_ONCE ? firstDeferred : undefined}
                >
                  <ProductCardSkeleton extra testId="product-card-deferred" pulse={false} />
                </Box>
              ),
            )}
      </Box>
    </Box>
  );
});
