import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import {
  errorMessage,
  formatUsd,
  selectUser,
  useWallet,
  type User,
  Link as RouterLink,
  displayAddress,
  formatDate,
} from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { ACTIVITY_NAMESPACE, NAMESPACE } from '../../app/locales';
import { useAccountOrdersQuery } from '../../components/activity/activity-api';
import { ErrorState } from '../../components/activity/list-states';
import { OrderStatusChip } from '../../components/activity/order-status-chip';
import { MENU_ENTRIES } from '../../components/menu-entries';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-profile-title"
      sx={{ p: 2.5, height: '100%' }}
    >
      <Typography id="account-profile-title" variant="h6" component="h2" gutterBottom>
        {t('overview.profile')}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Detail label={t('overview.name')}>{user.name}</Detail>
        <Detail label={t('overview.email')} testId="account-email">
          {user.email}
        </Detail>
        {user.phone && (
          <Detail label={t('overview.phone')} testId="account-phone">
            {user.phone}
          </Detail>
        )}
      </Stack>
      {!user.phone && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          data-testid="phone-warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to="/account/profile/edit"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('overview.addPhone')}
            </Button>
          }
        >
          {t('overview.phoneMissing')}
        </Alert>
      )}
    </Paper>
  );
}

function DefaultAddressCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const address = user.addressBooks.find((entry) => entry.isDefault);
  const text = address ? displayAddress(address, i18n.language) : '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-address-title"
      sx={{ p: 2.5, height: '100%' }}
    >
      <Typography id="account-address-title" variant="h6" component="h2" gutterBottom>
        {t('overview.defaultAddress')}
      </Typography>
      <Typography
        color={text ? 'text.primary' : 'text.secondary'}
        sx={{ mb: 2 }}
        data-testid="account-default-address"
      >
        {text || t('overview.noDefaultAddress')}
      </Typography>
      <Button variant="outlined" size="small" component={RouterLink} to="/account/address-books">
        {t('overview.manageAddresses')}
      </Button>
    </Paper>
  );
}

const RECENT_ORDERS = 3;

function RecentOrdersCard() {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const { data, isLoading, error, refetch } = useAccountOrdersQuery({ page: 1, perPage: RECENT_ORDERS });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-orders-title"
      sx={{ p: 2.5, height: '100%' }}
    >
      <Typography id="account-orders-title" variant="h6" component="h2" gutterBottom>
        {t('overview.recentOrders')}
      </Typography>
      {isLoading ? (
        <Stack spacing={1} data-testid="loading-state" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Stack>
      ) : error ? (
        <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />
      ) : !data || data.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="recent-orders-empty">
          {t('overview.noOrders')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {data.data.map((order) => (
            <Box
              component="li"
              key={order.id}
              data-testid="recent-order"
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 140 }}>
                <Typography
                  component={RouterLink}
                  to={`/orders/${order.id}`}
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  {order.number}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(order.createdAt, i18n.language)} · {formatUsd(order.total)}
                </Typography>
              </Box>
              <OrderStatusChip status={order.status} />
            </Box>
          ))}
        </Stack>
      )}
      <Button variant="outlined" size="small" component={RouterLink} to="/orders" sx={{ mt: 2 }}>
        {t('overview.viewAllOrders')}
      </Button>
    </Paper>
  );
}

function WalletCard() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const { data, isLoading, error, refetch } = useWallet();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="account-wallet-title"
      sx={{ p: 2.5, height: '100%' }}
    >
      <Typography id="account-wallet-title" variant="h6" component="h2" gutterBottom>
        {t('overview.wallet')}
      </Typography>
      {isLoading ? (
        <Skeleton width={120} height={40} />
      ) : error ? (
        <ErrorState message={errorMessage(error, t('overview.walletError'))} onRetry={() => void refetch()} />
      ) : (
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="account-wallet-balance">
          {formatUsd(data?.balance ?? 0)}
        </Typography>
      )}
      <Button variant="outlined" size="small" component={RouterLink} to="/account/wallet" sx={{ mt: 2 }}>
        {t('overview.openWallet')}
      </Button>
    </Paper>
  );
}

function Shortcuts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box component="section" aria-labelledby="account-shortcuts-title">
      <Typography id="account-shortcuts-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('overview.shortcuts')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {MENU_ENTRIES.filter((entry) => entry.to !== '/account').map(({ key, to, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={to}
                sx={{ height: '100%' }}
                data-testid="account-shortcut"
              >
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Icon color="primary" aria-hidden />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{t(`menu.${key}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`shortcuts.${key}`)}
                    </Typography>
                  </Box>
                  <ChevronRightIcon color="action" aria-hidden />
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** /account: who is signed in, their default address, and shortcuts to the rest of the account. */
export default function AccountOverviewPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useSelector(selectUser);
  if (!user) return null;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('menu.myAccount')}
        </Typography>
        <Typography color="text.secondary" data-testid="account-greeting">
          {t('overview.greeting', { name: user.name })}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProfileCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DefaultAddressCard user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <RecentOrdersCard />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <WalletCard />
        </Grid>
      </Grid>
      <Shortcuts />
    </Stack>
  );
}
