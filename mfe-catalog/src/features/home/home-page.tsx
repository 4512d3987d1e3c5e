import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BRAND, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ProductGrid } from '../../components/products/product-grid';
import { useGetDealsQuery, useGetProductsQuery } from '../../components/products/products-api';
import { DealsStrip } from './deals-strip';

export const HOME_PRODUCTS_PER_PAGE = 24;

/** `/`: a welcome heading, today's deals (when there are any) and the best sellers. */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(BRAND.name);
  const deals = useGetDealsQuery();
  const products = useGetProductsQuery({ sort: 'best-selling', perPage: HOME_PRODUCTS_PER_PAGE });
  const bestSellers = t('home.bestSellers');
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
          {t('home.title', { brand: BRAND.name })}
        </Typography>
        <Typography color="text.secondary">{t('home.subtitle')}</Typography>
      </Box>
      {/* A failed deals call only hides the strip: the rest of the page still works. */}
      <DealsStrip deals={deals.isError ? [] : deals.data?.data} loading={deals.isLoading} />
      <Box component="section" aria-labelledby="home-products-heading">
        <Box
          sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 2 }}
        >
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
            label={bestSellers}
            skeletonCount={HOME_PRODUCTS_PER_PAGE}
          />
        )}
      </Box>
    </>
  );
}
