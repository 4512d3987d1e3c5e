import { makeStore, sessionSettled, signedIn, type User } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import enAccount from '../../locales/en/account.json';
import App from '../app/app';
import { LocationProbe } from './location-probe';

/** Renders the account app at `route`, signed in as `user` (or anonymous with `null`). */
export function renderApp(route: string, user: User | null) {
  const store = makeStore();
  store.dispatch(user ? signedIn(user) : sessionSettled());
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { store, route, namespaces: { account: enAccount } },
  );
}
