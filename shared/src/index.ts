// The public face of @storefront/shared, a federated singleton: every app imports from here, so
// the page has one store, one api, one i18n instance and one theme.
export type * from './contract';
// The shop's rules; the back office imports its own from `@storefront/shared/rules` (rules/back-office.ts).
export * from './rules/shop';
export { BRAND, COUNTRY_NAME, NEWSLETTER_DISCOUNT_PERCENT, CART_POLL_INTERVAL_MS } from './app-config/brand';
export { runtimeConfig, apiBaseUrl, type RuntimeConfig } from './app-config/runtime-config';
export { api } from './api/api';
export { errorCode, errorMessage, fieldErrors, problemText, ERRORS_NAMESPACE } from './api/error-message';
export {
  makeStore,
  rootReducer,
  serverMissesAnswered,
  type AppStore,
  type AppDispatch,
  type RootState,
  type LazyLoadedSlices,
} from './store/make-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export {
  authSlice,
  signedIn,
  signedOut,
  sessionSettled,
  selectUser,
  selectIsSignedIn,
  selectSessionLoading,
  type AuthState,
} from './auth/auth-slice';
export {
  authApi,
  useGetProfileQuery,
  useLoginMutation,
  useSignUpMutation,
  useLogoutMutation,
} from './auth/auth-api';
export { useLogout } from './auth/use-logout';
export { startSession } from './auth/start-session';
export {
  savePostLoginRedirect,
  takePostLoginRedirect,
  peekPostLoginRedirect,
} from './auth/post-login-redirect';
export { storefrontApi, useGetCategoriesQuery, useGetActivePromotionsQuery } from './catalog/storefront-api';
export { cartApi, useCart, useCartActions, cartItemCount } from './cart/cart-api';
export {
  i18n,
  initI18n,
  registerLocales,
  registeredLocaleBase,
  localized,
  toLanguage,
  htmlLang,
  LANGUAGES,
  FALLBACK_LANGUAGE,
  SHARED_NAMESPACES,
  I18N_OPTIONS,
  KHMER_FACES_ATTRIBUTE,
} from './i18n/i18n';
export { useLanguage } from './i18n/use-language';
export { formatDate, formatCalendarDate, formatTime, type DateFormat } from './i18n/format-date';
export { makeTheme, PRIMARY_COLOR } from './theme/theme';
export { AppProviders } from './providers/app-providers';
export { mountApp, PageTree } from './app/mount-app';
export { HydratedMark, usePageLive } from './app/hydrated-mark';
export { lazyChunk, RenderedChunksContext } from './app/lazy-chunk';
export { earlyTapsScript, replayEarlyTaps } from './app/early-taps';
export {
  anonymousSession,
  answeredQueries,
  serverRenderedState,
  type ServerRendered,
} from './app/server-rendered';
export { PageSpinner } from './app/page-spinner';
export { NotFoundPage } from './app/not-found-page';
export {
  headHtml,
  headTags,
  PageHeadContext,
  usePageHead,
  type HeadTag,
  type PageHead,
  type PageHeadCollector,
} from './app/page-head';
export { useNearViewport } from './hooks/use-near-viewport';
export { ScreenOnly, useWideScreen } from './hooks/use-wide-screen';
export { RenderTimeContext, useNow } from './hooks/use-now';
export { useHydrated } from './hooks/use-hydrated';
export { useAfterFirstPaint } from './hooks/use-after-first-paint';
export { showToast, ToastHost, type ToastOptions } from './toast/toast';
export { RemoteRoot } from './app/remote-root';
export {
  describeIncompatibility,
  REMOTE_CONTRACT_VERSION,
  remoteCompatibility,
  type RemoteCompatibility,
  type RemoteManifestFacts,
} from './app/remote-compatibility';
export { StandaloneFrame } from './app/standalone-frame';
export * from './app/routing';
export { RequireSignedIn } from './auth/require-signed-in';
export { walletApi, useWallet } from './wallet/wallet-api';
export {
  ordersApi,
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetCheckoutQuoteQuery,
  usePlaceOrderMutation,
  useValidateVoucherMutation,
  useGetPaymentQuery,
  quoteChangedBody,
  newIdempotencyKey,
  type OrderSource,
  type QuoteChangedBody,
} from './orders/orders-api';
export {
  wishlistApi,
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useGetFollowedStoresQuery,
  useFollowStoreMutation,
  useUnfollowStoreMutation,
} from './wishlist/wishlist-api';
export { refreshSignedInUser } from './auth/refresh-user';
export {
  addressBookApi,
  useAddressBooks,
  useGetAddressBookQuery,
  useCreateAddressBookMutation,
  useUpdateAddressBookMutation,
  useSetDefaultAddressBookMutation,
  useDeleteAddressBookMutation,
} from './address-book/address-book-api';
export { AddressForm } from './address-book/lazy-address-form';
export type { AddressFormProps } from './address-book/address-form';
export { ADDRESS_NAMESPACE } from './address-book/address-namespace';
export {
  PROVINCES,
  PROVINCE_NAMES,
  ADDRESS_TYPES,
  isProvince,
  provinceLabel,
  type Province,
  type AddressType,
} from './address-book/provinces';
export { displayAddress } from './address-book/display-address';
