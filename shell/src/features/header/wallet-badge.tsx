import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import { formatUsd, Link as RouterLink, selectIsSignedIn, useWallet } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

/** The signed-in shopper's wallet balance, leading to the wallet page. Its width is reserved
 * while the balance loads, so nothing beside it moves when it arrives. */
export function WalletBadge() {
  const { t } = useTranslation('common');
  const signedIn = useSelector(selectIsSignedIn);
  const { data, isError } = useWallet();
  if (!signedIn) return null;
  const balance = data ? formatUsd(data.balance) : isError ? '–' : '…';
  return (
    <Button
      component={RouterLink}
      to="/account/wallet"
      color="inherit"
      startIcon={<AccountBalanceWalletOutlinedIcon />}
      aria-label={t('header.wallet', { balance })}
      data-testid="wallet-badge"
      sx={{
        display: { xs: 'none', sm: 'inline-flex' },
        minWidth: 104,
        flexShrink: 0,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {balance}
    </Button>
  );
}
