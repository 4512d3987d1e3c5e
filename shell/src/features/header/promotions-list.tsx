import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
// The shop's one date formatter: browsers without Khmer date data would write English months.
import { formatDate, localized } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useGetActivePromotionsQuery } from '@storefront/shared';

/** Active promotions, the soonest to end first (GET /promotions?orderBy=endDate&isActive=true). */
export function PromotionsList() {
  const { t, i18n } = useTranslation('common');
  const { data: promotions, isLoading, isError, refetch } = useGetActivePromotionsQuery();
  if (isLoading) {
    return (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
        role="status"
        aria-label={t('common.loading')}
      >
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (isError || !promotions) {
    return (
      <Box sx={{ py: 1 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('common.error')}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  }
  if (promotions.length === 0) {
    return <Typography variant="body2">{t('promotions.empty')}</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="promotions-list">
      {promotions.map((promotion) => (
        <Box
          component="li"
          key={promotion.id}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'center',
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              flexShrink: 0,
              minWidth: 52,
              textAlign: 'center',
              fontWeight: 800,
              borderRadius: 1,
              px: 0.75,
              py: 0.5,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {t('promotions.off', { percent: promotion.discount })}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {localized(promotion.title, i18n.language)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('promotions.ends', { date: formatDate(promotion.endDate, i18n.language) })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
