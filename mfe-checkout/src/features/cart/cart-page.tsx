import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  RequireSignedIn,
  cartItemCount,
  useCart,
  useCartActions,
  type CartItem,
  Link as RouterLink,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { CartLine } from './cart-line';
import { cartSubtotal } from '../../components/pricing/cart-totals';
import { OrderSummary } from '../../components/order-summary';

function EmptyCart() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="cart-empty">
      <ShoppingCartOutlinedIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {t('cart.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('cart.emptyBody')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('cart.continueShopping')}
      </Button>
    </Paper>
  );
}

function Cart() {
  const { t } = useTranslation(NAMESPACE);
  const { data: items, isLoading, isError, refetch } = useCart();
  const { updateCart, removeFromCart, isBusy } = useCartActions();

  const changeQuantity = (item: CartItem, quantity: number) => {
    if (quantity >= 1 && quantity !== item.quantity) void updateCart(item.id, quantity);
  };
  const remove = (item: CartItem) => {
    void removeFromCart(item.id);
  };

  let content;
  if (isLoading) {
    content = (
      <Box aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={104} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (isError && !items) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('cart.retry')}
          </Button>
        }
      >
        {t('cart.loadFailed')}
      </Alert>
    );
  } else if (!items || items.length === 0) {
    content = <EmptyCart />;
  } else {
    content = (
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ px: 2 }}>
            <Box component="ul" aria-label={t('cart.linesLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  busy={isBusy}
                  onQuantityChange={changeQuantity}
                  onRemove={remove}
                />
              ))}
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSummary
            rows={[
              {
                label: t('summary.subtotal', { count: cartItemCount(items) }),
                amount: cartSubtotal(items),
                testId: 'cart-subtotal',
                strong: true,
              },
            ]}
            note={t('summary.deliveryNotIncluded')}
          />
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('cart.title')}
      </Typography>
      {content}
    </>
  );
}

/** /checkout: the signed-in shopper's cart (spec section 2); anonymous visitors go to /login. */
export default function CartPage() {
  return (
    <RequireSignedIn>
      <Cart />
    </RequireSignedIn>
  );
}
