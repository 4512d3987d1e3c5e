import { findMatchingVariant, type Attributes, type Product, type Variant } from '@storefront/shared';
import { useState } from 'react';
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
  const [selected, setSelected] = useState<Attributes>(() =>
    initialSelection(product.variants, loadVariantSelection(product.id)),
  );
  return {
    selected,
    variant: findMatchingVariant(product.variants, selected),
    choose(attribute, value) {
      const next = withOption(selected, attribute, value);
      setSelected(next);
      saveVariantSelection(product.id, next);
    },
  };
}
