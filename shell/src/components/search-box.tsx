import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { BRAND, useNavigate, useSearchParams } from '@storefront/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { productsHref, useCarriedType } from './carried-type';

/** Spec section 2: pre-filled from `search`, clearable; submit goes to /products?search=… (with the
 * current query's `type`, which the spec carries). */
export function SearchBox({ withBrand = true, id = 'header-search' }: { withBrand?: boolean; id?: string }) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const type = useCarriedType();
  const [text, setText] = useState(current);
  const navigate = useNavigate();
  // The search this box itself just sent. The page that shows it can take a moment to render, and
  // what the shopper types or clears meanwhile must not be overwritten when the URL catches up.
  const sent = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sent.current === current) {
      sent.current = null;
      return;
    }
    setText(current);
  }, [current]);
  // Text typed into the server's markup before the page was live is the shopper's: keep it (after
  // the effect above, which would put the address's search back).
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== current) setText(typed);
    // Once, on the markup the page started with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    sent.current = search;
    navigate(productsHref(search ? { search } : {}, type));
  };
  const placeholder = withBrand
    ? t('search.placeholderBrand', { brand: BRAND.name })
    : t('search.placeholder');
  return (
    <Paper
      component="form"
      role="search"
      // Also a plain form: on a server-rendered page, a search sent before the script has run
      // still goes to the results.
      action="/products"
      method="get"
      onSubmit={submit}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, borderRadius: 999, width: '100%' }}
    >
      {type && <input type="hidden" name="type" value={type} />}
      <InputBase
        id={id}
        name="search"
        inputRef={input}
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
