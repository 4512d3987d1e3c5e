import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RequireSignedIn,
  deliveryFee,
  findMatchingVariant,
  formatUsd,
  localized,
  roundMoney,
  type Product,
  Link as RouterLink,
  useParams,
  useSearchParams,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { OrderSummary } from '../../components/order-summary';
import { attributeText } from '../../components/pricing/attribute-text';
import { lineTotal, unitPrice } from '../../components/pricing/pricing';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';
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
  const hasVariants = product.variants.length > 0;
  const variant = hasVariants ? findMatchingVariant(product.variants, attributes) : undefined;
  const unavailable = hasVariants && !variant;
  const basePrice = variant?.price ?? product.price;
  const unit = unitPrice(product, basePrice);
  const itemsTotal = lineTotal(unit, quantity);
  const delivery = deliveryFee(product, quantity);
  const chosen = attributeText(variant?.attributes ?? attributes, t);
  const stock = variant?.stock;
  const productPath = `/products/${product.id}`;

  const changeQuantity = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('quantity', String(next));
    setSearchParams(params, { replace: true });
  };

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="buy-now-item">
          <Stack direction="row" sx={{ gap: 2 }}>
            <Box
              component="img"
              src={product.images[0] ?? product.imageUrl}
              alt={name}
              width={120}
              height={120}
              sx={{ flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={productPath}
                underline="hover"
                color="text.primary"
                sx={{ fontWeight: 600, fontSize: '1.1rem' }}
              >
                {name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t('buyNow.soldBy', { store: product.store.name })}
              </Typography>
              {chosen && (
                <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="buy-now-variant">
                  {chosen}
                </Typography>
              )}
              <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 1 }}>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('buyNow.unitPrice')}
                </Typography>
                <Typography
                  component="span"
                  sx={{ color: 'primary.main', fontWeight: 700 }}
                  data-testid="buy-now-unit-price"
                >
                  {formatUsd(unit)}
                </Typography>
                {unit < basePrice && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ textDecoration: 'line-through' }}
                    aria-label={t('price.original', { price: formatUsd(basePrice) })}
                  >
                    {formatUsd(basePrice)}
                  </Typography>
                )}
              </Stack>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
                <QuantityStepper
                  value={quantity}
                  itemName={name}
                  max={stock !== undefined && stock > 0 ? Math.max(stock, quantity) : undefined}
                  disabled={unavailable || stock === 0}
                  onChange={changeQuantity}
                />
                {stock !== undefined && stock > 0 && stock < quantity && (
                  <Typography variant="body2" color="error">
                    {t('buyNow.onlyLeft', { count: stock })}
                  </Typography>
                )}
              </Stack>
            </Box>
          </Stack>
          {unavailable && (
            <Alert
              severity="warning"
              sx={{ mt: 2 }}
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
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('buyNow.outOfStock')}
            </Alert>
          )}
        </Paper>
      </Grid>
      {!unavailable && (
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSummary
            rows={[
              {
                label: t('buyNow.itemsTotal', { count: quantity }),
                amount: itemsTotal,
                testId: 'buy-now-line-total',
              },
              { label: t('buyNow.deliveryFee'), amount: delivery, testId: 'buy-now-delivery-fee' },
              {
                label: t('buyNow.total'),
                amount: roundMoney(itemsTotal + delivery),
                testId: 'buy-now-total',
                strong: true,
              },
            ]}
          />
        </Grid>
      )}
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
