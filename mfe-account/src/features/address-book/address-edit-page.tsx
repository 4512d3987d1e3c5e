import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import {
  AddressForm,
  PageSpinner,
  errorMessage,
  useGetAddressBookQuery,
  useNavigate,
  useParams,
  useUpdateAddressBookMutation,
  Link as RouterLink,
  showToast,
} from '@storefront/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { PageHeading } from '../../components/page-heading';

/** /account/address-books/:id/edit (another shopper's address is "not found", as the API says). */
export default function AddressEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError, error, refetch } = useGetAddressBookQuery(id, { skip: !valid });
  const [update] = useUpdateAddressBookMutation();
  const notFound =
    !valid ||
    (isError && typeof error === 'object' && error !== null && 'status' in error && error.status === 404);

  return (
    <section>
      <PageHeading title={t('pages.editAddress')} subtitle={t('addressBook.formSubtitle')} />
      {isLoading && <PageSpinner minHeight={320} />}
      {notFound && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/account/address-books">
              {t('addressBook.backToList')}
            </Button>
          }
        >
          {t('addressBook.notFound')}
        </Alert>
      )}
      {isError && !notFound && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {errorMessage(error, t('addressBook.loadFailed'))}
        </Alert>
      )}
      {data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageSpinner minHeight={320} />}>
            <AddressForm
              key={data.id}
              initialValues={data}
              hideDefaultToggle={data.isDefault}
              onCancel={() => navigate('/account/address-books')}
              onSubmit={async (request) => {
                const result = await update({ ...request, id: data.id });
                if (!('error' in result)) {
                  showToast(t('addressBook.saved'), { variant: 'success' });
                  navigate('/account/address-books');
                }
                return result;
              }}
            />
          </Suspense>
        </Paper>
      )}
    </section>
  );
}
