import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/buy-now-paylater',
  title: { en: 'Buy Now, Pay Later Terms', kh: 'លក្ខខណ្ឌទិញឥឡូវ បង់ពេលក្រោយ' },
  summary: {
    en: 'How paying for an order in monthly instalments through our licensed financing partner works, and what happens on cancellation or return.',
    kh: 'របៀបដែលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញជាការបង់រំលស់ប្រចាំខែ តាមរយៈដៃគូហិរញ្ញប្បទានដែលមានអាជ្ញាប័ណ្ណរបស់យើង ដំណើរការ និងអ្វីដែលកើតឡើងនៅពេលលុបចោល ឬប្រគល់ទំនិញវិញ។',
  },
  body: {
    en: `# Buy Now, Pay Later Terms

Buy Now, Pay Later lets you receive your order now and pay for it in monthly instalments. It is offered on Psar by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, together with a financing partner licensed by the National Bank of Cambodia (the "Partner"), whose name is shown at checkout.

Please note: this is different from the "Buy now" button on product pages, which simply takes you straight to checkout for one product and is paid in the usual ways.

## 1. Who can use it

1. You must be at least 18 years old, hold a valid Cambodian national ID card or residence document, and have a Psar account with a verified phone number.
2. The option appears at checkout only for eligible orders, for example with a total between $50 and $1,500, and only for eligible products. Top-ups and digital vouchers are excluded.
3. The Partner decides whether to approve you, after checking your identity and, where the law allows, your credit history with the Credit Bureau of Cambodia.

## 2. How it works

1. At checkout choose "Buy Now, Pay Later", then the number of monthly instalments offered (for example 3, 6 or 12).
2. Before you agree, the Partner shows you the amount of each instalment, the due dates, the total you will repay and any interest or fee. The first instalment may be due at checkout.
3. Your credit agreement is with the Partner. Psar receives payment for the order from the Partner and ships it under our normal Terms of Sale and Terms of Delivery; the usual delivery fee is part of the financed total.
4. Instalments are paid to the Partner by KHQR, bank transfer or automatic debit, as set out in your agreement.

## 3. Late or missed payments

Late payment fees and their limits are set in the Partner's agreement and must respect Cambodian law. Missed payments may be reported to the Credit Bureau of Cambodia and may stop you from using Buy Now, Pay Later again. Psar never adds its own late fees.

## 4. Cancellation and returns

1. You may cancel the order before it is shipped. The Partner then cancels the financing and refunds any instalment you have already paid.
2. You may return products within 7 days of delivery under our Terms of Sale. For an approved return, Psar refunds the Partner, which reduces or closes your remaining balance and refunds any amount you paid in excess.
3. Until the Partner confirms the change, keep paying your instalments to avoid late fees.

## 5. Your data

To offer this service we share with the Partner your name, phone number, email, delivery address and order details, as described in our Privacy Policy. The Partner handles your credit information under its own privacy notice.

## 6. Availability

We may change the eligible amounts, products and number of instalments, or withdraw the option, without affecting agreements already signed.

## 7. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions about an order: support@psar.com.kh; questions about your instalments: the Partner's customer service shown in your agreement.
`,
    kh: `# លក្ខខណ្ឌទិញឥឡូវ បង់ពេលក្រោយ

សេវា "ទិញឥឡូវ បង់ពេលក្រោយ" អនុញ្ញាតឱ្យអ្នកទទួលការបញ្ជាទិញរបស់អ្នកឥឡូវនេះ ហើយបង់ប្រាក់ជាការបង់រំលស់ប្រចាំខែ។ សេវានេះត្រូវបានផ្តល់ជូននៅលើ Psar ដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា រួមជាមួយដៃគូហិរញ្ញប្បទានដែលមានអាជ្ញាប័ណ្ណពីធនាគារជាតិនៃកម្ពុជា (ហៅថា "ដៃគូ") ដែលឈ្មោះរបស់ខ្លួនបង្ហាញនៅពេលទូទាត់ប្រាក់។

សូមចំណាំ៖ សេវានេះខុសពីប៊ូតុង "ទិញឥឡូវ" នៅលើទំព័រផលិតផល ដែលគ្រាន់តែនាំអ្នកទៅទំព័រទូទាត់ប្រាក់ដោយផ្ទាល់សម្រាប់ផលិតផលមួយ ហើយបង់ប្រាក់តាមវិធីធម្មតា។

## ១. អ្នកដែលអាចប្រើបាន

1. អ្នកត្រូវមានអាយុយ៉ាងតិច ១៨ ឆ្នាំ មានអត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ ឬឯកសារស្នាក់នៅដែលមានសុពលភាព និងមានគណនី Psar ដែលមានលេខទូរស័ព្ទបានផ្ទៀងផ្ទាត់។
2. ជម្រើសនេះបង្ហាញនៅពេលទូទាត់ប្រាក់ សម្រាប់តែការបញ្ជាទិញដែលមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ ឧទាហរណ៍ ដែលមានតម្លៃសរុបចន្លោះពី $50 ដល់ $1,500 និងសម្រាប់តែផលិតផលដែលមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់។ ការបញ្ចូលលុយទូរស័ព្ទ និងប័ណ្ណឌីជីថល មិនត្រូវបានរាប់បញ្ចូលទេ។
3. ដៃគូជាអ្នកសម្រេចថាតើត្រូវអនុម័តអ្នកឬអត់ បន្ទាប់ពីពិនិត្យអត្តសញ្ញាណរបស់អ្នក ហើយក្នុងករណីដែលច្បាប់អនុញ្ញាត ពិនិត្យប្រវត្តិឥណទានរបស់អ្នកជាមួយការិយាល័យឥណទានកម្ពុជា។

## ២. របៀបដែលវាដំណើរការ

1. នៅពេលទូទាត់ប្រាក់ សូមជ្រើសរើស "ទិញឥឡូវ បង់ពេលក្រោយ" បន្ទាប់មកជ្រើសរើសចំនួនខែនៃការបង់រំលស់ដែលមានផ្តល់ជូន (ឧទាហរណ៍ ៣ ៦ ឬ ១២ ខែ)។
2. មុនពេលអ្នកយល់ព្រម ដៃគូបង្ហាញអ្នកនូវចំនួនទឹកប្រាក់នៃការបង់រំលស់នីមួយៗ កាលបរិច្ឆេទត្រូវបង់ ចំនួនសរុបដែលអ្នកនឹងត្រូវសង និងការប្រាក់ ឬថ្លៃសេវាណាមួយ។ ការបង់រំលស់លើកទីមួយ អាចត្រូវបង់នៅពេលទូទាត់ប្រាក់។
3. កិច្ចសន្យាឥណទានរបស់អ្នកគឺជាមួយដៃគូ។ Psar ទទួលការទូទាត់សម្រាប់ការបញ្ជាទិញពីដៃគូ ហើយបញ្ជូនទំនិញស្របតាមលក្ខខណ្ឌនៃការលក់ និងលក្ខខណ្ឌនៃការដឹកជញ្ជូនធម្មតារបស់យើង។ ថ្លៃដឹកជញ្ជូនធម្មតា ជាផ្នែកមួយនៃចំនួនសរុបដែលទទួលហិរញ្ញប្បទាន។
4. ការបង់រំលស់ត្រូវបង់ទៅដៃគូ តាម KHQR ការផ្ទេរប្រាក់តាមធនាគារ ឬការកាត់ប្រាក់ដោយស្វ័យប្រវត្តិ ដូចដែលបានកំណត់ក្នុងកិច្ចសន្យារបស់អ្នក។

## ៣. ការបង់យឺត ឬខកខានបង់

ថ្លៃពិន័យលើការបង់យឺត និងដែនកំណត់របស់វា ត្រូវបានកំណត់ក្នុងកិច្ចសន្យារបស់ដៃគូ ហើយត្រូវគោរពតាមច្បាប់កម្ពុជា។ ការខកខានបង់ អាចត្រូវរាយការណ៍ទៅការិយាល័យឥណទានកម្ពុជា ហើយអាចធ្វើឱ្យអ្នកមិនអាចប្រើសេវា "ទិញឥឡូវ បង់ពេលក្រោយ" ម្តងទៀតបាន។ Psar មិនដែលបន្ថែមថ្លៃពិន័យផ្ទាល់ខ្លួនរបស់ខ្លួនឡើយ។

## ៤. ការលុបចោល និងការប្រគល់ទំនិញវិញ

1. អ្នកអាចលុបចោលការបញ្ជាទិញមុនពេលវាត្រូវបានបញ្ជូនចេញ។ បន្ទាប់មក ដៃគូនឹងលុបចោលហិរញ្ញប្បទាន ហើយសងវិញនូវការបង់រំលស់ណាមួយដែលអ្នកបានបង់រួច។
2. អ្នកអាចប្រគល់ផលិតផលវិញក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួលទំនិញ ស្របតាមលក្ខខណ្ឌនៃការលក់របស់យើង។ សម្រាប់ការប្រគល់វិញដែលត្រូវបានអនុម័ត Psar សងប្រាក់ទៅដៃគូ ដែលនឹងកាត់បន្ថយ ឬបិទសមតុល្យដែលនៅសល់របស់អ្នក ហើយសងវិញនូវចំនួនទឹកប្រាក់ណាមួយដែលអ្នកបានបង់លើស។
3. រហូតដល់ដៃគូបញ្ជាក់ការផ្លាស់ប្តូរ សូមបន្តបង់រំលស់របស់អ្នក ដើម្បីជៀសវាងថ្លៃពិន័យលើការបង់យឺត។

## ៥. ទិន្នន័យរបស់អ្នក

ដើម្បីផ្តល់សេវានេះ យើងចែករំលែកជាមួយដៃគូនូវឈ្មោះ លេខទូរស័ព្ទ អ៊ីមែល អាសយដ្ឋានដឹកជញ្ជូន និងព័ត៌មានលម្អិតនៃការបញ្ជាទិញរបស់អ្នក ដូចដែលបានពិពណ៌នាក្នុងគោលការណ៍ឯកជនភាពរបស់យើង។ ដៃគូគ្រប់គ្រងព័ត៌មានឥណទានរបស់អ្នក ស្របតាមសេចក្តីជូនដំណឹងអំពីឯកជនភាពផ្ទាល់ខ្លួនរបស់ខ្លួន។

## ៦. ភាពអាចប្រើបាន

យើងអាចផ្លាស់ប្តូរចំនួនទឹកប្រាក់ ផលិតផល និងចំនួនខែនៃការបង់រំលស់ដែលមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ ឬដកជម្រើសនេះចេញ ដោយមិនប៉ះពាល់ដល់កិច្ចសន្យាដែលបានចុះហត្ថលេខារួចហើយ។

## ៧. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរអំពីការបញ្ជាទិញ៖ support@psar.com.kh។ សំណួរអំពីការបង់រំលស់៖ សេវាអតិថិជនរបស់ដៃគូ ដែលបង្ហាញក្នុងកិច្ចសន្យារបស់អ្នក។
`,
  },
  updatedAt: '2026-11-01',
};
