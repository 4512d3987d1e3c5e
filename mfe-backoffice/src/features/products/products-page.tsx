import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatUsd,
  Link,
  localized,
  useLanguage,
  useNavigate,
  type BackofficeProductRow,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { filtersQuery, ProductFilters, useProductFilters } from './product-filters';
import { useListBackofficeProductsQuery } from './products-api';
import { ListPagination } from '../../components/list-pagination';

const PER_PAGE = 25;

/** /backoffice/products: the product table with search and filters; a row opens the editor. */
export default function ProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { canWriteCatalog } = useStaff();
  const [filters, setFilters] = useProductFilters();
  const { data, error, isLoading, isFetching, refetch } = useListBackofficeProductsQuery(
    filtersQuery(filters, PER_PAGE),
  );

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('productList.title')}
        </Typography>
        {canWriteCatalog && (
          <Stack direction="row" spacing={1}>
            <Button
              component={Link}
              to="/backoffice/products/bulk"
              variant="outlined"
              startIcon={<EditNoteIcon />}
              sx={{ minHeight: 40 }}
            >
              {t('productList.bulkEdit')}
            </Button>
            <Button
              component={Link}
              to="/backoffice/products/new"
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ minHeight: 40 }}
            >
              {t('productList.newProduct')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ProductFilters key={filters.search} filters={filters} onChange={setFilters} />
      </Paper>
      <Box aria-live="polite" aria-busy={isFetching}>
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
            {t('productList.loadFailed')}
          </Alert>
        ) : data.data.length === 0 ? (
          <Alert severity="info" data-testid="products-empty">
            {t('productList.empty')}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary" data-testid="products-count">
              {t('productList.count', { count: data.meta.total })}
            </Typography>
            <ProductTable rows={data.data} />
            <ListPagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              onChange={(_event, page) => setFilters({ ...filters, page })}
            />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function ProductTable({ rows }: { rows: BackofficeProductRow[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('productList.tableLabel')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('productList.photo')}</TableCell>
            <TableCell>{t('productList.name')}</TableCell>
            <TableCell align="right">{t('productList.price')}</TableCell>
            <TableCell align="right">{t('productList.stock')}</TableCell>
            <TableCell>{t('productList.status')}</TableCell>
            <TableCell>{t('productList.updated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = localized(row.name, language);
            const to = `/backoffice/products/${row.id}`;
            return (
              <TableRow
                key={row.id}
                hover
                data-testid="product-row"
                onClick={() => navigate(to)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell sx={{ width: 64 }}>
                  <Box
                    component="img"
                    src={row.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.100' }}
                  />
                </TableCell>
                <TableCell>
                  {/* The link is what a keyboard or a screen reader uses; the row click is a shortcut. */}
                  <Link
                    to={to}
                    onClick={(event) => event.stopPropagation()}
                    style={{ color: 'inherit', fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    #{row.id} · {t('productList.variants', { count: row.variantCount })}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatUsd(row.price)}</TableCell>
                <TableCell align="right">
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
                  >
                    <span>{row.stock}</span>
                    {row.lowStock && (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('productList.lowStock')}
                        data-testid="low-stock-mark"
                      />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.published ? 'success' : 'default'}
                    variant={row.published ? 'filled' : 'outlined'}
                    label={row.published ? t('productList.isPublished') : t('productList.isUnpublished')}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.updatedAt, language, { withTime: true })}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
