import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';

/** Intrinsic size of the main image; the square box around it reserves the space (no CLS). */
const MAIN_SIZE = 640;
const THUMB_SIZE = 64;

/** The main image plus thumbnails to switch between the product's pictures. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation(NAMESPACES);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
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
          <Box
            component="img"
            src={current}
            alt={t('detail.imageAlt', { name, index: index + 1, total: images.length })}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            // The largest element on the page: fetch it first (LCP).
            fetchPriority="high"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((src, position) => (
            <ButtonBase
              key={src}
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
              <Box
                component="img"
                src={src}
                alt=""
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
