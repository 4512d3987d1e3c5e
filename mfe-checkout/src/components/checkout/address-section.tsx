import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AddressForm,
  displayAddress,
  useCreateAddressBookMutation,
  type AddressBookRequest,
} from '@storefront/shared';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import type { Checkout } from './use-checkout';
import { CheckoutSection } from './checkout-section';

/** Shipping address: the default preselected, another one chosen, or a new one added inline. */
export function AddressSection({ checkout }: { checkout: Checkout }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const headingId = useId();
  const { addresses, addressId, setAddressId } = checkout;
  const [adding, setAdding] = useState(false);
  const [create] = useCreateAddressBookMutation();
  const list = addresses.data ?? [];

  const add = async (request: AddressBookRequest) => {
    const result = await create({ ...request, isDefault: list.length === 0 });
    if ('data' in result && result.data) {
      setAddressId(result.data.id);
      setAdding(false);
      // The list is not refreshed by the mutation itself.
      void addresses.refetch();
    }
    return result;
  };

  let body;
  if (addresses.isLoading) body = <Skeleton variant="rounded" height={72} aria-busy="true" />;
  else if (addresses.isError && !addresses.data)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void addresses.refetch()}>
            {t('cart.retry')}
          </Button>
        }
      >
        {t('address.loadFailed')}
      </Alert>
    );
  else
    body = (
      <>
        {list.length === 0 && !adding && <Typography color="text.secondary">{t('address.none')}</Typography>}
        {list.length > 0 && (
          <RadioGroup
            aria-labelledby={headingId}
            value={addressId ?? ''}
            onChange={(event) => setAddressId(Number(event.target.value))}
          >
            {list.map((entry) => (
              <FormControlLabel
                key={entry.id}
                value={entry.id}
                control={<Radio />}
                data-testid="checkout-address"
                sx={{ alignItems: 'flex-start', py: 0.5, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {t(`address.type.${entry.type}`)}
                      </Typography>
                      {entry.isDefault && <Chip size="small" label={t('address.default')} />}
                    </Stack>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {displayAddress(entry, i18n.language)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
        {adding ? (
          <Box sx={{ mt: 2 }} data-testid="checkout-new-address">
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <AddressForm
                onSubmit={add}
                submitLabel={t('address.save')}
                onCancel={() => setAdding(false)}
                hideDefaultToggle
              />
            </Suspense>
          </Box>
        ) : (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
            {t('address.add')}
          </Button>
        )}
      </>
    );

  return (
    <CheckoutSection title={t('address.title')} headingId={headingId}>
      {body}
    </CheckoutSection>
  );
}
