import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BRAND, Link as RouterLink, useSearchParams } from '@storefront/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { EmptyProducts, ProductGrid } from '../../components/products/product-grid';
import { PRODUCT_SORTS, useGetProductsQuery, type ProductSort } from '../../components/products/products-api';
import {
  filtersFromSearchParams,
  hasNarrowingFilters,
  listParams,
  searchParamsFromFilters,
  withFilters,
  type ProductFilters,
} from './product-filters';

/** Divisible by 2, 3, 4 and 6, so full pages fill every row of the grid. */
export const PRODUCTS_PER_PAGE = 24;

/** `/products`: the products matching the URL's search, category and type, a page at a time. */
export default function ProductListPage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  // `currentData` is empty while another page loads, so the grid shows placeholders rather than
  // the previous page's products under the new page number.
  const { currentData, isFetching, isError, refetch } = useGetProductsQuery(
    listParams(filters, PRODUCTS_PER_PAGE),
  );
  const loading = isFetching && !currentData;

  const title = filters.search ? t('list.searchTitle', { search: filters.search }) : t('list.title');
  useDocumentTitle(`${title} · ${BRAND.name}`);

  function apply(next: ProductFilters) {
    setSearchParams(searchParamsFromFilters(next));
    window.scrollTo({ top: 0 });
  }

  const meta = currentData?.meta;
  // A hand-edited or stale URL can point past the last page: offer the first page instead of
  // claiming that nothing matches.
  const pageOutOfRange =
    meta !== undefined && meta.total > 0 && currentData?.data.length === 0 && filters.page > 1;
  const countKey = meta?.totalIsEstimate ? 'list.countEstimate' : 'list.count';

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" role="status" data-testid="result-count">
            {meta ? t(countKey, { count: meta.total }) : <Skeleton width={120} />}
          </Typography>
        </Box>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="product-sort-label" shrink>
            {t('list.sortLabel')}
          </InputLabel>
          <Select<ProductSort | ''>
            labelId="product-sort-label"
            // "Recommended" is a real choice (the API's default order), so show it, not an empty box.
            displayEmpty
            notched
            label={t('list.sortLabel')}
            value={filters.sort ?? ''}
            onChange={(event: SelectChangeEvent<ProductSort | ''>) =>
              apply(withFilters(filters, { sort: event.target.value === '' ? null : event.target.value }))
            }
          >
            <MenuItem value="">{t('list.sort.relevance')}</MenuItem>
            {PRODUCT_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>

      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : (
        <ProductGrid
          products={currentData?.data}
          loading={loading}
          label={title}
          skeletonCount={PRODUCTS_PER_PAGE}
          empty={
            pageOutOfRange ? (
              <EmptyProducts
                title={t('list.pageEmpty')}
                action={
                  <Button variant="outlined" onClick={() => apply(withFilters(filters, { page: 1 }))}>
                    {t('list.backToFirstPage')}
                  </Button>
                }
              />
            ) : (
              <EmptyProducts
                title={t('grid.emptyTitle')}
                body={hasNarrowingFilters(filters) ? t('grid.emptyBody') : undefined}
                action={
                  hasNarrowingFilters(filters) ? (
                    <Button variant="outlined" component={RouterLink} to="/products">
                      {t('list.clearFilters')}
                    </Button>
                  ) : undefined
                }
              />
            )
          }
        />
      )}

      {meta && meta.lastPage > 1 && (
        <Box
          component="nav"
          aria-label={t('list.pagination')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
        >
          <Pagination
            count={meta.lastPage}
            page={Math.min(filters.page, meta.lastPage)}
            onChange={(_event, page: number) => apply(withFilters(filters, { page }))}
            color="primary"
            shape="rounded"
            siblingCount={1}
            getItemAriaLabel={(type, page, selected) => {
              if (type === 'previous') return t('list.previousPage');
              if (type === 'next') return t('list.nextPage');
              if (type === 'first') return t('list.firstPage');
              if (type === 'last') return t('list.lastPage');
              return selected ? t('list.currentPage', { page }) : t('list.goToPage', { page });
            }}
          />
        </Box>
      )}
    </>
  );
}
