import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, localized, type Category } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useCarriedType } from '../../components/carried-type';
import { useGetCategoriesQuery } from '@storefront/shared';
import { useShellDealsCountQuery } from './header-api';
import { MenuButton } from './menu-button';
import { TODAYS_DEALS_PATH, categoryMenuEntries, withTodaysDeals } from './nav-rules';
import { PromotionsWidget } from './promotions-widget';

type NavEntry = { kind: 'deals' } | { kind: 'category'; category: Category };

/** The top category nav (desktop): "Today's Deals" first when there are deals, then each main
 * category with its sub-menu; the promotions widget at the end. The row wraps when the categories
 * do not fit (Khmer names are long), so none is hidden. */
export function CategoryNav() {
  const { t, i18n } = useTranslation('common');
  const { data: categories = [], isLoading: categoriesLoading } = useGetCategoriesQuery();
  const { data: dealsCount, isLoading: dealsLoading } = useShellDealsCountQuery();
  const name = (category: Category) => localized(category.name, i18n.language);
  const type = useCarriedType();
  const entries = withTodaysDeals<NavEntry>(
    categories.map((category) => ({ kind: 'category', category })),
    { kind: 'deals' },
    dealsCount,
  );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        px: 3,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="nav"
        aria-label={t('nav.categories')}
        // Busy until both the categories and the deals answer have arrived: the entries are final.
        aria-busy={categoriesLoading || dealsLoading}
        data-testid="category-nav"
        sx={{
          display: 'flex',
          alignItems: 'center',
          // Every category stays in sight at every width: the row wraps onto a second line rather
          // than hiding the last ones in a sideways scroll.
          flexWrap: 'wrap',
          columnGap: 0.5,
          flex: 1,
          minWidth: 0,
          py: 0.25,
        }}
      >
        {entries.map((entry) =>
          entry.kind === 'deals' ? (
            <Button
              key="deals"
              component={RouterLink}
              to={TODAYS_DEALS_PATH}
              size="small"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap', color: 'primary.dark', fontWeight: 700 }}
              data-testid="todays-deals-link"
            >
              {t('header.todaysDeals')}
            </Button>
          ) : (
            <MenuButton
              key={entry.category.id}
              label={name(entry.category)}
              entries={categoryMenuEntries(
                entry.category,
                name,
                t('header.allIn', { name: name(entry.category) }),
                type,
              )}
              sx={{ px: 1, '& .MuiButton-endIcon': { ml: 0.25 } }}
            />
          ),
        )}
      </Box>
      <PromotionsWidget />
    </Box>
  );
}
