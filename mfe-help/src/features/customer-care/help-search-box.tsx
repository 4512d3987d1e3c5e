import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useNavigate, useSearchParams } from '@storefront/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

/** Submits to /customer-care/search?keyword=…; pre-filled from the current keyword. */
export function HelpSearchBox() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('keyword') ?? '';
  const [keyword, setKeyword] = useState(current);
  useEffect(() => setKeyword(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (text) navigate(`/customer-care/search?${new URLSearchParams({ keyword: text })}`);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, width: '100%', maxWidth: 640 }}
    >
      <TextField
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('search.placeholder')}
        fullWidth
        size="small"
        name="keyword"
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': t('search.label'), maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ flexShrink: 0, bgcolor: 'grey.900', color: 'common.white', '&:hover': { bgcolor: 'grey.800' } }}
      >
        {t('search.submit')}
      </Button>
    </Box>
  );
}
