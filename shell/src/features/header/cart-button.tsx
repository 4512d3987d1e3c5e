import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { cartItemCount, useCart, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/** The cart icon leads to /checkout; its badge counts items (sum of quantities) when signed in. */
export function CartButton() {
  const { t } = useTranslation('common');
  const { data } = useCart();
  const count = cartItemCount(data);
  return (
    <IconButton
      component={RouterLink}
      to="/checkout"
      color="inherit"
      aria-label={t('header.cart', { count })}
      data-testid="cart-button"
    >
      <Badge badgeContent={count} color="secondary" max={99} invisible={count === 0} data-testid="cart-count">
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
