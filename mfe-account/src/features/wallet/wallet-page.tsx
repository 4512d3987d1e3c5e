import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, formatUsd, useWallet, formatDate } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { EmptyState, ErrorState, ListPagination, LoadingState } from '../../components/activity/list-states';
import { useLastPageFallback } from '../../components/activity/use-last-page-fallback';
import { usePageParam } from '../../components/activity/use-page-param';
import { TopUpDialog } from './top-up-dialog';
import { useWalletTransactionsQuery } from './wallet-api';

function Transactions() {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [page, setPage] = usePageParam();
  const { data, isLoading, error, refetch } = useWalletTransactionsQuery({ page });
  const movingToLastPage = useLastPageFallback(data, page, setPage);
  if (isLoading || movingToLastPage) return <LoadingState />;
  if (error)
    return <ErrorState message={errorMessage(error, t('states.error'))} onRetry={() => void refetch()} />;
  if (!data || data.data.length === 0) return <EmptyState message={t('wallet.transactionsEmpty')} />;
  return (
    <>
      <Paper variant="outlined" component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {data.data.map((transaction, index) => (
          <Box
            component="li"
            key={transaction.id}
            data-testid="wallet-transaction"
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              px: 2,
              py: 1.5,
              borderTop: index ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{t(`wallet.kind.${transaction.kind}`)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {formatDate(transaction.createdAt, i18n.language, { withTime: true })}
                {transaction.reference && ` · ${transaction.reference}`}
              </Typography>
            </Box>
            <Typography
              sx={{
                fontWeight: 700,
                whiteSpace: 'nowrap',
                color: transaction.amount >= 0 ? 'success.main' : 'text.primary',
              }}
            >
              {transaction.amount >= 0 ? `+${formatUsd(transaction.amount)}` : formatUsd(transaction.amount)}
            </Typography>
          </Box>
        ))}
      </Paper>
      <ListPagination meta={data.meta} onPage={setPage} />
    </>
  );
}

/** /account/wallet: balance, transactions a page at a time, and top-up by KHQR. */
export default function WalletPage() {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const wallet = useWallet();
  const [topUp, setTopUp] = useState(false);
  // Bumped when a top-up arrives: the list remounts and loads again.
  const [version, setVersion] = useState(0);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('wallet.title')}
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="wallet-balance-title"
        sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        <AccountBalanceWalletOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id="wallet-balance-title" color="text.secondary">
            {t('wallet.balance')}
          </Typography>
          {wallet.isLoading ? (
            <Skeleton width={120} height={40} />
          ) : wallet.error ? (
            <ErrorState
              message={errorMessage(wallet.error, t('overview.walletError'))}
              onRetry={() => void wallet.refetch()}
            />
          ) : (
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="wallet-balance">
              {formatUsd(wallet.data?.balance ?? 0)}
            </Typography>
          )}
        </Box>
        <Button variant="contained" onClick={() => setTopUp(true)}>
          {t('wallet.topUp')}
        </Button>
      </Paper>
      <Typography variant="h6" component="h2">
        {t('wallet.transactions')}
      </Typography>
      <Transactions key={version} />
      {topUp && (
        <TopUpDialog
          onClose={() => setTopUp(false)}
          onPaid={() => {
            void wallet.refetch();
            setVersion((current) => current + 1);
          }}
        />
      )}
    </Stack>
  );
}
