import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, localized, type CartItem, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { attributeText } from '../../components/pricing/attribute-text';
import { lineTotal, unitPrice } from '../../components/pricing/pricing';
import { QuantityStepper } from '../../components/quantity-stepper/quantity-stepper';

interface CartLineProps {
  item: CartItem;
  busy: boolean;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart item: image, name, chosen attributes, unit price, quantity stepper, remove, total. */
export function CartLine({ item, busy, onQuantityChange, onRemove }: CartLineProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { product } = item;
  const name = localized(product.name, i18n.language);
  // The chosen variant's price, not the product's lowest one.
  const unit = unitPrice(product, item.unitPrice);
  const attributes = attributeText(item.attributes, t);
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'flex',
        gap: 2,
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box
        component="img"
        src={product.imageUrl}
        alt={name}
        width={88}
        height={88}
        loading="lazy"
        sx={{ flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/products/${product.id}`}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600, display: 'block' }}
            >
              {name}
            </Link>
            {attributes && (
              <Typography variant="body2" color="text.secondary" data-testid="cart-line-attributes">
                {attributes}
              </Typography>
            )}
          </Box>
          <IconButton
            aria-label={t('cart.remove', { name })}
            disabled={busy}
            onClick={() => onRemove(item)}
            edge="end"
            size="small"
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 0.5 }}>
          <Typography
            component="span"
            sx={{ color: 'primary.main', fontWeight: 700 }}
            data-testid="cart-line-unit-price"
          >
            {formatUsd(unit)}
          </Typography>
          {unit < product.price && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ textDecoration: 'line-through' }}
              aria-label={t('price.original', { price: formatUsd(product.price) })}
            >
              {formatUsd(product.price)}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1, gap: 1 }}>
          <QuantityStepper
            value={item.quantity}
            itemName={name}
            disabled={busy}
            onChange={(quantity) => onQuantityChange(item, quantity)}
          />
          <Typography sx={{ fontWeight: 600 }} data-testid="cart-line-total">
            {formatUsd(lineTotal(unit, item.quantity))}
          </Typography>
        </Stack>
      </Box>
    </Box>
  );
}
