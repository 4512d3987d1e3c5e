import { useSelector } from 'react-redux';
import { api } from '../api/api';
import { selectIsSignedIn } from '../auth/auth-slice';
import { refreshSignedInUser } from '../auth/refresh-user';
import type { AddressBookEntry, AddressBookRequest, ItemResponse, ListResponse } from '../contract';

// After any change the signed-in user is reloaded, so the header's delivery location follows.
const reloadUser = async (
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: Parameters<typeof refreshSignedInUser>[0]; queryFulfilled: Promise<unknown> },
) => {
  const ok = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (ok) await refreshSignedInUser(dispatch);
};

export const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddressBooks: build.query<AddressBookEntry[], void>({
      query: () => '/address-books',
      transformResponse: (response: ListResponse<AddressBookEntry>) => response.data,
    }),
    getAddressBook: build.query<AddressBookEntry, number>({
      query: (id) => `/address-books/${id}`,
      transformResponse: (response: ItemResponse<AddressBookEntry>) => response.data,
    }),
    createAddressBook: build.mutation<AddressBookEntry, AddressBookRequest>({
      query: (body) => ({ url: '/address-books', method: 'POST', body }),
      transformResponse: (response: ItemResponse<AddressBookEntry>) => response.data,
      onQueryStarted: reloadUser,
    }),
    updateAddressBook: build.mutation<AddressBookEntry, AddressBookRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/address-books/${id}`, method: 'PUT', body }),
      transformResponse: (response: ItemResponse<AddressBookEntry>) => response.data,
      onQueryStarted: reloadUser,
    }),
    setDefaultAddressBook: build.mutation<AddressBookEntry, number>({
      query: (id) => ({ url: `/address-books/${id}/default`, method: 'PUT' }),
      transformResponse: (response: ItemResponse<AddressBookEntry>) => response.data,
      onQueryStarted: reloadUser,
    }),
    deleteAddressBook: build.mutation<null, number>({
      query: (id) => ({ url: `/address-books/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      onQueryStarted: reloadUser,
    }),
  }),
});

export const {
  useGetAddressBookQuery,
  useCreateAddressBookMutation,
  useUpdateAddressBookMutation,
  useSetDefaultAddressBookMutation,
  useDeleteAddressBookMutation,
} = addressBookApi;

/** The signed-in shopper's addresses, default first; skipped while signed out. */
export function useAddressBooks() {
  const signedIn = useSelector(selectIsSignedIn);
  return addressBookApi.useGetAddressBooksQuery(undefined, { skip: !signedIn });
}
