import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { NotFoundPage, useParams } from '@storefront/shared';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { useGetProductQuery } from '../../components/products/products-api';
import { ProductDetail, ProductDetailSkeleton } from './product-detail';

/** A route id that can name a product: a positive integer without sign, fraction or padding. */
export function productIdFromParam(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d*$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** `/products/:id`. An id that is not a product (malformed, or 404 from the API) is a not-found page. */
export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACES);
  const id = productIdFromParam(useParams().id);
  const {
    data: product,
    error,
    isError,
    isFetching,
    refetch,
  } = useGetProductQuery(id ?? 0, { skip: id === undefined });
  // The store tells React about a new answer synchronously, so rendering the whole page in that
  // update would block the main thread for its full length. Deferred, the page renders as a
  // transition, in slices a phone can interleave with input.
  const shown = useDeferredValue(product);

  if (id === undefined || isNotFound(error)) return <NotFoundPage />;
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('detail.loadFailed')}
      </Alert>
    );
  }
  // While another product loads, keep showing placeholders rather than the previous one.
  if (!shown || (isFetching && shown.id !== id)) return <ProductDetailSkeleton />;
  return <ProductDetail key={shown.id} product={shown} />;
}
