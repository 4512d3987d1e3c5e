import { showToast } from '../toast/toast';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from './auth-api';

/** Logout with the spec's toasts: 'Logout success' / 'Logout failed. Please try again.' */
export function useLogout(): { logout: () => Promise<boolean>; isLoading: boolean } {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const { t } = useTranslation('common');
  const logout = async () => {
    const result = await logoutMutation();
    if ('error' in result) {
      showToast(t('auth.logoutFailed'), { variant: 'error' });
      return false;
    }
    showToast(t('auth.logoutSuccess'), { variant: 'success' });
    return true;
  };
  return { logout, isLoading };
}
