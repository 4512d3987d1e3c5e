import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd, type PaymentMethod } from '@storefront/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { CheckoutSection } from './checkout-section';
import { usePaymentModes } from './payment-modes-api';
import type { Checkout } from './use-checkout';

function Option({
  value,
  title,
  detail,
  disabled = false,
}: {
  value: string;
  title: string;
  detail?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      value={value}
      disabled={disabled}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
      label={
        <Stack sx={{ pt: 0.75 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {detail && (
            <Typography component="span" variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Stack>
      }
    />
  );
}

/** "Demo mode: no real money moves…" under a payment option (its own line, in the warning colour). */
function DemoNotice({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      data-testid={testId}
      sx={{ display: 'block', color: 'warning.dark', fontWeight: 600 }}
    >
      {children}
    </Typography>
  );
}

/** Cash on delivery, wallet (balance; disabled with the reason when short), KHQR, saved cards. */
export function PaymentSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const { wallet, savedCards, paymentMethod, setPaymentMethod, cardId, setCardId } = checkout;
  const modes = usePaymentModes();
  const balance = wallet.balance === undefined ? '…' : formatUsd(wallet.balance);
  const value = paymentMethod === 'card' && cardId ? `card:${cardId}` : paymentMethod;
  return (
    <CheckoutSection title={t('payment.title')} headingId={headingId}>
      <RadioGroup
        aria-labelledby={headingId}
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen.startsWith('card:')) {
            setCardId(Number(chosen.slice('card:'.length)));
            setPaymentMethod('card');
          } else setPaymentMethod(chosen as PaymentMethod);
        }}
      >
        <Option value="cod" title={t('payment.cod')} detail={t('payment.codDetail')} />
        <Option
          value="wallet"
          title={t('payment.wallet')}
          disabled={wallet.short}
          detail={
            wallet.short ? t('payment.walletShort', { balance }) : t('payment.walletBalance', { balance })
          }
        />
        <Option
          value="khqr"
          title={t('payment.khqr')}
          detail={
            <>
              {t('payment.khqrDetail')}
              {modes?.khqr === 'demo' && (
                <DemoNotice testId="khqr-demo-notice">{t('payment.khqrDemo')}</DemoNotice>
              )}
            </>
          }
        />
        {savedCards.map((card) => (
          <Option
            key={card.id}
            value={`card:${card.id}`}
            title={t('payment.card')}
            detail={
              <>
                {t('payment.cardDetail', { brand: card.brand.toUpperCase(), last4: card.last4 })}
                {modes?.card === 'demo' && (
                  <DemoNotice testId={`card-demo-notice-${card.id}`}>{t('payment.cardDemo')}</DemoNotice>
                )}
              </>
            }
          />
        ))}
      </RadioGroup>
    </CheckoutSection>
  );
}
