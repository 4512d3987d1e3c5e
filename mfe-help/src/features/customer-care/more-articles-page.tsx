import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpArticlesQuery, useGetHelpCategoriesQuery } from '../../components/help-api';
import { LoadError, LoadingLines } from '../../components/page-states';
import { ArticleList } from './article-list';

/** /customer-care/help-center/more-articles: every article, by help group. */
export default function MoreArticlesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const categories = useGetHelpCategoriesQuery();
  const articles = useGetHelpArticlesQuery({ limit: 500 });
  const failed = categories.isError || articles.isError;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('moreArticles.title')}
      </Typography>
      {(categories.isLoading || articles.isLoading) && <LoadingLines lines={10} />}
      {failed && (
        <LoadError
          onRetry={() => {
            void categories.refetch();
            void articles.refetch();
          }}
        />
      )}
      {categories.data && articles.data && (
        <Stack spacing={3}>
          {categories.data.map((group) => {
            const ids = new Set(group.subCategory.map((sub) => sub.id));
            const inGroup = articles.data!.filter((article) => ids.has(article.categoryId));
            if (inGroup.length === 0) return null;
            return (
              <section key={group.id} aria-labelledby={`more-${group.id}`}>
                <Typography id={`more-${group.id}`} variant="h6" component="h2" gutterBottom>
                  <Link
                    component={RouterLink}
                    to={`/customer-care/category/${group.id}`}
                    color="inherit"
                    underline="hover"
                  >
                    {localized(group.title, i18n.language)}
                  </Link>
                </Typography>
                <Paper variant="outlined" sx={{ p: 1 }}>
                  <ArticleList articles={inGroup} />
                </Paper>
              </section>
            );
          })}
        </Stack>
      )}
    </>
  );
}
