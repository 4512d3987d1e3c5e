import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ContentPage } from '../../components/content-page';

/** /privacy-prolicy, /inteallectual-protection, /inteallectual-product-policy, /about-{brand}, /press-media. */
export default function LegalPage({ slug, titleKey }: { slug: string; titleKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <ContentPage key={slug} slug={slug} fallbackTitle={t(titleKey)} />;
}
