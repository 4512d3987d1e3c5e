import './locales';
import { BRAND, NotFoundPage, PageSpinner, RemoteRoot, Route, Routes } from '@storefront/shared';
import { lazy, Suspense } from 'react';
import { CustomerCareLayout } from './customer-care-layout';

// Every page is its own chunk (spec §2: all pages load lazily).
const CustomerCarePage = lazy(() => import('../features/customer-care/customer-care-page'));
const CategoriesPage = lazy(() => import('../features/customer-care/categories-page'));
const CategoryPage = lazy(() => import('../features/customer-care/category-page'));
const AnswerPage = lazy(() => import('../features/customer-care/answer-page'));
const SearchPage = lazy(() => import('../features/customer-care/search-page'));
const HelpCenterPage = lazy(() => import('../features/customer-care/help-center-page'));
const MoreArticlesPage = lazy(() => import('../features/customer-care/more-articles-page'));
const TopicPage = lazy(() => import('../features/customer-care/topic-page'));
const ContactUsPage = lazy(() => import('../features/contact-us/contact-us-page'));
const FeedbackPage = lazy(() => import('../features/feedback/feedback-page'));
const SellPage = lazy(() => import('../features/seller-signup/sell-page'));
const AffiliatePage = lazy(() => import('../features/affiliate/affiliate-page'));
const CareerPage = lazy(() => import('../features/careers/career-page'));
const GraduatesPage = lazy(() => import('../features/careers/graduates-page'));
const LegalPage = lazy(() => import('../features/content-pages/legal-page'));
const TermsIndexPage = lazy(() => import('../features/content-pages/terms-index-page'));
const TermsPage = lazy(() => import('../features/content-pages/terms-page'));

const LEGAL_PAGES = [
  { slug: 'privacy-prolicy', titleKey: 'legal.privacy' },
  { slug: 'inteallectual-protection', titleKey: 'legal.ipProtection' },
  { slug: 'inteallectual-product-policy', titleKey: 'legal.ipProductPolicy' },
  { slug: `about-${BRAND.slug}`, titleKey: 'legal.about' },
  { slug: 'press-media', titleKey: 'legal.press' },
];

/** The help app's routes, as full paths: the shell mounts it at the root of its router. */
export default function App() {
  return (
    <RemoteRoot name="help" build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'}>
      <Suspense fallback={<PageSpinner minHeight={300} />}>
        <Routes>
          <Route path="/customer-care" element={<CustomerCareLayout />}>
            <Route index element={<CustomerCarePage />} />
            <Route path="category" element={<CategoriesPage />} />
            <Route path="category/:id" element={<CategoryPage />} />
            <Route path="answers" element={<AnswerPage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="help-center" element={<HelpCenterPage />} />
            <Route path="help-center/more-articles" element={<MoreArticlesPage />} />
            <Route path="order-payment" element={<TopicPage topic="order-payment" />} />
            <Route path="shipping-delivery" element={<TopicPage topic="shipping-delivery" />} />
            <Route path="return-refund" element={<TopicPage topic="return-refund" />} />
            <Route path="contact-us" element={<ContactUsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="/feedback" element={<FeedbackPage />} />
          <Route path="/sell" element={<SellPage />} />
          <Route path="/affilliate-program" element={<AffiliatePage />} />
          <Route path="/career" element={<CareerPage />} />
          <Route path="/career/graduates-interns" element={<GraduatesPage />} />
          {LEGAL_PAGES.map((page) => (
            <Route
              key={page.slug}
              path={`/${page.slug}`}
              element={<LegalPage slug={page.slug} titleKey={page.titleKey} />}
            />
          ))}
          <Route path="/terms-conditions" element={<TermsIndexPage />} />
          <Route path="/terms-conditions/:page" element={<TermsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
