import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  errorCode,
  errorMessage,
  fieldErrors,
  formatUsd,
  Link,
  localized,
  useLanguage,
  type BackofficeProduct,
  type BackofficeVariant,
  type VariantsChangedErrorBody,
  showToast,
} from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { errorBody } from '../../components/form-errors';
import {
  bulkBody,
  differs,
  invalidCells,
  withCurrentFigures,
  withEdit,
  type Edits,
  type Field,
  type Figures,
} from './bulk-edit';
import { filtersQuery, ProductFilters, useProductFilters } from './product-filters';
import { useBulkUpdateVariantsMutation, useGetBulkEditPageQuery } from './products-api';
import { ListPagination } from '../../components/list-pagination';

/** Products per page of the bulk edit (each with all its variants). */
const PER_PAGE = 10;

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A variant's option values in the interface's language ("Red / M"). */
export function variantLabel(
  product: BackofficeProduct,
  variant: BackofficeVariant,
  language: string,
): string {
  const parts = product.options.flatMap((option) => {
    const value = option.values.find((candidate) => candidate.en === variant.attributes[option.name.en]);
    const text = value ? localized(value, language) : variant.attributes[option.name.en];
    return text ? [text] : [];
  });
  return parts.join(' / ');
}

/** /backoffice/products/bulk: price and stock of many variants in one table, saved together. */
export default function BulkEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { canWriteCatalog } = useStaff();
  const [filters, setFilters] = useProductFilters();
  const { data, error, isLoading, refetch } = useGetBulkEditPageQuery(filtersQuery(filters, PER_PAGE));
  const [save, { isLoading: saving }] = useBulkUpdateVariantsMutation();
  const [edits, setEdits] = useState<Edits>({});
  /** Variants that moved since the table was opened: their figures now. */
  const [meanwhile, setMeanwhile] = useState<Record<number, Figures>>({});
  /** Problems by cell (`${variantId}.price`): the client's checks and the API's field codes. */
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ severity: 'error' | 'warning' | 'success'; text: string } | null>(
    null,
  );
  const count = Object.keys(edits).length;
  const readOnly = !canWriteCatalog;

  const type = (variant: BackofficeVariant, field: Field, text: string) => {
    const shown = meanwhile[variant.id] ?? { price: variant.price, stock: variant.stock };
    setEdits((current) => withEdit(current, variant.id, field, text, shown));
    setCellErrors(({ [`${variant.id}.${field}`]: _dropped, ...rest }) => rest);
  };

  const dropEdit = (variantId: number) => {
    setEdits(({ [variantId]: _dropped, ...rest }) => rest);
    setMeanwhile(({ [variantId]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    setMessage(null);
    const invalid = invalidCells(edits);
    if (invalid.length) {
      setCellErrors(
        Object.fromEntries(
          invalid.map((cell) => [
            cell,
            t(cell.endsWith('.price') ? 'bulk.invalidPrice' : 'bulk.invalidStock'),
          ]),
        ),
      );
      setMessage({ severity: 'error', text: t('bulk.fixCells', { count: invalid.length }) });
      document.getElementById(`bulk-${invalid[0]!.replace('.', '-')}`)?.focus();
      return;
    }
    const { body, order } = bulkBody(edits);
    const result = await save(body);
    if ('error' in result) {
      const current = errorBody<VariantsChangedErrorBody>(result.error)?.current;
      if (errorCode(result.error) === 'variant.changed_meanwhile' && current) {
        setMeanwhile((before) => ({
          ...before,
          ...Object.fromEntries(
            current.map((row) => [row.variantId, { price: row.price, stock: row.stock }]),
          ),
        }));
        setEdits((before) => withCurrentFigures(before, current));
        setMessage({ severity: 'warning', text: errorMessage(result.error, t('bulk.changedMeanwhile')) });
        void refetch();
        return;
      }
      // Field codes name rows by their place in the request (`changes.3.price`).
      const placed: Record<string, string> = {};
      for (const [path, text] of Object.entries(fieldErrors(result.error))) {
        const match = /^changes\.(\d+)(?:\.(price|stock))?/.exec(path);
        const variantId = match ? order[Number(match[1])] : undefined;
        if (variantId !== undefined) placed[`${variantId}.${match![2] ?? 'price'}`] = text;
      }
      setCellErrors(placed);
      setMessage({ severity: 'error', text: errorMessage(result.error, t('bulk.saveFailed')) });
      return;
    }
    setEdits({});
    setMeanwhile({});
    setCellErrors({});
    const text = t('bulk.saved', { count: result.data.length });
    setMessage({ severity: 'success', text });
    showToast(text, { variant: 'success' });
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280 }}>
      <MuiLink
        component={Link}
        to="/backoffice/products"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('bulk.back')}
      </MuiLink>
      <Typography variant="h4" component="h1">
        {t('bulk.title')}
      </Typography>
      <Typography color="text.secondary">{t('bulk.intro')}</Typography>
      {readOnly && <Alert severity="info">{t('bulk.readOnly')}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ProductFilters key={filters.search} filters={filters} onChange={setFilters} />
      </Paper>
      <Box role="status" aria-live="polite" sx={message ? undefined : srOnly}>
        {message && (
          <Alert severity={message.severity} data-testid="bulk-message">
            {message.text}
          </Alert>
        )}
      </Box>
      {!readOnly && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{
            position: 'sticky',
            top: { xs: 56, sm: 64 },
            zIndex: 2,
            bgcolor: 'background.default',
            py: 1,
          }}
        >
          <Button
            variant="contained"
            disabled={count === 0}
            loading={saving}
            onClick={() => void submit()}
            sx={{ minHeight: 40 }}
          >
            {t('bulk.save', { count })}
          </Button>
          <Button
            disabled={count === 0 || saving}
            onClick={() => {
              setEdits({});
              setMeanwhile({});
              setCellErrors({});
              setMessage(null);
            }}
            sx={{ minHeight: 40 }}
          >
            {t('bulk.discard')}
          </Button>
        </Stack>
      )}
      {isLoading ? (
        <Skeleton variant="rounded" height={320} />
      ) : error || !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('bulk.loadFailed')}
        </Alert>
      ) : data.products.length === 0 ? (
        <Alert severity="info">{t('productList.empty')}</Alert>
      ) : (
        <Stack spacing={2}>
          <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('bulk.tableLabel')} sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('bulk.product')}</TableCell>
                  <TableCell>{t('bulk.variant')}</TableCell>
                  <TableCell>{t('products.sku')}</TableCell>
                  <TableCell sx={{ width: 160 }}>{t('bulk.price')}</TableCell>
                  <TableCell sx={{ width: 140 }}>{t('bulk.stock')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.products.flatMap((product) =>
                  product.variants.map((variant) => {
                    const name = localized(product.name, language);
                    const label = variantLabel(product, variant, language);
                    const edit = edits[variant.id];
                    const now = meanwhile[variant.id];
                    const shown = now ?? { price: variant.price, stock: variant.stock };
                    const cell = (field: Field) => {
                      const text = edit?.[field] ?? String(shown[field]);
                      const changed = differs(field, edit?.[field], edit?.expected ?? shown);
                      const problem = cellErrors[`${variant.id}.${field}`];
                      return (
                        <TextField
                          id={`bulk-${variant.id}-${field}`}
                          value={text}
                          onChange={(event) => type(variant, field, event.target.value)}
                          disabled={readOnly}
                          size="small"
                          error={Boolean(problem)}
                          helperText={
                            problem ??
                            (changed
                              ? t('bulk.was', {
                                  value:
                                    field === 'price'
                                      ? formatUsd((edit?.expected ?? shown).price)
                                      : (edit?.expected ?? shown).stock,
                                })
                              : undefined)
                          }
                          sx={
                            changed
                              ? {
                                  '& .MuiInputBase-root': {
                                    bgcolor: (theme) => alpha(theme.palette.warning.main, 0.15),
                                  },
                                }
                              : undefined
                          }
                          slotProps={{
                            htmlInput: {
                              'aria-label': t(field === 'price' ? 'bulk.priceOf' : 'bulk.stockOf', {
                                name: label ? `${name} (${label})` : name,
                              }),
                              inputMode: field === 'price' ? 'decimal' : 'numeric',
                              'data-changed': changed ? 'true' : undefined,
                            },
                          }}
                        />
                      );
                    };
                    return (
                      <TableRow
                        key={variant.id}
                        data-testid="bulk-row"
                        data-variant-id={variant.id}
                        data-changed-meanwhile={now ? 'true' : undefined}
                        sx={{
                          verticalAlign: 'top',
                          bgcolor: now ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined,
                        }}
                      >
                        <TableCell>
                          <MuiLink component={Link} to={`/backoffice/products/${product.id}`}>
                            {name}
                          </MuiLink>
                          {now && (
                            <Box sx={{ mt: 0.5 }}>
                              <Typography
                                variant="caption"
                                color="error"
                                sx={{ display: 'block' }}
                                data-testid="changed-meanwhile"
                              >
                                {t('bulk.changedNow', { price: formatUsd(now.price), stock: now.stock })}
                              </Typography>
                              <Button
                                size="small"
                                onClick={() => dropEdit(variant.id)}
                                sx={{ minHeight: 40 }}
                              >
                                {t('bulk.useCurrent')}
                              </Button>
                            </Box>
                          )}
                        </TableCell>
                        <TableCell>{label || t('bulk.single')}</TableCell>
                        <TableCell>{variant.sku ?? '—'}</TableCell>
                        <TableCell>{cell('price')}</TableCell>
                        <TableCell>{cell('stock')}</TableCell>
                      </TableRow>
                    );
                  }),
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination
            page={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            onChange={(_event, page) => setFilters({ ...filters, page })}
          />
          {count > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('bulk.keptAcrossPages')}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
