import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Flag } from './flags';

/** The language choices; loaded on demand (see language-switcher.tsx). */
export default function LanguageMenu(props: {
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Menu anchorEl={props.anchor} open={Boolean(props.anchor)} onClose={props.onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option}
          selected={option === props.current}
          onClick={() => props.onChoose(option)}
          lang={option === 'kh' ? 'km' : 'en'}
        >
          <ListItemIcon>
            <Flag language={option} />
          </ListItemIcon>
          {t(`language.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
