/** The marketplace's sellers. */
export const seedStores: { slug: string; name: string }[] = [
  { slug: 'angkor-electronics', name: 'Angkor Electronics' },
  { slug: 'mekong-mobile', name: 'Mekong Mobile' },
  { slug: 'riverside-fashion', name: 'Riverside Fashion House' },
  { slug: 'kampot-pepper-farm', name: 'Kampot Pepper Farm' },
  { slug: 'tonle-sap-home', name: 'Tonle Sap Home & Living' },
  { slug: 'bayon-beauty', name: 'Bayon Beauty' },
  { slug: 'phnom-penh-sports', name: 'Phnom Penh Sports' },
  { slug: 'siem-reap-crafts', name: 'Siem Reap Crafts & Silk' },
  { slug: 'sunrise-solar', name: 'Sunrise Solar Cambodia' },
  { slug: 'little-lotus-kids', name: 'Little Lotus Kids' },
  { slug: 'battambang-motors', name: 'Battambang Motor Parts' },
  { slug: 'psar-official', name: 'Psar Official Store' },
];
