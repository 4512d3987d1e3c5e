import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/dgs-vouchers',
  title: { en: 'Digital Gift Voucher Terms', kh: 'លក្ខខណ្ឌប័ណ្ណអំណោយឌីជីថល' },
  summary: {
    en: 'Buying and redeeming Psar digital gift vouchers and other digital codes sold on Psar.',
    kh: 'ការទិញ និងការប្រើប្រាស់ប័ណ្ណអំណោយឌីជីថល Psar និងលេខកូដឌីជីថលផ្សេងទៀតដែលលក់នៅលើ Psar។',
  },
  body: {
    en: `# Digital Gift Voucher Terms

This page (at the address "dgs-vouchers") covers digital gift vouchers: prepaid codes sent by email that you buy on Psar, either Psar gift vouchers or vouchers of partner brands (for example game cards or streaming subscriptions). They are sold by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. Discount codes that we give away are covered by our Voucher terms instead.

## 1. Psar gift vouchers

1. A Psar gift voucher has a value in US dollars chosen at purchase (for example $5, $10, $25, $50 or $100).
2. You can send it to yourself or to someone else's email address, with a personal message, now or on a chosen date.
3. The recipient redeems it in Wallet by entering the code. The full value is added to their Psar wallet and can then be spent on Psar under the Psar Pay terms.
4. A gift voucher must be redeemed within **12 months** of purchase. The expiry date is shown in the email. Once redeemed, the wallet balance does not expire.
5. A code can be redeemed only once, by one account.

## 2. Partner digital vouchers

1. Vouchers of partner brands are delivered as a code in your order and by email after payment is confirmed.
2. Their use, validity and region are set by the partner brand and shown on the product page. Please check that the voucher works in Cambodia and on your device before buying.

## 3. Payment

1. Digital vouchers can be paid with the Psar wallet, KHQR (Bakong) or a saved card. Cash on delivery is not available.
2. Psar gift vouchers cannot be bought with the balance of another Psar gift voucher.
3. There is no delivery fee.

## 4. Cancellations and refunds

1. You may cancel a gift voucher scheduled for a later date, as long as it has not been sent; the amount is refunded to your Psar wallet.
2. Once a code has been sent or shown to you, it cannot be cancelled, returned or exchanged, because it can be used at once. The 7-day return right does not apply.
3. If a code does not work, contact us within 7 days with the order number. If the code was not used and is faulty, we replace it or refund you in full.

## 5. Keep your code safe

A voucher code works like cash. Do not share it, and be careful of anyone who asks you to pay with gift voucher codes: Psar will never ask you to pay a fine, a fee or a delivery charge with a gift voucher. We are not responsible for codes that are lost, stolen or used by someone else after delivery, except where we made a mistake.

## 6. Fraud

We may block vouchers bought with stolen payment details or by fraud, even after they have been redeemed, and remove the related wallet balance.

## 7. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌប័ណ្ណអំណោយឌីជីថល

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "dgs-vouchers") គ្របដណ្តប់លើប័ណ្ណអំណោយឌីជីថល ពោលគឺលេខកូដបង់ប្រាក់មុនដែលផ្ញើតាមអ៊ីមែល ដែលអ្នកទិញនៅលើ Psar មិនថាជាប័ណ្ណអំណោយ Psar ឬប័ណ្ណរបស់ម៉ាកដៃគូ (ឧទាហរណ៍ កាតហ្គេម ឬការជាវសេវាភាពយន្តអនឡាញ)។ ប័ណ្ណទាំងនេះត្រូវបានលក់ដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ លេខកូដបញ្ចុះតម្លៃដែលយើងផ្តល់ជូនដោយឥតគិតថ្លៃ ស្ថិតក្រោមលក្ខខណ្ឌប័ណ្ណបញ្ចុះតម្លៃរបស់យើងជំនួសវិញ។

## ១. ប័ណ្ណអំណោយ Psar

1. ប័ណ្ណអំណោយ Psar មានតម្លៃជាដុល្លារអាមេរិក ដែលជ្រើសរើសនៅពេលទិញ (ឧទាហរណ៍ $5, $10, $25, $50 ឬ $100)។
2. អ្នកអាចផ្ញើវាទៅខ្លួនឯង ឬទៅអាសយដ្ឋានអ៊ីមែលរបស់អ្នកផ្សេង ជាមួយសារផ្ទាល់ខ្លួន ភ្លាមៗ ឬនៅថ្ងៃដែលបានជ្រើសរើស។
3. អ្នកទទួលប្រើប័ណ្ណនៅក្នុង "កាបូបលុយ" ដោយបញ្ចូលលេខកូដ។ តម្លៃទាំងមូលនឹងត្រូវបញ្ចូលទៅក្នុងកាបូប Psar របស់ពួកគេ ហើយបន្ទាប់មកអាចចំណាយនៅលើ Psar ស្របតាមលក្ខខណ្ឌ Psar Pay។
4. ប័ណ្ណអំណោយត្រូវតែប្រើក្នុងរយៈពេល **១២ ខែ** គិតពីថ្ងៃទិញ។ កាលបរិច្ឆេទផុតកំណត់ត្រូវបានបង្ហាញក្នុងអ៊ីមែល។ នៅពេលបានប្រើរួច សមតុល្យក្នុងកាបូបមិនផុតកំណត់ទេ។
5. លេខកូដមួយអាចប្រើបានតែម្តង ដោយគណនីតែមួយ។

## ២. ប័ណ្ណឌីជីថលរបស់ដៃគូ

1. ប័ណ្ណរបស់ម៉ាកដៃគូ ត្រូវបានផ្តល់ជាលេខកូដក្នុងការបញ្ជាទិញរបស់អ្នក និងតាមអ៊ីមែល បន្ទាប់ពីការទូទាត់ត្រូវបានបញ្ជាក់។
2. ការប្រើប្រាស់ សុពលភាព និងតំបន់ប្រើប្រាស់របស់វា ត្រូវបានកំណត់ដោយម៉ាកដៃគូ ហើយបង្ហាញនៅលើទំព័រផលិតផល។ សូមពិនិត្យថាប័ណ្ណនោះអាចប្រើបាននៅកម្ពុជា និងលើឧបករណ៍របស់អ្នក មុនពេលទិញ។

## ៣. ការទូទាត់

1. ប័ណ្ណឌីជីថលអាចបង់ដោយកាបូប Psar KHQR (បាគង) ឬកាតដែលបានរក្សាទុក។ ការទូទាត់ពេលទទួលទំនិញ មិនអាចប្រើបានទេ។
2. ប័ណ្ណអំណោយ Psar មិនអាចទិញដោយសមតុល្យពីប័ណ្ណអំណោយ Psar ផ្សេងទៀតបានទេ។
3. គ្មានថ្លៃដឹកជញ្ជូនទេ។

## ៤. ការលុបចោល និងការសងប្រាក់វិញ

1. អ្នកអាចលុបចោលប័ណ្ណអំណោយដែលបានកំណត់ផ្ញើនៅថ្ងៃក្រោយ ដរាបណាវាមិនទាន់ត្រូវបានផ្ញើ។ ចំនួនទឹកប្រាក់នឹងត្រូវសងចូលកាបូប Psar របស់អ្នក។
2. នៅពេលលេខកូដត្រូវបានផ្ញើ ឬបង្ហាញដល់អ្នករួចហើយ វាមិនអាចលុបចោល ប្រគល់វិញ ឬប្តូរបានទេ ព្រោះវាអាចប្រើបានភ្លាមៗ។ សិទ្ធិប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃ មិនអនុវត្តទេ។
3. ប្រសិនបើលេខកូដមិនដំណើរការ សូមទាក់ទងមកយើងក្នុងរយៈពេល ៧ ថ្ងៃ ជាមួយលេខបញ្ជាទិញ។ ប្រសិនបើលេខកូដមិនទាន់ត្រូវបានប្រើ ហើយមានបញ្ហា យើងនឹងប្តូរវា ឬសងប្រាក់អ្នកវិញទាំងស្រុង។

## ៥. រក្សាលេខកូដរបស់អ្នកឱ្យមានសុវត្ថិភាព

លេខកូដប័ណ្ណមានតម្លៃដូចសាច់ប្រាក់។ សូមកុំចែករំលែកវា ហើយប្រុងប្រយ័ត្នចំពោះនរណាម្នាក់ដែលស្នើឱ្យអ្នកបង់ប្រាក់ដោយលេខកូដប័ណ្ណអំណោយ៖ Psar មិនដែលស្នើឱ្យអ្នកបង់ប្រាក់ពិន័យ ថ្លៃសេវា ឬថ្លៃដឹកជញ្ជូន ដោយប័ណ្ណអំណោយឡើយ។ យើងមិនទទួលខុសត្រូវចំពោះលេខកូដដែលបាត់ ត្រូវគេលួច ឬត្រូវអ្នកផ្សេងប្រើ បន្ទាប់ពីការបញ្ជូនឡើយ លើកលែងតែកំហុសនោះមកពីយើង។

## ៦. ការក្លែងបន្លំ

យើងអាចបិទប័ណ្ណដែលទិញដោយប្រើព័ត៌មានទូទាត់ដែលលួចបាន ឬដោយការក្លែងបន្លំ ទោះបីជាវាត្រូវបានប្រើរួចហើយក៏ដោយ ហើយដកសមតុល្យកាបូបដែលពាក់ព័ន្ធចេញ។

## ៧. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
