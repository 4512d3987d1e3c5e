import { i18n } from '@storefront/shared';
import khCommon from '@storefront/shared/locales/kh/common.json';
import { act } from '@testing-library/react';
import khActivity from '../../locales/kh/account-activity.json';
import khAccount from '../../locales/kh/account.json';
import { ACTIVITY_NAMESPACE, NAMESPACE } from '../app/locales';

/** Switches the rendered app to the Khmer interface (with its real texts) while `check` runs. */
export async function inKhmer(check: () => void | Promise<void>): Promise<void> {
  i18n.addResourceBundle('kh', 'common', khCommon, true, true);
  i18n.addResourceBundle('kh', NAMESPACE, khAccount, true, true);
  i18n.addResourceBundle('kh', ACTIVITY_NAMESPACE, khActivity, true, true);
  try {
    await act(() => i18n.changeLanguage('kh'));
    await check();
  } finally {
    await act(() => i18n.changeLanguage('en'));
  }
}
