import MenuIcon from '@mui/icons-material/Menu';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllCategoriesPanel, prefetchMenusOnIntent } from './lazy-menus';

/** "All Categories": opens the three-level tree (the panel loads on intent). */
export function AllCategories() {
  const { t } = useTranslation('common');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="contained"
        startIcon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-controls={anchor ? `${id}-panel` : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="all-categories"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        {...prefetchMenusOnIntent}
      >
        {t('header.allCategories')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <AllCategoriesPanel
            anchor={anchor}
            panelId={`${id}-panel`}
            labelledBy={`${id}-button`}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
