import CancelIcon from '@mui/icons-material/Cancel';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { localized, useLanguage, type BackofficeProductRow } from '@storefront/shared';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useGetPromotionProductQuery, useSearchPromotionProductsQuery } from './promotions-api';

/** How many picked products show as chips (with their names); the rest are counted. */
const CHIPS_SHOWN = 40;
const SEARCH_MAX_LENGTH = 100;

/** Products picked one by one: search by name, id or SKU, shown as removable chips. */
export function ProductPicker(props: {
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { value, onChange, disabled, error } = props;
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  // Names of products picked from the search, so their chips need no request.
  const [known, setKnown] = useState<Record<number, string>>({});
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data: options = [], isFetching } = useSearchPromotionProductsQuery(search, {
    skip: search.length === 0,
  });

  return (
    <Box>
      {!disabled && (
        <Autocomplete<BackofficeProductRow>
          options={options.filter((option) => !value.includes(option.id))}
          value={null}
          inputValue={input}
          onInputChange={(_event, next, reason) => {
            if (reason !== 'reset') setInput(next);
          }}
          onChange={(_event, option) => {
            if (!option) return;
            setKnown((names) => ({ ...names, [option.id]: localized(option.name, language) }));
            onChange([...value, option.id]);
            setInput('');
          }}
          filterOptions={(all) => all}
          getOptionLabel={(option) => `${localized(option.name, language)} (#${option.id})`}
          isOptionEqualToValue={(option, other) => option.id === other.id}
          loading={isFetching}
          loadingText={t('promotions.searching')}
          noOptionsText={search ? t('promotions.noProducts') : t('promotions.typeToSearch')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={props.inputRef}
              label={t('promotions.productSearch')}
              error={Boolean(error)}
              helperText={error ?? t('promotions.productSearchHelp')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: SEARCH_MAX_LENGTH },
              }}
            />
          )}
        />
      )}
      {disabled && error && (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('promotions.pickedProducts')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        data-testid="picked-products"
      >
        {value.slice(0, CHIPS_SHOWN).map((id) => (
          <li key={id}>
            <ProductChip
              id={id}
              name={known[id]}
              onDelete={disabled ? undefined : () => onChange(value.filter((other) => other !== id))}
            />
          </li>
        ))}
      </Box>
      {value.length > CHIPS_SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('promotions.moreProducts', { count: value.length - CHIPS_SHOWN })}
        </Typography>
      )}
      {value.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('promotions.noPickedProducts')}
        </Typography>
      )}
    </Box>
  );
}

function ProductChip({ id, name, onDelete }: { id: number; name?: string; onDelete?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { data } = useGetPromotionProductQuery(id, { skip: name !== undefined });
  const label = name ?? (data ? localized(data.name, language) : `#${id}`);
  return (
    <Chip
      label={`${label} (#${id})`}
      onDelete={onDelete}
      deleteIcon={<CancelIcon titleAccess={t('promotions.removeProduct', { name: label })} />}
    />
  );
}
