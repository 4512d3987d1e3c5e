import './locales';
import { NotFoundPage, RemoteRoot, Route, Routes } from '@storefront/shared';
import { lazy } from 'react';

const CartPage = lazy(() => import('../features/cart/cart-page'));
const BuyNowPage = lazy(() => import('../features/buy-now/buy-now-page'));
const ConfirmationPage = lazy(() => import('../features/confirmation/confirmation-page'));

/** The checkout app's routes, as full paths: the shell mounts it at the root of its router. */
export default function App() {
  return (
    <RemoteRoot name="checkout" build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'}>
      <Routes>
        <Route path="/checkout" element={<CartPage />} />
        <Route path="/checkout/:id" element={<BuyNowPage />} />
        <Route path="/checkout/orders/:orderId" element={<ConfirmationPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
