import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, useLanguage, useSearchParams, type AuditEntry } from '@storefront/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { auditDiff, diffValue } from './audit-diff';
import { useListAuditActorsQuery, useListAuditLogQuery } from './audit-log-api';
import { ListPagination } from '../../components/list-pagination';

const PER_PAGE = 25;

/** What the API records (the filter offers these; an unknown one still shows as it is). */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'variant',
  'promotion',
  'voucher',
  'user',
  'staff_invitation',
  'order',
  'cancellation',
  'return',
  'refund',
  'payment',
  'outbox_email',
  'message_thread',
  'support_ticket',
  'feedback',
  'seller_application',
  'affiliate_application',
  'job_application',
] as const;
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.publish',
  'product.unpublish',
  'product.photo_add',
  'product.photo_delete',
  'product.photo_reorder',
  'variant.bulk_update',
  'stock.restock',
  'promotion.create',
  'promotion.update',
  'promotion.switch_on',
  'promotion.switch_off',
  'voucher.create',
  'voucher.update',
  'voucher.switch_on',
  'voucher.switch_off',
  'staff.role_change',
  'staff.invite',
  'staff.invitation_revoke',
  'staff.invitation_accept',
  'order.confirm',
  'order.pack',
  'order.ship',
  'order.deliver',
  'order.cancel',
  'cancellation.approve',
  'cancellation.reject',
  'return.approve',
  'return.reject',
  'refund.complete',
  'payment.mark_received',
  'mail.retry',
  'care.reply',
  'care.assign',
  'care.close',
  'care.reopen',
] as const;

/** A translation when there is one, else the raw value (a new action is never hidden). */
function useLabel() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (key: string, raw: string) => (i18n.exists(key, { ns: NAMESPACE }) ? t(key) : raw);
}

/** /backoffice/audit-log (owner): every staff change, newest first, filtered and paged in the URL. */
export default function AuditLogPage() {
  const { t } = useTranslation(NAMESPACE);
  const label = useLabel();
  const [params, setParams] = useSearchParams();
  const entityType = params.get('entityType') ?? '';
  const action = params.get('action') ?? '';
  const actorId = Number(params.get('actorId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useListAuditLogQuery({
    entityType: entityType || undefined,
    action: action || undefined,
    actorId,
    page,
    perPage: PER_PAGE,
  });
  const { data: actors = [] } = useListAuditActorsQuery();

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
        {t('audit.title')}
      </Typography>
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
      <Box
        component="section"
        aria-label={t('audit.filters')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <TextField
          select
          label={t('audit.entityType')}
          value={entityType}
          onChange={(event) => setFilter('entityType', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('audit.all')}</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {label(`audit.entities.${type}`, type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.action')}
          value={action}
          onChange={(event) => setFilter('action', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('audit.all')}</MenuItem>
          {AUDIT_ACTIONS.map((name) => (
            <MenuItem key={name} value={name}>
              {label(`audit.actions.${name}`, name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.actor')}
          value={actorId ? String(actorId) : ''}
          onChange={(event) => setFilter('actorId', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('audit.everyone')}</MenuItem>
          {actors.map((actor) => (
            <MenuItem key={actor.id} value={String(actor.id)}>
              {actor.name} ({actor.email})
            </MenuItem>
          ))}
          {/* A filter from a link may name someone no longer on the staff. */}
          {actorId && !actors.some((actor) => actor.id === actorId) && (
            <MenuItem value={String(actorId)}>{`#${actorId}`}</MenuItem>
          )}
        </TextField>
      </Box>
      {isLoading ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={88} />
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
          {t('audit.failed')}
        </Alert>
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="audit-empty">
          {t('audit.empty')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('audit.count', { count: data.meta.total })}
          </Typography>
          <Stack
            component="ol"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}
          >
            {data.data.map((entry) => (
              <Entry key={entry.id} entry={entry} />
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

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const label = useLabel();
  const [open, setOpen] = useState(false);
  const diffId = useId();
  const rows = auditDiff(entry.before, entry.after);
  // A role reads as its name; everything else as the API wrote it.
  const shown = (field: string, value: unknown) =>
    field === 'role' && typeof value === 'string' ? label(`roles.${value}`, value) : diffValue(value) || '—';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={`audit-entry-${entry.id}`}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170 }}>
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language, { withTime: true })}</time>
        </Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="audit-action">
            {label(`audit.actions.${entry.action}`, entry.action)}
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {t('audit.by', {
              email: entry.actor.email,
              role: label(`roles.${entry.actor.role}`, entry.actor.role),
            })}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          label={`${label(`audit.entities.${entry.entityType}`, entry.entityType)} #${entry.entityId}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      {rows.length > 0 && (
        <>
          <Button
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={diffId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ mt: 1, minHeight: 40 }}
          >
            {open ? t('audit.hideChanges') : t('audit.showChanges', { count: rows.length })}
          </Button>
          <Collapse in={open} id={diffId} unmountOnExit>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('audit.changesOf', { id: entry.id })} sx={{ minWidth: 420 }}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th">{t('audit.field')}</TableCell>
                    <TableCell component="th">{t('audit.before')}</TableCell>
                    <TableCell component="th">{t('audit.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.field}>
                      <TableCell component="th" scope="row">
                        {row.field ? label(`audit.fields.${row.field}`, row.field) : t('audit.value')}
                      </TableCell>
                      <TableCell sx={diffCellSx}>{shown(row.field, row.before)}</TableCell>
                      <TableCell sx={diffCellSx}>{shown(row.field, row.after)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </>
      )}
    </Paper>
  );
}

const diffCellSx = { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-word', maxWidth: 360 } as const;
