import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  apiBaseUrl,
  errorCode,
  errorMessage,
  formatDate,
  Link,
  useLanguage,
  useParams,
  type CareEntry,
  type CareItem,
  showToast,
} from '@storefront/shared';
import { CARE_KINDS, CARE_REPLY_MAX_LENGTH, type CareKind } from '@storefront/shared/rules';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { applyFieldErrors, fieldText } from '../../components/form-errors';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  useAssignCareItemMutation,
  useCloseCareItemMutation,
  useGetCareItemQuery,
  useListCareAssigneesQuery,
  useReopenCareItemMutation,
  useReplyToCareItemMutation,
  type CareItemKey,
} from './care-api';
import { CareStatusChip, useCareLabel } from './care-labels';

/** Detail values that are codes, translated under `care.values.<key>.<value>`. */
const CODED_DETAILS = new Set([
  'topic',
  'category',
  'channel',
  'audienceSize',
  'ticketStatus',
  'applicationStatus',
]);

/**
 * /backoffice/care/:kind/:id (owner, support agent): what the requester sent, the conversation,
 * the reply box, who is assigned, close or reopen, and the history of staff changes. Opening it
 * marks it read.
 */
export default function CareItemPage() {
  const { t } = useTranslation(NAMESPACE);
  const params = useParams();
  const kind = (CARE_KINDS as readonly string[]).includes(params.kind ?? '')
    ? (params.kind as CareKind)
    : null;
  const id = Number(params.id);
  const valid = kind !== null && Number.isInteger(id) && id > 0;
  const key: CareItemKey = { kind: kind ?? 'thread', id };
  const { data: item, error, isLoading, refetch } = useGetCareItemQuery(key, { skip: !valid });
  const [announcement, setAnnouncement] = useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Box>
        <Button component={Link} to="/backoffice/care" startIcon={<ArrowBackIcon />} sx={{ minHeight: 40 }}>
          {t('care.back')}
        </Button>
      </Box>
      <Box aria-live="polite" role="status" sx={visuallyHidden} data-testid="care-status-message">
        {announcement}
      </Box>
      {!valid ? (
        <>
          <Typography variant="h4" component="h1">
            {t('care.title')}
          </Typography>
          <Alert severity="warning">{t('care.notFound')}</Alert>
        </>
      ) : isLoading ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="text" height={48} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : error || !item ? (
        <>
          <Typography variant="h4" component="h1">
            {t('care.title')}
          </Typography>
          <Alert
            severity="error"
            role="alert"
            action={
              errorCode(error) === 'care.item_not_found' ? undefined : (
                <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
                  {t('common.retry')}
                </Button>
              )
            }
          >
            {errorMessage(error, t('care.loadFailed'))}
          </Alert>
        </>
      ) : (
        <ItemView item={item} itemKey={key} onAnnounce={setAnnouncement} />
      )}
    </Stack>
  );
}

function ItemView({
  item,
  itemKey,
  onAnnounce,
}: {
  item: CareItem;
  itemKey: CareItemKey;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const label = useCareLabel();
  const from = item.from.name ?? item.from.email ?? t('care.anonymous');
  return (
    <>
      <Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}
        >
          <Chip size="small" variant="outlined" label={t(`care.kind.${item.kind}`)} />
          <Typography variant="body2" color="text.secondary" data-testid="care-reference">
            {item.reference}
          </Typography>
          <CareStatusChip status={item.status} />
        </Stack>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {item.subject || t('care.noSubject')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={t('care.requester')} id="care-requester">
            <Box component="dl" sx={definitionListSx}>
              <dt>{t('care.from')}</dt>
              <dd>{from}</dd>
              {item.from.email && (
                <>
                  <dt>{t('care.email')}</dt>
                  <dd>
                    <a href={`mailto:${item.from.email}`}>{item.from.email}</a>
                  </dd>
                </>
              )}
              <dt>{t('care.language')}</dt>
              <dd>{t(`care.languages.${item.language}`)}</dd>
              <dt>{t('care.received')}</dt>
              <dd>
                <time dateTime={item.createdAt}>
                  {formatDate(item.createdAt, language, { withTime: true })}
                </time>
              </dd>
              {item.details.map((detail) => (
                <DetailRow key={detail.key} name={detail.key} value={detail.value} label={label} />
              ))}
            </Box>
            {item.body && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h3">
                  {t('care.theirText')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="care-body">
                  {item.body}
                </Typography>
              </Box>
            )}
            {item.documents.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h3">
                  {t('care.documents')}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }}>
                  {item.documents.map((document) => (
                    <Button
                      key={document.id}
                      variant="outlined"
                      startIcon={<AttachFileIcon />}
                      href={`${apiBaseUrl()}${document.url.replace(/^\/api/, '')}`}
                      download={document.name}
                      aria-label={t('care.download', { name: document.name })}
                      sx={{ minHeight: 40, textTransform: 'none' }}
                    >
                      {document.name} ({Math.max(1, Math.round(document.sizeBytes / 1024))} KB)
                    </Button>
                  ))}
                </Stack>
              </Box>
            )}
          </Section>
          <Section title={t('care.conversation')} id="care-conversation">
            {item.conversation.length === 0 ? (
              <Typography color="text.secondary">{t('care.noReplies')}</Typography>
            ) : (
              <Stack
                component="ol"
                spacing={1}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
                data-testid="care-conversation"
              >
                {item.conversation.map((entry) => (
                  <ConversationEntry key={entry.id} entry={entry} requester={from} />
                ))}
              </Stack>
            )}
          </Section>
          <ReplyBox item={item} itemKey={itemKey} onAnnounce={onAnnounce} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <AssignBox item={item} itemKey={itemKey} onAnnounce={onAnnounce} />
          <History item={item} />
        </Stack>
      </Box>
    </>
  );
}

const definitionListSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
  '& dt': { color: 'text.secondary', fontSize: 14 },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
} as const;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DetailRow({
  name,
  value,
  label,
}: {
  name: string;
  value: string;
  label: (key: string, raw: string) => string;
}) {
  const shown = CODED_DETAILS.has(name) ? label(`care.values.${name}.${value}`, value) : value;
  return (
    <>
      <dt>{label(`care.fields.${name}`, name)}</dt>
      <dd data-testid={`care-detail-${name}`}>
        {name === 'channelUrl' && /^https?:\/\//.test(value) ? (
          <a href={value} target="_blank" rel="noopener noreferrer">
            {value}
          </a>
        ) : name === 'rating' ? (
          t5(value)
        ) : (
          shown
        )}
      </dd>
    </>
  );
}

/** A rating as stars and number, e.g. ★★★★☆ 4/5. */
const t5 = (value: string) => {
  const stars = Math.max(0, Math.min(5, Number(value) || 0));
  return `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} ${stars}/5`;
};

function ConversationEntry({ entry, requester }: { entry: CareEntry; requester: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const staff = entry.author === 'staff';
  const who = staff ? (entry.staff?.name ?? t('care.formerStaff')) : requester;
  return (
    <Box
      component="li"
      data-testid={`care-entry-${entry.author}`}
      sx={{ alignSelf: staff ? 'flex-end' : 'flex-start', maxWidth: { xs: '100%', sm: '85%' } }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: staff ? 'primary.main' : 'grey.100',
          color: staff ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {entry.body}
      </Box>
      <Typography
        variant="caption"
        component="div"
        color="text.secondary"
        sx={{ textAlign: staff ? 'right' : 'left' }}
      >
        {who} · {t(entry.channel === 'email' ? 'care.byEmail' : 'care.inMessages')} ·{' '}
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language, { withTime: true })}</time>
      </Typography>
    </Box>
  );
}

const replySchema = z.object({
  body: z.string().trim().min(1, 'care.replyRequired').max(CARE_REPLY_MAX_LENGTH, 'care.replyTooLong'),
});
type ReplyValues = z.input<typeof replySchema>;

function ReplyBox({
  item,
  itemKey,
  onAnnounce,
}: {
  item: CareItem;
  itemKey: CareItemKey;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [reply, { isLoading }] = useReplyToCareItemMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const hintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ReplyValues>({ resolver: zodResolver(replySchema), defaultValues: { body: '' } });
  const length = watch('body').length;
  const closed = item.status === 'closed';
  const cannotReach = item.replyChannel === null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await reply({ ...itemKey, body: values.body.trim() });
    if ('error' in result) {
      // Whatever went wrong, the typed reply stays in the box.
      const message = applyFieldErrors(result.error, ['body'], setError, t('care.sendFailed'));
      if (message) {
        setFailure(message);
        showToast(message, { variant: 'error' });
      }
      return;
    }
    reset({ body: '' });
    onAnnounce(t('care.sent'));
    showToast(t('care.sent'), { variant: 'success' });
  });

  const bodyError = fieldText((key) => t(key, { max: CARE_REPLY_MAX_LENGTH }), errors.body);
  return (
    <Section title={t('care.replyHeading')} id="care-reply">
      {closed ? (
        <Alert severity="info" data-testid="care-reply-closed">
          {t('care.closedNoReply')}
        </Alert>
      ) : cannotReach ? (
        <Alert severity="info" data-testid="care-reply-unreachable">
          {t('care.noAddress')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          {failure && (
            <Alert
              severity="error"
              role="alert"
              onClose={() => setFailure(null)}
              sx={{ mb: 2 }}
              data-testid="care-reply-failure"
            >
              {failure}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" id={hintId} sx={{ mb: 1 }}>
            {item.replyChannel === 'message'
              ? t('care.replyHintMessage')
              : t('care.replyHintEmail', {
                  email: item.replyTo ?? '',
                  language: t(`care.languages.${item.language}`),
                })}
          </Typography>
          <TextField
            {...register('body')}
            label={t('care.replyLabel')}
            multiline
            minRows={4}
            fullWidth
            error={!!bodyError}
            helperText={bodyError ?? t('care.charCount', { count: length, max: CARE_REPLY_MAX_LENGTH })}
            slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" loading={isLoading} sx={{ minHeight: 40 }}>
              {t('care.send')}
            </Button>
          </Box>
        </Box>
      )}
    </Section>
  );
}

function AssignBox({
  item,
  itemKey,
  onAnnounce,
}: {
  item: CareItem;
  itemKey: CareItemKey;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { me } = useStaff();
  const { data: assignees = [] } = useListCareAssigneesQuery();
  const [assign, { isLoading: assigning }] = useAssignCareItemMutation();
  const [close, { isLoading: closing }] = useCloseCareItemMutation();
  const [reopen, { isLoading: reopening }] = useReopenCareItemMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = assigning || closing || reopening;

  const run = async (
    action: () => Promise<{ data: CareItem } | { error: unknown }>,
    done: (result: CareItem) => string,
    fallback: string,
  ) => {
    setRefusal(null);
    const result = await action();
    if ('error' in result) {
      const message = errorMessage(result.error, fallback);
      setRefusal(message);
      showToast(message, { variant: 'error' });
      return;
    }
    const message = done(result.data);
    onAnnounce(message);
    showToast(message, { variant: 'success' });
  };
  const assignTo = (assigneeId: number | null) =>
    run(
      () => assign({ ...itemKey, assigneeId }),
      (result) =>
        result.assignee ? t('care.assignedDone', { name: result.assignee.name }) : t('care.unassignedDone'),
      t('care.assignFailed'),
    );
  const current = item.assignee?.id ?? null;
  // The assignee may have lost the role since: still shown, as they are.
  const options =
    item.assignee && !assignees.some((member) => member.id === item.assignee!.id)
      ? [...assignees, { ...item.assignee, role: 'support_agent' as const }]
      : assignees;

  return (
    <Section title={t('care.handling')} id="care-handling">
      <Stack spacing={1.5}>
        {refusal && (
          <Alert severity="error" role="alert" onClose={() => setRefusal(null)} data-testid="care-refusal">
            {refusal}
          </Alert>
        )}
        <TextField
          select
          label={t('care.assignee')}
          value={current === null ? '' : String(current)}
          disabled={busy}
          onChange={(event) => void assignTo(event.target.value ? Number(event.target.value) : null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('care.nobody')}</MenuItem>
          {options.map((member) => (
            <MenuItem key={member.id} value={String(member.id)}>
              {member.id === me.id ? t('care.meName', { name: member.name }) : member.name}
            </MenuItem>
          ))}
        </TextField>
        {current !== me.id && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void assignTo(me.id)}
            sx={{ minHeight: 40 }}
          >
            {t('care.assignToMe')}
          </Button>
        )}
        {item.status === 'closed' ? (
          <Button
            variant="contained"
            loading={reopening}
            disabled={busy}
            onClick={() =>
              void run(
                () => reopen(itemKey),
                () => t('care.reopened'),
                t('care.changeFailed'),
              )
            }
            sx={{ minHeight: 40 }}
          >
            {t('care.reopen')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="inherit"
            loading={closing}
            disabled={busy}
            onClick={() =>
              void run(
                () => close(itemKey),
                () => t('care.closedDone'),
                t('care.changeFailed'),
              )
            }
            sx={{ minHeight: 40 }}
          >
            {t('care.close')}
          </Button>
        )}
        {item.closedAt && <ClosedAt at={item.closedAt} />}
      </Stack>
    </Section>
  );
}

function ClosedAt({ at }: { at: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('care.closedAt', { date: formatDate(at, language, { withTime: true }) })}
    </Typography>
  );
}

function History({ item }: { item: CareItem }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const label = useCareLabel();
  return (
    <Section title={t('care.history')} id="care-history">
      {item.history.length === 0 ? (
        <Typography color="text.secondary">{t('care.noHistory')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="care-history">
          {item.history.map((entry) => (
            <li key={entry.id}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label(`care.actions.${entry.action}`, entry.action)}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {entry.actor.email} ·{' '}
                <time dateTime={entry.createdAt}>
                  {formatDate(entry.createdAt, language, { withTime: true })}
                </time>
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
