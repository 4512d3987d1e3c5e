import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'about-psar',
  title: { en: 'About Psar', kh: 'អំពី Psar' },
  summary: {
    en: 'Psar is a Cambodian online marketplace that brings local stores and shoppers in every province together.',
    kh: 'Psar គឺជាទីផ្សារអនឡាញរបស់កម្ពុជា ដែលភ្ជាប់ហាងក្នុងស្រុក និងអ្នកទិញនៅគ្រប់ខេត្តឱ្យជួបគ្នា។',
  },
  body: {
    en: `# About Psar

"Psar" means "market" in Khmer, and that is what we are building: a market that is open day and night, for everyone in Cambodia. Psar Co., Ltd. was founded in Phnom Penh to make online shopping simple, safe and fair for Cambodian families and for the local businesses that serve them.

## What we do

On Psar you can shop thousands of products from trusted stores, from phones and home appliances to fashion, beauty, groceries and products made in Cambodia. Prices are clear and shown in US dollars, the delivery fee is shown before you pay, and you can follow every order from "To pay" to "Completed" in your account.

## How we serve you

1. **Delivery to all 25 provinces and the capital.** Our delivery partners bring your parcel to your door, usually within one to five days.
2. **Pay the way you like.** Cash on delivery, the Psar wallet, KHQR with any Cambodian banking app, or a saved card.
3. **Shopping without worry.** Cancel any order before it ships, return products within 7 days of delivery, and get your money back quickly.
4. **Help in your language.** Our Customer Care team answers in Khmer and English.

## Supporting Cambodian makers

We believe local producers deserve a bigger market. Our Made in Cambodia program highlights goods produced here, from Kampot pepper and palm sugar to silk, rattan and cosmetics, and helps small businesses reach customers far beyond their own town.

## Join us

Subscribe to our newsletter for 10% off your first order, open your own store through Sell on Psar, earn commission with our affiliate program, or build the future of Cambodian e-commerce with us on our Careers page.

Psar Co., Ltd. — Phnom Penh, Kingdom of Cambodia — support@psar.com.kh
`,
    kh: `# អំពី Psar

ឈ្មោះ "Psar" មកពីពាក្យខ្មែរ "ផ្សារ" ហើយនោះជាអ្វីដែលយើងកំពុងកសាង៖ ផ្សារមួយដែលបើកទាំងថ្ងៃទាំងយប់ សម្រាប់មនុស្សគ្រប់គ្នានៅកម្ពុជា។ ក្រុមហ៊ុន Psar ឯ.ក ត្រូវបានបង្កើតឡើងនៅរាជធានីភ្នំពេញ ដើម្បីធ្វើឱ្យការទិញទំនិញតាមអនឡាញមានភាពងាយស្រួល សុវត្ថិភាព និងយុត្តិធម៌ សម្រាប់គ្រួសារកម្ពុជា និងអាជីវកម្មក្នុងស្រុកដែលបម្រើពួកគេ។

## អ្វីដែលយើងធ្វើ

នៅលើ Psar អ្នកអាចទិញផលិតផលរាប់ពាន់មុខពីហាងដែលគួរឱ្យទុកចិត្ត ចាប់ពីទូរស័ព្ទ និងគ្រឿងប្រើប្រាស់ក្នុងផ្ទះ រហូតដល់សម្លៀកបំពាក់ គ្រឿងសំអាង គ្រឿងទេស និងផលិតផលផលិតនៅកម្ពុជា។ តម្លៃច្បាស់លាស់ និងបង្ហាញជាដុល្លារអាមេរិក ថ្លៃដឹកជញ្ជូនត្រូវបានបង្ហាញមុនពេលអ្នកបង់ប្រាក់ ហើយអ្នកអាចតាមដានការបញ្ជាទិញនីមួយៗ ចាប់ពី "រង់ចាំការទូទាត់" រហូតដល់ "បានបញ្ចប់" នៅក្នុងគណនីរបស់អ្នក។

## របៀបដែលយើងបម្រើអ្នក

1. **ដឹកជញ្ជូនដល់រាជធានី និងខេត្តទាំង ២៥។** ដៃគូដឹកជញ្ជូនរបស់យើងនាំកញ្ចប់ទំនិញដល់មាត់ទ្វារផ្ទះអ្នក ជាធម្មតាក្នុងរយៈពេលពីមួយទៅប្រាំថ្ងៃ។
2. **បង់ប្រាក់តាមរបៀបដែលអ្នកចូលចិត្ត។** ទូទាត់ប្រាក់ពេលទទួលទំនិញ កាបូប Psar KHQR ជាមួយកម្មវិធីធនាគារណាមួយនៅកម្ពុជា ឬកាតដែលបានរក្សាទុក។
3. **ទិញទំនិញដោយគ្មានការព្រួយបារម្ភ។** លុបចោលការបញ្ជាទិញណាមួយមុនពេលវាត្រូវបានបញ្ជូនចេញ ប្រគល់ផលិតផលវិញក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួល ហើយទទួលបានប្រាក់របស់អ្នកវិញយ៉ាងឆាប់រហ័ស។
4. **ជំនួយជាភាសារបស់អ្នក។** ក្រុមសេវាអតិថិជនរបស់យើងឆ្លើយតបជាភាសាខ្មែរ និងភាសាអង់គ្លេស។

## គាំទ្រអ្នកផលិតកម្ពុជា

យើងជឿថាអ្នកផលិតក្នុងស្រុកសមនឹងទទួលបានទីផ្សារធំជាងនេះ។ កម្មវិធី "ផលិតនៅកម្ពុជា" របស់យើងលើកតម្កើងទំនិញដែលផលិតនៅទីនេះ ចាប់ពីម្រេចកំពត និងស្ករត្នោត រហូតដល់សូត្រ ផលិតផលផ្តៅ និងគ្រឿងសំអាង ហើយជួយអាជីវកម្មខ្នាតតូចឱ្យឈានដល់អតិថិជនឆ្ងាយហួសពីទីក្រុងរបស់ពួកគេ។

## ចូលរួមជាមួយយើង

ចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានរបស់យើង ដើម្បីទទួលបានការបញ្ចុះតម្លៃ ១០% លើការបញ្ជាទិញដំបូង បើកហាងផ្ទាល់ខ្លួនតាមរយៈ "លក់នៅលើ Psar" រកកម្រៃជើងសារជាមួយកម្មវិធីដៃគូរបស់យើង ឬកសាងអនាគតនៃពាណិជ្ជកម្មអេឡិចត្រូនិកកម្ពុជាជាមួយយើង តាមទំព័រ "ការងារ" របស់យើង។

ក្រុមហ៊ុន Psar ឯ.ក — រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា — support@psar.com.kh
`,
  },
  updatedAt: '2026-11-01',
};
