import { useTranslation } from 'react-i18next';
import type { Language } from '../contract';
import { toLanguage } from './i18n';

export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  return {
    language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
    setLanguage: (language) => void i18n.changeLanguage(language),
  };
}
