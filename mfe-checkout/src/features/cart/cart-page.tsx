import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RequireSignedIn,
  useCart,
  useCartActions,
  useGetCheckoutQuoteQuery,
  type CheckoutQuoteLine,
  Link as RouterLink,
} from '@storefront/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { AddressSection } from '../../components/checkout/address-section';
import { PaymentSection } from '../../components/checkout/payment-section';
import { PriceChangedDialog } from '../../components/checkout/price-changed-dialog';
import { QuoteLine } from '../../components/checkout/quote-line';
import { QuoteSummary } from '../../components/checkout/quote-summary';
import { useCheckout } from '../../components/checkout/use-checkout';
import { VoucherSection } from '../../components/checkout/voucher-section';

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

/** Lines grouped by store, in the cart's order. */
function byStore(lines: CheckoutQuoteLine[]) {
  const groups = new Map<number, { name: string; lines: CheckoutQuoteLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.store.id) ?? { name: line.store.name, lines: [] };
    group.lines.push(line);
    groups.set(line.store.id, group);
  }
  return [...groups.entries()].map(([id, group]) => ({ id, ...group }));
}

function Cart() {
  const { t } = useTranslation(NAMESPACE);
  const cart = useCart();
  const { updateCart, removeFromCart, isBusy } = useCartActions();
  const [deselected, setDeselected] = useState<ReadonlySet<number>>(new Set());
  const items = useMemo(() => cart.data ?? [], [cart.data]);
  const allIds = items.map((item) => item.id);
  const selectedIds = allIds.filter((id) => !deselected.has(id));
  // Every line priced by the server (store, discount, delivery fee), selected or not.
  const lines = useGetCheckoutQuoteQuery({ cartIds: allIds }, { skip: allIds.length === 0 });
  const checkout = useCheckout(selectedIds.length ? { cartIds: selectedIds } : undefined, {
    onPlaced: () => void cart.refetch(),
    // Stock or prices changed: the lines (and their steppers) show the new figures behind the dialog.
    onConflict: () => {
      void cart.refetch();
      void lines.refetch();
    },
  });

  const reload = () => {
    void cart.refetch();
    void lines.refetch();
    if (selectedIds.length) void checkout.quote.refetch();
  };
  const changeQuantity = async (cartId: number, quantity: number) => {
    if (quantity >= 1 && (await updateCart(cartId, quantity))) reload();
  };
  // The line leaves the cached cart at once (so no quote asks for it) and every query still shown
  // is asked again after the removal (refetch-after-mutation): nothing to reload here.
  const remove = (cartId: number) => removeFromCart(cartId);
  const select = (cartId: number, selected: boolean) =>
    setDeselected((current) => {
      const next = new Set(current);
      if (selected) next.delete(cartId);
      else next.add(cartId);
      return next;
    });

  let content;
  if (cart.isLoading) {
    content = (
      <Box aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={104} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (cart.isError && !cart.data) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void cart.refetch()}>
            {t('cart.retry')}
          </Button>
        }
      >
        {t('cart.loadFailed')}
      </Alert>
    );
  } else if (items.length === 0) {
    content = <EmptyCart />;
  } else {
    const quoteLines =
      lines.data?.lines.filter((line) => line.cartId !== null && allIds.includes(line.cartId)) ?? [];
    content = (
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={selectedIds.length === allIds.length}
                    indeterminate={selectedIds.length > 0 && selectedIds.length < allIds.length}
                    onChange={(event) => setDeselected(event.target.checked ? new Set() : new Set(allIds))}
                  />
                }
                label={t('cart.selectAll', { selected: selectedIds.length, count: allIds.length })}
              />
            </Paper>
            {lines.isError && !lines.data ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={reload}>
                    {t('cart.retry')}
                  </Button>
                }
              >
                {t('cart.loadFailed')}
              </Alert>
            ) : !lines.data ? (
              <Skeleton variant="rounded" height={160} aria-busy="true" />
            ) : (
              byStore(quoteLines).map((group) => (
                <Paper
                  key={group.id}
                  variant="outlined"
                  component="section"
                  aria-label={group.name}
                  sx={{ px: 2, pt: 1.5 }}
                  data-testid="checkout-store"
                >
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <StorefrontOutlinedIcon fontSize="small" color="action" aria-hidden />
                    <Typography component="h2" sx={{ fontWeight: 700 }}>
                      {group.name}
                    </Typography>
                  </Stack>
                  <Box
                    component="ul"
                    aria-label={t('cart.linesLabel')}
                    sx={{ listStyle: 'none', m: 0, p: 0 }}
                  >
                    {group.lines.map((line) => (
                      <QuoteLine
                        key={line.cartId}
                        line={line}
                        busy={isBusy}
                        selected={!deselected.has(line.cartId!)}
                        onSelectedChange={(selected) => select(line.cartId!, selected)}
                        onQuantityChange={(quantity) => void changeQuantity(line.cartId!, quantity)}
                        onRemove={() => void remove(line.cartId!)}
                      />
                    ))}
                  </Box>
                </Paper>
              ))
            )}
            <AddressSection checkout={checkout} />
            <VoucherSection checkout={checkout} />
            <PaymentSection checkout={checkout} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {selectedIds.length === 0 ? (
            <Alert severity="info">{t('cart.noneSelected')}</Alert>
          ) : checkout.quote.isError && !checkout.quote.data ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={reload}>
                  {t('cart.retry')}
                </Button>
              }
            >
              {t('checkout.quoteFailed')}
            </Alert>
          ) : checkout.quote.data ? (
            <QuoteSummary checkout={checkout} />
          ) : (
            <Skeleton variant="rounded" height={220} aria-busy="true" />
          )}
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
      <PriceChangedDialog checkout={checkout} />
    </>
  );
}

/** /checkout: the signed-in shopper's cart and its checkout; anonymous visitors go to /login. */
export default function CartPage() {
  return (
    <RequireSignedIn>
      <Cart />
    </RequireSignedIn>
  );
}
