import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MessagesPanel = lazy(() => import('./messages-panel'));

/** Spec section 2: the floating "Open Messages" button (signed-in shoppers only: the layout
 * renders it then) toggles the "Messages" panel. */
export default function MessagesLauncher() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closing the panel (its close button or Escape) takes focus back to the button that opened it,
  // instead of leaving it on the removed panel (the page's start, for keyboard users).
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <Fab
        ref={buttonRef}
        variant="extended"
        color="primary"
        onClick={() => setOpen(!open)}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? panelId : undefined}
        aria-label={t('messages.open')}
        data-testid="open-messages"
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1200, gap: 1 }}
      >
        <ForumOutlinedIcon />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('messages.open')}
        </Box>
      </Fab>
      {open && (
        <Suspense fallback={null}>
          <MessagesPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
