// Vouchers (read: every staff role; write: owner and catalog manager).
import {
  api,
  type ActiveSwitch,
  type ItemResponse,
  type VoucherAdmin,
  type VoucherAdminList,
  type VoucherAdminListQuery,
  type VoucherCreate,
  type VoucherUpdate,
} from '@storefront/shared';

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBackofficeVouchers: build.query<VoucherAdminList, VoucherAdminListQuery>({
      query: (params) => ({ url: '/backoffice/vouchers', params }),
    }),
    createBackofficeVoucher: build.mutation<VoucherAdmin, VoucherCreate>({
      query: (body) => ({ url: '/backoffice/vouchers', method: 'POST', body }),
      transformResponse: (response: ItemResponse<VoucherAdmin>) => response.data,
    }),
    updateBackofficeVoucher: build.mutation<VoucherAdmin, { id: number; body: VoucherUpdate }>({
      query: ({ id, body }) => ({ url: `/backoffice/vouchers/${id}`, method: 'PUT', body }),
      transformResponse: (response: ItemResponse<VoucherAdmin>) => response.data,
    }),
    switchBackofficeVoucher: build.mutation<VoucherAdmin, { id: number; body: ActiveSwitch }>({
      query: ({ id, body }) => ({ url: `/backoffice/vouchers/${id}/active`, method: 'PATCH', body }),
      transformResponse: (response: ItemResponse<VoucherAdmin>) => response.data,
    }),
  }),
});

export const {
  useListBackofficeVouchersQuery,
  useCreateBackofficeVoucherMutation,
  useUpdateBackofficeVoucherMutation,
  useSwitchBackofficeVoucherMutation,
} = vouchersApi;
