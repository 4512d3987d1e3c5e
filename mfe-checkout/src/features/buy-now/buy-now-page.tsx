import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RequireSignedIn,
  findMatchingVariant,
  localized,
  type Product,
  Link as RouterLink,
  useParams,
  useSearchParams,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useMemo } from 'react';
import { AddressSection } from '../../components/checkout/address-section';
import { PaymentSection } from '../../components/checkout/payment-section';
import { PriceChangedDialog } from '../../components/checkout/price-changed-dialog';
import { QuoteLine } from '../../components/checkout/quote-line';
import { QuoteSummary } from '../../components/checkout/quote-summary';
import { useCheckout } from '../../components/checkout/use-checkout';
import { VoucherSection } from '../../components/checkout/voucher-section';
import { useGetBuyNowProductQuery } from './buy-now-api';
import { parseBuyNowSearch, parseProductId } from '@storefront/shared';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function ProductNotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="buy-now-not-found">
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('buyNow.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('buyNow.notFoundBody')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('buyNow.backHome')}
      </Button>
    </Paper>
  );
}

function BuyNowDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const { quantity, attributes } = parseBuyNowSearch(searchParams);
  const name = localized(product.name, i18n.language);
  const variant = findMatchingVariant(product.variants, attributes);
  const stock = variant?.stock;
  const productPath = `/products/${product.id}`;
  const orderable = variant !== undefined && variant.stock > 0;
  const source = useMemo(
    () =>
      orderable && variant
        ? { buyNow: { productId: product.id, attributes: variant.attributes, quantity } }
        : undefined,
    [orderable, variant, product.id, quantity],
  );
  // Buying now never touches the cart.
  const checkout = useCheckout(source);
  const line = checkout.quote.data?.lines[0];

  const changeQuantity = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('quantity', String(next));
    setSearchParams(params, { replace: true });
  };

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ px: 2, pt: 1.5 }} data-testid="buy-now-item">
            <Typography variant="body2" color="text.secondary">
              {t('buyNow.soldBy', { store: product.store.name })}
            </Typography>
            {line ? (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={name}>
                <QuoteLine line={line} busy={checkout.quote.isFetching} onQuantityChange={changeQuantity} />
              </Box>
            ) : orderable ? (
              <Skeleton variant="rounded" height={104} sx={{ my: 2 }} aria-busy="true" />
            ) : (
              <Typography sx={{ py: 2, fontWeight: 600 }}>{name}</Typography>
            )}
            {!variant && (
              <Alert
                severity="warning"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" component={RouterLink} to={productPath}>
                    {t('buyNow.chooseOptions')}
                  </Button>
                }
              >
                {t('buyNow.optionsUnavailable')}
              </Alert>
            )}
            {stock === 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('buyNow.outOfStock')}
              </Alert>
            )}
            {checkout.quote.isError && !checkout.quote.data && (
              <Alert
                severity="error"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void checkout.quote.refetch()}>
                    {t('buyNow.retry')}
                  </Button>
                }
              >
                {t('checkout.quoteFailed')}
              </Alert>
            )}
          </Paper>
          {orderable && (
            <>
              <AddressSection checkout={checkout} />
              <VoucherSection checkout={checkout} />
              <PaymentSection checkout={checkout} />
            </>
          )}
        </Stack>
      </Grid>
      {orderable && (
        <Grid size={{ xs: 12, md: 4 }}>
          {checkout.quote.data ? (
            <QuoteSummary checkout={checkout} />
          ) : (
            <Skeleton variant="rounded" height={220} aria-busy="true" />
          )}
        </Grid>
      )}
      <PriceChangedDialog checkout={checkout} />
    </Grid>
  );
}

function BuyNow() {
  const { t } = useTranslation(NAMESPACE);
  const productId = parseProductId(useParams().id);
  const {
    data: product,
    isLoading,
    isError,
    error,
    refetch,
  } = useGetBuyNowProductQuery(productId ?? 0, {
    skip: productId === undefined,
  });

  let content;
  if (productId === undefined || (isError && isNotFound(error))) {
    content = <ProductNotFound />;
  } else if (isLoading) {
    content = <Skeleton variant="rounded" height={160} aria-busy="true" />;
  } else if (isError || !product) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('buyNow.retry')}
          </Button>
        }
      >
        {t('buyNow.loadFailed')}
      </Alert>
    );
  } else {
    content = <BuyNowDetails product={product} />;
  }
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('buyNow.title')}
      </Typography>
      {content}
    </>
  );
}

/** /checkout/:id — buy one product now, with the quantity and options chosen on its page. */
export default function BuyNowPage() {
  return (
    <RequireSignedIn>
      <BuyNow />
    </RequireSignedIn>
  );
}
