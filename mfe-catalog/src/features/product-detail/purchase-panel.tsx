import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  attributeOptions,
  deliveryFee,
  formatUsd,
  savePostLoginRedirect,
  selectIsSignedIn,
  useAppSelector,
  useCartActions,
  type Product,
  useLocation,
  useNavigate,
} from '@storefront/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { PriceTag } from '../../components/products/price-tag';
import { pricing } from '../../components/products/product-pricing';
import { buyNowPath } from '@storefront/shared';
import { QuantityStepper, clampQuantity } from './quantity-stepper';
import { useVariantSelection } from './use-variant-selection';
import { VariantPicker } from './variant-picker';

/** Price, variant pickers, quantity, delivery fee and the two ways to buy. */
export function PurchasePanel({ product }: { product: Product }) {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { addToCart, isBusy } = useCartActions();
  const options = useMemo(() => attributeOptions(product.variants), [product.variants]);
  const { selected, variant, choose } = useVariantSelection(product);
  const [requested, setRequested] = useState(1);

  const stock = variant?.stock ?? 0;
  // Derived rather than stored: switching to a variant with less stock lowers it at once.
  const quantity = clampQuantity(requested, stock);
  const canBuy = variant !== undefined && stock > 0;
  const price = pricing(variant?.price ?? product.price, product);
  const allChosen = Object.keys(options).every((attribute) => selected[attribute] !== undefined);

  async function handleAddToCart() {
    if (!canBuy) return;
    if (!signedIn) {
      savePostLoginRedirect(`${location.pathname}${location.search}`);
      void navigate('/login');
      return;
    }
    await addToCart({ productId: product.id, quantity, attributes: selected });
  }

  function handleBuyNow() {
    if (!canBuy) return;
    void navigate(buyNowPath(product.id, { quantity, attributes: selected }));
  }

  let stockText: string;
  if (variant === undefined)
    stockText = allChosen ? t('detail.unavailableCombination') : t('detail.chooseOptions');
  else if (stock > 0) stockText = t('inStock', { ns: 'product', count: stock });
  else stockText = t('outOfStock', { ns: 'product' });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <PriceTag pricing={price} size="large" />
        {price.discounted && (
          <Chip
            label={t('off', { ns: 'product', percent: price.percentOff })}
            color="error"
            size="small"
            sx={{ fontWeight: 700 }}
          />
        )}
      </Box>
      {price.discounted && (
        <Typography variant="body2" color="success.main" sx={{ mt: -1.5 }}>
          {t('detail.youSave', { amount: formatUsd(price.original - price.final) })}
        </Typography>
      )}

      {Object.keys(options).length > 0 && (
        <VariantPicker
          variants={product.variants}
          options={options}
          selected={selected}
          texts={product.options}
          onChange={choose}
        />
      )}

      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          {t('quantity', { ns: 'product' })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <QuantityStepper value={quantity} max={stock} onChange={setRequested} disabled={!canBuy} />
          <Typography
            variant="body2"
            data-testid="stock"
            color={canBuy ? 'text.secondary' : 'error.main'}
            aria-live="polite"
          >
            {stockText}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('deliveryFee', { ns: 'product' })}{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            ({t('detail.forItems', { count: quantity })})
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="delivery-fee">
          {formatUsd(deliveryFee(product, quantity))}
        </Typography>
      </Box>

      <Divider />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr' }, gap: 1.5 }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ShoppingCartOutlinedIcon />}
          disabled={!canBuy || isBusy}
          onClick={() => void handleAddToCart()}
          data-testid="add-to-cart"
        >
          {t('addToCart', { ns: 'product' })}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!canBuy}
          onClick={handleBuyNow}
          data-testid="buy-now"
        >
          {t('buyNow', { ns: 'product' })}
        </Button>
      </Box>
    </Box>
  );
}
