import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { deliveryLocation, selectUser } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

/** "Deliver to": the province of the default address book entry, else the country. */
export function DeliveryLocation({ testId = 'delivery-location' }: { testId?: string }) {
  const { t } = useTranslation('common');
  const user = useSelector(selectUser);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', minWidth: 0 }}>
      <LocationOnOutlinedIcon fontSize="small" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="div" sx={{ lineHeight: 1.3 }}>
          {t('header.deliverTo')}
        </Typography>
        <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 600, lineHeight: 1.3, color: 'text.primary' }} data-testid={testId}>
          {deliveryLocation(user, t('header.country'))}
        </Typography>
      </Box>
    </Box>
  );
}
