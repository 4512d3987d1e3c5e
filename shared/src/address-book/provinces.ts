// Cambodia's 25 provinces (24 provinces and the capital, Phnom Penh), in English alphabetical
// order. The English name is what the API stores and validates; the Khmer name is for display.
// Pure data with no React, so the API imports the same list (`@storefront/shared/address-book/provinces`).

export const PROVINCES = [
  { en: 'Banteay Meanchey', kh: 'បន្ទាយមានជ័យ' },
  { en: 'Battambang', kh: 'បាត់ដំបង' },
  { en: 'Kampong Cham', kh: 'កំពង់ចាម' },
  { en: 'Kampong Chhnang', kh: 'កំពង់ឆ្នាំង' },
  { en: 'Kampong Speu', kh: 'កំពង់ស្ពឺ' },
  { en: 'Kampong Thom', kh: 'កំពង់ធំ' },
  { en: 'Kampot', kh: 'កំពត' },
  { en: 'Kandal', kh: 'កណ្ដាល' },
  { en: 'Kep', kh: 'កែប' },
  { en: 'Koh Kong', kh: 'កោះកុង' },
  { en: 'Kratie', kh: 'ក្រចេះ' },
  { en: 'Mondulkiri', kh: 'មណ្ឌលគិរី' },
  { en: 'Oddar Meanchey', kh: 'ឧត្ដរមានជ័យ' },
  { en: 'Pailin', kh: 'ប៉ៃលិន' },
  { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
  { en: 'Preah Sihanouk', kh: 'ព្រះសីហនុ' },
  { en: 'Preah Vihear', kh: 'ព្រះវិហារ' },
  { en: 'Prey Veng', kh: 'ព្រៃវែង' },
  { en: 'Pursat', kh: 'ពោធិ៍សាត់' },
  { en: 'Ratanakiri', kh: 'រតនគិរី' },
  { en: 'Siem Reap', kh: 'សៀមរាប' },
  { en: 'Stung Treng', kh: 'ស្ទឹងត្រែង' },
  { en: 'Svay Rieng', kh: 'ស្វាយរៀង' },
  { en: 'Takeo', kh: 'តាកែវ' },
  { en: 'Tbong Khmum', kh: 'ត្បូងឃ្មុំ' },
] as const;

export type Province = (typeof PROVINCES)[number]['en'];

export const PROVINCE_NAMES: readonly Province[] = PROVINCES.map((province) => province.en);

export function isProvince(value: string): value is Province {
  return (PROVINCE_NAMES as readonly string[]).includes(value);
}

/** The province's name in the interface language (`kh` or anything else for English). */
export function provinceLabel(name: string, language: string): string {
  const province = PROVINCES.find((candidate) => candidate.en === name);
  if (!province) return name;
  return language.startsWith('kh') || language.startsWith('km') ? province.kh : province.en;
}

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
