import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { visuallyHidden } from '../../components/visually-hidden';
import type { Pricing } from './product-pricing';

/** The price a shopper pays, with the original price struck through when something is off. */
export function PriceTag({ pricing, size = 'small' }: { pricing: Pricing; size?: 'small' | 'large' }) {
  const { t } = useTranslation(NAMESPACES);
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography
        component="span"
        data-testid="price"
        sx={{
          fontWeight: 700,
          fontSize: large ? { xs: 24, md: 28 } : 16,
          color: pricing.discounted ? 'primary.dark' : 'text.primary',
        }}
      >
        {pricing.discounted && (
          <Box component="span" sx={visuallyHidden}>
            {t('price.now')}{' '}
          </Box>
        )}
        {formatUsd(pricing.final)}
      </Typography>
      {pricing.discounted && (
        <Typography component="span" variant={large ? 'body1' : 'caption'} color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            {t('price.original')}{' '}
          </Box>
          <Box component="del" data-testid="original-price">
            {formatUsd(pricing.original)}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
