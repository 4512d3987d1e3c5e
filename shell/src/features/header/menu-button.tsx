import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useId, useState, type ReactNode } from 'react';
import type { LinkMenuEntry } from './link-menu';
import { LinkMenu, prefetchMenusOnIntent } from './lazy-menus';

/** A button that opens a dropdown of links (the menu itself loads on intent). */
export function MenuButton(props: {
  label: ReactNode;
  entries: LinkMenuEntry[];
  sx?: ButtonProps['sx'];
  size?: ButtonProps['size'];
  testId?: string;
}) {
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        size={props.size ?? 'small'}
        endIcon={<KeyboardArrowDownIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid={props.testId}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, ...props.sx }}
        {...prefetchMenusOnIntent}
      >
        {props.label}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LinkMenu
            anchor={anchor}
            menuId={menuId}
            buttonId={buttonId}
            entries={props.entries}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
