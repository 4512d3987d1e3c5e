import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { localized, Link as RouterLink } from '@storefront/shared';
import type { ArticleSummary } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

export const answerHref = (id: number) => `/customer-care/answers?id=${id}`;

/** Article titles linking to their answer pages. */
export function ArticleList({ articles, label }: { articles: ArticleSummary[]; label?: string }) {
  const { i18n } = useTranslation();
  return (
    <List dense aria-label={label} disablePadding>
      {articles.map((article) => (
        <ListItem key={article.id} disablePadding>
          <ListItemButton component={RouterLink} to={answerHref(article.id)} sx={{ borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <ArticleOutlinedIcon fontSize="small" color="primary" />
            </ListItemIcon>
            <ListItemText primary={localized(article.title, i18n.language)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
