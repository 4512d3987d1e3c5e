import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink, type Category } from '@storefront/shared';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import type { CategoryPath } from '../../components/products/category-path';
import { searchParamsFromFilters, withFilters, type ProductFilters } from './product-filters';

// The custom range form (react-hook-form and zod) loads after the list is on screen.
const PriceRangeForm = lazy(() => import('./price-range-form'));

/** Price bands offered as one-click facets (US dollars). */
export const PRICE_BANDS: readonly { min: number | null; max: number | null }[] = [
  { min: null, max: 10 },
  { min: 10, max: 25 },
  { min: 25, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: null },
];

const hrefOf = (filters: ProductFilters) => {
  const query = searchParamsFromFilters(filters).toString();
  return query ? `/products?${query}` : '/products';
};

/** The filters narrowed to `category`, one level below `path` (keeping the levels above). */
export function filtersForCategory(
  filters: ProductFilters,
  path: CategoryPath,
  category: Category,
): ProductFilters {
  if (path.sub)
    return withFilters(filters, {
      mainCategoryId: path.main?.id ?? null,
      subCategoryId: path.sub.id,
      categoryId: category.id,
    });
  if (path.main)
    return withFilters(filters, {
      mainCategoryId: path.main.id,
      subCategoryId: category.id,
      categoryId: null,
    });
  return withFilters(filters, { mainCategoryId: category.id, subCategoryId: null, categoryId: null });
}

function PriceFilter({
  filters,
  onApply,
}: {
  filters: ProductFilters;
  onApply: (next: ProductFilters) => void;
}) {
  const { t } = useTranslation(NAMESPACES);
  const bandLabel = (band: (typeof PRICE_BANDS)[number]) => {
    if (band.min === null) return t('facets.under', { max: band.max });
    if (band.max === null) return t('facets.over', { min: band.min });
    return t('facets.between', { min: band.min, max: band.max });
  };
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('facets.price')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {PRICE_BANDS.map((band) => {
          const active = filters.minPrice === band.min && filters.maxPrice === band.max;
          return (
            <li key={bandLabel(band)}>
              <Link
                component={RouterLink}
                to={hrefOf(withFilters(filters, { minPrice: band.min, maxPrice: band.max }))}
                underline="hover"
                color={active ? 'primary' : 'inherit'}
                aria-current={active ? 'true' : undefined}
                sx={{ fontWeight: active ? 700 : 400, display: 'inline-block', py: 0.25 }}
              >
                {bandLabel(band)}
              </Link>
            </li>
          );
        })}
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={96} sx={{ mt: 1.5 }} />}>
        <PriceRangeForm filters={filters} onApply={onApply} />
      </Suspense>
    </Box>
  );
}

/** Narrow the list: the next category level down and price. */
export function ListFacets({
  filters,
  path,
  narrower,
  onApply,
}: {
  filters: ProductFilters;
  path: CategoryPath;
  narrower: readonly Category[];
  onApply: (next: ProductFilters) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const parent = path.leaf ? path.sub : path.sub ? path.main : null;
  const current = path.leaf ?? path.sub ?? path.main;
  const upOneLevel = path.leaf
    ? withFilters(filters, {
        categoryId: null,
        subCategoryId: path.sub?.id ?? null,
        mainCategoryId: path.main?.id ?? null,
      })
    : path.sub
      ? withFilters(filters, { subCategoryId: null, categoryId: null, mainCategoryId: path.main?.id ?? null })
      : withFilters(filters, { mainCategoryId: null, subCategoryId: null, categoryId: null });
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="facets">
      <Box component="nav" aria-label={t('facets.category')}>
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('facets.category')}
        </Typography>
        {current && (
          <Link
            component={RouterLink}
            to={hrefOf(upOneLevel)}
            underline="hover"
            sx={{ display: 'block', mb: 0.5 }}
          >
            {parent
              ? t('facets.backTo', { name: localized(parent.name, i18n.language) })
              : t('facets.allCategories')}
          </Link>
        )}
        {current && (
          <Typography sx={{ fontWeight: 700, mb: 0.5 }} aria-current="true">
            {localized(current.name, i18n.language)}
          </Typography>
        )}
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, pl: current ? 1.5 : 0, display: 'grid', gap: 0.25 }}
        >
          {narrower.map((category) => (
            <li key={category.id}>
              <Link
                component={RouterLink}
                to={hrefOf(filtersForCategory(filters, path, category))}
                underline="hover"
                color="inherit"
                sx={{ display: 'inline-block', py: 0.25 }}
              >
                {localized(category.name, i18n.language)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <PriceFilter filters={filters} onApply={onApply} />
    </Box>
  );
}
