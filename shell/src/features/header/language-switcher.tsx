import Button from '@mui/material/Button';
import { useLanguage, type Language } from '@storefront/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from './flags';
import { LanguageMenu, prefetchMenusOnIntent } from './lazy-menus';

/** Spec section 4: en or kh from the header menu; switches at once, the flag changes. */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Language) => {
    setLanguage(next);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color={color}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        // The visible code is part of the name (WCAG 2.5.3, label in name).
        aria-label={`${t('language.label')}: ${language.toUpperCase()}`}
        startIcon={<Flag language={language} />}
        data-testid="language-switcher"
        {...prefetchMenusOnIntent}
      >
        {language.toUpperCase()}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            current={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
