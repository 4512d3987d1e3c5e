import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePageLive, type ResponsiveImage } from '@storefront/shared';

/**
 * `sizes` for each place a product picture shows (MUI breakpoints: sm 600, md 900, lg 1200, xl
 * 1536; the main layout is at most 1536 pixels wide). The browser picks the smallest file of the
 * srcset that fills that width at the screen's pixel density.
 */
export const PICTURE_SIZES = {
  /** Product grids: 2 columns on phones, then 3, 4, 5 and 6. */
  grid: '(min-width: 1536px) 256px, (min-width: 1200px) 20vw, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw',
  /** Rows that scroll sideways on the home page: 43% of a phone's width, then ~30%, 23%, 20%, 1/6. */
  row: '(min-width: 1536px) 256px, (min-width: 1200px) 20vw, (min-width: 900px) 23vw, (min-width: 600px) 30vw, 43vw',
  /** The product page's main picture: full width on phones, half from md, 5/12 from lg. */
  detail: '(min-width: 1536px) 640px, (min-width: 1200px) 42vw, (min-width: 900px) 50vw, 100vw',
  /** The product page's thumbnails. */
  thumbnail: '64px',
} as const;

export interface ResponsivePictureProps {
  /** The photo (AVIF and WebP srcsets); null: show `fallbackSrc` (the pictogram) as a plain image. */
  image: ResponsiveImage | null;
  fallbackSrc: string;
  alt: string;
  sizes: string;
  /** Width and height of the box the picture fills, when there is no photo (its own size otherwise). */
  width: number;
  height: number;
  /**
   * 'after-start': a picture below the first screen at every width. On a page the server rendered,
   * it is left out (its box stays) until the page is live, so a slow connection gives its bandwidth
   * to the page's scripts first; `<noscript>` keeps it for a browser that runs no JavaScript.
   * (A lazy one is no help there: Chromium fetches it from 1,250 pixels below the screen, 2,500 on
   * a slow connection.) Once the page is live, it loads lazily.
   */
  loading?: 'eager' | 'lazy' | 'after-start';
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/**
 * A product picture: with a photo, `<picture>` with one `<source type srcset sizes>` per format
 * (AVIF, then WebP) and an `<img>` (the 640-pixel WebP) for browsers that take neither; without
 * one, the product's pictogram. `width` and `height` keep the picture's place before it loads.
 */
export function ResponsivePicture({
  image,
  fallbackSrc,
  alt,
  sizes,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  sx,
  'data-testid': testId,
}: ResponsivePictureProps) {
  const live = usePageLive();
  const img = (
    <Box
      component="img"
      src={image?.src ?? fallbackSrc}
      alt={alt}
      width={image?.width ?? width}
      height={image?.height ?? height}
      loading={loading === 'eager' ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      sx={sx}
      data-testid={testId}
    />
  );
  const picture = image ? (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  ) : (
    img
  );
  return loading === 'after-start' && !live ? <noscript>{picture}</noscript> : picture;
}
