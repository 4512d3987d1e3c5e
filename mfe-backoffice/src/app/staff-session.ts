// Who the signed-in staff member is: the layout picks the menu by role, screens hide what the role
// may not change (the API refuses it anyway).
import { api, type ItemResponse, type StaffMe } from '@storefront/shared';

export const staffSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffMe: build.query<StaffMe, void>({
      query: () => '/backoffice/me',
      transformResponse: (response: ItemResponse<StaffMe>) => response.data,
    }),
  }),
});

export const { useGetStaffMeQuery } = staffSessionApi;

/** The signed-in staff member (the layout only renders screens once it is known). */
export function useStaffMe(): StaffMe | undefined {
  return useGetStaffMeQuery().data;
}
