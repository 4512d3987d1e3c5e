// The staff, their roles and invitations (owner only), and the invitee's half of an invitation.
import {
  api,
  signedIn,
  type ItemResponse,
  type StaffAccount,
  type StaffInvitation,
  type StaffInvitationAccept,
  type StaffInvitationCreate,
  type StaffInvitationList,
  type StaffInvitationPreview,
  type StaffList,
  type StaffMember,
  type StaffRole,
  type User,
} from '@storefront/shared';

export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<StaffMember[], void>({
      query: () => '/backoffice/staff',
      transformResponse: (response: StaffList) => response.data,
    }),
    changeStaffRole: build.mutation<StaffAccount, { userId: number; role: StaffRole | null }>({
      query: ({ userId, role }) => ({ url: `/backoffice/staff/${userId}`, method: 'PATCH', body: { role } }),
      transformResponse: (response: ItemResponse<StaffAccount>) => response.data,
    }),
    listStaffInvitations: build.query<StaffInvitation[], void>({
      query: () => '/backoffice/staff/invitations',
      transformResponse: (response: StaffInvitationList) => response.data,
    }),
    inviteStaff: build.mutation<StaffInvitation, StaffInvitationCreate>({
      query: (body) => ({ url: '/backoffice/staff/invitations', method: 'POST', body }),
      transformResponse: (response: ItemResponse<StaffInvitation>) => response.data,
    }),
    revokeStaffInvitation: build.mutation<void, number>({
      query: (id) => ({ url: `/backoffice/staff/invitations/${id}`, method: 'DELETE' }),
    }),
    getStaffInvitation: build.query<StaffInvitationPreview, string>({
      // POST with the token in the body: a token in a URL would end up in access logs.
      query: (token) => ({ url: '/staff-invitations/lookup', method: 'POST', body: { token } }),
      transformResponse: (response: ItemResponse<StaffInvitationPreview>) => response.data,
    }),
    acceptStaffInvitation: build.mutation<User, StaffInvitationAccept>({
      query: (body) => ({ url: '/staff-invitations/accept', method: 'POST', body }),
      transformResponse: (response: ItemResponse<User>) => response.data,
      // The answer is the account, now staff and signed in: the whole page knows it at once
      // (as sign-up does), so the header's menu and the back office's gate see the role.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signedIn(data));
      },
    }),
  }),
});

export const {
  useListStaffQuery,
  useChangeStaffRoleMutation,
  useListStaffInvitationsQuery,
  useInviteStaffMutation,
  useRevokeStaffInvitationMutation,
  useGetStaffInvitationQuery,
  useAcceptStaffInvitationMutation,
} = staffApi;
