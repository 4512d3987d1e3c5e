import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  BRAND,
  localized,
  type Product,
  Link as RouterLink,
  useNearViewport,
  usePageHead,
} from '@storefront/shared';
import { Suspense, lazy, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { RatingSummary } from '../../components/products/rating-summary';
import { ProductGallery, productPictures } from './product-gallery';
import { pricing } from '../../components/products/product-pricing';
import { PurchasePanel } from './purchase-panel';
import { productJsonLd } from './structured-data';
import { StoreLine, WishlistToggle } from './viewer-actions';

const columns = {
  display: 'grid',
  gap: { xs: 2, md: 4 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: '5fr 7fr' },
} as const;

function Crumbs({ current }: { current: ReactNode }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <Breadcrumbs
      aria-label={t('breadcrumbs.label')}
      sx={{ mb: 2, '& ol': { flexWrap: 'nowrap' }, '& li:last-of-type': { minWidth: 0 } }}
    >
      <Link component={RouterLink} to="/" color="inherit">
        {t('breadcrumbs.home')}
      </Link>
      <Link component={RouterLink} to="/products" color="inherit">
        {t('breadcrumbs.products')}
      </Link>
      <Typography color="text.primary" noWrap aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}

// memo: drawn from a deferred answer (useDeferredValue), so the urgent render skips it.
export const ProductDetail = memo(function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const name = localized(product.name, i18n.language);
  const description = localized(product.description, i18n.language);
  usePageHead({
    title: `${name} · ${BRAND.name}`,
    description,
    image: product.images[0],
    type: 'product',
    jsonLd: (origin) => productJsonLd(product, name, description, pricing(product.price, product), origin),
  });
  return (
    <>
      <Crumbs current={name} />
      <Box sx={columns}>
        <ProductGallery pictures={productPictures(product)} name={name} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <RatingSummary rating={product.rating} reviewCount={product.reviewCount} size="page" />
            <Box sx={{ flexGrow: 1 }} />
            <WishlistToggle product={product} />
          </Box>
          <StoreLine product={product} />
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <PurchasePanel product={product} />
          </Paper>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="product-description-heading" sx={{ mt: 4, maxWidth: '75ch' }}>
        <Typography id="product-description-heading" variant="h6" component="h2" gutterBottom>
          {t('detail.description')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="description">
          {description}
        </Typography>
      </Box>
      <ReviewsWhenNear productId={product.id} rating={product.rating} reviewCount={product.reviewCount} />
    </>
  );
});

const ProductReviews = lazy(() =>
  import('./product-reviews').then((module) => ({ default: module.ProductReviews })),
);

type ReviewsProps = { productId: number; rating: number; reviewCount: number };

/** The reviews sit below the fold: their code (rating bars, pagination) and their API call wait
 * until the shopper scrolls near them, so they never compete with the product for a phone's
 * network and main thread. The section and its heading are there from the start (one element
 * throughout), over the room the reviews need. */
function ReviewsWhenNear(props: ReviewsProps) {
  const { t } = useTranslation(NAMESPACES);
  const [section, near] = useNearViewport<HTMLElement>();
  const room = <Box aria-busy="true" sx={{ minHeight: 200 }} />;
  return (
    <Box component="section" ref={section} aria-labelledby="product-reviews-heading" sx={{ mt: 4 }}>
      <Typography id="product-reviews-heading" variant="h6" component="h2" gutterBottom>
        {t('reviews.title')}
      </Typography>
      {near ? (
        <Suspense fallback={room}>
          <ProductReviews {...props} />
        </Suspense>
      ) : (
        room
      )}
    </Box>
  );
}

/** The page's shape while the product loads, so nothing moves when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <Box aria-busy="true" data-testid="product-detail-skeleton">
      <Crumbs current={<Skeleton width={120} />} />
      <Box sx={columns}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', width: '100%' }} />
        <Box>
          <Typography variant="h5">
            <Skeleton width="80%" />
          </Typography>
          <Skeleton width="40%" />
          <Skeleton width="30%" sx={{ mt: 1, mb: 2 }} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      </Box>
    </Box>
  );
}
