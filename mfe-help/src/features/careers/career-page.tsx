import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { localized, useSearchParams } from '@storefront/shared';
import type { Job, JobTeam } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetJobsQuery } from '../../components/content-api';
import { ContentPage } from '../../components/content-page';
import { LoadError, LoadingLines } from '../../components/page-states';
import { ApplyDialog } from './apply-dialog';

const TEAMS = [
  'engineering',
  'operations',
  'customer-care',
  'marketing',
  'merchants',
] as const satisfies readonly JobTeam[];

/** /career: openings from the API, filtered by team (?team=), each with an apply form. */
export default function CareerPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const requested = params.get('team') ?? '';
  const team: JobTeam | '' = TEAMS.find((value) => value === requested) ?? '';
  const { data, isLoading, isError, refetch } = useGetJobsQuery(team ? { team } : {});
  const [applying, setApplying] = useState<Job | null>(null);

  return (
    <Stack spacing={3}>
      <ContentPage slug="career" fallbackTitle={t('career.title')} fallbackIntro={t('career.intro')} />
      <Typography variant="h5" component="h2">
        {t('career.openings')}
      </Typography>
      <ToggleButtonGroup
        value={team}
        exclusive
        size="small"
        color="primary"
        aria-label={t('career.filter')}
        onChange={(_event, next: string | null) => setParams(next ? { team: next } : {}, { replace: true })}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: '16px !important' },
        }}
      >
        <ToggleButton value="">{t('career.allTeams')}</ToggleButton>
        {TEAMS.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`career.teams.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isLoading && <LoadingLines lines={6} />}
      {isError && <LoadError onRetry={() => void refetch()} />}
      {data && data.data.length === 0 && <Typography color="text.secondary">{t('career.empty')}</Typography>}
      {data && data.data.length > 0 && (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="job-list">
          {data.data.map((job) => (
            <Paper key={job.id} component="li" variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between' }}
              >
                <div>
                  <Typography variant="h6" component="h2">
                    {localized(job.title, i18n.language)}
                  </Typography>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                  >
                    <Chip size="small" label={t(`career.teams.${job.team}`)} />
                    <Chip size="small" variant="outlined" label={t(`career.employment.${job.employment}`)} />
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'inline-flex', alignItems: 'center' }}
                    >
                      <PlaceOutlinedIcon fontSize="small" /> {localized(job.location, i18n.language)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {localized(job.description, i18n.language)}
                  </Typography>
                </div>
                <div>
                  <Button variant="contained" onClick={() => setApplying(job)} sx={{ whiteSpace: 'nowrap' }}>
                    {t('career.apply')}
                  </Button>
                </div>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {applying && <ApplyDialog key={applying.id} job={applying} onClose={() => setApplying(null)} />}
    </Stack>
  );
}
