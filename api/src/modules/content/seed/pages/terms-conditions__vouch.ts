import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/vouch',
  title: { en: 'Voucher Terms', kh: 'លក្ខខណ្ឌប័ណ្ណបញ្ចុះតម្លៃ' },
  summary: {
    en: 'How Psar discount vouchers work: where they come from, minimum spend, validity, one voucher per order and what happens on refunds.',
    kh: 'របៀបដែលប័ណ្ណបញ្ចុះតម្លៃ Psar ដំណើរការ៖ ប្រភពរបស់វា ការចំណាយអប្បបរមា សុពលភាព ប័ណ្ណមួយក្នុងមួយការបញ្ជាទិញ និងអ្វីដែលកើតឡើងនៅពេលសងប្រាក់វិញ។',
  },
  body: {
    en: `# Voucher Terms

This page (at the address "vouch") sets out the terms for discount vouchers issued by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. A voucher is a code that you enter at checkout to lower the price of your order. For prepaid gift vouchers that you buy, see our Digital Gift Voucher terms instead.

## 1. Where vouchers come from

1. **Welcome code:** when you subscribe to our newsletter we email you a personal code for 10% off your first purchase.
2. **Campaign vouchers:** codes published on the Platform, in our newsletters or on our social media pages during promotions.
3. **Service vouchers:** codes our Customer Care team may give you, for example as an apology for a late delivery.

## 2. Types of voucher

1. **Percentage vouchers** take a percentage off the products in your order (for example 10%).
2. **Fixed-amount vouchers** take a fixed amount in US dollars off the products in your order (for example $5.00).

## 3. How a voucher is applied

1. Enter the code at checkout. Upper or lower case and extra spaces do not matter.
2. The voucher is calculated on the price of the products **after** any product discount or active promotion. It never reduces the delivery fee, and it never takes more than the products cost.
3. Only one voucher can be used per order.
4. The checkout shows the discount before you pay. If a voucher cannot be used, checkout tells you why, for example: the code does not exist, it has expired, it has been fully used, or the minimum spend has not been reached.

## 4. Conditions

Each voucher may have:

1. a **minimum spend** on products, shown with the voucher;
2. a **validity period**; a voucher cannot be used before its start date or after its end date;
3. a **usage limit**, either in total or per customer. The welcome code is for your first purchase only;
4. limits to certain products, categories or stores, where stated.

## 5. Cancellations and returns

1. If you cancel or return an order paid with a voucher, you are refunded the amount you actually paid, not the value of the voucher.
2. A voucher used on a cancelled order is not automatically restored. If it is still within its validity period, Customer Care can issue a replacement on request.

## 6. General rules

1. Vouchers have no cash value, cannot be exchanged for money or wallet balance, and cannot be sold or transferred.
2. Vouchers obtained by fraud, by creating several accounts or by automated means are invalid, and orders using them may be cancelled.
3. We may end a campaign early if a code was published by mistake or is being abused; vouchers already used on placed orders are honoured.

## 7. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌប័ណ្ណបញ្ចុះតម្លៃ

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "vouch") កំណត់លក្ខខណ្ឌសម្រាប់ប័ណ្ណបញ្ចុះតម្លៃ ដែលចេញដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ ប័ណ្ណបញ្ចុះតម្លៃ គឺជាលេខកូដដែលអ្នកបញ្ចូលនៅពេលទូទាត់ប្រាក់ ដើម្បីបន្ថយតម្លៃការបញ្ជាទិញរបស់អ្នក។ សម្រាប់ប័ណ្ណអំណោយបង់ប្រាក់មុនដែលអ្នកទិញ សូមមើលលក្ខខណ្ឌប័ណ្ណអំណោយឌីជីថលរបស់យើងជំនួសវិញ។

## ១. ប្រភពនៃប័ណ្ណបញ្ចុះតម្លៃ

1. **លេខកូដស្វាគមន៍៖** នៅពេលអ្នកចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានរបស់យើង យើងផ្ញើលេខកូដផ្ទាល់ខ្លួនទៅអ៊ីមែលរបស់អ្នក សម្រាប់ការបញ្ចុះតម្លៃ ១០% លើការទិញលើកដំបូងរបស់អ្នក។
2. **ប័ណ្ណយុទ្ធនាការ៖** លេខកូដដែលផ្សព្វផ្សាយនៅលើវេទិកា ក្នុងព្រឹត្តិបត្រព័ត៌មាន ឬនៅលើទំព័របណ្តាញសង្គមរបស់យើង ក្នុងអំឡុងពេលផ្សព្វផ្សាយ។
3. **ប័ណ្ណសេវា៖** លេខកូដដែលក្រុមសេវាអតិថិជនរបស់យើងអាចផ្តល់ឱ្យអ្នក ឧទាហរណ៍ ជាការសុំទោសចំពោះការដឹកជញ្ជូនយឺត។

## ២. ប្រភេទប័ណ្ណ

1. **ប័ណ្ណភាគរយ** កាត់ភាគរយមួយចេញពីតម្លៃផលិតផលក្នុងការបញ្ជាទិញរបស់អ្នក (ឧទាហរណ៍ ១០%)។
2. **ប័ណ្ណចំនួនថេរ** កាត់ចំនួនទឹកប្រាក់ថេរជាដុល្លារអាមេរិក ចេញពីតម្លៃផលិតផលក្នុងការបញ្ជាទិញរបស់អ្នក (ឧទាហរណ៍ $5.00)។

## ៣. របៀបអនុវត្តប័ណ្ណ

1. បញ្ចូលលេខកូដនៅពេលទូទាត់ប្រាក់។ អក្សរធំ ឬតូច និងដកឃ្លាលើស មិនប៉ះពាល់អ្វីទេ។
2. ប័ណ្ណត្រូវបានគណនាលើតម្លៃផលិតផល **បន្ទាប់ពី** ការបញ្ចុះតម្លៃផលិតផល ឬការផ្សព្វផ្សាយដែលកំពុងដំណើរការ។ វាមិនដែលកាត់បន្ថយថ្លៃដឹកជញ្ជូន ហើយមិនដែលកាត់លើសពីតម្លៃផលិតផលឡើយ។
3. ការបញ្ជាទិញមួយអាចប្រើប័ណ្ណបានតែមួយប៉ុណ្ណោះ។
4. ទំព័រទូទាត់ប្រាក់បង្ហាញការបញ្ចុះតម្លៃមុនពេលអ្នកបង់ប្រាក់។ ប្រសិនបើប័ណ្ណមិនអាចប្រើបាន ទំព័រទូទាត់ប្រាក់នឹងប្រាប់អ្នកពីមូលហេតុ ឧទាហរណ៍៖ លេខកូដមិនមាន ផុតកំណត់ហើយ ត្រូវបានប្រើអស់ហើយ ឬមិនទាន់ឈានដល់ការចំណាយអប្បបរមា។

## ៤. លក្ខខណ្ឌ

ប័ណ្ណនីមួយៗអាចមាន៖

1. **ការចំណាយអប្បបរមា** លើផលិតផល ដែលបង្ហាញជាមួយប័ណ្ណ។
2. **រយៈពេលសុពលភាព**។ ប័ណ្ណមិនអាចប្រើមុនថ្ងៃចាប់ផ្តើម ឬក្រោយថ្ងៃបញ្ចប់របស់វាបានទេ។
3. **ដែនកំណត់នៃការប្រើប្រាស់** សរុប ឬក្នុងម្នាក់ៗ។ លេខកូដស្វាគមន៍គឺសម្រាប់តែការទិញលើកដំបូងរបស់អ្នកប៉ុណ្ណោះ។
4. ការកំណត់ចំពោះផលិតផល ប្រភេទ ឬហាងជាក់លាក់ នៅពេលមានការបញ្ជាក់។

## ៥. ការលុបចោល និងការប្រគល់ទំនិញវិញ

1. ប្រសិនបើអ្នកលុបចោល ឬប្រគល់វិញនូវការបញ្ជាទិញដែលបានប្រើប័ណ្ណ អ្នកនឹងទទួលបានការសងវិញនូវចំនួនទឹកប្រាក់ដែលអ្នកបានបង់ពិតប្រាកដ មិនមែនតម្លៃនៃប័ណ្ណទេ។
2. ប័ណ្ណដែលបានប្រើលើការបញ្ជាទិញដែលត្រូវបានលុបចោល មិនត្រូវបានស្តារឡើងវិញដោយស្វ័យប្រវត្តិទេ។ ប្រសិនបើវានៅក្នុងរយៈពេលសុពលភាព សេវាអតិថិជនអាចចេញប័ណ្ណជំនួសតាមការស្នើសុំ។

## ៦. វិធានទូទៅ

1. ប័ណ្ណមិនមានតម្លៃជាសាច់ប្រាក់ មិនអាចប្តូរជាប្រាក់ ឬសមតុល្យកាបូប ហើយមិនអាចលក់ ឬផ្ទេរបានទេ។
2. ប័ណ្ណដែលទទួលបានដោយការក្លែងបន្លំ ដោយការបង្កើតគណនីច្រើន ឬដោយមធ្យោបាយស្វ័យប្រវត្តិ គឺគ្មានសុពលភាព ហើយការបញ្ជាទិញដែលប្រើវាអាចត្រូវលុបចោល។
3. យើងអាចបញ្ចប់យុទ្ធនាការមុនពេលកំណត់ ប្រសិនបើលេខកូដត្រូវបានផ្សព្វផ្សាយដោយច្រឡំ ឬកំពុងត្រូវបានរំលោភបំពាន។ ប័ណ្ណដែលបានប្រើលើការបញ្ជាទិញដែលបានដាក់រួច នឹងត្រូវគោរព។

## ៧. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
