import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  formatDate,
  useLanguage,
  useSearchParams,
  type OutboxEmail,
  showToast,
} from '@storefront/shared';
import {
  MAIL_TEMPLATES,
  OUTBOX_STATUSES,
  type MailTemplate,
  type OutboxStatus,
} from '@storefront/shared/rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { visuallyHidden } from '../../components/visually-hidden';
import { useListOutboxQuery, useRetryOutboxEmailMutation } from './outbox-api';
import { ListPagination } from '../../components/list-pagination';

const PER_PAGE = 25;
/** The longest address the API takes as a filter (RFC 5321). */
const ADDRESS_MAX_LENGTH = 254;
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isStatus = (value: string | null): value is OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(value ?? '');
const isTemplate = (value: string | null): value is MailTemplate =>
  (MAIL_TEMPLATES as readonly string[]).includes(value ?? '');

/**
 * /backoffice/outbox (owner, support agent): every e-mail the shop sent, newest first, with its
 * delivery state; filtered by address, state and template in the URL; a failed one can be sent again.
 */
export default function OutboxPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const status = isStatus(params.get('status')) ? (params.get('status') as OutboxStatus) : undefined;
  const template = isTemplate(params.get('template')) ? (params.get('template') as MailTemplate) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useListOutboxQuery({
    to: to || undefined,
    status,
    template,
    page,
    perPage: PER_PAGE,
  });
  const [announcement, setAnnouncement] = useState('');

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    if (value > 1) next.set('page', String(value));
    else next.delete('page');
    setParams(next);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h4" component="h1">
        {t('outbox.title')}
      </Typography>
      <Typography color="text.secondary">{t('outbox.intro')}</Typography>
      <Box aria-live="polite" role="status" sx={visuallyHidden} data-testid="outbox-status">
        {announcement}
      </Box>
      <Box
        component="section"
        aria-label={t('outbox.filters')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}
      >
        {/* Keyed by the URL's address: "Clear" or a new link shows what is really filtered. */}
        <AddressFilter key={to} value={to} onApply={(value) => setFilter('to', value)} />
        <TextField
          select
          label={t('outbox.status')}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('outbox.all')}</MenuItem>
          {OUTBOX_STATUSES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`outbox.statuses.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('outbox.template')}
          value={template ?? ''}
          onChange={(event) => setFilter('template', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('outbox.all')}</MenuItem>
          {MAIL_TEMPLATES.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`outbox.templates.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {isLoading ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : error || !data ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('outbox.failed')}
        </Alert>
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="outbox-empty">
          {t('outbox.empty')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('outbox.count', { count: data.meta.total })}
          </Typography>
          <Stack
            component="ol"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}
          >
            {data.data.map((mail) => (
              <Mail key={mail.id} mail={mail} onAnnounce={setAnnouncement} />
            ))}
          </Stack>
          <ListPagination
            page={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            onChange={(_event, value) => setPage(value)}
          />
        </>
      )}
    </Stack>
  );
}

/** The address filter: applied on "Search" (or Enter), checked first so a typo sends nothing. */
function AddressFilter({ value, onApply }: { value: string; onApply: (value: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = text.trim();
    if (address && (!LOOKS_LIKE_EMAIL.test(address) || address.length > ADDRESS_MAX_LENGTH)) {
      setProblem(t('outbox.addressInvalid'));
      return;
    }
    setProblem(null);
    onApply(address.toLowerCase());
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      noValidate
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        label={t('outbox.address')}
        type="email"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={!!problem}
        helperText={problem ?? ' '}
        fullWidth
        slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH }, inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 56, flexShrink: 0 }}>
        {t('outbox.search')}
      </Button>
      {value && (
        <Button
          onClick={() => {
            setText('');
            setProblem(null);
            onApply('');
          }}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          {t('outbox.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** The state of a message as a chip: colour and words by status (and, when waiting, by tries). */
function StatusChip({ mail }: { mail: OutboxEmail }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const time = (iso: string | null) => formatDate(iso, language, { withTime: true });
  const [label, color] = ((): [string, 'success' | 'info' | 'warning' | 'error' | 'default'] => {
    switch (mail.status) {
      case 'sent':
        return [t('outbox.chip.sent', { time: time(mail.sentAt) }), 'success'];
      case 'logged':
        return [t('outbox.chip.logged'), 'info'];
      case 'sending':
        return [t('outbox.chip.sending'), 'default'];
      case 'failed':
        return [t('outbox.chip.failed', { error: mail.lastError ?? '—' }), 'error'];
      case 'pending':
        return mail.attempts > 0
          ? [t('outbox.chip.retryAt', { time: time(mail.nextAttemptAt) }), 'warning']
          : [t('outbox.chip.queued'), 'default'];
    }
  })();
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={label}
      data-testid={`outbox-state-${mail.id}`}
      // A long SMTP error wraps inside the chip instead of running off a phone's screen.
      sx={{
        height: 'auto',
        minHeight: 24,
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

function Mail({ mail, onAnnounce }: { mail: OutboxEmail; onAnnounce: (text: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [retry, { isLoading: retrying }] = useRetryOutboxEmailMutation();
  const bodyId = useId();

  const sendAgain = async () => {
    const result = await retry(mail.id);
    if ('error' in result) {
      const message = errorMessage(result.error, t('outbox.sendAgainFailed'));
      onAnnounce(message);
      showToast(message, { variant: 'error' });
      return;
    }
    const message = t('outbox.sentAgain', { address: mail.to });
    onAnnounce(message);
    showToast(message, { variant: 'success' });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={`outbox-mail-${mail.id}`}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.75, sm: 2 }}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
          <time dateTime={mail.createdAt}>{formatDate(mail.createdAt, language, { withTime: true })}</time>
        </Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', wordBreak: 'break-word' }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {t('outbox.to', { address: mail.to })}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 0.75, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <StatusChip mail={mail} />
            <Chip
              size="small"
              variant="outlined"
              label={mail.template ? t(`outbox.templates.${mail.template}`) : t('outbox.legacy')}
            />
            {mail.language && (
              <Chip size="small" variant="outlined" label={t(`outbox.languages.${mail.language}`)} />
            )}
            {mail.attempts > 0 && (
              <Typography variant="caption" color="text.secondary">
                {t('outbox.attempts', { count: mail.attempts, max: mail.maxAttempts })}
              </Typography>
            )}
          </Stack>
          {mail.status === 'pending' && mail.lastError && (
            <Typography variant="body2" color="warning.main" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              {t('outbox.lastError', { error: mail.lastError })}
            </Typography>
          )}
        </Box>
        {mail.status === 'failed' && (
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            onClick={() => void sendAgain()}
            disabled={retrying}
            aria-label={t('outbox.sendAgainTo', { address: mail.to })}
            sx={{ minHeight: 40, alignSelf: { xs: 'stretch', sm: 'center' }, flexShrink: 0 }}
          >
            {t('outbox.sendAgain')}
          </Button>
        )}
      </Stack>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={bodyId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ mt: 1, minHeight: 40 }}
      >
        {open ? t('outbox.hide') : t('outbox.show')}
      </Button>
      <Collapse in={open} id={bodyId} unmountOnExit>
        <Box
          component="pre"
          aria-label={t('outbox.bodyOf', { address: mail.to })}
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: 'inherit',
            fontSize: 14,
            maxHeight: 480,
            overflowY: 'auto',
          }}
        >
          {mail.text}
        </Box>
      </Collapse>
    </Paper>
  );
}
