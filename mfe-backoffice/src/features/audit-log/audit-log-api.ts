// The audit log (owner only), and the staff list its "who" filter offers.
import {
  api,
  type AuditEntry,
  type AuditLogQuery,
  type ListResponse,
  type StaffList,
  type StaffMember,
} from '@storefront/shared';

export const auditLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<ListResponse<AuditEntry>, AuditLogQuery>({
      query: (params) => ({ url: '/backoffice/audit-log', params }),
    }),
    listAuditActors: build.query<StaffMember[], void>({
      query: () => '/backoffice/staff',
      transformResponse: (response: StaffList) => response.data,
    }),
  }),
});

export const { useListAuditLogQuery, useListAuditActorsQuery } = auditLogApi;
