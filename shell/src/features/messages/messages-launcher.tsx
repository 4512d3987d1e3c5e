import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THREADS_POLL_MS, useUnreadMessageCountQuery } from './messages-api';

const MessagesPanel = lazy(() => import('./messages-panel'));

/** Hidden from the eye, read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Spec section 2: the floating "Open Messages" button (signed-in shoppers only: the layout
 * renders it then) toggles the "Messages" panel. A badge counts the shop's unread messages,
 * refreshed at the conversation list's pace while the page has focus, and when it regains it. */
export default function MessagesLauncher() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unreadId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data: unread = 0 } = useUnreadMessageCountQuery(undefined, {
    pollingInterval: THREADS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
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
        aria-describedby={unread > 0 ? unreadId : undefined}
        data-testid="open-messages"
        sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1200, gap: 1 }}
      >
        <Badge
          badgeContent={unread}
          max={99}
          color="error"
          overlap="circular"
          slotProps={{ badge: { 'aria-hidden': true, ...{ 'data-testid': 'messages-unread-badge' } } }}
        >
          <ForumOutlinedIcon />
        </Badge>
        {/* The button's name is its text, shown from 600 px and read out below (no aria-label that would
            differ from what is visible, WCAG 2.5.3); the count is aria-hidden and read as its description. */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {t('messages.open')}
        </Box>
      </Fab>
      {unread > 0 && (
        <Box component="span" id={unreadId} sx={visuallyHidden} data-testid="messages-unread">
          {t('messages.unread', { count: unread })}
        </Box>
      )}
      {open && (
        <Suspense fallback={null}>
          <MessagesPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
