import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AddIcon from '@mui/icons-material/Add';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, formatUsd, useWallet, type PaymentOption, showToast } from '@storefront/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/page-heading';
import { CardForm } from './card-form';
import {
  useGetPaymentOptionsQuery,
  useRemovePaymentOptionMutation,
  useSetDefaultPaymentOptionMutation,
} from './payment-options-api';

const ICONS = {
  cod: LocalShippingOutlinedIcon,
  wallet: AccountBalanceWalletOutlinedIcon,
  khqr: QrCode2OutlinedIcon,
  card: CreditCardOutlinedIcon,
};

function useOptionLabel() {
  const { t } = useTranslation(NAMESPACE);
  return (option: PaymentOption) =>
    option.card
      ? t('paymentOptions.card', {
          brand: t(`paymentOptions.brands.${option.card.brand}`),
          last4: option.card.last4,
        })
      : t(`paymentOptions.${option.kind}`);
}

function OptionRow({
  option,
  description,
  actions,
}: {
  option: PaymentOption;
  description: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const label = useOptionLabel();
  const [setDefault, { isLoading }] = useSetDefaultPaymentOptionMutation();
  const Icon = ICONS[option.kind];
  const makeDefault = async () => {
    const result = await setDefault(option.id);
    if ('error' in result)
      showToast(errorMessage(result.error, t('paymentOptions.defaultFailed')), { variant: 'error' });
    else showToast(t('paymentOptions.defaultDone'), { variant: 'success' });
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        borderColor: option.isDefault ? 'primary.main' : undefined,
      }}
      data-testid={`payment-option-${option.id}`}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Icon color={option.isDefault ? 'primary' : 'action'} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{label(option)}</Typography>
            {option.isDefault && <Chip size="small" color="primary" label={t('paymentOptions.default')} />}
            {option.card?.expired && (
              <Chip size="small" color="error" variant="outlined" label={t('paymentOptions.expired')} />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {!option.isDefault && !option.card?.expired && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void makeDefault()}
            loading={isLoading}
            aria-label={`${t('paymentOptions.setDefault')}: ${label(option)}`}
          >
            {t('paymentOptions.setDefault')}
          </Button>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}

/** /account/payment-options: cash on delivery, wallet, KHQR and saved cards; choose the default. */
export default function PaymentOptionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const label = useOptionLabel();
  const { data, isLoading, isError, error, refetch } = useGetPaymentOptionsQuery();
  const wallet = useWallet();
  const [remove, { isLoading: removing }] = useRemovePaymentOptionMutation();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<PaymentOption | null>(null);

  const confirmRemove = async () => {
    if (!toRemove) return;
    const result = await remove(toRemove.id);
    setToRemove(null);
    if ('error' in result)
      showToast(errorMessage(result.error, t('paymentOptions.removeFailed')), { variant: 'error' });
    else showToast(t('paymentOptions.removed'), { variant: 'success' });
  };

  const describe = (option: PaymentOption): ReactNode => {
    if (option.card) {
      const expiry = `${String(option.card.expMonth).padStart(2, '0')}/${String(option.card.expYear).slice(-2)}`;
      return t('paymentOptions.cardDetails', { expiry, holder: option.card.holder });
    }
    if (option.kind === 'wallet')
      return wallet.data
        ? t('paymentOptions.walletHelp', { balance: formatUsd(wallet.data.balance) })
        : t('paymentOptions.walletHelpNoBalance');
    return t(`paymentOptions.${option.kind}Help`);
  };

  const builtIn = data?.filter((option) => !option.card) ?? [];
  const cards = data?.filter((option) => option.card) ?? [];

  return (
    <section>
      <PageHeading title={t('pages.paymentOptions')} subtitle={t('paymentOptions.subtitle')} />
      {isLoading && (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {errorMessage(error, t('paymentOptions.loadFailed'))}
        </Alert>
      )}
      {data && (
        <Stack spacing={3}>
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('paymentOptions.methods')}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {builtIn.map((option) => (
                <OptionRow key={option.id} option={option} description={describe(option)} />
              ))}
            </Stack>
          </Box>
          <Box>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 1,
                mb: 1,
              }}
            >
              <Typography variant="h6" component="h2">
                {t('paymentOptions.savedCards')}
              </Typography>
              {!adding && (
                <Button startIcon={<AddIcon />} variant="contained" onClick={() => setAdding(true)}>
                  {t('paymentOptions.addCard')}
                </Button>
              )}
            </Box>
            {cards.length === 0 && !adding && (
              <Typography color="text.secondary" data-testid="no-cards">
                {t('paymentOptions.noCards')}
              </Typography>
            )}
            {cards.length > 0 && (
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                {cards.map((option) => (
                  <OptionRow
                    key={option.id}
                    option={option}
                    description={describe(option)}
                    actions={
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setToRemove(option)}
                        aria-label={t('paymentOptions.removeNamed', { card: label(option) })}
                      >
                        {t('paymentOptions.remove')}
                      </Button>
                    }
                  />
                ))}
              </Stack>
            )}
            {adding && (
              <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
                <CardForm
                  onCancel={() => setAdding(false)}
                  onDone={() => {
                    setAdding(false);
                    showToast(t('paymentOptions.form.saved'), { variant: 'success' });
                  }}
                />
              </Paper>
            )}
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('paymentOptions.removeTitle')}
        body={toRemove ? t('paymentOptions.removeBody', { card: label(toRemove) }) : ''}
        confirmLabel={t('paymentOptions.remove')}
        cancelLabel={t('cancel')}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => setToRemove(null)}
      />
    </section>
  );
}
