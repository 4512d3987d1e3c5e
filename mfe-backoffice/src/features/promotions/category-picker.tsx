import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { localized, useGetCategoriesQuery, useLanguage, type Category } from '@storefront/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/**
 * The three-level category tree with a checkbox per category: a checked category puts every
 * product under it in the promotion (its sub-categories show as covered).
 */
export function CategoryPicker(props: {
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  const { data: categories, isLoading } = useGetCategoriesQuery();
  if (isLoading) return <Skeleton variant="rounded" height={120} />;
  return (
    <Box
      role="group"
      aria-labelledby={props.labelledBy}
      sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
      data-testid="category-picker"
    >
      {(categories ?? []).map((category) => (
        <Node key={category.id} category={category} depth={0} covered={false} {...props} />
      ))}
    </Box>
  );
}

function Node(props: {
  category: Category;
  depth: number;
  covered: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { category, depth, covered, value, onChange, disabled } = props;
  const checked = value.includes(category.id);
  const children = category.subCategories;
  // Open where something inside is already picked, so a saved promotion shows its choices.
  const [open, setOpen] = useState(() => children.some((child) => containsPicked(child, value)));
  const childrenId = useId();
  const name = localized(category.name, language);
  return (
    <Box sx={{ pl: depth * 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 40 }}>
        {children.length > 0 ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t(open ? 'promotions.collapseCategory' : 'promotions.expandCategory', { name })}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <FormControlLabel
          label={name}
          disabled={disabled || covered}
          control={
            <Checkbox
              size="small"
              checked={checked || covered}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, category.id] : value.filter((id) => id !== category.id),
                )
              }
            />
          }
        />
      </Box>
      {children.length > 0 && (
        <Collapse in={open} id={childrenId} unmountOnExit>
          {children.map((child) => (
            <Node key={child.id} {...props} category={child} depth={depth + 1} covered={covered || checked} />
          ))}
        </Collapse>
      )}
    </Box>
  );
}

function containsPicked(category: Category, value: number[]): boolean {
  return value.includes(category.id) || category.subCategories.some((child) => containsPicked(child, value));
}

/** Every category by id, for the chips and the conflict notice. */
export function flattenCategories(categories: Category[]): Map<number, Category> {
  const all = new Map<number, Category>();
  const visit = (category: Category) => {
    all.set(category.id, category);
    category.subCategories.forEach(visit);
  };
  categories.forEach(visit);
  return all;
}
