import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, localized, type Category } from '@storefront/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarriedType } from '../../components/carried-type';
import { useGetCategoriesQuery } from '@storefront/shared';
import { categoryHref } from './nav-rules';

/** The three-level category tree: main categories on the left; the pointed-at (or focused) one's
 * sub categories and their leaves on the right. Arrow keys move between main categories; the
 * right arrow goes into the right pane; Escape closes and returns focus to the button. */
export default function AllCategoriesPanel(props: {
  anchor: HTMLElement;
  panelId: string;
  labelledBy: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const { data: categories, isLoading, isError, refetch } = useGetCategoriesQuery();
  const [activeId, setActiveId] = useState<number | null>(null);
  const mainListRef = useRef<HTMLUListElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const name = (category: Category) => localized(category.name, i18n.language);
  const type = useCarriedType();
  const active = categories?.find((category) => category.id === activeId) ?? categories?.[0];

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const links = Array.from(mainListRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = links[(index + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
      next?.focus();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      paneRef.current?.querySelector<HTMLElement>('a')?.focus();
    }
  };

  return (
    <Popover
      id={props.panelId}
      open
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': props.labelledBy,
          'data-testid': 'all-categories-panel',
          sx: { width: 820, maxWidth: '95vw', height: 'min(520px, 70vh)', display: 'flex', mt: 1 },
        } as object,
      }}
    >
      {isLoading && (
        <Box sx={{ m: 'auto' }} role="status" aria-label={t('common.loading')}>
          <CircularProgress size={28} />
        </Box>
      )}
      {isError && (
        <Box sx={{ m: 'auto', textAlign: 'center', p: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('common.error')}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Box>
      )}
      {categories && categories.length === 0 && (
        <Typography sx={{ m: 'auto' }}>{t('header.noCategories')}</Typography>
      )}
      {categories && active && (
        <>
          <Box
            component="ul"
            ref={mainListRef}
            sx={{
              listStyle: 'none',
              m: 0,
              py: 1,
              px: 0,
              width: 260,
              flexShrink: 0,
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            {categories.map((main) => (
              <li key={main.id}>
                <Link
                  component={RouterLink}
                  to={categoryHref('main', main.id, type)}
                  onClick={props.onClose}
                  onMouseEnter={() => setActiveId(main.id)}
                  onFocus={() => setActiveId(main.id)}
                  onKeyDown={moveFocus}
                  underline="none"
                  aria-current={main.id === active.id ? 'true' : undefined}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    px: 2,
                    py: 1,
                    color: main.id === active.id ? 'primary.dark' : 'text.primary',
                    bgcolor: main.id === active.id ? 'action.selected' : 'transparent',
                    fontWeight: main.id === active.id ? 700 : 500,
                  }}
                >
                  {name(main)}
                  <ChevronRightIcon fontSize="small" aria-hidden />
                </Link>
              </li>
            ))}
          </Box>
          <Box ref={paneRef} sx={{ flex: 1, overflowY: 'auto', p: 2.5 }} data-testid="all-categories-pane">
            <Link
              component={RouterLink}
              to={categoryHref('main', active.id, type)}
              onClick={props.onClose}
              sx={{ fontWeight: 700, fontSize: 18, display: 'inline-block', mb: 2, color: 'text.primary' }}
            >
              {t('header.allIn', { name: name(active) })}
            </Link>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: 2.5,
              }}
            >
              {active.subCategories.map((sub) => (
                <Box key={sub.id}>
                  <Link
                    component={RouterLink}
                    to={categoryHref('sub', sub.id, type)}
                    onClick={props.onClose}
                    sx={{ fontWeight: 700, color: 'text.primary', display: 'inline-block', mb: 0.5 }}
                  >
                    {name(sub)}
                  </Link>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {sub.subCategories.map((leaf) => (
                      <li key={leaf.id}>
                        <Link
                          component={RouterLink}
                          to={categoryHref('leaf', leaf.id, type)}
                          onClick={props.onClose}
                          sx={{ color: 'text.secondary', display: 'inline-block', py: 0.25, fontSize: 14 }}
                        >
                          {name(leaf)}
                        </Link>
                      </li>
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </>
      )}
    </Popover>
  );
}
