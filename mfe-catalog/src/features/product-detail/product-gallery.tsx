import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ResponsiveImage } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { PICTURE_SIZES, ResponsivePicture } from '../../components/products/responsive-picture';

/** Intrinsic size of the main image; the square box around it reserves the space (no CLS). */
const MAIN_SIZE = 640;
const THUMB_SIZE = 64;

/** One picture of the gallery: a photo (with its srcsets) or a pictogram (`image` null). */
export interface GalleryPicture {
  src: string;
  image: ResponsiveImage | null;
}

/** The main image plus thumbnails to switch between the product's pictures. */
export function ProductGallery({ pictures, name }: { pictures: readonly GalleryPicture[]; name: string }) {
  const { t } = useTranslation(NAMESPACES);
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          bgcolor: 'grey.100',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        {current && (
          <ResponsivePicture
            // A new element per picture: the browser never shows the previous one's srcset choice.
            key={current.src}
            image={current.image}
            fallbackSrc={current.src}
            alt={t('detail.imageAlt', { name, index: index + 1, total: pictures.length })}
            sizes={PICTURE_SIZES.detail}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            // The largest element on the page: fetch it first, at once (LCP).
            loading="eager"
            fetchPriority="high"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
            data-testid="gallery-main-image"
          />
        )}
      </Box>
      {pictures.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {pictures.map((picture, position) => (
            <ButtonBase
              key={picture.src}
              onClick={() => setIndex(position)}
              aria-label={t('detail.showImage', { index: position + 1 })}
              aria-pressed={position === index}
              sx={{
                flex: 'none',
                width: THUMB_SIZE,
                height: THUMB_SIZE,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: position === index ? 'primary.main' : 'transparent',
              }}
            >
              <ResponsivePicture
                image={picture.image}
                fallbackSrc={picture.src}
                alt=""
                sizes={PICTURE_SIZES.thumbnail}
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The product's pictures, main image first, without repeats. */
export function productImages(product: { imageUrl: string; images: readonly string[] }): string[] {
  return [...new Set([product.imageUrl, ...product.images].filter((src) => src !== ''))];
}

/** The gallery's pictures: the product's photos in order, else its pictures by URL (pictograms). */
export function productPictures(product: {
  imageUrl: string;
  images: readonly string[];
  photos: readonly ResponsiveImage[];
}): GalleryPicture[] {
  if (product.photos.length) return product.photos.map((photo) => ({ src: photo.src, image: photo }));
  return productImages(product).map((src) => ({ src, image: null }));
}
