import './locales';
import { NotFoundPage, RemoteRoot, Route, Routes } from '@storefront/shared';
import { lazy } from 'react';
import { COMING_SOON_ROUTES } from '../features/account-layout/account-routes';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page'));
const PasswordHelpPage = lazy(() => import('../features/auth/password-help-page'));
const AccountLayout = lazy(() => import('../features/account-layout/account-layout'));
const AccountOverviewPage = lazy(() => import('../features/account-overview/account-overview-page'));
const ComingSoonSection = lazy(() => import('../features/account-layout/coming-soon-section'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderDetailPage = lazy(() => import('../features/orders/order-detail-page'));
const CancellationsPage = lazy(() => import('../features/after-sales/cancellations-page'));
const ReturnsPage = lazy(() => import('../features/after-sales/returns-page'));
const ReviewsPage = lazy(() => import('../features/reviews/reviews-page'));
const WishlistsPage = lazy(() => import('../features/wishlist/wishlists-page'));
const WalletPage = lazy(() => import('../features/wallet/wallet-page'));

/**
 * The account app's routes, as full paths: the shell mounts it at the root of its router, inside
 * its auth layout for the sign-in pages and its main layout for the rest.
 */
export default function App() {
  return (
    <RemoteRoot name="account" build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/forget-password" element={<PasswordHelpPage />} />
        <Route path="/confirm-otp" element={<PasswordHelpPage />} />
        <Route path="/reset-password" element={<PasswordHelpPage />} />
        <Route element={<AccountLayout />}>
          <Route path="/account" element={<AccountOverviewPage />} />
          <Route path="/account/wallet" element={<WalletPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/orders/cancel" element={<CancellationsPage />} />
          <Route path="/orders/return" element={<ReturnsPage />} />
          <Route path="/orders/:id" element={<OrderDetailPage />} />
          <Route path="/reviews" element={<ReviewsPage />} />
          <Route path="/reviews/wishlists" element={<WishlistsPage />} />
          {COMING_SOON_ROUTES.map(({ path, titleKey }) => (
            <Route key={path} path={path} element={<ComingSoonSection titleKey={titleKey} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
