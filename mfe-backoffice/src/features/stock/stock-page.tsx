import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import Typography from '@mui/material/Typography';
import { Link, localized, useLanguage, useSearchParams, type StockVariant } from '@storefront/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { useListLowStockQuery } from './stock-api';
import { RestockDialog, StockHistoryDialog, variantText } from './stock-dialogs';
import { ListPagination } from '../../components/list-pagination';

const PER_PAGE = 25;

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** /backoffice/stock: the low-stock list, restocking a variant and its stock history. */
export default function StockPage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { canWriteCatalog } = useStaff();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const { data, error, isLoading, refetch } = useListLowStockQuery({ page, perPage: PER_PAGE });
  const [restocking, setRestocking] = useState<StockVariant | null>(null);
  const [history, setHistory] = useState<StockVariant | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280 }}>
      <Typography variant="h4" component="h1">
        {t('stock.title')}
      </Typography>
      <Box role="status" aria-live="polite" sx={srOnly} data-testid="stock-status">
        {status}
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="low-stock-heading"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Typography
          id="low-stock-heading"
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          gutterBottom
        >
          {t('stock.lowHeading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('stock.lowIntro')}
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" height={240} />
        ) : error || !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('stock.loadFailed')}
          </Alert>
        ) : data.data.length === 0 ? (
          <Alert severity="success" data-testid="low-stock-empty">
            {t('stock.noneLow')}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="low-stock-heading" sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('stock.product')}</TableCell>
                    <TableCell>{t('stock.variant')}</TableCell>
                    <TableCell>{t('stock.stockColumn')}</TableCell>
                    <TableCell>{t('stock.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((variant) => {
                    const name = localized(variant.productName, language);
                    const label = variantText(variant, t('stock.singleVariant'));
                    return (
                      <TableRow key={variant.id} data-testid="low-stock-row">
                        <TableCell>
                          <MuiLink component={Link} to={`/backoffice/products/${variant.productId}`}>
                            {name}
                          </MuiLink>
                          {!variant.published && (
                            <Chip
                              size="small"
                              variant="outlined"
                              label={t('stock.unpublished')}
                              sx={{ ml: 1 }}
                            />
                          )}
                        </TableCell>
                        <TableCell>{label}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={variant.stock === 0 ? 'error' : 'warning'}
                            label={t('stock.stockVsThreshold', {
                              stock: variant.stock,
                              threshold: variant.lowStockThreshold,
                            })}
                          />
                        </TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1}>
                            {canWriteCatalog && (
                              <Button
                                variant="outlined"
                                size="small"
                                onClick={() => setRestocking(variant)}
                                aria-label={t('stock.restockFor', { name: `${name} (${label})` })}
                                sx={{ minHeight: 40 }}
                              >
                                {t('stock.restock')}
                              </Button>
                            )}
                            <Button
                              size="small"
                              onClick={() => setHistory(variant)}
                              aria-label={t('stock.historyFor', { name: `${name} (${label})` })}
                              sx={{ minHeight: 40 }}
                            >
                              {t('stock.history')}
                            </Button>
                          </Stack>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            <ListPagination
              page={data.meta.currentPage}
              lastPage={data.meta.lastPage}
              onChange={(_event, next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </Stack>
        )}
      </Paper>
      {restocking && (
        <RestockDialog
          variant={restocking}
          onClose={() => setRestocking(null)}
          onDone={(variant) => {
            setRestocking(null);
            setStatus(
              t('stock.restocked', { name: localized(variant.productName, language), stock: variant.stock }),
            );
            // The row may leave the list (no longer low): focus goes to the list's heading.
            requestAnimationFrame(() => heading.current?.focus());
          }}
        />
      )}
      {history && <StockHistoryDialog variant={history} onClose={() => setHistory(null)} />}
    </Stack>
  );
}
