import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/plant-form-tool',
  title: { en: 'Platform Tools Terms', kh: 'លក្ខខណ្ឌឧបករណ៍វេទិកា' },
  summary: {
    en: 'The terms for the tools Psar gives sellers and partners: the seller centre, product listing, promotions, reports and data access.',
    kh: 'លក្ខខណ្ឌសម្រាប់ឧបករណ៍ដែល Psar ផ្តល់ដល់អ្នកលក់ និងដៃគូ៖ មជ្ឈមណ្ឌលអ្នកលក់ ការដាក់លក់ផលិតផល ការផ្សព្វផ្សាយ របាយការណ៍ និងការចូលប្រើទិន្នន័យ។',
  },
  body: {
    en: `# Platform Tools Terms

This page (at the address "plant-form-tool") contains the terms for Psar's platform tools: the online tools that Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, provides to sellers, affiliates and business partners. They apply in addition to our Terms of Use and Platform Service terms.

## 1. The tools

The platform tools include:

1. the **seller centre**, where stores create and edit product listings, variants, prices, stock and delivery conditions;
2. **promotion tools**, to set discounts and time-limited promotions with a start and end date;
3. **order tools**, to see new orders, mark them as shipped and handle cancellations and returns;
4. **reports** on sales, visits and reviews;
5. **affiliate links** and reports for members of our affiliate program;
6. any data export or programming interface (API) that we make available.

## 2. Access and accounts

1. Access is personal to the business that registered. You may add staff users, and you are responsible for what they do.
2. Keep passwords secret and remove staff who leave. Tell us at once at support@psar.com.kh if you suspect misuse.
3. Automated access is allowed only through the interfaces and limits we publish.

## 3. Using the tools correctly

1. Information you enter must be true and kept up to date: prices in US dollars, real stock, correct variants and delivery conditions. If you set no delivery conditions, shoppers are charged the standard fee of $1.50 per unit.
2. Promotions must be real: the price before the discount must be a price at which the product was actually offered.
3. You must not use the tools to collect shoppers' personal data for other purposes, to contact shoppers outside Psar, or to send unsolicited messages.

## 4. Shopper data

Order tools show you the receiver name, phone and delivery address needed to ship an order. You may use them only to fulfil that order and must protect them as described in our Privacy Policy. You may not keep them after the return period of 7 days after delivery has ended, unless the law requires it.

## 5. Changes and availability

We improve the tools regularly and may change or remove features. We will give reasonable notice of changes that significantly affect how you sell. Tools may be unavailable during maintenance, which we try to schedule at night.

## 6. Fees

Use of the basic tools is included in the seller commission described in the Platform Service terms. Paid extras, such as sponsored listings, are shown with their price before you buy them.

## 7. Suspension

We may suspend access to the tools if they are misused, if your account is not secure, or if you break these terms.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌឧបករណ៍វេទិកា

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "plant-form-tool") មានលក្ខខណ្ឌសម្រាប់ឧបករណ៍វេទិការបស់ Psar ពោលគឺឧបករណ៍អនឡាញដែលក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា ផ្តល់ជូនអ្នកលក់ ដៃគូផ្សព្វផ្សាយ និងដៃគូអាជីវកម្ម។ លក្ខខណ្ឌទាំងនេះអនុវត្តបន្ថែមលើលក្ខខណ្ឌប្រើប្រាស់ និងលក្ខខណ្ឌសេវាវេទិការបស់យើង។

## ១. ឧបករណ៍

ឧបករណ៍វេទិការួមមាន៖

1. **មជ្ឈមណ្ឌលអ្នកលក់** ដែលហាងបង្កើត និងកែសម្រួលការដាក់លក់ផលិតផល ជម្រើសផលិតផល តម្លៃ ស្តុក និងលក្ខខណ្ឌដឹកជញ្ជូន។
2. **ឧបករណ៍ផ្សព្វផ្សាយ** សម្រាប់កំណត់ការបញ្ចុះតម្លៃ និងការផ្សព្វផ្សាយរយៈពេលកំណត់ ដែលមានថ្ងៃចាប់ផ្តើម និងថ្ងៃបញ្ចប់។
3. **ឧបករណ៍គ្រប់គ្រងការបញ្ជាទិញ** សម្រាប់មើលការបញ្ជាទិញថ្មីៗ សម្គាល់ថាបានបញ្ជូនចេញ និងដោះស្រាយការលុបចោល និងការប្រគល់ទំនិញវិញ។
4. **របាយការណ៍** អំពីការលក់ ការចូលមើល និងការវាយតម្លៃ។
5. **តំណភ្ជាប់ផ្សព្វផ្សាយ** និងរបាយការណ៍ សម្រាប់សមាជិកនៃកម្មវិធីដៃគូផ្សព្វផ្សាយរបស់យើង។
6. ការនាំចេញទិន្នន័យ ឬចំណុចប្រទាក់កម្មវិធី (API) ណាមួយដែលយើងផ្តល់ជូន។

## ២. ការចូលប្រើ និងគណនី

1. សិទ្ធិចូលប្រើគឺផ្ទាល់ខ្លួនសម្រាប់អាជីវកម្មដែលបានចុះឈ្មោះ។ អ្នកអាចបន្ថែមអ្នកប្រើប្រាស់ជាបុគ្គលិក ហើយអ្នកទទួលខុសត្រូវចំពោះអ្វីដែលពួកគេធ្វើ។
2. សូមរក្សាពាក្យសម្ងាត់ជាការសម្ងាត់ ហើយដកសិទ្ធិបុគ្គលិកដែលឈប់ធ្វើការ។ សូមជូនដំណឹងមកយើងភ្លាមៗតាម support@psar.com.kh ប្រសិនបើអ្នកសង្ស័យថាមានការប្រើប្រាស់ខុស។
3. ការចូលប្រើដោយស្វ័យប្រវត្តិ ត្រូវបានអនុញ្ញាតតែតាមរយៈចំណុចប្រទាក់ និងដែនកំណត់ដែលយើងផ្សព្វផ្សាយប៉ុណ្ណោះ។

## ៣. ការប្រើប្រាស់ឧបករណ៍ឱ្យបានត្រឹមត្រូវ

1. ព័ត៌មានដែលអ្នកបញ្ចូលត្រូវតែពិត និងទាន់សម័យ៖ តម្លៃជាដុល្លារអាមេរិក ស្តុកពិតប្រាកដ ជម្រើសផលិតផល និងលក្ខខណ្ឌដឹកជញ្ជូនត្រឹមត្រូវ។ ប្រសិនបើអ្នកមិនកំណត់លក្ខខណ្ឌដឹកជញ្ជូនទេ អ្នកទិញនឹងត្រូវគិតថ្លៃស្តង់ដារ $1.50 ក្នុងមួយឯកតា។
2. ការផ្សព្វផ្សាយត្រូវតែពិតប្រាកដ៖ តម្លៃមុនការបញ្ចុះ ត្រូវតែជាតម្លៃដែលផលិតផលធ្លាប់ត្រូវបានដាក់លក់ពិតប្រាកដ។
3. អ្នកមិនត្រូវប្រើឧបករណ៍ដើម្បីប្រមូលទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកទិញសម្រាប់គោលបំណងផ្សេង ដើម្បីទាក់ទងអ្នកទិញនៅក្រៅ Psar ឬដើម្បីផ្ញើសារដែលគេមិនបានស្នើសុំឡើយ។

## ៤. ទិន្នន័យអ្នកទិញ

ឧបករណ៍គ្រប់គ្រងការបញ្ជាទិញ បង្ហាញអ្នកនូវឈ្មោះអ្នកទទួល លេខទូរស័ព្ទ និងអាសយដ្ឋានដឹកជញ្ជូន ដែលចាំបាច់សម្រាប់បញ្ជូនការបញ្ជាទិញ។ អ្នកអាចប្រើវាបានតែដើម្បីបំពេញការបញ្ជាទិញនោះប៉ុណ្ណោះ ហើយត្រូវការពារវាដូចដែលបានពិពណ៌នាក្នុងគោលការណ៍ឯកជនភាពរបស់យើង។ អ្នកមិនអាចរក្សាទុកវាបន្ទាប់ពីរយៈពេលប្រគល់ទំនិញវិញ ៧ ថ្ងៃ ក្រោយការទទួលទំនិញបានបញ្ចប់ទេ លើកលែងតែច្បាប់តម្រូវ។

## ៥. ការផ្លាស់ប្តូរ និងភាពអាចប្រើបាន

យើងកែលម្អឧបករណ៍ជាប្រចាំ ហើយអាចផ្លាស់ប្តូរ ឬដកមុខងារចេញ។ យើងនឹងជូនដំណឹងទុកជាមុនក្នុងរយៈពេលសមស្រប អំពីការផ្លាស់ប្តូរដែលប៉ះពាល់ខ្លាំងដល់របៀបដែលអ្នកលក់។ ឧបករណ៍អាចមិនដំណើរការក្នុងពេលថែទាំ ដែលយើងព្យាយាមរៀបចំនៅពេលយប់។

## ៦. ថ្លៃសេវា

ការប្រើប្រាស់ឧបករណ៍មូលដ្ឋាន ត្រូវបានរួមបញ្ចូលក្នុងកម្រៃជើងសាររបស់អ្នកលក់ ដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌសេវាវេទិកា។ សេវាបន្ថែមដែលត្រូវបង់ប្រាក់ ដូចជាការដាក់លក់ដែលមានការឧបត្ថម្ភ ត្រូវបានបង្ហាញជាមួយតម្លៃរបស់វា មុនពេលអ្នកទិញ។

## ៧. ការផ្អាក

យើងអាចផ្អាកសិទ្ធិចូលប្រើឧបករណ៍ ប្រសិនបើពួកវាត្រូវបានប្រើខុស ប្រសិនបើគណនីរបស់អ្នកមិនមានសុវត្ថិភាព ឬប្រសិនបើអ្នករំលោភលើលក្ខខណ្ឌទាំងនេះ។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
