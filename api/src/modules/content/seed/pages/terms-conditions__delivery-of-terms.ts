import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/delivery-of-terms',
  title: { en: 'Terms of Delivery', kh: 'លក្ខខណ្ឌនៃការដឹកជញ្ជូន' },
  summary: {
    en: 'Where we deliver, how the delivery fee is calculated, delivery times and what to do if a parcel is late or damaged.',
    kh: 'ទីកន្លែងដែលយើងដឹកជញ្ជូន របៀបគណនាថ្លៃដឹកជញ្ជូន រយៈពេលដឹកជញ្ជូន និងអ្វីដែលត្រូវធ្វើ ប្រសិនបើកញ្ចប់ទំនិញយឺត ឬខូច។',
  },
  body: {
    en: `# Terms of Delivery

This page (published at the address "delivery-of-terms") sets out the Terms of Delivery for orders placed on Psar, operated by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. It forms part of our Terms of Sale.

## 1. Where we deliver

1. We deliver to addresses in all 25 provinces and the capital of Cambodia.
2. The address must be complete: receiver name and phone number, province, district, commune, village and, where they exist, street, house number and building. You choose a saved address from your Address Book at checkout.
3. We do not deliver outside Cambodia.

## 2. Delivery fee

1. Each product line has its own delivery fee, shown in your cart and at checkout before you pay.
2. Unless the product has its own delivery conditions, the fee is **$1.50 per unit**. For example, three units of such a product cost $4.50 to deliver.
3. A seller may set delivery conditions for larger quantities: from a minimum quantity, either a flat fee for the whole line (which can be $0, free delivery) or a lower fee per unit. When several conditions exist, the one with the highest minimum quantity that your quantity reaches applies. If your quantity reaches none of them, the normal fee applies.
4. The delivery fee is charged in US dollars together with the products and appears separately on your order.

## 3. Delivery times

1. Orders are usually shipped within 1 to 2 working days after payment is confirmed (or, for cash on delivery, after the order is placed).
2. After shipping, delivery normally takes 1 to 2 days in Phnom Penh and 2 to 5 days in the provinces. These times are estimates, not guarantees; public holidays, floods and other events beyond our control can cause delays.
3. You can follow each order under Orders in My Account: "To pay", "To ship", "To receive" and "Completed".

## 4. Receiving your parcel

1. The courier calls the receiver's phone number before arriving. If nobody can be reached after two attempts, the parcel returns to us and we contact you.
2. For cash on delivery, please have the exact amount ready in US dollars or riel.
3. Please check the parcel in front of the courier. If the box is open or clearly damaged, you may refuse it, or accept it and take photos.

## 5. Damaged, missing or wrong items

1. Tell us within 7 days of delivery through My Returns or support@psar.com.kh, with photos of the parcel and the product.
2. If the problem is confirmed, we send a replacement or refund the product and its delivery fee to your Psar wallet.

## 6. Risk and ownership

The products become yours, and the risk passes to you, when they are handed to you or to the person you named as receiver.

## 7. Digital products

Mobile top-ups, digital gift vouchers and game credits are delivered electronically and carry no delivery fee.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions about a delivery: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌនៃការដឹកជញ្ជូន

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "delivery-of-terms") កំណត់លក្ខខណ្ឌនៃការដឹកជញ្ជូនសម្រាប់ការបញ្ជាទិញនៅលើ Psar ដែលគ្រប់គ្រងដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ វាជាផ្នែកមួយនៃលក្ខខណ្ឌនៃការលក់របស់យើង។

## ១. ទីកន្លែងដែលយើងដឹកជញ្ជូន

1. យើងដឹកជញ្ជូនទៅកាន់អាសយដ្ឋាននៅក្នុងរាជធានី និងខេត្តទាំង ២៥ នៃប្រទេសកម្ពុជា។
2. អាសយដ្ឋានត្រូវតែពេញលេញ៖ ឈ្មោះ និងលេខទូរស័ព្ទអ្នកទទួល ខេត្ត/រាជធានី ស្រុក/ខណ្ឌ ឃុំ/សង្កាត់ ភូមិ និង (ប្រសិនបើមាន) ផ្លូវ លេខផ្ទះ និងអគារ។ អ្នកជ្រើសរើសអាសយដ្ឋានដែលបានរក្សាទុកពីសៀវភៅអាសយដ្ឋានរបស់អ្នក នៅពេលទូទាត់ប្រាក់។
3. យើងមិនដឹកជញ្ជូនទៅក្រៅប្រទេសកម្ពុជាទេ។

## ២. ថ្លៃដឹកជញ្ជូន

1. មុខទំនិញនីមួយៗមានថ្លៃដឹកជញ្ជូនផ្ទាល់ខ្លួន ដែលបង្ហាញនៅក្នុងរទេះទំនិញ និងនៅទំព័រទូទាត់ប្រាក់ មុនពេលអ្នកបង់ប្រាក់។
2. លើកលែងតែផលិតផលមានលក្ខខណ្ឌដឹកជញ្ជូនផ្ទាល់ខ្លួន ថ្លៃដឹកជញ្ជូនគឺ **$1.50 ក្នុងមួយឯកតា**។ ឧទាហរណ៍ ការដឹកផលិតផលបែបនេះចំនួនបីឯកតា មានតម្លៃ $4.50។
3. អ្នកលក់អាចកំណត់លក្ខខណ្ឌដឹកជញ្ជូនសម្រាប់បរិមាណច្រើន៖ ចាប់ពីបរិមាណអប្បបរមាណាមួយ អាចជាថ្លៃថេរសម្រាប់មុខទំនិញទាំងមូល (ដែលអាចជា $0 គឺដឹកជញ្ជូនឥតគិតថ្លៃ) ឬថ្លៃទាបជាងក្នុងមួយឯកតា។ នៅពេលមានលក្ខខណ្ឌច្រើន លក្ខខណ្ឌដែលមានបរិមាណអប្បបរមាខ្ពស់បំផុតដែលបរិមាណរបស់អ្នកឈានដល់ នឹងត្រូវអនុវត្ត។ ប្រសិនបើបរិមាណរបស់អ្នកមិនឈានដល់លក្ខខណ្ឌណាមួយទេ ថ្លៃធម្មតានឹងត្រូវអនុវត្ត។
4. ថ្លៃដឹកជញ្ជូនត្រូវបានគិតជាដុល្លារអាមេរិក រួមជាមួយផលិតផល ហើយបង្ហាញដាច់ដោយឡែកនៅលើការបញ្ជាទិញរបស់អ្នក។

## ៣. រយៈពេលដឹកជញ្ជូន

1. ជាធម្មតា ការបញ្ជាទិញត្រូវបានបញ្ជូនចេញក្នុងរយៈពេល ១ ទៅ ២ ថ្ងៃធ្វើការ បន្ទាប់ពីការទូទាត់ត្រូវបានបញ្ជាក់ (ឬសម្រាប់ការទូទាត់ពេលទទួលទំនិញ បន្ទាប់ពីដាក់ការបញ្ជាទិញ)។
2. បន្ទាប់ពីបញ្ជូនចេញ ការដឹកជញ្ជូនជាធម្មតាចំណាយពេល ១ ទៅ ២ ថ្ងៃនៅរាជធានីភ្នំពេញ និង ២ ទៅ ៥ ថ្ងៃនៅតាមខេត្ត។ រយៈពេលទាំងនេះជាការប៉ាន់ស្មាន មិនមែនជាការធានាទេ។ ថ្ងៃបុណ្យ ទឹកជំនន់ និងព្រឹត្តិការណ៍ផ្សេងទៀតដែលហួសពីការគ្រប់គ្រងរបស់យើង អាចបណ្តាលឱ្យយឺតយ៉ាវ។
3. អ្នកអាចតាមដានការបញ្ជាទិញនីមួយៗនៅក្នុង "ការបញ្ជាទិញ" ក្នុង "គណនីរបស់ខ្ញុំ"៖ "រង់ចាំការទូទាត់" "រង់ចាំដឹកជញ្ជូន" "រង់ចាំទទួល" និង "បានបញ្ចប់"។

## ៤. ការទទួលកញ្ចប់ទំនិញ

1. អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទទៅលេខរបស់អ្នកទទួល មុនពេលមកដល់។ ប្រសិនបើទាក់ទងមិនបានបន្ទាប់ពីព្យាយាមពីរដង កញ្ចប់ទំនិញនឹងត្រឡប់មកយើងវិញ ហើយយើងនឹងទាក់ទងអ្នក។
2. សម្រាប់ការទូទាត់ពេលទទួលទំនិញ សូមរៀបចំប្រាក់ឱ្យគ្រប់ចំនួន ជាដុល្លារអាមេរិក ឬប្រាក់រៀល។
3. សូមពិនិត្យកញ្ចប់ទំនិញនៅចំពោះមុខអ្នកដឹកជញ្ជូន។ ប្រសិនបើប្រអប់ត្រូវបានបើក ឬខូចខាតយ៉ាងច្បាស់ អ្នកអាចបដិសេធមិនទទួល ឬទទួលយក ហើយថតរូបទុក។

## ៥. ទំនិញខូច បាត់ ឬខុស

1. សូមជូនដំណឹងមកយើងក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួលទំនិញ តាមរយៈ "ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ" ឬ support@psar.com.kh ដោយភ្ជាប់រូបថតកញ្ចប់ និងផលិតផល។
2. ប្រសិនបើបញ្ហាត្រូវបានបញ្ជាក់ យើងនឹងផ្ញើទំនិញជំនួស ឬសងតម្លៃផលិតផល និងថ្លៃដឹកជញ្ជូនចូលកាបូប Psar របស់អ្នក។

## ៦. ហានិភ័យ និងកម្មសិទ្ធិ

ផលិតផលក្លាយជាកម្មសិទ្ធិរបស់អ្នក ហើយហានិភ័យផ្ទេរមកអ្នក នៅពេលវាត្រូវបានប្រគល់ជូនអ្នក ឬជូនអ្នកដែលអ្នកបានកំណត់ជាអ្នកទទួល។

## ៧. ផលិតផលឌីជីថល

ការបញ្ចូលលុយទូរស័ព្ទ ប័ណ្ណអំណោយឌីជីថល និងក្រេឌីតហ្គេម ត្រូវបានផ្តល់ជូនតាមប្រព័ន្ធអេឡិចត្រូនិក ហើយមិនមានថ្លៃដឹកជញ្ជូនទេ។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរអំពីការដឹកជញ្ជូន៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
