import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BRAND, type ProductSummary, Link as RouterLink, usePageHead } from '@storefront/shared';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';

import { DealCountdown } from '../../components/products/deal-countdown';
import { EmptyProducts, ProductGrid } from '../../components/products/product-grid';
import { useGetDealsQuery } from '../../components/products/products-api';

function countdown(product: ProductSummary) {
  return product.promotion ? <DealCountdown endDate={product.promotion.endDate} /> : null;
}

/** `/products/deals-of-the-day`: every current deal with the time left until its promotion ends. */
export default function DealsPage() {
  const { t } = useTranslation(NAMESPACES);
  const { data, isLoading, isError, refetch } = useDeferredValue(useGetDealsQuery());
  const title = t('todaysDeals', { ns: 'category' });
  usePageHead({ title: `${title} · ${BRAND.name}`, description: t('deals.subtitle') });
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t('deals.subtitle')}</Typography>
      </Box>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <ProductGrid
          products={data?.data}
          loading={isLoading}
          label={title}
          headingLevel="h2"
          renderExtra={countdown}
          empty={
            <EmptyProducts
              title={t('deals.emptyTitle')}
              body={t('deals.emptyBody')}
              action={
                <Button variant="outlined" component={RouterLink} to="/products">
                  {t('home.seeAllProducts')}
                </Button>
              }
            />
          }
        />
      )}
    </>
  );
}
