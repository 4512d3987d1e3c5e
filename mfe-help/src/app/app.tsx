import './locales';
import { NotFoundPage, RemoteRoot, Route, Routes } from '@storefront/shared';
import { lazy } from 'react';

const CustomerCarePage = lazy(() => import('../features/help-categories/customer-care-page'));

/** The help app's routes, as full paths: the shell mounts it at the root of its router. */
export default function App() {
  return (
    <RemoteRoot name="help" build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'}>
      <Routes>
        <Route path="/customer-care" element={<CustomerCarePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
