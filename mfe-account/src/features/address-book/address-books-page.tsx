import AddIcon from '@mui/icons-material/Add';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useAddressBooks,
  useDeleteAddressBookMutation,
  useSetDefaultAddressBookMutation,
  type AddressBookEntry,
  Link as RouterLink,
  displayAddress,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/page-heading';

function AddressCard({
  entry,
  onDelete,
}: {
  entry: AddressBookEntry;
  onDelete: (entry: AddressBookEntry) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [setDefault, { isLoading }] = useSetDefaultAddressBookMutation();
  const makeDefault = async () => {
    const result = await setDefault(entry.id);
    if ('error' in result)
      showToast(errorMessage(result.error, t('addressBook.defaultFailed')), { variant: 'error' });
    else showToast(t('addressBook.defaultDone'), { variant: 'success' });
  };
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none', borderColor: entry.isDefault ? 'primary.main' : undefined }}
      data-testid="address-card"
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={t(`addressBook.types.${entry.type}`)} />
        {entry.isDefault && <Chip size="small" color="primary" label={t('addressBook.default')} />}
      </Stack>
      <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="address-line">
        {displayAddress(entry, i18n.language)}
      </Typography>
      {(entry.postCode || entry.email) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {[entry.postCode && t('addressBook.postCode', { code: entry.postCode }), entry.email]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/account/address-books/${entry.id}/edit`}
          aria-label={t('addressBook.editNamed', { address: displayAddress(entry, i18n.language) })}
        >
          {t('addressBook.edit')}
        </Button>
        {!entry.isDefault && (
          <Button size="small" onClick={() => void makeDefault()} loading={isLoading}>
            {t('addressBook.setDefault')}
          </Button>
        )}
        <Button size="small" color="error" onClick={() => onDelete(entry)}>
          {t('addressBook.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /account/address-books: the shopper's addresses, default first; set default, edit, delete. */
export default function AddressBooksPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, error, refetch } = useAddressBooks();
  const [remove, { isLoading: deleting }] = useDeleteAddressBookMutation();
  const [toDelete, setToDelete] = useState<AddressBookEntry | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove(toDelete.id);
    setToDelete(null);
    if ('error' in result)
      showToast(errorMessage(result.error, t('addressBook.deleteFailed')), { variant: 'error' });
    else showToast(t('addressBook.deleted'), { variant: 'success' });
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      component={RouterLink}
      to="/account/address-books/create"
    >
      {t('addressBook.add')}
    </Button>
  );

  return (
    <section>
      <PageHeading
        title={t('pages.addressBook')}
        subtitle={t('addressBook.subtitle')}
        actions={data && data.length > 0 ? addButton : undefined}
      />
      {isLoading && (
        <Stack spacing={2} aria-busy="true" aria-label={t('addressBook.loading')}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
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
          {errorMessage(error, t('addressBook.loadFailed'))}
        </Alert>
      )}
      {data && data.length === 0 && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
          data-testid="address-book-empty"
        >
          <ContactsOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('addressBook.emptyTitle')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('addressBook.emptyBody')}
          </Typography>
          {addButton}
        </Paper>
      )}
      {data && data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('pages.addressBook')}>
          {data.map((entry) => (
            <AddressCard key={entry.id} entry={entry} onDelete={setToDelete} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addressBook.deleteTitle')}
        body={
          toDelete ? t('addressBook.deleteBody', { address: displayAddress(toDelete, i18n.language) }) : ''
        }
        confirmLabel={t('addressBook.delete')}
        cancelLabel={t('cancel')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
