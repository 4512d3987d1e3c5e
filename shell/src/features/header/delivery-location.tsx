import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { deliveryLocation, provinceLabel, selectUser, useLanguage } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

/** "Deliver to": the province of the default address book entry (in the interface language),
 * else the country. */
export function DeliveryLocation({ testId = 'delivery-location' }: { testId?: string }) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const user = useSelector(selectUser);
  // The API stores the English province name; a name it does not know (or the translated
  // country) is shown as it is.
  const location = provinceLabel(deliveryLocation(user, t('header.country')), language);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', minWidth: 0 }}>
      <LocationOnOutlinedIcon fontSize="small" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="div" sx={{ lineHeight: 1.3 }}>
          {t('header.deliverTo')}
        </Typography>
        <Typography
          variant="body2"
          component="div"
          noWrap
          sx={{ fontWeight: 600, lineHeight: 1.3, color: 'text.primary' }}
          data-testid={testId}
        >
          {location}
        </Typography>
      </Box>
    </Box>
  );
}
