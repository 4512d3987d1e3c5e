import Paper from '@mui/material/Paper';
import {
  AddressForm,
  PageSpinner,
  useCreateAddressBookMutation,
  useNavigate,
  showToast,
} from '@storefront/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { PageHeading } from '../../components/page-heading';

/** /account/address-books/create */
export default function AddressCreatePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [create] = useCreateAddressBookMutation();
  return (
    <section>
      <PageHeading title={t('pages.createAddress')} subtitle={t('addressBook.formSubtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Suspense fallback={<PageSpinner minHeight={320} />}>
          <AddressForm
            onCancel={() => navigate('/account/address-books')}
            onSubmit={async (request) => {
              const result = await create(request);
              if (!('error' in result)) {
                showToast(t('addressBook.saved'), { variant: 'success' });
                navigate('/account/address-books');
              }
              return result;
            }}
          />
        </Suspense>
      </Paper>
    </section>
  );
}
