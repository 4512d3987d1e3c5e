import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  localized,
  maxOrderableQuantity,
  type CheckoutQuoteLine,
  Link as RouterLink,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { attributeText } from '../pricing/attribute-text';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';

interface QuoteLineProps {
  line: CheckoutQuoteLine;
  busy?: boolean;
  /** Cart lines can be selected, changed and removed; a buy-now line only changes quantity. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onQuantityChange?: (quantity: number) => void;
  onRemove?: () => void;
}

/** One line to order: image, name, variant, unit price after discount, delivery fee, quantity. */
export function QuoteLine({
  line,
  busy = false,
  selected,
  onSelectedChange,
  onQuantityChange,
  onRemove,
}: QuoteLineProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const name = localized(line.name, i18n.language);
  const variant = attributeText(line.attributes, t);
  return (
    <Box
      component="li"
      data-testid="checkout-line"
      sx={{
        display: 'flex',
        gap: { xs: 1, sm: 2 },
        py: 2,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        opacity: selected === false ? 0.6 : 1,
      }}
    >
      {onSelectedChange && (
        <Checkbox
          checked={selected ?? true}
          onChange={(event) => onSelectedChange(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('cart.select', { name }) } }}
          sx={{ alignSelf: 'flex-start', ml: -1 }}
        />
      )}
      <Box
        component="img"
        src={line.imageUrl}
        alt={name}
        width={88}
        height={88}
        loading="lazy"
        sx={{
          flexShrink: 0,
          width: { xs: 64, sm: 88 },
          height: { xs: 64, sm: 88 },
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'grey.100',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/products/${line.productId}`}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
            >
              {name}
            </Link>
            {variant && (
              <Typography variant="body2" color="text.secondary" data-testid="checkout-line-variant">
                {variant}
              </Typography>
            )}
          </Box>
          {onRemove && (
            <IconButton
              aria-label={t('cart.remove', { name })}
              disabled={busy}
              onClick={onRemove}
              edge="end"
              size="small"
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            sx={{ color: 'primary.dark', fontWeight: 700 }}
            data-testid="checkout-line-unit-price"
          >
            {formatUsd(line.unitPriceAfterDiscount)}
          </Typography>
          {line.unitPriceAfterDiscount < line.unitPrice && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ textDecoration: 'line-through' }}
              aria-label={t('price.original', { price: formatUsd(line.unitPrice) })}
            >
              {formatUsd(line.unitPrice)}
            </Typography>
          )}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            data-testid="checkout-line-delivery"
          >
            {t('line.delivery', { fee: formatUsd(line.deliveryFee) })}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1, gap: 1, flexWrap: 'wrap' }}
        >
          {onQuantityChange ? (
            <QuantityStepper
              value={line.quantity}
              itemName={name}
              max={maxOrderableQuantity(line.stock)}
              disabled={busy || line.stock === 0}
              onChange={onQuantityChange}
            />
          ) : (
            <Typography variant="body2">{t('line.quantity', { count: line.quantity })}</Typography>
          )}
          <Typography sx={{ fontWeight: 600 }} data-testid="checkout-line-total">
            {formatUsd(line.lineTotal)}
          </Typography>
        </Stack>
        {!line.available && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }} role="status">
            {line.stock === 0 ? t('line.outOfStock') : t('line.onlyLeft', { count: line.stock })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
