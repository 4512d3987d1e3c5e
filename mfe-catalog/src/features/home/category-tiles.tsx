import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localized, Link as RouterLink, type Category } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';
import { memo } from 'react';

const TILE_HEIGHT = 72;
const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(3, minmax(0, 1fr))',
    sm: 'repeat(4, minmax(0, 1fr))',
    md: 'repeat(6, minmax(0, 1fr))',
    lg: 'repeat(9, minmax(0, 1fr))',
  },
  gap: { xs: 1, sm: 1.5 },
} as const;

/** The main categories as tiles leading to their product lists. */
// memo: drawn from a deferred answer (useDeferredValue), so the urgent render skips it.
export const CategoryTiles = memo(function CategoryTiles({
  categories,
  loading,
}: {
  categories: readonly Category[] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  if (!loading && (!categories || categories.length === 0)) return null;
  const heading = t('home.shopByCategory');
  return (
    <Box component="section" aria-labelledby="home-categories-heading" sx={{ mb: 4 }}>
      <Typography id="home-categories-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={grid} aria-label={heading} aria-busy={loading}>
        {loading || !categories
          ? Array.from({ length: 9 }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <Skeleton variant="rounded" height={TILE_HEIGHT} />
              </li>
            ))
          : categories.map((category, index) => (
              <li key={category.id}>
                <Box
                  component={RouterLink}
                  to={`/products?mainCategoryId=${category.id}`}
                  sx={{
                    height: TILE_HEIGHT,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    textAlign: 'center',
                    px: 1,
                    borderRadius: 2,
                    textDecoration: 'none',
                    color: 'text.primary',
                    fontWeight: 600,
                    fontSize: 14,
                    lineHeight: 1.3,
                    bgcolor: `hsl(${(index * 40) % 360} 70% 94%)`,
                    border: 1,
                    borderColor: `hsl(${(index * 40) % 360} 50% 85%)`,
                    '&:hover': { borderColor: 'primary.main' },
                    overflow: 'hidden',
                  }}
                >
                  {localized(category.name, i18n.language)}
                </Box>
              </li>
            ))}
      </Box>
    </Box>
  );
});
