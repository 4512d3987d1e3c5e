import Pagination from '@mui/material/Pagination';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';

/** A list's page links, centred and named for screen readers ("Page 3", "Next page"); none for one page. */
export function ListPagination({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: (event: ChangeEvent<unknown>, page: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (lastPage <= 1) return null;
  return (
    <Pagination
      page={page}
      count={lastPage}
      onChange={onChange}
      getItemAriaLabel={(type, item) => t(`pagination.${type}`, { page: item })}
      sx={{ alignSelf: 'center' }}
    />
  );
}
