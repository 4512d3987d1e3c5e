import { NotFoundPage, useParams } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ContentPage } from '../../components/content-page';
import { TERMS_PAGES, termsTitleKey } from './terms-pages';

/** /terms-conditions/:page for the fourteen known pages; anything else is not found. */
export default function TermsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { page = '' } = useParams();
  if (!(TERMS_PAGES as readonly string[]).includes(page)) return <NotFoundPage />;
  return (
    <ContentPage
      key={page}
      slug={`terms-conditions/${page}`}
      fallbackTitle={t(termsTitleKey(page))}
      breadcrumb={{ to: '/terms-conditions', label: t('terms.title') }}
    />
  );
}
