import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ProductSummary } from '@storefront/shared';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { useNearViewport } from '@storefront/shared';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** 2 columns on phones up to 6 on wide screens. */
export const gridColumns = {
  xs: 'repeat(2, minmax(0, 1fr))',
  sm: 'repeat(3, minmax(0, 1fr))',
  md: 'repeat(4, minmax(0, 1fr))',
  lg: 'repeat(5, minmax(0, 1fr))',
  xl: 'repeat(6, minmax(0, 1fr))',
} as const;

/** Cards that are likely in the first screenful on a phone load their images at once (LCP). */
const EAGER_CARDS = 4;

/** Cards rendered with the page (a phone's first screenful and more); the rest render as
 * placeholders of the same size until the shopper scrolls near them. */
export const CARDS_AT_ONCE = 8;

export interface ProductGridProps {
  products: readonly ProductSummary[] | undefined;
  loading: boolean;
  /** Accessible name of the list, e.g. the page heading. */
  label: string;
  /** Placeholders shown while loading; match the page size so nothing moves when data arrives. */
  skeletonCount?: number;
  /** Replaces the default "No products found" message. */
  empty?: ReactNode;
  /** Extra content under a card (e.g. a deal's time left); skeletons reserve room for it. */
  renderExtra?: (product: ProductSummary) => ReactNode;
  /** 'first-screen' (the default): the first cards' photos load at once. 'below-first-screen', for a
   * grid below the first screen at every width: its photos wait until the page is live. */
  placement?: 'first-screen' | 'below-first-screen';
  /** How many cards render with the page; the rest wait until the grid's end nears the screen. */
  cardsAtOnce?: number;
  /** The cards' heading level (h2 for a grid right under the page's h1). */
  headingLevel?: 'h2' | 'h3';
}

// memo: drawn from a deferred answer (useDeferredValue), so the urgent render skips it.
export const ProductGrid = memo(function ProductGrid({
  products,
  loading,
  label,
  skeletonCount = 12,
  empty,
  renderExtra,
  placement = 'first-screen',
  cardsAtOnce = CARDS_AT_ONCE,
  headingLevel,
}: ProductGridProps) {
  const { t } = useTranslation(NAMESPACES);
  const [firstDeferred, near] = useNearViewport<HTMLLIElement>();
  if (!loading && products?.length === 0) {
    return <>{empty ?? <EmptyProducts title={t('grid.emptyTitle')} body={t('grid.emptyBody')} />}</>;
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={loading}
      data-testid="product-grid"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: gridColumns,
      }}
    >
      {/* Placeholder keys never equal a product id: a reused <li> would jump to another
          cell when data arrives, which counts as a layout shift. */}
      {loading || !products
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <Box component="li" key={`skeleton-${index}`}>
              <ProductCardSkeleton extra={renderExtra !== undefined} />
            </Box>
          ))
        : products.map((product, index) =>
            near || index < cardsAtOnce ? (
              <Box component="li" key={product.id}>
                <ProductCard
                  product={product}
                  imageLoading={
                    placement === 'below-first-screen'
                      ? 'after-start'
                      : index < EAGER_CARDS
                        ? 'eager'
                        : 'lazy'
                  }
                  extra={renderExtra?.(product)}
                  headingLevel={headingLevel}
                />
              </Box>
            ) : (
              <Box component="li" key={product.id} ref={index === cardsAtOnce ? firstDeferred : undefined}>
                <ProductCardSkeleton
                  extra={renderExtra !== undefined}
                  testId="product-card-deferred"
                  pulse={false}
                />
              </Box>
            ),
          )}
    </Box>
  );
});

/** The message shown where a grid would be when there is nothing to show. */
export function EmptyProducts({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }} data-testid="products-empty" role="status">
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden="true" />
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
          {body}
        </Typography>
      )}
      {action}
    </Box>
  );
}
