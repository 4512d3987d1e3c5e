import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  BRAND,
  errorMessage,
  savePostLoginRedirect,
  selectIsSignedIn,
  useAddToWishlistMutation,
  useAppSelector,
  useFollowStoreMutation,
  useLocation,
  useNavigate,
  useRemoveFromWishlistMutation,
  useUnfollowStoreMutation,
  type Product,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';

/** Anonymous shoppers go to login and come back here afterwards (spec section 2). */
function useSignInFirst() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  return (action: () => Promise<void>) => {
    if (signedIn) return action();
    savePostLoginRedirect(`${location.pathname}${location.search}`);
    void navigate('/login');
    return Promise.resolve();
  };
}

/** A heart that adds the product to the wishlist or takes it off. */
export function WishlistToggle({ product }: { product: Product }) {
  const { t } = useTranslation(NAMESPACES);
  const signInFirst = useSignInFirst();
  const [wished, setWished] = useState(product.isWishlisted);
  const [add, adding] = useAddToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();

  const toggle = () =>
    signInFirst(async () => {
      const result = wished ? await remove(product.id) : await add(product.id);
      if (result.error) {
        showToast(errorMessage(result.error, t('detail.wishlistFailed')), { variant: 'error' });
        return;
      }
      setWished(result.data.isWishlisted);
      showToast(t(result.data.isWishlisted ? 'detail.wishlistAdded' : 'detail.wishlistRemoved'), {
        variant: 'success',
      });
    });

  return (
    <Button
      variant="text"
      color={wished ? 'error' : 'inherit'}
      startIcon={wished ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      aria-pressed={wished}
      disabled={adding.isLoading || removing.isLoading}
      onClick={() => void toggle()}
      data-testid="wishlist-toggle"
      sx={{ textTransform: 'none', fontWeight: 600 }}
    >
      {wished ? t('detail.inWishlist') : t('detail.addToWishlist')}
    </Button>
  );
}

/** "Sold by …" with a Follow store button. */
export function StoreLine({ product }: { product: Product }) {
  const { t } = useTranslation(NAMESPACES);
  const signInFirst = useSignInFirst();
  const [following, setFollowing] = useState(product.store.isFollowed);
  const [follow, followState] = useFollowStoreMutation();
  const [unfollow, unfollowState] = useUnfollowStoreMutation();
  const storeName = product.store.name || BRAND.name;

  const toggle = () =>
    signInFirst(async () => {
      const result = following ? await unfollow(product.store.id) : await follow(product.store.id);
      if (result.error) {
        showToast(errorMessage(result.error, t('detail.followFailed')), { variant: 'error' });
        return;
      }
      setFollowing(result.data.isFollowed);
      showToast(t(result.data.isFollowed ? 'detail.followed' : 'detail.unfollowed', { store: storeName }), {
        variant: 'success',
      });
    });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 2, flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        data-testid="store-name"
      >
        <StorefrontOutlinedIcon fontSize="small" aria-hidden="true" />
        {t('detail.soldBy', { store: storeName })}
      </Typography>
      <Button
        size="small"
        variant={following ? 'outlined' : 'contained'}
        disableElevation
        aria-pressed={following}
        disabled={followState.isLoading || unfollowState.isLoading}
        onClick={() => void toggle()}
        data-testid="follow-store"
        sx={{ py: 0.25, minHeight: 32 }}
      >
        {following ? t('detail.following') : t('detail.followStore')}
      </Button>
    </Box>
  );
}
