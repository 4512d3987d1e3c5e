// The product table's filters (search, published, low stock, category), kept in the URL so a
// filtered table can be bookmarked and the back button works; the bulk edit uses the same ones.
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  localized,
  useGetCategoriesQuery,
  useLanguage,
  useSearchParams,
  type BackofficeProductListQuery,
  type Category,
} from '@storefront/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/** The API's longest search (catalog contract's MAX_SEARCH_LENGTH, a value the contract keeps to itself). */
const SEARCH_MAX = 100;

export interface ProductFilterValues {
  search: string;
  published: '' | 'true' | 'false';
  lowStock: boolean;
  categoryId: string;
  page: number;
}

/** The filters as the URL holds them. */
export function useProductFilters(): [ProductFilterValues, (next: Partial<ProductFilterValues>) => void] {
  const [params, setParams] = useSearchParams();
  const published = params.get('published');
  const page = Number(params.get('page'));
  const filters: ProductFilterValues = {
    search: params.get('q') ?? '',
    published: published === 'true' || published === 'false' ? published : '',
    lowStock: params.get('lowStock') === 'true',
    categoryId: /^\d+$/.test(params.get('category') ?? '') ? params.get('category')! : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = (next: Partial<ProductFilterValues>) => {
    // A new filter starts again on the first page.
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.search) search.set('q', merged.search);
    if (merged.published) search.set('published', merged.published);
    if (merged.lowStock) search.set('lowStock', 'true');
    if (merged.categoryId) search.set('category', merged.categoryId);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return [filters, update];
}

/** The list query of the filters. */
export function filtersQuery(filters: ProductFilterValues, perPage: number): BackofficeProductListQuery {
  return {
    search: filters.search || undefined,
    published: filters.published || undefined,
    lowStock: filters.lowStock ? 'true' : undefined,
    categoryId: filters.categoryId ? Number(filters.categoryId) : undefined,
    page: filters.page,
    perPage,
  };
}

/** Every category of the tree, indented by level, for one select. */
export function flattenCategories(tree: Category[], language: string): { id: number; label: string }[] {
  const rows: { id: number; label: string }[] = [];
  const walk = (categories: Category[], depth: number) => {
    for (const category of categories) {
      rows.push({
        id: category.id,
        label: `${'\u00a0\u00a0\u00a0'.repeat(depth)}${localized(category.name, language)}`,
      });
      walk(category.subCategories, depth + 1);
    }
  };
  walk(tree, 0);
  return rows;
}

export function ProductFilters({
  filters,
  onChange,
}: {
  filters: ProductFilterValues;
  onChange: (next: Partial<ProductFilterValues>) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { data: categories = [] } = useGetCategoriesQuery();
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('productList.filters')}
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'center' } }}
    >
      <Stack direction="row" spacing={1} sx={{ flex: 2, minWidth: 0 }}>
        <TextField
          label={t('productList.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX, type: 'search' } }}
          helperText={t('productList.searchHelp')}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SearchIcon />}
          sx={{ minHeight: 40, alignSelf: 'flex-start' }}
        >
          {t('productList.searchButton')}
        </Button>
      </Stack>
      <TextField
        select
        label={t('productList.published')}
        value={filters.published}
        onChange={(event) => onChange({ published: event.target.value as ProductFilterValues['published'] })}
        size="small"
        sx={{ flex: 1, minWidth: 160 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('productList.publishedAll')}</option>
        <option value="true">{t('productList.publishedOnly')}</option>
        <option value="false">{t('productList.unpublishedOnly')}</option>
      </TextField>
      <TextField
        select
        label={t('productList.category')}
        value={filters.categoryId}
        onChange={(event) => onChange({ categoryId: event.target.value })}
        size="small"
        sx={{ flex: 1, minWidth: 180 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('productList.allCategories')}</option>
        {flattenCategories(categories, language).map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.label}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.lowStock}
            onChange={(event) => onChange({ lowStock: event.target.checked })}
          />
        }
        label={t('productList.lowStockOnly')}
        sx={{ minHeight: 40, flexShrink: 0 }}
      />
    </Stack>
  );
}
