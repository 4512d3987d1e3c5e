import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/made-cambodia',
  title: { en: 'Made in Cambodia Program Terms', kh: 'លក្ខខណ្ឌកម្មវិធីផលិតនៅកម្ពុជា' },
  summary: {
    en: 'Which products may carry the Made in Cambodia label on Psar, what sellers must prove and what shoppers can expect.',
    kh: 'ផលិតផលណាខ្លះអាចមានស្លាក "ផលិតនៅកម្ពុជា" នៅលើ Psar អ្វីដែលអ្នកលក់ត្រូវបង្ហាញភស្តុតាង និងអ្វីដែលអ្នកទិញអាចរំពឹងទុក។',
  },
  body: {
    en: `# Made in Cambodia Program Terms

This page (at the address "made-cambodia") sets the terms of Psar's Made in Cambodia program, run by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. The program gives products made in Cambodia a label, their own collection on the Platform and extra promotion, so that shoppers can easily find and support local producers.

## 1. Which products qualify

A product may carry the Made in Cambodia label when:

1. it is grown, made or substantially processed in Cambodia — for example Kampot pepper, palm sugar, rice, coffee, silk and krama, rattan and wood crafts, soaps and cosmetics produced here; and
2. the producer is registered to do business in Cambodia (with the Ministry of Commerce, or as a recognised cooperative or community enterprise); and
3. for food, drinks and cosmetics, the product meets the labelling and safety rules of the competent ministries.

Goods that are only repacked, relabelled or assembled from finished imported parts in Cambodia do not qualify.

## 2. What sellers must do

1. Apply for the label from the seller centre for each product, giving the producer's name, address and registration, and where the product is made.
2. Keep proof of origin (registration documents, photos of production, purchase records of raw materials) and show it to Psar when asked.
3. Describe the product honestly, including its province of origin.
4. Tell Psar at once if production moves outside Cambodia.

## 3. Our checks

1. Psar reviews every application, usually within 5 working days, and may visit the producer.
2. We may remove the label at any time if the conditions are no longer met or the seller cannot show proof.
3. Misusing the label is treated as a misleading listing under our Platform Service terms and may lead to removal of products or suspension of the store.

## 4. Benefits for sellers

Labelled products appear in the Made in Cambodia collection and may be featured in campaigns, newsletters and on the home page. Psar decides which products to feature.

## 5. For shoppers

1. Made in Cambodia products are sold under our normal Terms of Sale: prices in US dollars, the delivery fee shown at checkout, returns within 7 days of delivery.
2. If you believe a labelled product is not made in Cambodia, tell us at support@psar.com.kh. If we confirm it, you may return the product for a full refund to your Psar wallet, delivery fee included.

## 6. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌកម្មវិធីផលិតនៅកម្ពុជា

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "made-cambodia") កំណត់លក្ខខណ្ឌនៃកម្មវិធី "ផលិតនៅកម្ពុជា" របស់ Psar ដែលដំណើរការដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ កម្មវិធីនេះផ្តល់ស្លាកសញ្ញា ការប្រមូលផ្តុំដាច់ដោយឡែកនៅលើវេទិកា និងការផ្សព្វផ្សាយបន្ថែម ដល់ផលិតផលដែលផលិតនៅកម្ពុជា ដើម្បីឱ្យអ្នកទិញអាចស្វែងរក និងគាំទ្រអ្នកផលិតក្នុងស្រុកបានយ៉ាងងាយស្រួល។

## ១. ផលិតផលដែលមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់

ផលិតផលមួយអាចមានស្លាក "ផលិតនៅកម្ពុជា" នៅពេល៖

1. វាត្រូវបានដាំដុះ ផលិត ឬកែច្នៃជាសំខាន់នៅកម្ពុជា — ឧទាហរណ៍ ម្រេចកំពត ស្ករត្នោត អង្ករ កាហ្វេ សូត្រ និងក្រមា សិប្បកម្មផ្តៅ និងឈើ សាប៊ូ និងគ្រឿងសំអាងដែលផលិតនៅទីនេះ។ និង
2. អ្នកផលិតបានចុះបញ្ជីធ្វើអាជីវកម្មនៅកម្ពុជា (ជាមួយក្រសួងពាណិជ្ជកម្ម ឬជាសហគមន៍កសិកម្ម ឬសហគ្រាសសហគមន៍ដែលទទួលស្គាល់)។ និង
3. សម្រាប់អាហារ ភេសជ្ជៈ និងគ្រឿងសំអាង ផលិតផលនោះគោរពតាមវិធានស្តីពីស្លាកសញ្ញា និងសុវត្ថិភាព របស់ក្រសួងមានសមត្ថកិច្ច។

ទំនិញដែលគ្រាន់តែវេចខ្ចប់ឡើងវិញ បិទស្លាកថ្មី ឬដំឡើងពីគ្រឿងបន្លាស់នាំចូលដែលសម្រេចរួចនៅកម្ពុជា មិនមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ទេ។

## ២. អ្វីដែលអ្នកលក់ត្រូវធ្វើ

1. ដាក់ពាក្យស្នើសុំស្លាកពីមជ្ឈមណ្ឌលអ្នកលក់ សម្រាប់ផលិតផលនីមួយៗ ដោយផ្តល់ឈ្មោះ អាសយដ្ឋាន និងការចុះបញ្ជីរបស់អ្នកផលិត និងទីកន្លែងដែលផលិតផលត្រូវបានផលិត។
2. រក្សាទុកភស្តុតាងនៃប្រភពដើម (ឯកសារចុះបញ្ជី រូបថតនៃការផលិត កំណត់ត្រាទិញវត្ថុធាតុដើម) ហើយបង្ហាញវាដល់ Psar នៅពេលមានការស្នើសុំ។
3. ពិពណ៌នាផលិតផលដោយស្មោះត្រង់ រួមទាំងខេត្តដែលជាប្រភពដើម។
4. ជូនដំណឹងដល់ Psar ភ្លាមៗ ប្រសិនបើការផលិតត្រូវបានផ្លាស់ទៅក្រៅប្រទេសកម្ពុជា។

## ៣. ការត្រួតពិនិត្យរបស់យើង

1. Psar ពិនិត្យពាក្យស្នើសុំនីមួយៗ ជាធម្មតាក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ ហើយអាចចុះទៅជួបអ្នកផលិតផ្ទាល់។
2. យើងអាចដកស្លាកចេញគ្រប់ពេល ប្រសិនបើលក្ខខណ្ឌលែងត្រូវបានបំពេញ ឬអ្នកលក់មិនអាចបង្ហាញភស្តុតាងបាន។
3. ការប្រើស្លាកខុស ត្រូវបានចាត់ទុកថាជាការដាក់លក់ដែលបំភាន់ ក្រោមលក្ខខណ្ឌសេវាវេទិការបស់យើង ហើយអាចនាំឱ្យមានការលុបផលិតផល ឬការផ្អាកហាង។

## ៤. អត្ថប្រយោជន៍សម្រាប់អ្នកលក់

ផលិតផលដែលមានស្លាក បង្ហាញនៅក្នុងការប្រមូលផ្តុំ "ផលិតនៅកម្ពុជា" ហើយអាចត្រូវបានលើកបង្ហាញក្នុងយុទ្ធនាការ ព្រឹត្តិបត្រព័ត៌មាន និងនៅលើទំព័រដើម។ Psar ជាអ្នកសម្រេចថាផលិតផលណាត្រូវលើកបង្ហាញ។

## ៥. សម្រាប់អ្នកទិញ

1. ផលិតផលផលិតនៅកម្ពុជា ត្រូវបានលក់ក្រោមលក្ខខណ្ឌនៃការលក់ធម្មតារបស់យើង៖ តម្លៃជាដុល្លារអាមេរិក ថ្លៃដឹកជញ្ជូនបង្ហាញនៅពេលទូទាត់ប្រាក់ ការប្រគល់ទំនិញវិញក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួល។
2. ប្រសិនបើអ្នកជឿថាផលិតផលដែលមានស្លាក មិនមែនផលិតនៅកម្ពុជាទេ សូមប្រាប់យើងតាម support@psar.com.kh។ ប្រសិនបើយើងបញ្ជាក់ថាពិត អ្នកអាចប្រគល់ផលិតផលវិញ ហើយទទួលបានការសងប្រាក់វិញពេញលេញចូលកាបូប Psar រួមទាំងថ្លៃដឹកជញ្ជូន។

## ៦. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
