import { i18n, type ListResponse, type User } from '@storefront/shared';
import { configure } from '@testing-library/react';
import enActivity from '../../../locales/en/account-activity.json';
import { renderApp } from '../../testing/render-app';
import { ACTIVITY_NAMESPACE } from '../../app/locales';

// Pages load lazily: the first one of a test file may take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Test helper: the account app at `route`, with the account-activity texts in English. */
export function renderActivity(route: string, user: User | null) {
  const rendered = renderApp(route, user);
  i18n.addResourceBundle('en', ACTIVITY_NAMESPACE, enActivity, true, true);
  return rendered;
}

/** A list answer like the API's, for `mockApi`. */
export function listBody<T>(data: T[], { page = 1, lastPage = 1, perPage = 10 } = {}): ListResponse<T> {
  return {
    data,
    links: {
      first: '?page=1',
      last: `?page=${lastPage}`,
      prev: page > 1 ? `?page=${page - 1}` : null,
      next: page < lastPage ? `?page=${page + 1}` : null,
    },
    meta: { currentPage: page, perPage, total: lastPage * perPage, totalIsEstimate: false, lastPage },
  };
}
