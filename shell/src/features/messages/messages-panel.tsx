import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, truncate, useLanguage, type Message } from '@storefront/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewThreadForm, ReplyForm } from './message-forms';
import {
  MESSAGES_POLL_MS,
  THREADS_POLL_MS,
  useMarkThreadReadMutation,
  useMessageThreadsQuery,
  useThreadMessagesQuery,
} from './messages-api';

type View = { kind: 'none' } | { kind: 'new' } | { kind: 'thread'; id: number };

function useDateTime() {
  const { language } = useLanguage();
  // The shop's one date formatter: browsers without Khmer date data would write English months.
  return (iso: string) => formatDate(iso, language, { withTime: true });
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ m: 'auto', p: 3, textAlign: 'center', color: 'text.secondary' }}>{children}</Box>;
}

/**
 * Tells the API what the shopper has seen: when the conversation opens with unread messages from
 * the shop, and whenever a new one from the shop shows up while it is open. (The mutation refreshes
 * every watched query, so the badge and the list's counts follow.)
 */
function useMarkRead(threadId: number, unreadAtOpen: number, messages: Message[] | undefined) {
  const [markRead] = useMarkThreadReadMutation();
  const seen = useRef<number | null>(null);
  const newest = messages?.at(-1)?.id;
  const newestFromShop = messages?.findLast((message) => message.sender === 'shop')?.id ?? 0;
  useEffect(() => {
    if (newest === undefined) return;
    const first = seen.current === null;
    const news = first ? unreadAtOpen > 0 : newestFromShop > (seen.current ?? 0);
    seen.current = Math.max(seen.current ?? 0, newest);
    if (news) void markRead({ threadId, lastId: newest });
    // unreadAtOpen only matters on the first read of the conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [threadId, newest, newestFromShop, markRead]);
}

function Conversation({ threadId, unreadAtOpen }: { threadId: number; unreadAtOpen: number }) {
  const { t } = useTranslation('common');
  const dateTime = useDateTime();
  const {
    data: messages,
    isLoading,
    isError,
    refetch,
  } = useThreadMessagesQuery(threadId, {
    pollingInterval: MESSAGES_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  useMarkRead(threadId, unreadAtOpen, messages);
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  useEffect(() => {
    // A block body on purpose: newer browsers return a promise from scrollIntoView, and an effect
    // must return nothing or a cleanup function.
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <>
      <Box
        role="log"
        aria-live="polite"
        aria-label={t('messages.conversation')}
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        data-testid="conversation"
      >
        {isLoading && (
          <Centered>
            <CircularProgress size={24} aria-label={t('common.loading')} />
          </Centered>
        )}
        {isError && (
          <Centered>
            <Typography sx={{ mb: 1 }}>{t('common.error')}</Typography>
            <Button variant="outlined" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </Centered>
        )}
        {messages?.map((message) => {
          const mine = message.sender === 'customer';
          return (
            <Box
              key={message.id}
              sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}
              data-testid={`message-${message.sender}`}
            >
              <Box
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  bgcolor: mine ? 'primary.main' : 'grey.100',
                  color: mine ? 'primary.contrastText' : 'text.primary',
                }}
              >
                {message.body}
              </Box>
              <Typography
                variant="caption"
                component="div"
                sx={{ color: 'text.secondary', textAlign: mine ? 'right' : 'left' }}
              >
                {mine ? t('messages.you') : t('messages.shop')} · {dateTime(message.createdAt)}
              </Typography>
            </Box>
          );
        })}
        <div ref={endRef} />
      </Box>
      <ReplyForm threadId={threadId} onSent={() => void refetch()} />
    </>
  );
}

/** The "Messages" panel: the shopper's conversations with the shop. 95% wide on small screens,
 * 500 / 700 / 800 px on larger ones, at most 80% of the viewport tall (spec section 9). */
export default function MessagesPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dateTime = useDateTime();
  const [view, setView] = useState<View>({ kind: 'none' });
  const {
    data: threads,
    isLoading,
    isError,
    refetch,
  } = useMessageThreadsQuery(undefined, {
    pollingInterval: THREADS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  const selected = view.kind === 'thread' ? threads?.find((thread) => thread.id === view.id) : undefined;
  const showingDetail = view.kind !== 'none';

  return (
    <Paper
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      elevation={12}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      data-testid="messages-panel"
      sx={{
        position: 'fixed',
        zIndex: 1250,
        right: { xs: '2.5%', sm: 16 },
        bottom: 80,
        width: { xs: '95%', sm: 500, md: 700, lg: 800 },
        maxHeight: '80vh',
        height: 600,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {showingDetail && (
          <IconButton
            onClick={() => setView({ kind: 'none' })}
            aria-label={t('messages.back')}
            sx={{ display: { md: 'none' }, color: 'inherit' }}
          >
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('messages.title')}
        </Typography>
        <IconButton
          ref={closeRef}
          onClick={onClose}
          aria-label={t('messages.close')}
          sx={{ color: 'inherit' }}
          data-testid="close-messages"
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          sx={{
            width: { xs: '100%', md: 280 },
            flexShrink: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            display: { xs: showingDetail ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
            minHeight: 0,
          }}
        >
          <Box sx={{ p: 1.5 }}>
            <Button
              fullWidth
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setView({ kind: 'new' })}
              data-testid="new-thread"
            >
              {t('messages.new')}
            </Button>
          </Box>
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            {isLoading && (
              <Centered>
                <CircularProgress size={24} aria-label={t('common.loading')} />
              </Centered>
            )}
            {isError && (
              <Centered>
                <Typography sx={{ mb: 1 }}>{t('common.error')}</Typography>
                <Button variant="outlined" onClick={() => void refetch()}>
                  {t('common.retry')}
                </Button>
              </Centered>
            )}
            {threads && threads.length === 0 && <Centered>{t('messages.empty')}</Centered>}
            {threads && threads.length > 0 && (
              <List dense aria-label={t('messages.threads')} data-testid="threads">
                {threads.map((thread) => (
                  <ListItemButton
                    key={thread.id}
                    selected={view.kind === 'thread' && view.id === thread.id}
                    onClick={() => setView({ kind: 'thread', id: thread.id })}
                  >
                    <ListItemText
                      primary={thread.subject}
                      secondary={`${thread.lastMessage ? truncate(thread.lastMessage.body, 40) : ''} · ${dateTime(thread.lastMessageAt)}`}
                      slotProps={{
                        primary: { sx: { fontWeight: thread.unreadCount > 0 ? 800 : 600 }, noWrap: true },
                        secondary: { noWrap: true },
                      }}
                    />
                    {thread.unreadCount > 0 && (
                      <Box
                        component="span"
                        aria-label={t('messages.unread', { count: thread.unreadCount })}
                        role="img"
                        data-testid={`thread-unread-${thread.id}`}
                        sx={{
                          ml: 1,
                          minWidth: 20,
                          height: 20,
                          px: 0.75,
                          borderRadius: 10,
                          bgcolor: 'error.main',
                          color: 'error.contrastText',
                          fontSize: 12,
                          fontWeight: 700,
                          display: 'inline-flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          flexShrink: 0,
                        }}
                      >
                        {thread.unreadCount > 99 ? '99+' : thread.unreadCount}
                      </Box>
                    )}
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
        </Box>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: { xs: showingDetail ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
          }}
        >
          {view.kind === 'none' && <Centered>{t('messages.choose')}</Centered>}
          {view.kind === 'new' && (
            <NewThreadForm
              onStarted={(thread) => setView({ kind: 'thread', id: thread.id })}
              onCancel={() => setView({ kind: 'none' })}
            />
          )}
          {view.kind === 'thread' && (
            <>
              {selected && (
                <Typography
                  variant="subtitle1"
                  component="h3"
                  sx={{ px: 2, pt: 1.5, fontWeight: 700 }}
                  noWrap
                >
                  {selected.subject}
                </Typography>
              )}
              <Conversation key={view.id} threadId={view.id} unreadAtOpen={selected?.unreadCount ?? 0} />
            </>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
