import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { LoadError } from '../../components/page-states';
import { useGetHelpCategoriesQuery } from '../../components/help-api';
import { buildMenuTree, groupOf, toggleGroup } from './menu-tree';

/** The collapsible tree of help groups and sub-categories; the current category's group is open. */
export function HelpMenu({ activeId }: { activeId: number | null }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data: groups, isLoading, isError, refetch } = useGetHelpCategoriesQuery();
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    if (groups) setOpen(groupOf(groups, activeId));
  }, [groups, activeId]);

  if (isLoading) {
    return (
      <>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={36} />
        ))}
      </>
    );
  }
  if (isError || !groups)
    return <LoadError message={t('customerCare.loadFailed')} onRetry={() => void refetch()} />;

  return (
    <nav aria-label={t('menu.label')} data-testid="help-menu">
      <List dense disablePadding>
        {buildMenuTree(groups, i18n.language).map((group) => {
          const expanded = open === group.id;
          const listId = `help-menu-group-${group.id}`;
          return (
            <li key={group.id}>
              <ListItem
                disablePadding
                component="div"
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    aria-label={t(expanded ? 'menu.collapse' : 'menu.expand', { title: group.title })}
                    onClick={() => setOpen((current) => toggleGroup(current, group.id))}
                  >
                    {expanded ? <ExpandLess /> : <ExpandMore />}
                  </IconButton>
                }
              >
                <ListItemButton component={RouterLink} to={group.href} selected={activeId === group.id}>
                  <ListItemText primary={group.title} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              </ListItem>
              <Collapse in={expanded} timeout="auto" unmountOnExit>
                <List id={listId} dense disablePadding>
                  {group.children.map((sub) => (
                    <ListItem key={sub.id} disablePadding>
                      <ListItemButton
                        component={RouterLink}
                        to={sub.href}
                        selected={activeId === sub.id}
                        sx={{ pl: 4 }}
                      >
                        <ListItemText primary={sub.title} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
