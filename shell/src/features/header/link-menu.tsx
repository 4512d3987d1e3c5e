import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from '@storefront/shared';

export interface LinkMenuEntry {
  label: string;
  to: string;
  /** 1 = indented under the entry before it (a leaf category under its sub category). */
  depth?: 0 | 1;
}

/** A dropdown of links (Customer Care, company, a category's sub-menu…); loaded on demand. MUI's
 * Menu gives it role="menu", arrow-key movement, Escape to close and focus back on the button. */
export default function LinkMenu(props: {
  anchor: HTMLElement;
  menuId: string;
  buttonId: string;
  entries: LinkMenuEntry[];
  onClose: () => void;
}) {
  const { anchor, menuId, buttonId, entries, onClose } = props;
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { maxHeight: '70vh' } } }}
    >
      {entries.map((entry) => (
        <MenuItem
          key={`${entry.to}-${entry.label}`}
          component={RouterLink}
          to={entry.to}
          onClick={onClose}
          sx={entry.depth === 1 ? { pl: 4, color: 'text.secondary' } : { fontWeight: 600 }}
        >
          {entry.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
