import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionsPanel, prefetchMenusOnIntent } from './lazy-menus';

/** The promotions widget: open or closed (spec section 4); the panel closes on a click outside. */
export function PromotionsWidget() {
  const { t } = useTranslation('common');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        size="small"
        startIcon={<LocalOfferOutlinedIcon />}
        aria-haspopup="dialog"
        aria-controls={anchor ? `${id}-panel` : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        data-testid="promotions-button"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        {...prefetchMenusOnIntent}
      >
        {t('promotions.button')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <PromotionsPanel
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
