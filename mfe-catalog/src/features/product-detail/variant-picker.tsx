import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  findMatchingVariant,
  isOptionAvailable,
  localized,
  toLanguage,
  type Attributes,
  type ProductOption,
  type Variant,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../app/locales';

export interface VariantPickerProps {
  variants: readonly Variant[];
  /** Attribute name → its values, from `attributeOptions(variants)`. */
  options: Record<string, string[]>;
  selected: Attributes;
  /** The product's options in both languages (attributes use the English texts); may be empty. */
  texts?: readonly ProductOption[];
  /** `null` when the shopper clicks the chosen value again to clear it. */
  onChange: (attribute: string, value: string | null) => void;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One row of toggle buttons per attribute. A value that fits no variant together with the other
 * choices is disabled; one whose variant is sold out stays selectable but is struck through. */
export function VariantPicker({ variants, options, selected, texts = [], onChange }: VariantPickerProps) {
  const { t, i18n } = useTranslation(NAMESPACES);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {Object.entries(options).map(([attribute, values]) => {
        // The seller's own words in the interface's language when the product has them.
        const option = texts.find((candidate) => candidate.name.en === attribute);
        const valueText = (value: string) => {
          const text = option?.values.find((candidate) => candidate.en === value);
          return text ? localized(text, i18n.language) : value;
        };
        const label =
          option && toLanguage(i18n.language) === 'kh' && option.name.kh
            ? option.name.kh
            : t(`attributes.${attribute}`, { defaultValue: capitalize(attribute) });
        const labelId = `variant-${attribute}-label`;
        return (
          <Box key={attribute}>
            <Typography id={labelId} variant="body2" sx={{ mb: 0.75 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {label}
              </Box>
              {selected[attribute] !== undefined && `: ${valueText(selected[attribute])}`}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-labelledby={labelId}
              value={selected[attribute] ?? null}
              onChange={(_event, value: string | null) => onChange(attribute, value)}
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                // Separate outlined chips rather than one joined bar; `&&` outranks the group's
                // first/middle/last button rules that drop inner borders.
                '&& .MuiToggleButtonGroup-grouped': {
                  m: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                },
                '&& .MuiToggleButtonGroup-grouped.Mui-selected': { borderColor: 'primary.main' },
              }}
            >
              {values.map((value) => {
                const available = isOptionAvailable(variants, selected, attribute, value);
                const variant = findMatchingVariant(variants, { ...selected, [attribute]: value });
                const soldOut = variant !== undefined && variant.stock <= 0;
                return (
                  <ToggleButton
                    key={value}
                    value={value}
                    disabled={!available}
                    title={soldOut ? t('outOfStock', { ns: 'product' }) : undefined}
                    sx={{ px: 2, minWidth: 48, textDecoration: soldOut ? 'line-through' : 'none' }}
                  >
                    {valueText(value)}
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
          </Box>
        );
      })}
    </Box>
  );
}
