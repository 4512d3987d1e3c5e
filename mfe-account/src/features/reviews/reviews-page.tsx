import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { errorMessage, Link as RouterLink, useSearchParams, formatDate } from '@storefront/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { apiPhotoUrl, lineName } from '../../components/activity/format';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '../../components/activity/list-states';
import { useLastPageFallback } from '../../components/activity/use-last-page-fallback';
import { usePageParam } from '../../components/activity/use-page-param';
import { ReviewDialog, type ReviewTarget } from './review-dialog';
import { useMyReviewsQuery, usePendingReviewsQuery } from './reviews-api';

function ItemRow({
  imageUrl,
  productId,
  name,
  children,
  action,
}: {
  imageUrl: string;
  productId: number;
  name: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: 'none', display: 'flex', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      data-testid="review-item"
    >
      <Box
        component="img"
        src={imageUrl}
        alt=""
        loading="lazy"
        sx={{
          width: 64,
          height: 64,
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'grey.100',
          flexShrink: 0,
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/products/${productId}`}
          sx={{ display: 'block', fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {children}
      </Box>
      <Box sx={{ alignSelf: 'center', flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>{action}</Box>
    </Paper>
  );
}

function PendingList({ onWrite }: { onWrite: (target: ReviewTarget) => void }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = usePendingReviewsQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);
  if (isLoading || movingToLastPage) return <LoadingState />;
  if (error)
    return <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />;
  if (!data || data.data.length === 0) return <EmptyState message={t('reviews.pendingEmpty')} />;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {data.data.map((item) => {
          const name = lineName(item, i18n.language);
          return (
            <ItemRow
              key={item.orderLineId}
              imageUrl={item.imageUrl}
              productId={item.productId}
              name={name}
              action={
                <Button
                  variant="contained"
                  fullWidth
                  aria-label={t('reviews.writeFor', { name })}
                  onClick={() => onWrite({ kind: 'new', orderLineId: item.orderLineId, name })}
                >
                  {t('reviews.write')}
                </Button>
              }
            >
              <Typography variant="body2" color="text.secondary">
                {t('reviews.fromOrder', { number: item.orderNumber })} ·{' '}
                {t('reviews.deliveredOn', { date: formatDate(item.deliveredAt, i18n.language) })}
              </Typography>
            </ItemRow>
          );
        })}
      </Stack>
      <ListPagination meta={data.meta} onPage={setPage} />
    </>
  );
}

function WrittenList({ onEdit }: { onEdit: (target: ReviewTarget) => void }) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = useMyReviewsQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);
  if (isLoading || movingToLastPage) return <LoadingState />;
  if (error)
    return <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />;
  if (!data || data.data.length === 0) return <EmptyState message={t('reviews.writtenEmpty')} />;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {data.data.map((review) => {
          const name = lineName(review, i18n.language);
          return (
            <ItemRow
              key={review.id}
              imageUrl={review.imageUrl}
              productId={review.productId}
              name={name}
              action={
                <Button
                  variant="outlined"
                  fullWidth
                  aria-label={t('reviews.editFor', { name })}
                  onClick={() => onEdit({ kind: 'edit', review, name })}
                >
                  {t('reviews.edit')}
                </Button>
              }
            >
              <Rating
                value={review.rating}
                readOnly
                size="small"
                aria-label={t('reviews.ratingOf', { rating: review.rating })}
                sx={{ mt: 0.5 }}
              />
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="review-body">
                {review.body}
              </Typography>
              {review.photos.length > 0 && (
                <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  {review.photos.map((photo, index) => (
                    <Box
                      key={photo}
                      component="img"
                      src={apiPhotoUrl(photo)}
                      alt={t('reviews.photoAlt', { index: index + 1, name })}
                      loading="lazy"
                      sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
                    />
                  ))}
                </Box>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('reviews.updatedOn', { date: formatDate(review.updatedAt, i18n.language) })}
              </Typography>
            </ItemRow>
          );
        })}
      </Stack>
      <ListPagination meta={data.meta} onPage={setPage} />
    </>
  );
}

/** /reviews: delivered items waiting for a review, and the reviews already written. */
export default function ReviewsPage() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'written' ? 'written' : 'pending';
  const [target, setTarget] = useState<ReviewTarget | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('reviews.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setParams(value === 'written' ? { tab: 'written' } : {})}
        aria-label={t('reviews.tabsLabel')}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        <Tab value="pending" label={t('reviews.pendingTab')} />
        <Tab value="written" label={t('reviews.writtenTab')} />
      </Tabs>
      {tab === 'pending' ? <PendingList onWrite={setTarget} /> : <WrittenList onEdit={setTarget} />}
      {target && <ReviewDialog target={target} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
