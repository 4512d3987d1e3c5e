// The customer-care inbox (owner and support agent): the list, one item (opening it marks it
// read), and the changes — reply, assign, close, reopen — each answering the item as it is now.
import {
  api,
  type CareAssignBody,
  type CareAssignee,
  type CareAssigneeList,
  type CareInbox,
  type CareInboxQuery,
  type CareItem,
  type CareReplyBody,
  type ItemResponse,
} from '@storefront/shared';
import { type CareKind } from '@storefront/shared/rules';

export interface CareItemKey {
  kind: CareKind;
  id: number;
}

const itemUrl = ({ kind, id }: CareItemKey) => `/backoffice/care/${kind}/${id}`;
const item = (response: ItemResponse<CareItem>) => response.data;

export const careApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCareInbox: build.query<CareInbox, CareInboxQuery>({
      query: (params) => ({ url: '/backoffice/care', params }),
    }),
    getCareItem: build.query<CareItem, CareItemKey>({
      query: itemUrl,
      transformResponse: item,
    }),
    listCareAssignees: build.query<CareAssignee[], void>({
      query: () => '/backoffice/care/assignees',
      transformResponse: (response: CareAssigneeList) => response.data,
    }),
    replyToCareItem: build.mutation<CareItem, CareItemKey & CareReplyBody>({
      query: ({ body, ...key }) => ({ url: `${itemUrl(key)}/reply`, method: 'POST', body: { body } }),
      transformResponse: item,
    }),
    assignCareItem: build.mutation<CareItem, CareItemKey & CareAssignBody>({
      query: ({ assigneeId, ...key }) => ({
        url: `${itemUrl(key)}/assign`,
        method: 'POST',
        body: { assigneeId },
      }),
      transformResponse: item,
    }),
    closeCareItem: build.mutation<CareItem, CareItemKey>({
      query: (key) => ({ url: `${itemUrl(key)}/close`, method: 'POST', body: {} }),
      transformResponse: item,
    }),
    reopenCareItem: build.mutation<CareItem, CareItemKey>({
      query: (key) => ({ url: `${itemUrl(key)}/reopen`, method: 'POST', body: {} }),
      transformResponse: item,
    }),
  }),
});

export const {
  useListCareInboxQuery,
  useGetCareItemQuery,
  useListCareAssigneesQuery,
  useReplyToCareItemMutation,
  useAssignCareItemMutation,
  useCloseCareItemMutation,
  useReopenCareItemMutation,
} = careApi;
