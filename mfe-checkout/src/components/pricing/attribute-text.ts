import type { Attributes } from '@storefront/shared';

/** The part of i18next's `t` used here, so any namespace's `t` fits. */
export type TranslateWithDefault = (key: string, options: { defaultValue: string }) => string;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The chosen attributes as one line, e.g. "Color: Red · Size: M". Attribute names with a
 * translation under `attributes.*` are translated; others are shown capitalised as they are.
 */
export function attributeText(attributes: Attributes, t: TranslateWithDefault): string {
  return Object.entries(attributes)
    .map(
      ([name, value]) =>
        `${t(`attributes.${name.toLowerCase()}`, { defaultValue: capitalize(name) })}: ${value}`,
    )
    .join(' · ');
}
