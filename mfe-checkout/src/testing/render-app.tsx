import { makeStore, signedIn, sessionSettled, type User } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import enAddress from '@storefront/shared/locales/en/address.json';
import enCheckout from '../../locales/en/checkout.json';
import App from '../app/app';
import { LocationProbe } from './location-probe';

/** Renders the checkout app at `route`, signed in as `user` (or anonymous with `null`). */
export function renderApp(route: string, user: User | null) {
  const store = makeStore();
  store.dispatch(user ? signedIn(user) : sessionSettled());
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { store, route, namespaces: { checkout: enCheckout, address: enAddress } },
  );
}
