import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localized, NotFoundPage, Link as RouterLink, useParams } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpCategoryQuery } from '../../components/help-api';
import { isMissing, parseHelpId } from '../../components/help-ids';
import { LoadError, LoadingLines } from '../../components/page-states';
import { ArticleList } from './article-list';
import { HelpBreadcrumbs } from './help-breadcrumbs';

/** /customer-care/category/:id: a group's sub-categories and articles, or a sub-category's articles. */
export default function CategoryPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { id = '' } = useParams();
  const categoryId = parseHelpId(id);
  const { data, isLoading, isError, error, refetch } = useGetHelpCategoryQuery(categoryId ?? 0, {
    skip: categoryId === null,
  });
  if (categoryId === null || isMissing(error)) return <NotFoundPage />;
  if (isLoading) return <LoadingLines />;
  if (isError || !data) return <LoadError onRetry={() => void refetch()} />;
  const title = localized(data.title, i18n.language);
  return (
    <>
      <HelpBreadcrumbs trail={[data.group]} current={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {data.subCategories.length > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
          component="nav"
          aria-label={t('category.subCategories')}
        >
          {data.subCategories.map((sub) => (
            <Chip
              key={sub.id}
              label={localized(sub.title, i18n.language)}
              component={RouterLink}
              to={`/customer-care/category/${sub.id}`}
              clickable
              variant="outlined"
            />
          ))}
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: 1 }}>
        {data.articles.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('category.empty')}{' '}
            <RouterLink to="/customer-care/contact-us">{t('category.emptyContact')}</RouterLink>
          </Typography>
        ) : (
          <ArticleList articles={data.articles} label={t('category.articles', { title })} />
        )}
      </Paper>
    </>
  );
}
