// The customer-care tree of spec section 3: twelve groups in order, each followed by its
// sub-categories, numbered depth-first from 1 to 98 so that Shipping & Delivery is 31 (the footer
// links /customer-care/category/31).
import type { LocalizedText } from '@storefront/shared/contract';

export interface HelpGroupSeed {
  id: number;
  title: LocalizedText;
  subCategories: { id: number; title: LocalizedText }[];
}

type Pair = [en: string, kh: string];

const groups: [Pair, Pair[]][] = [
  [
    ['My Account', 'គណនីរបស់ខ្ញុំ'],
    [
      ['Creating an account', 'ការបង្កើតគណនី'],
      ['Signing in and passwords', 'ការចូលគណនី និងពាក្យសម្ងាត់'],
      ['Updating my profile', 'ការកែប្រែព័ត៌មានផ្ទាល់ខ្លួន'],
      ['Managing addresses', 'ការគ្រប់គ្រងអាសយដ្ឋាន'],
      ['Phone number verification', 'ការផ្ទៀងផ្ទាត់លេខទូរស័ព្ទ'],
      ['Account security', 'សុវត្ថិភាពគណនី'],
      ['Closing my account', 'ការបិទគណនី'],
    ],
  ],
  [
    ['Orders & Promotions', 'ការបញ្ជាទិញ និងប្រូម៉ូសិន'],
    [
      ['Placing an order', 'ការបញ្ជាទិញ'],
      ['Tracking my order', 'ការតាមដានការបញ្ជាទិញ'],
      ['Changing or cancelling an order', 'ការផ្លាស់ប្តូរ ឬលុបចោលការបញ្ជាទិញ'],
      ["Today's Deals", 'ការផ្តល់ជូនថ្ងៃនេះ'],
      ['Vouchers and promo codes', 'ប័ណ្ណបញ្ចុះតម្លៃ និងលេខកូដប្រូម៉ូសិន'],
      ['Newsletter 10% welcome offer', 'ការផ្តល់ជូន ១០% សម្រាប់អ្នកចុះឈ្មោះព្រឹត្តិបត្រ'],
      ['Order confirmation and invoices', 'ការបញ្ជាក់ការបញ្ជាទិញ និងវិក្កយបត្រ'],
      ['Buying in bulk', 'ការទិញដុំ'],
    ],
  ],
  [
    ['Products', 'ផលិតផល'],
    [
      ['Product information and sizes', 'ព័ត៌មានផលិតផល និងទំហំ'],
      ['Stock and availability', 'ស្តុក និងភាពអាចរកបាន'],
      ['Product reviews', 'ការវាយតម្លៃផលិតផល'],
      ['Warranty', 'ការធានា'],
      ['Following stores and wishlists', 'ការតាមដានហាង និងបញ្ជីប្រាថ្នា'],
    ],
  ],
  [
    ['Payment', 'ការទូទាត់'],
    [
      ['Cash on delivery', 'ការទូទាត់ពេលទទួលទំនិញ'],
      ['Paying with KHQR / Bakong', 'ការទូទាត់តាម KHQR / បាគង'],
      ['ABA Pay and bank apps', 'ABA Pay និងកម្មវិធីធនាគារ'],
      ['Visa and Mastercard', 'កាត Visa និង Mastercard'],
      ['Paying with my Psar wallet', 'ការទូទាត់ដោយកាបូប Psar'],
      ['Payment problems', 'បញ្ហាការទូទាត់'],
    ],
  ],
  [
    ['Shipping & Delivery', 'ការដឹកជញ្ជូន'],
    [
      ['Delivery fees', 'ថ្លៃដឹកជញ្ជូន'],
      ['Delivery times by province', 'រយៈពេលដឹកជញ្ជូនតាមខេត្ត'],
      ['Delivery to Phnom Penh', 'ការដឹកជញ្ជូនក្នុងរាជធានីភ្នំពេញ'],
      ['Delivery to the provinces', 'ការដឹកជញ្ជូនទៅខេត្ត'],
      ['Receiving my parcel', 'ការទទួលកញ្ចប់ទំនិញ'],
      ['Missed or failed delivery', 'ការដឹកជញ្ជូនមិនបានសម្រេច'],
      ['Large and heavy items', 'ទំនិញធំ និងធ្ងន់'],
      ['Delivery partners', 'ដៃគូដឹកជញ្ជូន'],
    ],
  ],
  [
    ['Return', 'ការប្រគល់ទំនិញវិញ'],
    [
      ['Return policy', 'គោលការណ៍ប្រគល់ទំនិញវិញ'],
      ['How to return an item', 'របៀបប្រគល់ទំនិញវិញ'],
      ['Items that cannot be returned', 'ទំនិញដែលមិនអាចប្រគល់វិញបាន'],
      ['Damaged or wrong items', 'ទំនិញខូច ឬខុស'],
      ['Return pick-up', 'ការមកយកទំនិញប្រគល់វិញ'],
      ['Return status', 'ស្ថានភាពនៃការប្រគល់ទំនិញវិញ'],
      ['Exchanges', 'ការប្តូរទំនិញ'],
    ],
  ],
  [
    ['Refunds', 'ការសងប្រាក់វិញ'],
    [
      ['Refund policy', 'គោលការណ៍សងប្រាក់វិញ'],
      ['Refund times', 'រយៈពេលសងប្រាក់វិញ'],
      ['Refunds to my wallet', 'ការសងប្រាក់ចូលកាបូប'],
      ['Refunds to cards and bank accounts', 'ការសងប្រាក់ចូលកាត និងគណនីធនាគារ'],
      ['Refunds for cancelled orders', 'ការសងប្រាក់សម្រាប់ការបញ្ជាទិញដែលបានលុបចោល'],
      ['Partial refunds', 'ការសងប្រាក់វិញមួយផ្នែក'],
      ['Refund not received', 'មិនទាន់ទទួលបានប្រាក់សងវិញ'],
    ],
  ],
  [
    ['Wallet', 'កាបូបប្រាក់'],
    [
      ['What is the Psar wallet?', 'តើកាបូប Psar ជាអ្វី?'],
      ['Topping up with KHQR', 'ការបញ្ចូលប្រាក់តាម KHQR'],
      ['Wallet balance and history', 'សមតុល្យ និងប្រវត្តិកាបូប'],
      ['Paying with the wallet', 'ការទូទាត់ដោយកាបូប'],
      ['Wallet limits', 'ដែនកំណត់កាបូប'],
      ['Wallet security', 'សុវត្ថិភាពកាបូប'],
      ['Withdrawing wallet money', 'ការដកប្រាក់ពីកាបូប'],
    ],
  ],
  [
    ['Made in Cambodia', 'ផលិតនៅកម្ពុជា'],
    [
      ['About Made in Cambodia', 'អំពីផលិតនៅកម្ពុជា'],
      ['Kampot pepper and local foods', 'ម្រេចកំពត និងម្ហូបអាហារក្នុងស្រុក'],
      ['Handicrafts and silk', 'សិប្បកម្ម និងសូត្រ'],
      ['Supporting local producers', 'ការគាំទ្រអ្នកផលិតក្នុងស្រុក'],
      ['Becoming a Made in Cambodia seller', 'ការក្លាយជាអ្នកលក់ផលិតផលខ្មែរ'],
      ['Quality and certification', 'គុណភាព និងវិញ្ញាបនប័ត្រ'],
      ['Gift boxes', 'ប្រអប់កាដូ'],
    ],
  ],
  [
    ['Privacy Policy and Protection', 'គោលការណ៍ឯកជនភាព និងការការពារ'],
    [
      ['How we use your data', 'របៀបដែលយើងប្រើប្រាស់ទិន្នន័យរបស់អ្នក'],
      ['Cookies', 'ខូគី'],
      ['Protecting your account', 'ការការពារគណនីរបស់អ្នក'],
      ['Scams and phishing', 'ការបោកប្រាស់ និងការលួចព័ត៌មាន'],
      ['Buyer protection', 'ការការពារអ្នកទិញ'],
      ['Intellectual property', 'កម្មសិទ្ធិបញ្ញា'],
      ['Reporting a problem with a seller', 'ការរាយការណ៍បញ្ហាជាមួយអ្នកលក់'],
      ['Deleting your data', 'ការលុបទិន្នន័យរបស់អ្នក'],
    ],
  ],
  [
    ['Smart Service', 'សេវាឆ្លាតវៃ'],
    [
      ['Mobile top-up', 'ការបញ្ចូលលុយទូរស័ព្ទ'],
      ['Digital vouchers', 'ប័ណ្ណឌីជីថល'],
      ['Game credits', 'ក្រេឌីតហ្គេម'],
      ['Bill payments', 'ការទូទាត់វិក្កយបត្រ'],
      ['Buy now, pay later', 'ទិញឥឡូវ បង់ពេលក្រោយ'],
      ['Solar installation service', 'សេវាដំឡើងថាមពលព្រះអាទិត្យ'],
      ['Installation and repair', 'ការដំឡើង និងការជួសជុល'],
    ],
  ],
  [
    ['Other topics and activities', 'ប្រធានបទ និងសកម្មភាពផ្សេងៗ'],
    [
      ['Contacting customer care', 'ការទាក់ទងសេវាអតិថិជន'],
      ['Feedback and suggestions', 'មតិ និងសំណូមពរ'],
      ['Selling on Psar', 'ការលក់នៅលើ Psar'],
      ['Affiliate program', 'កម្មវិធីដៃគូ'],
      ['Careers at Psar', 'ការងារនៅ Psar'],
      ['Events and campaigns', 'ព្រឹត្តិការណ៍ និងយុទ្ធនាការ'],
      ['Corporate and business orders', 'ការបញ្ជាទិញសម្រាប់ក្រុមហ៊ុន'],
      ['Using the Psar app', 'ការប្រើកម្មវិធី Psar'],
      ['Accessibility', 'ភាពងាយស្រួលប្រើប្រាស់'],
    ],
  ],
];

function number(): HelpGroupSeed[] {
  let next = 1;
  return groups.map(([[en, kh], subs]) => {
    const id = next++;
    return {
      id,
      title: { en, kh },
      subCategories: subs.map(([subEn, subKh]) => ({ id: next++, title: { en: subEn, kh: subKh } })),
    };
  });
}

export const helpCategoryTree: HelpGroupSeed[] = number();
