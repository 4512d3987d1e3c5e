import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/** Translates a client check's key (`profile.errors.<key>`); a server message is shown as is. */
export function useErrorText() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = `profile.errors.${message}`;
    return i18n.exists(key, { ns: NAMESPACE }) ? t(key) : message;
  };
}
