import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/terms-of-use',
  title: { en: 'Terms of Use', kh: 'លក្ខខណ្ឌប្រើប្រាស់' },
  summary: {
    en: 'The rules for using the Psar website and app, your account and the content you post.',
    kh: 'វិធានសម្រាប់ការប្រើប្រាស់គេហទំព័រ និងកម្មវិធី Psar គណនីរបស់អ្នក និងខ្លឹមសារដែលអ្នកបង្ហោះ។',
  },
  body: {
    en: `# Terms of Use

These Terms of Use apply to everyone who visits or uses the Psar website and mobile app (the "Platform"). The Platform is operated by Psar Co., Ltd., a company registered in Phnom Penh, Kingdom of Cambodia ("Psar", "we", "us"). By browsing the Platform or creating an account you agree to these terms. If you do not agree, please do not use the Platform.

## 1. Who may use the Platform

1. You may browse the Platform without an account. To place an order, keep a wallet or write a review you need an account.
2. You must be at least 18 years old, or use the Platform with the permission and supervision of a parent or guardian.
3. You must give true, current information and keep it up to date, in particular your name, phone number and delivery addresses.

## 2. Your account

1. You are responsible for keeping your password secret and for everything done with your account. Tell us at once at support@psar.com.kh if you think someone else has used it.
2. If you forget your password, we send a 6-digit code to the email address on your account. The code is valid for 10 minutes, may be tried at most 5 times and can be used only once. Psar staff will never ask you for your password or for this code.
3. We may suspend or close an account that is used for fraud, abuse of promotions, false reviews or anything that breaks these terms or the law. Money left in your Psar wallet is handled as described in the Psar Pay terms.

## 3. Acceptable use

You agree not to:

1. use the Platform for anything unlawful in Cambodia, or to sell or buy prohibited goods;
2. copy, scrape or resell content or prices from the Platform by automated means without our written permission;
3. try to break into, overload or interfere with the Platform, other accounts or our systems;
4. post reviews, photos or messages that are false, offensive, defamatory, or that infringe someone else's rights.

## 4. Reviews and content you post

1. You may write one review for each delivered order line. Reviews must describe your own experience of the product.
2. You keep ownership of your reviews and photos, but you give Psar a free, non-exclusive licence to show, translate (for example between English and Khmer) and use them on the Platform and in our marketing.
3. We may remove content that breaks these terms.

## 5. Our content

Texts, logos, photos, software and the Psar name belong to Psar or to our partners and are protected by the intellectual property laws of Cambodia. See our Intellectual Property Protection page for details and for how to report an infringement.

## 6. Availability and liability

1. We work to keep the Platform available and correct, but we do not promise it will always be uninterrupted or free of errors. Prices and stock may change until your order is placed.
2. To the extent allowed by Cambodian law, Psar is not liable for indirect losses. Nothing in these terms limits your rights under the Law on Consumer Protection or the Law on Electronic Commerce.

## 7. Changes to these terms

We may update these terms. The date of the latest change is shown on this page. If a change is important we will tell you by email or on the Platform before it applies.

## 8. Law and disputes

These terms are governed by the laws of the Kingdom of Cambodia. We will first try to settle any dispute with you in good faith; if that fails, the competent courts of Phnom Penh will decide.

## 9. Contact

Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. Email: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌប្រើប្រាស់

លក្ខខណ្ឌប្រើប្រាស់នេះអនុវត្តចំពោះអ្នកទាំងអស់ដែលចូលមើល ឬប្រើប្រាស់គេហទំព័រ និងកម្មវិធីទូរស័ព្ទ Psar (ហៅថា "វេទិកា")។ វេទិកានេះគ្រប់គ្រងដោយក្រុមហ៊ុន Psar ឯ.ក ដែលបានចុះបញ្ជីនៅរាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា (ហៅថា "Psar" ឬ "យើង")។ តាមរយៈការចូលមើលវេទិកា ឬការបង្កើតគណនី អ្នកយល់ព្រមលើលក្ខខណ្ឌទាំងនេះ។ ប្រសិនបើអ្នកមិនយល់ព្រម សូមកុំប្រើប្រាស់វេទិកានេះ។

## ១. អ្នកដែលអាចប្រើប្រាស់វេទិកា

1. អ្នកអាចចូលមើលវេទិកាដោយមិនចាំបាច់មានគណនី។ ដើម្បីបញ្ជាទិញ មានកាបូបប្រាក់ ឬសរសេរការវាយតម្លៃ អ្នកត្រូវមានគណនី។
2. អ្នកត្រូវមានអាយុយ៉ាងតិច ១៨ ឆ្នាំ ឬប្រើប្រាស់វេទិកាដោយមានការអនុញ្ញាត និងការមើលថែពីឪពុកម្តាយ ឬអាណាព្យាបាល។
3. អ្នកត្រូវផ្តល់ព័ត៌មានពិត និងទាន់សម័យ ហើយធ្វើបច្ចុប្បន្នភាពជានិច្ច ជាពិសេសឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋានដឹកជញ្ជូន។

## ២. គណនីរបស់អ្នក

1. អ្នកទទួលខុសត្រូវក្នុងការរក្សាពាក្យសម្ងាត់ជាការសម្ងាត់ និងចំពោះរាល់សកម្មភាពដែលធ្វើឡើងដោយគណនីរបស់អ្នក។ សូមជូនដំណឹងមកយើងភ្លាមៗតាម support@psar.com.kh ប្រសិនបើអ្នកគិតថាមានអ្នកផ្សេងបានប្រើគណនីរបស់អ្នក។
2. ប្រសិនបើអ្នកភ្លេចពាក្យសម្ងាត់ យើងនឹងផ្ញើលេខកូដ ៦ ខ្ទង់ ទៅអ៊ីមែលនៃគណនីរបស់អ្នក។ លេខកូដនេះមានសុពលភាព ១០ នាទី អាចសាកបញ្ចូលបានច្រើនបំផុត ៥ ដង ហើយអាចប្រើបានតែម្តងប៉ុណ្ណោះ។ បុគ្គលិក Psar មិនដែលសុំពាក្យសម្ងាត់ ឬលេខកូដនេះពីអ្នកឡើយ។
3. យើងអាចផ្អាក ឬបិទគណនីដែលត្រូវបានប្រើសម្រាប់ការក្លែងបន្លំ ការរំលោភលើការផ្សព្វផ្សាយ ការវាយតម្លៃក្លែងក្លាយ ឬសកម្មភាពណាមួយដែលល្មើសនឹងលក្ខខណ្ឌទាំងនេះ ឬច្បាប់។ ប្រាក់ដែលនៅសល់ក្នុងកាបូប Psar របស់អ្នកនឹងត្រូវដោះស្រាយតាមលក្ខខណ្ឌ Psar Pay។

## ៣. ការប្រើប្រាស់ដែលអាចទទួលយកបាន

អ្នកយល់ព្រមថានឹងមិន៖

1. ប្រើប្រាស់វេទិកាសម្រាប់សកម្មភាពខុសច្បាប់នៅកម្ពុជា ឬលក់ ឬទិញទំនិញហាមឃាត់។
2. ចម្លង ទាញយក ឬលក់បន្តនូវខ្លឹមសារ ឬតម្លៃពីវេទិកាដោយប្រើមធ្យោបាយស្វ័យប្រវត្តិ ដោយគ្មានការអនុញ្ញាតជាលាយលក្ខណ៍អក្សរពីយើង។
3. ព្យាយាមលួចចូល ធ្វើឱ្យផ្ទុកលើសចំណុះ ឬរំខានដល់វេទិកា គណនីអ្នកដទៃ ឬប្រព័ន្ធរបស់យើង។
4. បង្ហោះការវាយតម្លៃ រូបថត ឬសារដែលមិនពិត ប្រមាថ បរិហារកេរ្តិ៍ ឬរំលោភលើសិទ្ធិរបស់អ្នកដទៃ។

## ៤. ការវាយតម្លៃ និងខ្លឹមសារដែលអ្នកបង្ហោះ

1. អ្នកអាចសរសេរការវាយតម្លៃមួយ សម្រាប់មុខទំនិញនីមួយៗក្នុងការបញ្ជាទិញដែលបានដឹកជញ្ជូនរួច។ ការវាយតម្លៃត្រូវតែពិពណ៌នាអំពីបទពិសោធន៍ផ្ទាល់របស់អ្នកចំពោះផលិតផលនោះ។
2. អ្នកនៅតែជាម្ចាស់លើការវាយតម្លៃ និងរូបថតរបស់អ្នក ប៉ុន្តែអ្នកផ្តល់ឱ្យ Psar នូវអាជ្ញាប័ណ្ណដោយឥតគិតថ្លៃ និងមិនផ្តាច់មុខ ដើម្បីបង្ហាញ បកប្រែ (ឧទាហរណ៍ រវាងភាសាអង់គ្លេស និងភាសាខ្មែរ) និងប្រើប្រាស់វានៅលើវេទិកា និងក្នុងការផ្សព្វផ្សាយរបស់យើង។
3. យើងអាចលុបខ្លឹមសារដែលល្មើសនឹងលក្ខខណ្ឌទាំងនេះ។

## ៥. ខ្លឹមសាររបស់យើង

អត្ថបទ ស្លាកសញ្ញា រូបថត កម្មវិធី និងឈ្មោះ Psar ជាកម្មសិទ្ធិរបស់ Psar ឬដៃគូរបស់យើង ហើយត្រូវបានការពារដោយច្បាប់ស្តីពីកម្មសិទ្ធិបញ្ញានៃព្រះរាជាណាចក្រកម្ពុជា។ សូមមើលទំព័រ "កិច្ចការពារកម្មសិទ្ធិបញ្ញា" សម្រាប់ព័ត៌មានលម្អិត និងវិធីរាយការណ៍អំពីការរំលោភបំពាន។

## ៦. ភាពអាចប្រើបាន និងការទទួលខុសត្រូវ

1. យើងខិតខំរក្សាវេទិកាឱ្យដំណើរការ និងមានព័ត៌មានត្រឹមត្រូវ ប៉ុន្តែយើងមិនធានាថាវានឹងដំណើរការជាប់ជានិច្ច ឬគ្មានកំហុសឡើយ។ តម្លៃ និងស្តុកទំនិញអាចប្រែប្រួលរហូតដល់ពេលអ្នកដាក់ការបញ្ជាទិញ។
2. ក្នុងវិសាលភាពដែលច្បាប់កម្ពុជាអនុញ្ញាត Psar មិនទទួលខុសត្រូវចំពោះការខាតបង់ប្រយោល។ គ្មានចំណុចណាមួយក្នុងលក្ខខណ្ឌនេះកំណត់សិទ្ធិរបស់អ្នកក្រោមច្បាប់ស្តីពីកិច្ចការពារអ្នកប្រើប្រាស់ ឬច្បាប់ស្តីពីពាណិជ្ជកម្មតាមប្រព័ន្ធអេឡិចត្រូនិកឡើយ។

## ៧. ការផ្លាស់ប្តូរលក្ខខណ្ឌ

យើងអាចធ្វើបច្ចុប្បន្នភាពលក្ខខណ្ឌទាំងនេះ។ កាលបរិច្ឆេទនៃការផ្លាស់ប្តូរចុងក្រោយត្រូវបានបង្ហាញនៅលើទំព័រនេះ។ ប្រសិនបើការផ្លាស់ប្តូរមានសារៈសំខាន់ យើងនឹងជូនដំណឹងអ្នកតាមអ៊ីមែល ឬនៅលើវេទិកា មុនពេលវាចូលជាធរមាន។

## ៨. ច្បាប់ និងវិវាទ

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ យើងនឹងព្យាយាមដោះស្រាយវិវាទណាមួយជាមួយអ្នកដោយសុឆន្ទៈជាមុនសិន។ ប្រសិនបើមិនបានសម្រេច តុលាការមានសមត្ថកិច្ចនៅរាជធានីភ្នំពេញនឹងជាអ្នកសម្រេច។

## ៩. ទំនាក់ទំនង

ក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ អ៊ីមែល៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
