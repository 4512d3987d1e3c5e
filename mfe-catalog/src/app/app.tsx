import './locales';
import {
  HydratedMark,
  NotFoundPage,
  PageSpinner,
  RemoteRoot,
  Route,
  Routes,
  lazyChunk,
} from '@storefront/shared';
import { Suspense } from 'react';

// Named chunks: the shell's server preloads the one it rendered in the page's HTML (lazyChunk).
const HomePage = lazyChunk(
  'catalog-home',
  () => import(/* webpackChunkName: "catalog-home" */ '../features/home/home-page'),
);
const ProductListPage = lazyChunk(
  'catalog-list',
  () => import(/* webpackChunkName: "catalog-list" */ '../features/product-list/product-list-page'),
);
const DealsPage = lazyChunk(
  'catalog-deals',
  () => import(/* webpackChunkName: "catalog-deals" */ '../features/deals/deals-page'),
);
const ProductDetailPage = lazyChunk(
  'catalog-product',
  () => import(/* webpackChunkName: "catalog-product" */ '../features/product-detail/product-detail-page'),
);

/** The catalog's routes, as full paths: the shell mounts it at the root of its router. */
export default function App() {
  return (
    <RemoteRoot name="catalog" build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'}>
      {/* Its own boundary, so moving between catalog pages keeps the shell's layout on screen. */}
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/products" element={<ProductListPage />} />
          <Route path="/products/deals-of-the-day" element={<DealsPage />} />
          <Route path="/products/:id" element={<ProductDetailPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        {/* Pages are server-rendered: this says when the page's own part answers clicks. */}
        <HydratedMark />
      </Suspense>
    </RemoteRoot>
  );
}
