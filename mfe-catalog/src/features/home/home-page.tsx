import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  BRAND,
  Link as RouterLink,
  useGetActivePromotionsQuery,
  useGetCategoriesQuery,
  usePageHead,
} from '@storefront/shared';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { useNearViewport } from '@storefront/shared';

import { ProductGrid } from '../../components/products/product-grid';
import { ProductCard, ProductCardSkeleton } from '../../components/products/product-card';
import { PICTURE_SIZES } from '../../components/products/responsive-picture';
import { useGetDealsQuery, useGetProductsQuery } from '../../components/products/products-api';
import { CategoryTiles } from './category-tiles';
import { DealsStrip, productRow } from './deals-strip';
import { PromotionBanners } from './promotion-banners';

export const NEW_ON_HOME = 12;

export const HOME_PRODUCTS_PER_PAGE = 24;

/** Newest products in one sideways row. */
function NewArrivals() {
  const { t } = useTranslation(NAMESPACES);
  // Below the fold: asked for and drawn once the shopper scrolls near it, not with the page.
  const [section, near] = useNearViewport<HTMLElement>();
  const { data, isLoading, isError } = useDeferredValue(
    useGetProductsQuery({ sort: 'newest', perPage: NEW_ON_HOME }, { skip: !near }),
  );
  if (isError) return null;
  const heading = t('home.newArrivals');
  return (
    <Box component="section" ref={section} aria-labelledby="home-new-heading" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2 }}>
        <Typography id="home-new-heading" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Link
          component={RouterLink}
          to="/products?sort=newest"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {t('home.seeAllNew')}
        </Link>
      </Box>
      <Box component="ul" aria-label={heading} aria-busy={!data} sx={productRow}>
        {isLoading || !data
          ? Array.from({ length: 6 }, (_, index) => (
              <Box component="li" key={`skeleton-${index}`}>
                <ProductCardSkeleton testId={near ? undefined : 'product-card-deferred'} pulse={near} />
              </Box>
            ))
          : data.data.map((product) => (
              <Box component="li" key={product.id}>
                <ProductCard product={product} sizes={PICTURE_SIZES.row} />
              </Box>
            ))}
      </Box>
    </Box>
  );
}

// Each section asks for its own data and draws it from a deferred copy of the answer: the store
// tells React about an answer synchronously, and drawing a whole section in that update would
// block a phone's main thread for its full length. Deferred, it renders as a transition, in
// slices, and only the section whose answer arrived renders again.

function HomePromotions() {
  const promotions = useDeferredValue(useGetActivePromotionsQuery());
  return (
    <PromotionBanners promotions={promotions.isError ? [] : promotions.data} loading={promotions.isLoading} />
  );
}

function HomeDeals() {
  const deals = useDeferredValue(useGetDealsQuery());
  return <DealsStrip deals={deals.isError ? [] : deals.data?.data} loading={deals.isLoading} />;
}

function HomeCategories() {
  const categories = useDeferredValue(useGetCategoriesQuery());
  return (
    <CategoryTiles categories={categories.isError ? [] : categories.data} loading={categories.isLoading} />
  );
}

function BestSellers() {
  const { t } = useTranslation(NAMESPACES);
  const products = useDeferredValue(
    useGetProductsQuery({ sort: 'best-selling', perPage: HOME_PRODUCTS_PER_PAGE }),
  );
  const bestSellers = t('home.bestSellers');
  return (
    <Box component="section" aria-labelledby="home-products-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2 }}>
        <Typography id="home-products-heading" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {bestSellers}
        </Typography>
        <Link
          component={RouterLink}
          to="/products?sort=best-selling"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {t('home.seeAllProducts')}
        </Link>
      </Box>
      {products.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void products.refetch()}>
              {t('common.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <ProductGrid
          products={products.data?.data}
          loading={products.isLoading}
          // Below the first screen at every width: its photos would take a phone's bandwidth from
          // the page's scripts and the deals' photos on screen.
          placement="below-first-screen"
          label={bestSellers}
          skeletonCount={HOME_PRODUCTS_PER_PAGE}
        />
      )}
    </Box>
  );
}

/** `/`: promotion banners, today's deals (when there are any), category tiles, the best sellers and new arrivals. */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACES);
  usePageHead({ title: BRAND.name, description: t('home.subtitle') });
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
          {t('home.title', { brand: BRAND.name })}
        </Typography>
        <Typography color="text.secondary">{t('home.subtitle')}</Typography>
      </Box>
      {/* A failed call only hides its section: the rest of the page still works. */}
      <HomePromotions />
      <HomeDeals />
      <HomeCategories />
      <BestSellers />
      <Box sx={{ mt: 4 }}>
        <NewArrivals />
      </Box>
    </>
  );
}
