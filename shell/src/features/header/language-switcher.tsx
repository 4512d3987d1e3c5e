import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, useLanguage, type Language } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from './flags';

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
        aria-label={t('language.label')}
        startIcon={<Flag language={language} />}
        data-testid="language-switcher"
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === language}
            onClick={() => choose(option)}
            lang={option === 'kh' ? 'km' : 'en'}
          >
            <ListItemIcon>
              <Flag language={option} />
            </ListItemIcon>
            {t(`language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
