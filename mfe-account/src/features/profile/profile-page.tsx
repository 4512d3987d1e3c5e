import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageSpinner, selectUser, Link as RouterLink, formatCalendarDate } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { NAMESPACE } from '../../app/locales';
import { PageHeading } from '../../components/page-heading';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /account/profile, with the spec's warning while the shopper has no phone. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const user = useSelector(selectUser);
  if (!user) return <PageSpinner minHeight={240} />;
  const missing = (
    <Typography component="span" color="text.secondary">
      {t('profile.notAdded')}
    </Typography>
  );
  const birthday = user.birthday ? formatCalendarDate(user.birthday, i18n.language) : null;
  return (
    <section>
      <PageHeading
        title={t('pages.profile')}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              component={RouterLink}
              to="/account/profile/edit"
            >
              {t('profile.edit')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LockOutlinedIcon />}
              component={RouterLink}
              to="/account/profile/change-password"
            >
              {t('pages.changePassword')}
            </Button>
          </>
        }
      />
      {!user.phone && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="profile-phone-warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/account/profile/edit">
              {t('overview.addPhone')}
            </Button>
          }
        >
          {t('overview.phoneMissing')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 }, py: 1 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('profile.name')}>{user.name}</Row>
          <Row label={t('profile.email')}>{user.email}</Row>
          <Row label={t('profile.phone')}>{user.phone ?? missing}</Row>
          <Row label={t('profile.birthday')}>{birthday ?? missing}</Row>
          <Row label={t('profile.gender')}>{user.gender ? t(`profile.genders.${user.gender}`) : missing}</Row>
        </Box>
      </Paper>
    </section>
  );
}
