import {
  findMatchingVariant,
  useHydrated,
  type Attributes,
  type Product,
  type Variant,
} from '@storefront/shared';
import { useMemo, useState } from 'react';
import { initialSelection, withOption } from './variant-selection';
import { loadVariantSelection, saveVariantSelection } from './variant-selection-storage';

export interface VariantSelection {
  selected: Attributes;
  /** The variant whose attributes equal the selection exactly, if any. */
  variant: Variant | undefined;
  choose: (attribute: string, value: string | null) => void;
}

/** The shopper's choice of attributes for one product, remembered for the browser tab. Mount it
 * once per product (key the component by product id). */
export function useVariantSelection(product: Pick<Product, 'id' | 'variants'>): VariantSelection {
  // Local storage is the browser's: a server-rendered page shows its remembered choice once hydrated.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Attributes>();
  const remembered = useMemo(
    () => (hydrated ? loadVariantSelection(product.id) : undefined),
    [hydrated, product.id],
  );
  const selected = chosen ?? initialSelection(product.variants, remembered);
  return {
    selected,
    variant: findMatchingVariant(product.variants, selected),
    choose(attribute, value) {
      const next = withOption(selected, attribute, value);
      setChosen(next);
      saveVariantSelection(product.id, next);
    },
  };
}
