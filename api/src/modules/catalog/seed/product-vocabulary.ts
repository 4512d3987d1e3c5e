// What products of each department look like: brands, model words (en/kh), option axes, price
// range and a pictogram. Product names combine these with the leaf category's own name.
export type Icon =
  'laptop' | 'phone' | 'shirt' | 'bottle' | 'home' | 'leaf' | 'baby' | 'ball' | 'car' | 'sun';

export interface Department {
  icon: Icon;
  brands: string[];
  models: [en: string, kh: string][];
  axes: Record<string, string[]>;
  price: [min: number, max: number];
}

const COLORS = ['Black', 'White', 'Blue', 'Red', 'Green', 'Silver'];

export const departments: Record<string, Department> = {
  electronics: {
    icon: 'laptop',
    brands: ['Samsung', 'Sony', 'LG', 'Lenovo', 'Xiaomi', 'Panasonic'],
    models: [
      ['Pro', 'ប្រូ'],
      ['Plus', 'ប្លឹស'],
      ['Smart', 'ឆ្លាតវៃ'],
      ['Lite', 'ស្រាល'],
      ['Max', 'ម៉ាក់'],
    ],
    axes: { color: ['Black', 'Silver', 'White'] },
    price: [19, 899],
  },
  'phones-tablets': {
    icon: 'phone',
    brands: ['Samsung', 'Apple', 'Oppo', 'Vivo', 'Xiaomi', 'Realme'],
    models: [
      ['Ultra', 'អ៊ុលត្រា'],
      ['Neo', 'នីអូ'],
      ['Air', 'អ៊ែរ'],
      ['5G', '5G'],
      ['Mini', 'មីនី'],
    ],
    axes: { color: COLORS.slice(0, 4), storage: ['64GB', '128GB', '256GB'] },
    price: [9, 1199],
  },
  fashion: {
    icon: 'shirt',
    brands: ['Riverside', 'Sabay Wear', 'Krama Co.', 'Urban PP', 'Lotus Line'],
    models: [
      ['Classic', 'បុរាណ'],
      ['Everyday', 'ប្រចាំថ្ងៃ'],
      ['Slim Fit', 'សមរាង'],
      ['Cotton', 'កប្បាស'],
      ['Silk', 'សូត្រ'],
    ],
    axes: { color: ['Black', 'White', 'Blue', 'Red'], size: ['S', 'M', 'L', 'XL'] },
    price: [4, 79],
  },
  'health-beauty': {
    icon: 'bottle',
    brands: ['Bayon Beauty', 'Neutro', 'Lotus Care', 'Angkor Herbal', 'Dove'],
    models: [
      ['Gentle', 'ស្រទន់'],
      ['Natural', 'ធម្មជាតិ'],
      ['Daily', 'ប្រចាំថ្ងៃ'],
      ['Fresh', 'ស្រស់'],
      ['Herbal', 'ឱសថបុរាណ'],
    ],
    axes: { volume: ['100ml', '250ml', '500ml'] },
    price: [2, 49],
  },
  'home-living': {
    icon: 'home',
    brands: ['Tonle Home', 'IKEA', 'Sharp', 'Toshiba', 'Local Craft'],
    models: [
      ['Compact', 'តូចល្មម'],
      ['Family', 'គ្រួសារ'],
      ['Deluxe', 'ពិសេស'],
      ['Eco', 'សន្សំសំចៃ'],
      ['Classic', 'បុរាណ'],
    ],
    axes: { color: ['White', 'Grey', 'Brown'] },
    price: [3, 399],
  },
  groceries: {
    icon: 'leaf',
    brands: ['Kampot Farm', 'Mekong Fresh', 'Angkor', 'Golden Rice', 'Palm Land'],
    models: [
      ['Organic', 'សរីរាង្គ'],
      ['Premium', 'ពិសេស'],
      ['Family Pack', 'កញ្ចប់គ្រួសារ'],
      ['Fresh', 'ស្រស់'],
      ['Traditional', 'ប្រពៃណី'],
    ],
    axes: { weight: ['250g', '500g', '1kg'] },
    price: [1, 39],
  },
  'baby-kids': {
    icon: 'baby',
    brands: ['Little Lotus', 'Pampers', 'Chicco', 'Kid Joy', 'Huggies'],
    models: [
      ['Soft', 'ទន់'],
      ['Happy', 'រីករាយ'],
      ['Junior', 'កុមារ'],
      ['Comfort', 'ស្រួល'],
      ['Play', 'លេង'],
    ],
    axes: { size: ['0-6m', '6-12m', '1-2y', '3-4y'] },
    price: [3, 149],
  },
  'sports-outdoors': {
    icon: 'ball',
    brands: ['PP Sports', 'Adidas', 'Nike', 'Decathlon', 'Yonex'],
    models: [
      ['Active', 'សកម្ម'],
      ['Trail', 'ផ្លូវភ្នំ'],
      ['Team', 'ក្រុម'],
      ['Pro', 'ប្រូ'],
      ['Light', 'ស្រាល'],
    ],
    axes: { color: ['Black', 'Blue', 'Red'], size: ['M', 'L', 'XL'] },
    price: [5, 249],
  },
  automotive: {
    icon: 'car',
    brands: ['Battambang Motor', 'Honda', 'Michelin', 'Bosch', 'Castrol'],
    models: [
      ['Road', 'ផ្លូវ'],
      ['City', 'ក្រុង'],
      ['Heavy Duty', 'ធន់ខ្លាំង'],
      ['Sport', 'ស្ព័រ'],
      ['Standard', 'ស្តង់ដារ'],
    ],
    axes: {},
    price: [4, 599],
  },
  'solar-energy': {
    icon: 'sun',
    brands: ['Sunrise Solar', 'Jinko', 'Longi', 'Victron', 'Growatt'],
    models: [
      ['Home', 'ផ្ទះ'],
      ['Farm', 'កសិដ្ឋាន'],
      ['Max', 'ម៉ាក់'],
      ['Mini', 'មីនី'],
      ['Pro', 'ប្រូ'],
    ],
    axes: { power: ['100W', '300W', '550W'] },
    price: [15, 1499],
  },
};

/** The option names above in Khmer (variants' attributes keep the English ones). */
export const optionNamesKh: Record<string, string> = {
  color: 'ពណ៌',
  storage: 'ទំហំផ្ទុក',
  size: 'ទំហំ',
  volume: 'ចំណុះ',
  weight: 'ទម្ងន់',
  power: 'កម្លាំង',
};

const colorsKh: Record<string, string> = {
  Black: 'ខ្មៅ',
  White: 'ស',
  Blue: 'ខៀវ',
  Red: 'ក្រហម',
  Green: 'បៃតង',
  Silver: 'ប្រាក់',
  Grey: 'ប្រផេះ',
  Brown: 'ត្នោត',
};

const unitsKh: [RegExp, string][] = [
  [/^(\d+)ml$/, '$1 មីលីលីត្រ'],
  [/^(\d+)kg$/, '$1 គីឡូក្រាម'],
  [/^(\d+)g$/, '$1 ក្រាម'],
  [/^(\d+)W$/, '$1 វ៉ាត់'],
  [/^(\d+-\d+)m$/, '$1 ខែ'],
  [/^(\d+-\d+)y$/, '$1 ឆ្នាំ'],
];

/** An option value above in Khmer: colours translated, units spelled out; sizes and GB stay as written. */
export function optionValueKh(value: string): string {
  if (colorsKh[value]) return colorsKh[value];
  for (const [pattern, khmer] of unitsKh) if (pattern.test(value)) return value.replace(pattern, khmer);
  return value;
}
