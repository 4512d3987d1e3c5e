import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpCategoryQuery } from '../../components/help-api';
import { LoadError, LoadingLines } from '../../components/page-states';
import { ArticleList } from './article-list';

// The help groups behind each standalone page (ids of spec §3's tree).
export const TOPICS = {
  'order-payment': [9, 24],
  'shipping-delivery': [31],
  'return-refund': [40, 48],
} as const;
export type Topic = keyof typeof TOPICS;

function GroupSection({ groupId }: { groupId: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, refetch } = useGetHelpCategoryQuery(groupId);
  if (isLoading) return <LoadingLines />;
  if (isError || !data) return <LoadError onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby={`topic-group-${groupId}`}>
      <Typography id={`topic-group-${groupId}`} variant="h5" component="h2" gutterBottom>
        {localized(data.title, i18n.language)}
      </Typography>
      <Stack spacing={2}>
        {data.subCategories.map((sub) => {
          const articles = data.articles.filter((article) => article.categoryId === sub.id);
          return (
            <Paper key={sub.id} variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle1" component="h3" sx={{ px: 1, fontWeight: 600 }}>
                <Link
                  component={RouterLink}
                  to={`/customer-care/category/${sub.id}`}
                  color="inherit"
                  underline="hover"
                >
                  {localized(sub.title, i18n.language)}
                </Link>
              </Typography>
              {articles.length > 0 ? (
                <ArticleList articles={articles} />
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
                  {t('category.empty')}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}

/** /customer-care/order-payment, /shipping-delivery, /return-refund: the articles of their groups. */
export default function TopicPage({ topic }: { topic: Topic }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`topics.${topic}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`topics.${topic}.intro`)}
      </Typography>
      <Stack spacing={4}>
        {TOPICS[topic].map((groupId) => (
          <GroupSection key={groupId} groupId={groupId} />
        ))}
      </Stack>
    </>
  );
}
