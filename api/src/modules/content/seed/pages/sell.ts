import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'sell',
  title: { en: 'Sell on Psar', kh: 'លក់នៅលើ Psar' },
  summary: {
    en: 'Open your store on Psar and reach shoppers in every province of Cambodia.',
    kh: 'បើកហាងរបស់អ្នកនៅលើ Psar ហើយឈានដល់អ្នកទិញនៅគ្រប់ខេត្តនៃប្រទេសកម្ពុជា។',
  },
  body: {
    en: `# Grow your business with Psar

Whether you run a shop at the market, a brand, a farm cooperative or a workshop making goods by hand, Psar helps you sell online to customers in Phnom Penh and all the provinces, without building your own website.

## Why sell on Psar

1. **More customers:** your products appear in search, categories and daily deals.
2. **We handle payment:** shoppers pay by cash on delivery, Psar wallet, KHQR or card, and we pay you by bank transfer every two weeks.
3. **Delivery made simple:** our partners collect parcels and deliver to all 25 provinces and the capital. You set your delivery conditions, or shoppers pay the standard $1.50 per unit.
4. **Made in Cambodia:** local producers can apply for the Made in Cambodia label and special promotion.

## How to apply

1. Fill in the form below: your shop name, contact name, email, phone number, province and main product category.
2. Upload a photo or scan of your national ID card, passport or business registration (JPEG, PNG, WebP or PDF, up to 5 MB).
3. Our merchant team checks applications within three working days and calls you to set up your store.

By applying you agree to our Platform Service and Platform Tools terms. Your documents are used only to check your application and are kept as described in our Privacy Policy.
`,
    kh: `# ពង្រីកអាជីវកម្មរបស់អ្នកជាមួយ Psar

មិនថាអ្នកមានតូបនៅផ្សារ ម៉ាកយីហោ សហគមន៍កសិកម្ម ឬរោងជាងផលិតទំនិញដោយដៃក៏ដោយ Psar ជួយអ្នកលក់តាមអនឡាញទៅកាន់អតិថិជននៅរាជធានីភ្នំពេញ និងគ្រប់ខេត្ត ដោយមិនចាំបាច់បង្កើតគេហទំព័រផ្ទាល់ខ្លួន។

## ហេតុអ្វីគួរលក់នៅលើ Psar

1. **អតិថិជនកាន់តែច្រើន៖** ផលិតផលរបស់អ្នកបង្ហាញក្នុងការស្វែងរក ប្រភេទផលិតផល និងការបញ្ចុះតម្លៃប្រចាំថ្ងៃ។
2. **យើងគ្រប់គ្រងការទូទាត់៖** អ្នកទិញបង់ប្រាក់តាមការទូទាត់ពេលទទួលទំនិញ កាបូប Psar KHQR ឬកាត ហើយយើងទូទាត់ឱ្យអ្នកតាមការផ្ទេរប្រាក់ធនាគារ រៀងរាល់ពីរសប្តាហ៍ម្តង។
3. **ការដឹកជញ្ជូនងាយស្រួល៖** ដៃគូរបស់យើងមកយកកញ្ចប់ទំនិញ ហើយដឹកជញ្ជូនទៅរាជធានី និងខេត្តទាំង ២៥។ អ្នកកំណត់លក្ខខណ្ឌដឹកជញ្ជូនរបស់អ្នក ឬអ្នកទិញបង់ថ្លៃស្តង់ដារ $1.50 ក្នុងមួយឯកតា។
4. **ផលិតនៅកម្ពុជា៖** អ្នកផលិតក្នុងស្រុកអាចស្នើសុំស្លាក "ផលិតនៅកម្ពុជា" និងការផ្សព្វផ្សាយពិសេស។

## របៀបដាក់ពាក្យ

1. បំពេញទម្រង់ខាងក្រោម៖ ឈ្មោះហាង ឈ្មោះអ្នកទំនាក់ទំនង អ៊ីមែល លេខទូរស័ព្ទ ខេត្ត និងប្រភេទផលិតផលចម្បងរបស់អ្នក។
2. ផ្ទុកឡើងរូបថត ឬច្បាប់ស្កេននៃអត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ លិខិតឆ្លងដែន ឬវិញ្ញាបនបត្រចុះបញ្ជីអាជីវកម្មរបស់អ្នក (JPEG, PNG, WebP ឬ PDF មិនលើសពី 5 MB)។
3. ក្រុមការងារអ្នកលក់របស់យើង ពិនិត្យពាក្យស្នើសុំក្នុងរយៈពេលបីថ្ងៃធ្វើការ ហើយទូរស័ព្ទមកអ្នក ដើម្បីរៀបចំហាងរបស់អ្នក។

តាមរយៈការដាក់ពាក្យ អ្នកយល់ព្រមលើលក្ខខណ្ឌសេវាវេទិកា និងលក្ខខណ្ឌឧបករណ៍វេទិការបស់យើង។ ឯកសាររបស់អ្នកត្រូវបានប្រើតែដើម្បីពិនិត្យពាក្យស្នើសុំរបស់អ្នកប៉ុណ្ណោះ ហើយត្រូវបានរក្សាទុកដូចដែលបានពិពណ៌នាក្នុងគោលការណ៍ឯកជនភាពរបស់យើង។
`,
  },
  updatedAt: '2026-11-01',
};
