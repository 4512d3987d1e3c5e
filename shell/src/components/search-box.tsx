import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { BRAND, useNavigate, useSearchParams } from '@storefront/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 2: pre-filled from `search`, clearable; submit goes to /products?search=…. */
export function SearchBox({ withBrand = true, id = 'header-search' }: { withBrand?: boolean; id?: string }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [text, setText] = useState(current);
  const navigate = useNavigate();
  useEffect(() => setText(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `/products?${new URLSearchParams({ search })}` : '/products');
  };
  const placeholder = withBrand
    ? t('search.placeholderBrand', { brand: BRAND.name })
    : t('search.placeholder');
  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, borderRadius: 999, width: '100%' }}
    >
      <InputBase
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': placeholder, type: 'search', enterKeyHint: 'search' }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {text && (
        <IconButton size="small" aria-label={t('search.clear')} onClick={() => setText('')}>
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton type="submit" aria-label={t('search.submit')} color="primary">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
