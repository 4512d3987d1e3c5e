import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localized, truncate, type ProductSummary, Link as RouterLink } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { PriceTag } from './price-tag';
import { RatingSummary } from './rating-summary';
import { pricing } from './product-pricing';
import { PICTURE_SIZES, ResponsivePicture } from './responsive-picture';

/** Intrinsic size of card images: with an aspect-ratio box, nothing moves when they arrive. */
const IMAGE_SIZE = 320;

const imageBox = {
  position: 'relative',
  aspectRatio: '1 / 1',
  bgcolor: 'grey.100',
  overflow: 'hidden',
} as const;
/** Rows below the image keep one height whatever the data, so cards and skeletons line up. */
const RATING_ROW_HEIGHT = 20;

export interface ProductCardProps {
  product: ProductSummary;
  /** When the photo loads: 'eager' for cards in the first screenful (the page's largest paint);
   * 'lazy' (the default) when it nears the screen; 'after-start' for cards below the first screen
   * at every width (see ResponsivePicture). */
  imageLoading?: 'eager' | 'lazy' | 'after-start';
  /** Shown under the rating, e.g. a deal's time left. */
  extra?: ReactNode;
  /** The `sizes` of the photo: how wide the card is at each screen width (a grid's by default). */
  sizes?: string;
  /** The name's heading level: one below the heading the card sits under (h2 right under a page's h1). */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({
  product,
  imageLoading = 'lazy',
  extra,
  sizes = PICTURE_SIZES.grid,
  headingLevel = 'h3',
}: ProductCardProps) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const name = localized(product.name, i18n.language);
  const price = pricing(product.price, product);
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%' }} data-testid="product-card">
      <CardActionArea
        component={RouterLink}
        to={`/products/${product.id}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box sx={imageBox}>
          <ResponsivePicture
            image={product.image}
            fallbackSrc={product.imageUrl}
            alt={name}
            sizes={sizes}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={imageLoading}
            // The first screenful's pictures are the page's largest paint: fetch them first.
            fetchPriority={imageLoading === 'eager' ? 'high' : 'auto'}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
          {price.discounted && (
            <Chip
              label={t('off', { ns: 'product', percent: price.percentOff })}
              color="error"
              size="small"
              data-testid="discount-badge"
              sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
            />
          )}
        </Box>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="body2" component={headingLevel} title={name} noWrap sx={{ mb: 0.5 }}>
            {truncate(name)}
          </Typography>
          <PriceTag pricing={price} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: RATING_ROW_HEIGHT, mt: 0.5 }}>
            <RatingSummary rating={product.rating} reviewCount={product.reviewCount} size="card" />
          </Box>
          {extra}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A card's placeholder while products load (or until a card far down the page is scrolled
 * near: `testId` tells the two apart): same boxes, same heights. */
export function ProductCardSkeleton({
  extra = false,
  testId = 'product-card-skeleton',
  pulse = true,
}: {
  extra?: boolean;
  testId?: string;
  /** False for a placeholder that waits for the shopper's scroll, not for an answer: nothing is loading,
   * and a pulse restyles the page every frame, which on a phone slows its start-up by about a second. */
  pulse?: boolean;
}) {
  const animation = pulse ? 'pulse' : false;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId} aria-hidden="true">
      <Box sx={imageBox}>
        <Skeleton
          variant="rectangular"
          animation={animation}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      </Box>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          <Skeleton width="85%" animation={animation} />
        </Typography>
        <Typography sx={{ fontSize: 16 }}>
          <Skeleton width="45%" animation={animation} />
        </Typography>
        <Skeleton width="60%" height={RATING_ROW_HEIGHT} animation={animation} sx={{ mt: 0.5 }} />
        {extra && (
          <Typography variant="caption" component="div" sx={{ mt: 0.5 }}>
            <Skeleton width="50%" animation={animation} />
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
