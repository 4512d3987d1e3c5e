import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  api,
  effectiveDiscount,
  errorMessage,
  formatUsd,
  Link as RouterLink,
  priceAfterDiscount,
  localized,
  useCartActions,
  useGetFollowedStoresQuery,
  useGetWishlistQuery,
  useNavigate,
  useRemoveFromWishlistMutation,
  useSearchParams,
  useUnfollowStoreMutation,
  type FollowedStore,
  type ItemResponse,
  type Product,
  type WishlistItem,
  formatDate,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '../../components/activity/list-states';
import { useLastPageFallback } from '../../components/activity/use-last-page-fallback';
import { usePageParam } from '../../components/activity/use-page-param';

/** The product's options, to know whether "move to cart" can pick the only one by itself. */
const wishlistProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    wishlistProductOptions: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      transformResponse: (response: ItemResponse<Product>) => response.data,
    }),
  }),
});

/** `onChanged`: the product left the wishlist, so the list loads again (and moves back a page when it was the last on its page). */
function WishlistCard({ item, onChanged }: { item: WishlistItem; onChanged: () => void }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const navigate = useNavigate();
  const { addToCart } = useCartActions();
  const [remove, removeState] = useRemoveFromWishlistMutation();
  const [loadProduct] = wishlistProductApi.useLazyWishlistProductOptionsQuery();
  const [moving, setMoving] = useState(false);
  const name = localized(item.name, i18n.language);
  const price = priceAfterDiscount(
    item.price,
    effectiveDiscount({ promotion: item.promotion, productDiscount: item.discount }),
  );

  const onRemove = async () => {
    const result = await remove(item.id);
    showToast(
      result.error ? errorMessage(result.error, t('wishlists.removeFailed')) : t('wishlists.removed'),
      {
        variant: result.error ? 'error' : 'success',
      },
    );
    if (!result.error) onChanged();
  };

  // Add to cart, then take it off the wishlist. A product with several options goes to its page,
  // where the shopper chooses one.
  const onMove = async () => {
    setMoving(true);
    try {
      const product = await loadProduct(item.id).unwrap();
      const available = product.variants.filter((variant) => variant.stock > 0);
      if (product.variants.length !== 1 || available.length !== 1) {
        navigate(`/products/${item.id}`);
        return;
      }
      if (await addToCart({ productId: item.id, quantity: 1, attributes: available[0]!.attributes })) {
        const removed = await remove(item.id);
        if (!removed.error) onChanged();
      }
    } catch (error) {
      showToast(errorMessage(error, t('wishlists.moveFailed')), { variant: 'error' });
    } finally {
      setMoving(false);
    }
  };

  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="li"
      data-testid="wishlist-item"
    >
      <CardMedia
        component="img"
        image={item.imageUrl}
        alt=""
        loading="lazy"
        sx={{ aspectRatio: '1 / 1', objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <CardContent
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: 1.5,
          '&:last-child': { pb: 1.5 },
        }}
      >
        <Typography
          component={RouterLink}
          to={`/products/${item.id}`}
          sx={{
            color: 'text.primary',
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{formatUsd(price)}</Typography>
          {price < item.price && (
            <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
              {formatUsd(item.price)}
            </Typography>
          )}
        </Box>
        <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button
            variant="contained"
            size="small"
            disabled={moving}
            onClick={() => void onMove()}
            aria-label={t('wishlists.moveToCartOf', { name })}
          >
            {t('wishlists.moveToCart')}
          </Button>
          <Button
            variant="text"
            size="small"
            color="inherit"
            disabled={removeState.isLoading}
            onClick={() => void onRemove()}
            aria-label={t('wishlists.removeOf', { name })}
          >
            {t('wishlists.remove')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function WishlistProducts() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = useGetWishlistQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);
  if (isLoading || movingToLastPage) return <LoadingState />;
  if (error)
    return <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />;
  if (!data || data.data.length === 0) {
    return (
      <EmptyState
        message={t('wishlists.productsEmpty')}
        action={
          <Button component={RouterLink} to="/products" variant="contained">
            {t('wishlists.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Grid container spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {data.data.map((item) => (
          <Grid key={item.id} size={{ xs: 6, sm: 4, lg: 3 }} sx={{ display: 'flex' }}>
            <WishlistCard item={item} onChanged={() => void refetch()} />
          </Grid>
        ))}
      </Grid>
      <ListPagination meta={data.meta} onPage={setPage} />
    </>
  );
}

function StoreRow({ store, onChanged }: { store: FollowedStore; onChanged: () => void }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [unfollow, { isLoading }] = useUnfollowStoreMutation();
  const onUnfollow = async () => {
    const result = await unfollow(store.id);
    showToast(
      result.error
        ? errorMessage(result.error, t('wishlists.unfollowFailed'))
        : t('wishlists.unfollowed', { name: store.name }),
      {
        variant: result.error ? 'error' : 'success',
      },
    );
    if (!result.error) onChanged();
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1.5 }}
      data-testid="followed-store"
    >
      <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
        <StorefrontOutlinedIcon />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {store.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(store.followedAt, i18n.language)}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        disabled={isLoading}
        onClick={() => void onUnfollow()}
        aria-label={t('wishlists.unfollowOf', { name: store.name })}
      >
        {t('wishlists.unfollow')}
      </Button>
    </Paper>
  );
}

function FollowedStores() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = useGetFollowedStoresQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);
  if (isLoading || movingToLastPage) return <LoadingState />;
  if (error)
    return <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />;
  if (!data || data.data.length === 0) return <EmptyState message={t('wishlists.storesEmpty')} />;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {data.data.map((store) => (
          <StoreRow key={store.id} store={store} onChanged={() => void refetch()} />
        ))}
      </Stack>
      <ListPagination meta={data.meta} onPage={setPage} />
    </>
  );
}

/** /reviews/wishlists: saved products (move to cart, remove) and followed stores (unfollow). */
export default function WishlistsPage() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'stores' ? 'stores' : 'products';
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        {t('wishlists.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setParams(value === 'stores' ? { tab: 'stores' } : {})}
        aria-label={t('wishlists.tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        <Tab value="products" label={t('wishlists.productsTab')} />
        <Tab value="stores" label={t('wishlists.storesTab')} />
      </Tabs>
      {tab === 'products' ? <WishlistProducts /> : <FollowedStores />}
    </Stack>
  );
}
