import type { StaffRole } from '@storefront/shared';

export interface NavItem {
  /** Key under `nav.` in the back office's translations. */
  key: string;
  path: string;
  /** Who sees the screen; the API enforces the same roles on every call it makes. */
  roles: readonly StaffRole[];
}

const EVERY_ROLE: readonly StaffRole[] = ['owner', 'catalog_manager', 'order_handler', 'support_agent'];
/** Who may change the catalog, stock, promotions and vouchers (the API's write roles). */
export const CATALOG_WRITERS: readonly StaffRole[] = ['owner', 'catalog_manager'];
/** Who handles orders, returns, cancellations and refunds (the API's order-handling roles). */
export const ORDER_HANDLERS: readonly StaffRole[] = ['owner', 'order_handler'];

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', path: '/backoffice', roles: EVERY_ROLE },
  { key: 'products', path: '/backoffice/products', roles: EVERY_ROLE },
  { key: 'stock', path: '/backoffice/stock', roles: EVERY_ROLE },
  { key: 'promotions', path: '/backoffice/promotions', roles: EVERY_ROLE },
  { key: 'vouchers', path: '/backoffice/vouchers', roles: EVERY_ROLE },
  { key: 'orders', path: '/backoffice/orders', roles: ORDER_HANDLERS },
  { key: 'returns', path: '/backoffice/returns', roles: ORDER_HANDLERS },
  { key: 'refunds', path: '/backoffice/refunds', roles: ORDER_HANDLERS },
  { key: 'payments', path: '/backoffice/payments', roles: ['owner', 'order_handler'] },
  { key: 'care', path: '/backoffice/care', roles: ['owner', 'support_agent'] },
  { key: 'outbox', path: '/backoffice/outbox', roles: ['owner', 'support_agent'] },
  { key: 'staff', path: '/backoffice/staff', roles: ['owner'] },
  { key: 'auditLog', path: '/backoffice/audit-log', roles: ['owner'] },
];

export const navItemsFor = (role: StaffRole) => NAV_ITEMS.filter((item) => item.roles.includes(role));

export const canWriteCatalog = (role: StaffRole | undefined) => !!role && CATALOG_WRITERS.includes(role);

export const canHandleOrders = (role: StaffRole | undefined) => !!role && ORDER_HANDLERS.includes(role);
