/**
 * The staff roles (a role lives on the user; shoppers have none). Zod-free, so the database schema
 * and the front ends can use the list as a value.
 */
export const STAFF_ROLES = ['owner', 'catalog_manager', 'order_handler', 'support_agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
