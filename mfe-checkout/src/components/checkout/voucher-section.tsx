import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  errorMessage,
  ERRORS_NAMESPACE,
  fieldErrors,
  formatUsd,
  problemText,
  roundMoney,
  useValidateVoucherMutation,
} from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { CheckoutSection } from './checkout-section';
import type { Checkout } from './use-checkout';

/** A voucher code, checked by the API before the quote applies it. */
export function VoucherSection({ checkout }: { checkout: Checkout }) {
  // The errors namespace translates why a voucher does not apply (a code in the quote).
  const { t } = useTranslation([NAMESPACE, ERRORS_NAMESPACE]);
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [validate, state] = useValidateVoucherMutation();
  const quote = checkout.quote.data;
  const applied = quote?.voucher;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!code.trim()) {
      setError(t('voucher.required'));
      return;
    }
    const amount = quote ? roundMoney(quote.subtotal - quote.productDiscountTotal) : 0;
    const result = await validate({ code: code.trim(), amount });
    if ('data' in result && result.data) {
      checkout.setVoucherCode(result.data.code);
      setCode('');
    } else {
      // Why it does not apply, from the API's code (`voucher.unknown`, `voucher.expired`, …).
      setError(fieldErrors(result.error).code ?? errorMessage(result.error, t('voucher.invalid')));
    }
  };

  return (
    <CheckoutSection title={t('voucher.title')} headingId={headingId}>
      {applied ? (
        <Alert
          severity="success"
          data-testid="voucher-applied"
          action={
            <Button color="inherit" size="small" onClick={() => checkout.setVoucherCode(null)}>
              {t('voucher.remove')}
            </Button>
          }
        >
          {t('voucher.applied', { code: applied.code, amount: formatUsd(applied.discount) })}
        </Alert>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void apply(event)}
          direction="row"
          sx={{ gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t('voucher.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 40 } }}
            sx={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={state.isLoading || !quote}
            sx={{ mt: '1px', minHeight: 40 }}
          >
            {t('voucher.apply')}
          </Button>
        </Stack>
      )}
      {applied === null && quote?.voucherError && checkout.voucherCode && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problemText(quote.voucherError)}
        </Alert>
      )}
    </CheckoutSection>
  );
}
