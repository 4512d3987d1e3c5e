import './locales';
import { NotFoundPage, RemoteRoot, Route, Routes } from '@storefront/shared';
import { lazy } from 'react';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page'));
const ForgetPasswordPage = lazy(() => import('../features/auth/forget-password-page'));
const ConfirmOtpPage = lazy(() => import('../features/auth/confirm-otp-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const ProfileEditPage = lazy(() => import('../features/profile/profile-edit-page'));
const ChangePasswordPage = lazy(() => import('../features/profile/change-password-page'));
const AddressBooksPage = lazy(() => import('../features/address-book/address-books-page'));
const AddressCreatePage = lazy(() => import('../features/address-book/address-create-page'));
const AddressEditPage = lazy(() => import('../features/address-book/address-edit-page'));
const PaymentOptionsPage = lazy(() => import('../features/payment-options/payment-options-page'));
const AccountLayout = lazy(() => import('../features/account-layout/account-layout'));
const AccountOverviewPage = lazy(() => import('../features/account-overview/account-overview-page'));
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
        <Route path="/forget-password" element={<ForgetPasswordPage />} />
        <Route path="/confirm-otp" element={<ConfirmOtpPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route element={<AccountLayout />}>
          <Route path="/account" element={<AccountOverviewPage />} />
          <Route path="/account/wallet" element={<WalletPage />} />
          <Route path="/orders" element={<OrdersPage />} />
          <Route path="/orders/cancel" element={<CancellationsPage />} />
          <Route path="/orders/return" element={<ReturnsPage />} />
          <Route path="/orders/:id" element={<OrderDetailPage />} />
          <Route path="/reviews" element={<ReviewsPage />} />
          <Route path="/reviews/wishlists" element={<WishlistsPage />} />
          <Route path="/account/profile" element={<ProfilePage />} />
          <Route path="/account/profile/edit" element={<ProfileEditPage />} />
          <Route path="/account/profile/change-password" element={<ChangePasswordPage />} />
          <Route path="/account/address-books" element={<AddressBooksPage />} />
          <Route path="/account/address-books/create" element={<AddressCreatePage />} />
          <Route path="/account/address-books/:id/edit" element={<AddressEditPage />} />
          <Route path="/account/payment-options" element={<PaymentOptionsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteRoot>
  );
}
