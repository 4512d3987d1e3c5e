import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BRAND,
  errorCode,
  errorMessage,
  usePageHead,
  localized,
  Link as RouterLink,
  useGetCategoriesQuery,
  useSearchParams,
  ScreenOnly,
} from '@storefront/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';

import { EmptyProducts, ProductGrid } from '../../components/products/product-grid';
import { categoryPath, narrowerCategories, type CategoryPath } from '../../components/products/category-path';
import { PRODUCT_SORTS, isProductSort, useGetProductsQuery } from '../../components/products/products-api';
import { ListFacets } from './list-facets';
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

/** Home / Products / main / sub / leaf: each level links to the list narrowed to it. */
function ListBreadcrumbs({ path, search }: { path: CategoryPath; search: string }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const levels = [
    path.main && { category: path.main, href: `/products?mainCategoryId=${path.main.id}` },
    path.sub &&
      path.main && {
        category: path.sub,
        href: `/products?mainCategoryId=${path.main.id}&subCategoryId=${path.sub.id}`,
      },
    path.leaf &&
      path.sub &&
      path.main && {
        category: path.leaf,
        href: `/products?mainCategoryId=${path.main.id}&subCategoryId=${path.sub.id}&categoryId=${path.leaf.id}`,
      },
  ].filter((level) => level !== null && level !== undefined);
  const last = levels.length - 1;
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 1.5 }} data-testid="list-breadcrumbs">
      <Link component={RouterLink} to="/" color="inherit">
        {t('breadcrumbs.home')}
      </Link>
      {levels.length === 0 && !search ? (
        <Typography color="text.primary" aria-current="page">
          {t('breadcrumbs.products')}
        </Typography>
      ) : (
        <Link component={RouterLink} to="/products" color="inherit">
          {t('breadcrumbs.products')}
        </Link>
      )}
      {levels.map((level, index) =>
        index === last && !search ? (
          <Typography key={level.category.id} color="text.primary" aria-current="page">
            {localized(level.category.name, i18n.language)}
          </Typography>
        ) : (
          <Link key={level.category.id} component={RouterLink} to={level.href} color="inherit">
            {localized(level.category.name, i18n.language)}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/** `/products`: the products matching the URL's search, category and type, a page at a time. */
export default function ProductListPage() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  // `currentData` is empty while another page loads, so the grid shows placeholders rather than
  // the previous page's products under the new page number.
  // Deferred (like the tree below): an answer then draws as a transition, in slices, instead of
  // in the store's synchronous update, and the grid (memoized) skips the urgent render.
  const { currentData, isFetching, isError, error, refetch } = useDeferredValue(
    useGetProductsQuery(listParams(filters, PRODUCTS_PER_PAGE)),
  );
  const loading = isFetching && !currentData;
  // The tree is cached and small; without it the list still works, only without facets and path.
  const categories = useDeferredValue(useGetCategoriesQuery());
  const tree = useMemo(() => categories.data ?? [], [categories.data]);
  const path = useMemo(() => categoryPath(tree, filters), [tree, filters]);
  const narrower = useMemo(() => narrowerCategories(tree, path), [tree, path]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const currentCategory = path.leaf ?? path.sub ?? path.main;

  const title = filters.search
    ? t('list.searchTitle', { search: filters.search })
    : currentCategory
      ? localized(currentCategory.name, i18n.language)
      : t('list.title');
  usePageHead({
    title: `${title} · ${BRAND.name}`,
    description: t('list.description', { title, brand: BRAND.name }),
  });

  function apply(next: ProductFilters) {
    setSearchParams(searchParamsFromFilters(next));
    window.scrollTo({ top: 0 });
  }

  const meta = currentData?.meta;
  // A hand-edited or stale URL can point past the last page: offer the first page instead of
  // claiming that nothing matches.
  const pageOutOfRange =
    meta !== undefined && meta.total > 0 && currentData?.data.length === 0 && filters.page > 1;
  // Past the deepest page the API serves (a hand-edited URL; the pagination never offers one): the
  // API's own words, and the way back.
  const pageTooDeep = isError && errorCode(error) === 'catalog.page_too_deep';
  const countKey = meta?.totalIsEstimate ? 'list.countEstimate' : 'list.count';

  const facets = <ListFacets filters={filters} path={path} narrower={narrower} onApply={apply} />;

  return (
    <>
      <ListBreadcrumbs path={path} search={filters.search} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          gap: { xs: 1, md: 4 },
          alignItems: 'start',
        }}
      >
        <ScreenOnly wide>
          <Box component="aside" aria-label={t('facets.label')} sx={{ position: 'sticky', top: 16 }}>
            {facets}
          </Box>
        </ScreenOnly>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 1 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<TuneIcon />}
              aria-expanded={filtersOpen}
              aria-controls="list-filters-mobile"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t('facets.toggle')}
            </Button>
            <Collapse in={filtersOpen} id="list-filters-mobile" unmountOnExit>
              <Box sx={{ py: 2 }}>{facets}</Box>
            </Collapse>
          </Box>
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
            {/* A native select: light, right on phones, and no MUI menu stack (whose context is
                split between the shell's shared copy and this remote's, see the closing note). */}
            <TextField
              id="product-sort"
              select
              size="small"
              label={t('list.sortLabel')}
              value={filters.sort ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                apply(withFilters(filters, { sort: isProductSort(value) ? value : null }));
              }}
              sx={{ minWidth: 200 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {/* "Recommended" is a real choice (the API's default order), not an empty box. */}
              <option value="">{t('list.sort.relevance')}</option>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sort.${sort}`)}
                </option>
              ))}
            </TextField>
          </Box>

          {pageTooDeep ? (
            <EmptyProducts
              title={errorMessage(error, t('list.pageEmpty'))}
              action={
                <Button variant="outlined" onClick={() => apply(withFilters(filters, { page: 1 }))}>
                  {t('list.backToFirstPage')}
                </Button>
              }
            />
          ) : isError ? (
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
              headingLevel="h2"
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
        </Box>
      </Box>
    </>
  );
}
