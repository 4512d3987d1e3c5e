import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { StarRating } from './star-rating';

/** Stars and review count, or "no reviews yet": on cards (compact) and product pages. */
export function RatingSummary({
  rating,
  reviewCount,
  size,
}: {
  rating: number;
  reviewCount: number;
  size: 'card' | 'page';
}) {
  const { t } = useTranslation(NAMESPACES);
  const textVariant = size === 'card' ? 'caption' : 'body2';
  if (reviewCount === 0) {
    return (
      <Typography variant={textVariant} color="text.secondary">
        {t('card.noReviews')}
      </Typography>
    );
  }
  return (
    <>
      <StarRating rating={rating} label={t('card.rating', { rating })} />
      <Typography variant={textVariant} color="text.secondary">
        {size === 'card'
          ? t('card.reviewCount', { reviews: reviewCount })
          : t('detail.reviews', { count: reviewCount })}
      </Typography>
    </>
  );
}
