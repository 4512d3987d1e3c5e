import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localized, NotFoundPage, useSearchParams, formatDate } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetHelpArticleQuery } from '../../components/help-api';
import { isMissing, parseHelpId } from '../../components/help-ids';
import { MarkdownView } from '../../components/markdown-view';
import { LoadError, LoadingLines } from '../../components/page-states';
import { ArticleList } from './article-list';
import { HelpBreadcrumbs } from './help-breadcrumbs';
import { WasThisHelpful } from './was-this-helpful';

/** /customer-care/answers?id=…: one article, related articles and "Was this helpful?". */
export default function AnswerPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const id = parseHelpId(params.get('id'));
  const { data, isLoading, isError, error, refetch } = useGetHelpArticleQuery(id ?? 0, { skip: id === null });
  if (id === null || isMissing(error)) return <NotFoundPage />;
  if (isLoading) return <LoadingLines lines={8} />;
  if (isError || !data) return <LoadError onRetry={() => void refetch()} />;
  const title = localized(data.title, i18n.language);
  return (
    <article>
      <HelpBreadcrumbs trail={[data.group, data.category]} current={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('answer.updated', {
          date: formatDate(data.updatedAt, i18n.language, { style: 'long', utc: true }),
        })}
      </Typography>
      <MarkdownView markdown={localized(data.body, i18n.language)} />
      <WasThisHelpful key={data.id} articleId={data.id} />
      {data.related.length > 0 && (
        <section aria-labelledby="related-articles">
          <Typography id="related-articles" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
            {t('answer.related')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <ArticleList articles={data.related} />
          </Paper>
        </section>
      )}
    </article>
  );
}
