// The back office's home page figures (`GET /api/backoffice/dashboard`, every staff role).
import { api, type Dashboard, type ItemResponse } from '@storefront/shared';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBackofficeDashboard: build.query<Dashboard, void>({
      query: () => '/backoffice/dashboard',
      transformResponse: (response: ItemResponse<Dashboard>) => response.data,
    }),
  }),
});

export const { useGetBackofficeDashboardQuery } = dashboardApi;
