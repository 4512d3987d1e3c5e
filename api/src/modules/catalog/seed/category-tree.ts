// The product category tree of the Psar storefront: main → sub → leaf, in English and Khmer.
// Products are attached to leaf categories only; every leaf slug has an entry in
// `product-vocabulary.ts`.
import type { LocalizedText } from '@storefront/shared/contract';

export interface SeedCategory {
  slug: string;
  name: LocalizedText;
  children: SeedCategory[];
}

function cat(slug: string, en: string, kh: string, children: SeedCategory[] = []): SeedCategory {
  return { slug, name: { en, kh }, children };
}

export const categoryTree: SeedCategory[] = [
  cat('electronics', 'Electronics', 'គ្រឿងអេឡិចត្រូនិច', [
    cat('computers', 'Computers & Laptops', 'កុំព្យូទ័រ និងកុំព្យូទ័រយួរដៃ', [
      cat('laptops', 'Laptops', 'កុំព្យូទ័រយួរដៃ'),
      cat('desktop-computers', 'Desktop Computers', 'កុំព្យូទ័រលើតុ'),
      cat('monitors-accessories', 'Monitors & Accessories', 'អេក្រង់ និងគ្រឿងបន្ថែមកុំព្យូទ័រ'),
      cat('printers', 'Printers & Ink', 'ម៉ាស៊ីនព្រីន និងទឹកខ្មៅ'),
    ]),
    cat('tv-audio', 'TV & Audio', 'ទូរទស្សន៍ និងឧបករណ៍សំឡេង', [
      cat('televisions', 'Televisions', 'ទូរទស្សន៍'),
      cat('speakers', 'Speakers', 'ឧបករណ៍បំពងសំឡេង'),
      cat('headphones', 'Headphones & Earbuds', 'កាស និងកាសត្រចៀក'),
    ]),
    cat('home-appliances', 'Home Appliances', 'គ្រឿងអគ្គិសនីក្នុងផ្ទះ', [
      cat('rice-cookers', 'Rice Cookers', 'ឆ្នាំងដាំបាយអគ្គិសនី'),
      cat('fans-air-conditioners', 'Fans & Air Conditioners', 'កង្ហារ និងម៉ាស៊ីនត្រជាក់'),
      cat('refrigerators', 'Refrigerators', 'ទូទឹកកក'),
      cat('washing-machines', 'Washing Machines', 'ម៉ាស៊ីនបោកខោអាវ'),
    ]),
    cat('cameras', 'Cameras', 'កាមេរ៉ា', [
      cat('digital-cameras', 'Digital Cameras', 'កាមេរ៉ាឌីជីថល'),
      cat('security-cameras', 'Security Cameras', 'កាមេរ៉ាសុវត្ថិភាព'),
    ]),
  ]),
  cat('phones-tablets', 'Phones & Tablets', 'ទូរស័ព្ទ និងថេប្លេត', [
    cat('mobile-phones', 'Mobile Phones', 'ទូរស័ព្ទដៃ', [
      cat('smartphones', 'Smartphones', 'ស្មាតហ្វូន'),
      cat('feature-phones', 'Feature Phones', 'ទូរស័ព្ទចុចលេខ'),
    ]),
    cat('tablets', 'Tablets', 'ថេប្លេត', [
      cat('android-tablets', 'Android Tablets', 'ថេប្លេត Android'),
      cat('ipads', 'iPad', 'ថេប្លេត iPad'),
      cat('kids-tablets', 'Kids Tablets', 'ថេប្លេតសម្រាប់កុមារ'),
    ]),
    cat('phone-accessories', 'Phone Accessories', 'គ្រឿងបន្ថែមទូរស័ព្ទ', [
      cat('phone-cases', 'Cases & Screen Protectors', 'ស្រោមទូរស័ព្ទ និងកញ្ចក់ការពារអេក្រង់'),
      cat('chargers-cables', 'Chargers & Cables', 'ក្បាលសាក និងខ្សែសាក'),
      cat('power-banks', 'Power Banks', 'ថ្មសាកបម្រុង'),
    ]),
    cat('wearables', 'Smartwatches & Wearables', 'នាឡិកាឆ្លាតវៃ និងឧបករណ៍ពាក់', [
      cat('smartwatches', 'Smartwatches', 'នាឡិកាឆ្លាតវៃ'),
      cat('fitness-bands', 'Fitness Bands', 'ខ្សែដៃតាមដានសុខភាព'),
    ]),
  ]),
  cat('fashion', 'Fashion', 'សម្លៀកបំពាក់ និងម៉ូដ', [
    cat('womens-fashion', "Women's Fashion", 'ម៉ូដនារី', [
      cat('womens-dresses', 'Dresses', 'រ៉ូប'),
      cat('womens-tops', 'Tops & Blouses', 'អាវនារី'),
      cat('womens-shoes', "Women's Shoes", 'ស្បែកជើងនារី'),
      cat('handbags', 'Handbags', 'កាបូបនារី'),
    ]),
    cat('mens-fashion', "Men's Fashion", 'ម៉ូដបុរស', [
      cat('mens-shirts', 'Shirts & T-Shirts', 'អាវសឺមី និងអាវយឺត'),
      cat('mens-trousers', 'Trousers & Jeans', 'ខោជើងវែង និងខោខូវប៊យ'),
      cat('mens-shoes', "Men's Shoes", 'ស្បែកជើងបុរស'),
    ]),
    cat('traditional-wear', 'Traditional Khmer Wear', 'សម្លៀកបំពាក់ប្រពៃណីខ្មែរ', [
      cat('sampot', 'Sampot & Silk Skirts', 'សំពត់ និងសំពត់សូត្រ'),
      cat('krama', 'Krama Scarves', 'ក្រមា'),
      cat('traditional-shirts', 'Traditional Shirts', 'អាវប្រពៃណី'),
    ]),
    cat('watches-jewellery', 'Watches & Jewellery', 'នាឡិកា និងគ្រឿងអលង្ការ', [
      cat('watches', 'Watches', 'នាឡិកាដៃ'),
      cat('jewellery', 'Jewellery', 'គ្រឿងអលង្ការ'),
    ]),
  ]),
  cat('health-beauty', 'Health & Beauty', 'សុខភាព និងសម្ផស្ស', [
    cat('skincare', 'Skincare', 'ការថែរក្សាស្បែក', [
      cat('face-care', 'Face Care', 'ថែរក្សាផ្ទៃមុខ'),
      cat('sunscreen', 'Sunscreen', 'ឡេការពារកម្ដៅថ្ងៃ'),
      cat('body-lotion', 'Body Lotion', 'ឡេលាបខ្លួន'),
    ]),
    cat('makeup', 'Makeup', 'គ្រឿងសំអាង', [
      cat('lipstick', 'Lipstick', 'ក្រែមលាបបបូរមាត់'),
      cat('face-makeup', 'Face Makeup', 'គ្រឿងសំអាងផ្ទៃមុខ'),
    ]),
    cat('personal-care', 'Personal Care', 'ការថែទាំខ្លួនប្រាណ', [
      cat('hair-care', 'Hair Care', 'ថែរក្សាសក់'),
      cat('oral-care', 'Oral Care', 'ថែរក្សាធ្មេញ និងមាត់'),
      cat('shavers', 'Shavers & Trimmers', 'ម៉ាស៊ីនកោរ និងកាត់ពុកមាត់'),
    ]),
    cat('health-care', 'Health Care', 'ការថែទាំសុខភាព', [
      cat('vitamins', 'Vitamins & Supplements', 'វីតាមីន និងអាហារបំប៉ន'),
      cat('medical-devices', 'Medical Devices', 'ឧបករណ៍វេជ្ជសាស្ត្រ'),
      cat('masks-sanitisers', 'Masks & Sanitisers', 'ម៉ាស់ និងជែលលាងដៃ'),
    ]),
  ]),
  cat('home-living', 'Home & Living', 'ផ្ទះ និងការរស់នៅ', [
    cat('kitchen', 'Kitchen & Dining', 'ផ្ទះបាយ និងគ្រឿងបរិភោគ', [
      cat('cookware', 'Cookware', 'ឆ្នាំង និងខ្ទះ'),
      cat('tableware', 'Tableware', 'ចាន កែវ និងស្លាបព្រា'),
      cat('kitchen-tools', 'Kitchen Tools', 'ឧបករណ៍ផ្ទះបាយ'),
    ]),
    cat('furniture', 'Furniture', 'គ្រឿងសង្ហារិម', [
      cat('sofas-chairs', 'Sofas & Chairs', 'សាឡុង និងកៅអី'),
      cat('tables-desks', 'Tables & Desks', 'តុ'),
      cat('beds-mattresses', 'Beds & Mattresses', 'គ្រែ និងពូក'),
    ]),
    cat('bedding-bath', 'Bedding & Bath', 'គ្រឿងគេង និងបន្ទប់ទឹក', [
      cat('bed-sheets', 'Bed Sheets & Pillows', 'កម្រាលពូក និងខ្នើយ'),
      cat('towels', 'Towels', 'កន្សែង'),
      cat('mosquito-nets', 'Mosquito Nets', 'មុង'),
    ]),
    cat('cleaning', 'Household Cleaning', 'សម្ភារៈសម្អាតផ្ទះ', [
      cat('detergents', 'Detergents', 'សាប៊ូបោកខោអាវ និងទឹកសម្អាត'),
      cat('cleaning-tools', 'Cleaning Tools', 'ឧបករណ៍សម្អាត'),
    ]),
  ]),
  cat('groceries', 'Groceries', 'គ្រឿងឧបភោគបរិភោគ', [
    cat('cambodian-products', 'Cambodian Specialities', 'ផលិតផលខ្មែរ', [
      cat('kampot-pepper', 'Kampot Pepper', 'ម្រេចកំពត'),
      cat('palm-sugar', 'Palm Sugar', 'ស្ករត្នោត'),
      cat('fish-sauce-prahok', 'Fish Sauce & Prahok', 'ទឹកត្រី និងប្រហុក'),
      cat('cambodian-rice', 'Cambodian Rice', 'អង្ករខ្មែរ'),
    ]),
    cat('beverages', 'Beverages', 'ភេសជ្ជៈ', [
      cat('coffee-tea', 'Coffee & Tea', 'កាហ្វេ និងតែ'),
      cat('soft-drinks-water', 'Soft Drinks & Water', 'ភេសជ្ជៈ និងទឹកបរិសុទ្ធ'),
      cat('juices', 'Juices', 'ទឹកផ្លែឈើ'),
    ]),
    cat('snacks', 'Snacks & Sweets', 'អាហារសម្រន់ និងបង្អែម', [
      cat('chips-crackers', 'Chips & Crackers', 'នំចំណី និងនំក្រៀប'),
      cat('dried-fruit-nuts', 'Dried Fruit & Nuts', 'ផ្លែឈើស្ងួត និងគ្រាប់'),
      cat('candy-chocolate', 'Candy & Chocolate', 'ស្ករគ្រាប់ និងសូកូឡា'),
    ]),
    cat('pantry', 'Pantry Staples', 'គ្រឿងទេស និងគ្រឿងផ្សំ', [
      cat('instant-noodles', 'Instant Noodles', 'មីកញ្ចប់'),
      cat('cooking-oil', 'Cooking Oil', 'ប្រេងឆា'),
      cat('sauces-seasoning', 'Sauces & Seasoning', 'ទឹកជ្រលក់ និងគ្រឿងទេស'),
    ]),
  ]),
  cat('baby-kids', 'Baby & Kids', 'ទារក និងកុមារ', [
    cat('baby-care', 'Baby Care', 'ការថែទាំទារក', [
      cat('diapers', 'Diapers', 'កន្ទបទារក'),
      cat('baby-feeding', 'Bottles & Feeding', 'ដបទឹកដោះ និងសម្ភារៈបំបៅ'),
      cat('formula-milk', 'Formula Milk', 'ទឹកដោះគោម្សៅ'),
    ]),
    cat('toys', 'Toys', 'ប្រដាប់ក្មេងលេង', [
      cat('educational-toys', 'Educational Toys', 'ប្រដាប់លេងអប់រំ'),
      cat('dolls-figures', 'Dolls & Figures', 'តុក្កតា'),
      cat('ride-on-toys', 'Ride-on Toys & Kids Bikes', 'កង់ និងឡានជិះលេងសម្រាប់កុមារ'),
    ]),
    cat('kids-fashion', "Kids' Fashion", 'ម៉ូដកុមារ', [
      cat('kids-clothing', "Kids' Clothing", 'ខោអាវកុមារ'),
      cat('kids-shoes', "Kids' Shoes", 'ស្បែកជើងកុមារ'),
      cat('school-bags', 'School Bags', 'កាបូបស្ពាយទៅសាលា'),
    ]),
  ]),
  cat('sports-outdoors', 'Sports & Outdoors', 'កីឡា និងសកម្មភាពក្រៅផ្ទះ', [
    cat('fitness', 'Fitness', 'ការហាត់ប្រាណ', [
      cat('gym-equipment', 'Gym Equipment', 'ឧបករណ៍ហាត់ប្រាណ'),
      cat('yoga', 'Yoga', 'យូហ្គា'),
      cat('sportswear', 'Sportswear', 'សម្លៀកបំពាក់កីឡា'),
    ]),
    cat('team-sports', 'Team Sports', 'កីឡាជាក្រុម', [
      cat('football', 'Football', 'បាល់ទាត់'),
      cat('volleyball', 'Volleyball', 'បាល់ទះ'),
      cat('badminton', 'Badminton', 'វាយសី'),
    ]),
    cat('cycling-camping', 'Cycling & Camping', 'ជិះកង់ និងបោះជំរុំ', [
      cat('bicycles', 'Bicycles', 'កង់'),
      cat('camping-gear', 'Camping Gear', 'សម្ភារៈបោះជំរុំ'),
      cat('fishing', 'Fishing', 'ឧបករណ៍នេសាទ'),
    ]),
  ]),
  cat('automotive', 'Automotive', 'យានយន្ត', [
    cat('motorbikes', 'Motorbikes', 'ម៉ូតូ', [
      cat('helmets', 'Helmets', 'មួកសុវត្ថិភាព'),
      cat('motorbike-parts', 'Motorbike Parts', 'គ្រឿងបន្លាស់ម៉ូតូ'),
      cat('motorbike-tyres', 'Motorbike Tyres', 'សំបកកង់ម៉ូតូ'),
    ]),
    cat('car-accessories', 'Car Accessories', 'គ្រឿងបន្ថែមរថយន្ត', [
      cat('car-electronics', 'Car Electronics', 'គ្រឿងអេឡិចត្រូនិចរថយន្ត'),
      cat('car-care', 'Car Care', 'ការថែទាំរថយន្ត'),
      cat('seat-covers-mats', 'Seat Covers & Mats', 'ស្រោមកៅអី និងកម្រាលរថយន្ត'),
    ]),
    cat('oils-batteries', 'Oils & Batteries', 'ប្រេងម៉ាស៊ីន និងអាគុយ', [
      cat('engine-oil', 'Engine Oil', 'ប្រេងម៉ាស៊ីន'),
      cat('vehicle-batteries', 'Vehicle Batteries', 'អាគុយយានយន្ត'),
    ]),
  ]),
  cat('solar-energy', 'Solar & Energy', 'ថាមពលព្រះអាទិត្យ និងថាមពល', [
    cat('solar-systems', 'Solar Systems', 'ប្រព័ន្ធសូឡា', [
      cat('solar-panels', 'Solar Panels', 'ផ្ទាំងសូឡា'),
      cat('solar-inverters', 'Inverters & Charge Controllers', 'អាំងវឺរទ័រ និងឧបករណ៍បញ្ជាការសាក'),
      cat('solar-batteries', 'Solar Batteries', 'អាគុយសូឡា'),
    ]),
    cat('solar-lighting', 'Solar Lighting', 'ភ្លើងបំភ្លឺសូឡា', [
      cat('solar-street-lights', 'Solar Street Lights', 'អំពូលបំភ្លឺផ្លូវសូឡា'),
      cat('solar-lamps', 'Solar Lamps & Lanterns', 'ចង្កៀងសូឡា'),
    ]),
    cat('power-backup', 'Power Backup', 'ថាមពលបម្រុង', [
      cat('generators', 'Generators', 'ម៉ាស៊ីនភ្លើង'),
      cat('ups-stabilisers', 'UPS & Voltage Stabilisers', 'ឧបករណ៍ UPS និងឧបករណ៍រក្សាលំនឹងតង់ស្យុង'),
      cat('portable-power-stations', 'Portable Power Stations', 'ស្ថានីយ៍ថាមពលចល័ត'),
    ]),
  ]),
];

/** Every leaf category (depth three) in tree order. */
export function leafCategories(tree: SeedCategory[] = categoryTree): SeedCategory[] {
  const leaves: SeedCategory[] = [];
  for (const main of tree) {
    for (const sub of main.children) {
      for (const leaf of sub.children) leaves.push(leaf);
    }
  }
  return leaves;
}
