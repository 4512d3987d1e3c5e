import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { REVIEWS_PER_PAGE, useGetProductReviewsQuery } from '../../components/products/products-api';
import { StarRating } from '../../components/products/star-rating';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** Rating summary (average, star bars) and the reviews, a page at a time, newest first: the body
 * of the page's reviews section (product-detail.tsx owns the section and its heading). */
export function ProductReviews({
  productId,
  rating,
  reviewCount,
}: {
  productId: number;
  rating: number;
  reviewCount: number;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const [page, setPage] = useState(1);
  const { currentData, isError, isFetching, refetch } = useGetProductReviewsQuery(
    { productId, page },
    { skip: reviewCount === 0 },
  );

  return (
    <>
      {reviewCount === 0 ? (
        <Typography color="text.secondary">{t('reviews.none')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box data-testid="rating-summary">
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography component="p" sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1 }}>
                {rating.toFixed(1)}
              </Typography>
              <Typography color="text.secondary">{t('reviews.outOfFive')}</Typography>
            </Box>
            <StarRating rating={rating} label={t('card.rating', { rating })} />
            <Typography variant="body2" color="text.secondary">
              {t('detail.reviews', { count: reviewCount })}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 0.5 }}>
              {STARS.map((stars) => {
                const count = currentData?.summary.distribution[stars] ?? 0;
                const share = reviewCount ? (count / reviewCount) * 100 : 0;
                return (
                  <Box
                    key={stars}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '3.5em 1fr 2.5em',
                      alignItems: 'center',
                      gap: 1,
                    }}
                  >
                    <Typography component="dt" variant="body2">
                      {t('reviews.stars', { count: Number(stars) })}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={share}
                      aria-hidden="true"
                      sx={{ height: 8, borderRadius: 4 }}
                    />
                    <Typography
                      component="dd"
                      variant="body2"
                      color="text.secondary"
                      sx={{ m: 0, textAlign: 'end' }}
                    >
                      {currentData ? count : '–'}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            {isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void refetch()}>
                    {t('common.retry', { ns: 'common' })}
                  </Button>
                }
              >
                {t('reviews.loadFailed')}
              </Alert>
            ) : !currentData || isFetching ? (
              <Box aria-busy="true">
                {Array.from({ length: Math.min(REVIEWS_PER_PAGE, reviewCount) }, (_, i) => (
                  <Box key={i} sx={{ py: 1.5 }}>
                    <Skeleton width={120} />
                    <Skeleton width="90%" />
                  </Box>
                ))}
              </Box>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="review-list">
                {currentData.data.map((review) => (
                  <Box
                    component="li"
                    key={review.id}
                    sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <StarRating
                        rating={review.rating}
                        label={t('card.rating', { rating: review.rating })}
                      />
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {review.author}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="time"
                        dateTime={review.createdAt}
                      >
                        {formatDate(review.createdAt, i18n.language)}
                      </Typography>
                    </Box>
                    <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{review.body}</Typography>
                    {review.photos.length > 0 && (
                      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                        {review.photos.map((photo, index) => (
                          <Box
                            key={photo}
                            component="img"
                            src={photo}
                            alt={t('reviews.photoAlt', { index: index + 1, author: review.author })}
                            width={64}
                            height={64}
                            loading="lazy"
                            decoding="async"
                            sx={{ objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                          />
                        ))}
                      </Box>
                    )}
                  </Box>
                ))}
              </Box>
            )}
            {currentData && currentData.meta.lastPage > 1 && (
              <Box
                component="nav"
                aria-label={t('reviews.pagination')}
                sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
              >
                <Pagination
                  count={currentData.meta.lastPage}
                  page={page}
                  onChange={(_event, next: number) => setPage(next)}
                  size="small"
                  shape="rounded"
                  getItemAriaLabel={(type, item, selected) => {
                    if (type === 'previous') return t('list.previousPage');
                    if (type === 'next') return t('list.nextPage');
                    return selected
                      ? t('list.currentPage', { page: item })
                      : t('list.goToPage', { page: item });
                  }}
                />
              </Box>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}
