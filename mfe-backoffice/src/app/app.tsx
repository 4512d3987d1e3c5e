import './locales';
import { NotFoundPage, PageSpinner, RemoteRoot, Route, Routes } from '@storefront/shared';
import { lazy, Suspense } from 'react';
import { BackofficeLayout } from './backoffice-layout';

// Every screen is its own chunk: a staff member on the stock screen never downloads the editor.
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const ProductsPage = lazy(() => import('../features/products/products-page'));
const ProductEditorPage = lazy(() => import('../features/products/product-editor-page'));
const BulkEditPage = lazy(() => import('../features/products/bulk-edit-page'));
const StockPage = lazy(() => import('../features/stock/stock-page'));
const PromotionsPage = lazy(() => import('../features/promotions/promotions-page'));
const VouchersPage = lazy(() => import('../features/vouchers/vouchers-page'));
const StaffPage = lazy(() => import('../features/staff/staff-page'));
const AcceptInvitationPage = lazy(() => import('../features/staff/accept-invitation-page'));
const AuditLogPage = lazy(() => import('../features/audit-log/audit-log-page'));
const OutboxPage = lazy(() => import('../features/outbox/outbox-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderDetailPage = lazy(() => import('../features/orders/order-detail-page'));
const ReturnsPage = lazy(() => import('../features/returns/returns-page'));
const RefundsPage = lazy(() => import('../features/refunds/refunds-page'));
const PaymentsPage = lazy(() => import('../features/payments/payments-page'));
const CareInboxPage = lazy(() => import('../features/care/care-inbox-page'));
const CareItemPage = lazy(() => import('../features/care/care-item-page'));

/** The back office's routes, as full paths: the shell mounts it at the root of its router. */
export default function App() {
  return (
    <RemoteRoot name="backoffice" build={typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'test'}>
      <Suspense fallback={<PageSpinner minHeight={300} />}>
        <Routes>
          {/* Before the invited person has an account or a role: outside the staff gate. */}
          <Route path="/backoffice/accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="/backoffice" element={<BackofficeLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/bulk" element={<BulkEditPage />} />
            <Route path="products/new" element={<ProductEditorPage />} />
            <Route path="products/:id" element={<ProductEditorPage />} />
            <Route path="stock" element={<StockPage />} />
            <Route path="promotions" element={<PromotionsPage />} />
            <Route path="vouchers" element={<VouchersPage />} />
            <Route path="staff" element={<StaffPage />} />
            <Route path="audit-log" element={<AuditLogPage />} />
            <Route path="outbox" element={<OutboxPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderDetailPage />} />
            <Route path="returns" element={<ReturnsPage />} />
            <Route path="refunds" element={<RefundsPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="care" element={<CareInboxPage />} />
            <Route path="care/:kind/:id" element={<CareItemPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
