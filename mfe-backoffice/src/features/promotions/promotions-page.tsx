import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  localized,
  useLanguage,
  useSearchParams,
  type PromotionAdmin,
  type PromotionSaved,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { formatShopTime } from '../../components/shop-time';
import { PromotionEditor } from './promotion-editor';
import { useListBackofficePromotionsQuery, useSwitchBackofficePromotionMutation } from './promotions-api';
import { ListScreenHeader } from '../../components/list-screen-header';
import { ListPagination } from '../../components/list-pagination';

const TABS = ['running', 'scheduled', 'ended', 'all'] as const;
type TabValue = (typeof TABS)[number];
const PER_PAGE = 20;

/** /backoffice/promotions: promotions and daily deals by status; create, edit, switch on/off (writers). */
export default function PromotionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { canWriteCatalog } = useStaff();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const status: TabValue = (TABS as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TabValue)
    : 'running';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching, refetch } = useListBackofficePromotionsQuery({
    status,
    page,
    perPage: PER_PAGE,
  });
  // `key` remounts the editor, so every opening starts from the promotion as listed.
  const [editing, setEditing] = useState<{ promotion: PromotionAdmin | null; key: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const go = (next: { status?: TabValue; page?: number }) => {
    const search = new URLSearchParams(params);
    search.set('status', next.status ?? status);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search);
  };
  const announce = (message: string, variant: 'success' | 'error' = 'success') => {
    setAnnouncement(message);
    showToast(message, { variant });
  };

  const saved = (result: PromotionSaved) => {
    setEditing(null);
    const parts = [t('promotions.saved', { title: localized(result.data.title, language) })];
    if (result.movedFromOtherPromotions > 0)
      parts.push(t('promotions.moved', { count: result.movedFromOtherPromotions }));
    if (result.releasedProducts > 0) parts.push(t('promotions.released', { count: result.releasedProducts }));
    announce(parts.join(' '));
    // Show it where it now belongs.
    if (status !== 'all' && result.data.status !== status) go({ status: result.data.status });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <ListScreenHeader
        title={t('promotions.title')}
        newLabel={t('promotions.new')}
        readOnlyNotice={t('promotions.readOnly')}
        canWrite={canWriteCatalog}
        onNew={() => setEditing({ promotion: null, key: Date.now() })}
        announcement={announcement}
        testIdPrefix="promotions"
      />
      <Tabs
        value={status}
        onChange={(_event, value: TabValue) => go({ status: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('promotions.filter')}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`promotions.tabs.${tab}`)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
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
          {t('promotions.loadFailed')}
        </Alert>
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="promotions-empty">
          {t(`promotions.empty.${status}`)}
        </Typography>
      ) : (
        <>
          <Stack
            component="ul"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}
          >
            {data.data.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                canWrite={canWriteCatalog}
                onOpen={() => setEditing({ promotion, key: Date.now() })}
                onSwitched={announce}
                onConflict={() => void refetch()}
              />
            ))}
          </Stack>
          <ListPagination
            page={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            onChange={(_event, value) => go({ page: value })}
          />
        </>
      )}
      {editing && (
        <PromotionEditor
          key={editing.key}
          promotion={editing.promotion}
          readOnly={!canWriteCatalog}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </Stack>
  );
}

function PromotionCard(props: {
  promotion: PromotionAdmin;
  canWrite: boolean;
  onOpen: () => void;
  onSwitched: (message: string, variant?: 'success' | 'error') => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { promotion, canWrite, onOpen, onSwitched, onConflict } = props;
  const [switchActive, { isLoading }] = useSwitchBackofficePromotionMutation();
  const title = localized(promotion.title, language);

  const toggle = async () => {
    const isActive = !promotion.isActive;
    const result = await switchActive({ id: promotion.id, body: { isActive, version: promotion.version } });
    if ('error' in result) {
      onSwitched(errorMessage(result.error, t('promotions.switchFailed')), 'error');
      onConflict();
      return;
    }
    onSwitched(t(isActive ? 'promotions.switchedOn' : 'promotions.switchedOff', { title }));
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={`promotion-${promotion.id}`}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mr: 0.5 }}>
              {title}
            </Typography>
            <Chip
              size="small"
              label={t(`promotions.status.${promotion.status}`)}
              color={
                promotion.status === 'running'
                  ? 'success'
                  : promotion.status === 'scheduled'
                    ? 'info'
                    : 'default'
              }
            />
            {promotion.isDeal && <Chip size="small" color="primary" label={t('promotions.dealChip')} />}
            {!promotion.isActive && <Chip size="small" variant="outlined" label={t('promotions.offChip')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('promotions.window', {
              start: formatShopTime(promotion.startDate, language),
              end: formatShopTime(promotion.endDate, language),
            })}
          </Typography>
          <Typography variant="body2">
            {t('promotions.summary', { discount: promotion.discount, count: promotion.productCount })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <FormControlLabel
            control={
              <Switch
                checked={promotion.isActive}
                disabled={!canWrite || isLoading}
                onChange={() => void toggle()}
                slotProps={{ input: { 'aria-label': t('promotions.switchLabel', { title }) } }}
              />
            }
            label={t(promotion.isActive ? 'promotions.on' : 'promotions.off')}
          />
          <Button
            variant="outlined"
            onClick={onOpen}
            aria-label={t(canWrite ? 'promotions.editLabel' : 'promotions.viewLabel', { title })}
            sx={{ minHeight: 40 }}
          >
            {canWrite ? t('promotions.edit') : t('promotions.view')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
