import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@storefront/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PromotionsList } from './promotions-list';
import { TODAYS_DEALS_PATH } from './nav-rules';

/** The promotions panel: non-modal, closes on a click outside it (not on its own button, which
 * toggles it) and on Escape, returning focus to the button. */
export default function PromotionsPanel(props: {
  anchor: HTMLElement;
  panelId: string;
  labelledBy: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const { anchor, onClose } = props;
  const paperRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    paperRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        anchor.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anchor, onClose]);
  return (
    <Popper open anchorEl={anchor} placement="bottom-end" sx={{ zIndex: 1300 }}>
      <ClickAwayListener
        onClickAway={(event) => {
          if (event.target instanceof Node && anchor.contains(event.target)) return;
          onClose();
        }}
      >
        <Paper
          ref={paperRef}
          id={props.panelId}
          role="dialog"
          aria-labelledby={props.labelledBy}
          tabIndex={-1}
          elevation={8}
          data-testid="promotions-panel"
          sx={{
            width: 360,
            maxWidth: '95vw',
            maxHeight: '60vh',
            overflowY: 'auto',
            p: 2,
            mt: 1,
            outline: 'none',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('promotions.title')}
          </Typography>
          <PromotionsList />
          <Button
            component={RouterLink}
            to={TODAYS_DEALS_PATH}
            onClick={onClose}
            sx={{ mt: 1.5 }}
            fullWidth
            variant="outlined"
          >
            {t('promotions.seeDeals')}
          </Button>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
