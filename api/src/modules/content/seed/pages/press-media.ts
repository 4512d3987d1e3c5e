import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'press-media',
  title: { en: 'Press & Media', kh: 'សារព័ត៌មាន និងប្រព័ន្ធផ្សព្វផ្សាយ' },
  summary: {
    en: 'News about Psar, facts for journalists and how to reach our press team.',
    kh: 'ព័ត៌មានអំពី Psar ទិន្នន័យសម្រាប់អ្នកសារព័ត៌មាន និងរបៀបទាក់ទងក្រុមសារព័ត៌មានរបស់យើង។',
  },
  body: {
    en: `# Psar in the news

Psar is an online shop run by Psar Co., Ltd. in Phnom Penh. We sell everyday goods, electronics and products made in Cambodia, and we deliver to all 25 provinces. This page is for journalists, bloggers and researchers who write about Cambodian e-commerce.

## Facts about Psar

1. Founded in Phnom Penh and run by a Cambodian team.
2. The shop works in English and Khmer, on the website and in the app.
3. Shoppers pay by KHQR (Bakong), card, wallet or cash on delivery.
4. The Made in Cambodia program helps local producers sell across the country.

## Press requests

For interviews, figures or a comment on a story, write to support@psar.com.kh with "Press" in the subject. Tell us your publication, your deadline and your questions. We answer press requests within two working days.

## Logos and photos

You may use the Psar name and logo to write about Psar, without changing them and without suggesting that we endorse your publication. Ask our press team for logo files and product photos in high resolution; photos of products belong to their brands and may carry their own conditions.

We do not comment on individual orders or customers. A shopper with a problem should contact Customer Care, who can see the order and help quickly.
`,
    kh: `# Psar ក្នុងព័ត៌មាន

Psar គឺជាហាងអនឡាញដែលដំណើរការដោយក្រុមហ៊ុន Psar Co., Ltd. នៅរាជធានីភ្នំពេញ។ យើងលក់ទំនិញប្រើប្រាស់ប្រចាំថ្ងៃ គ្រឿងអេឡិចត្រូនិច និងផលិតផលដែលផលិតនៅកម្ពុជា ហើយយើងដឹកជញ្ជូនទៅគ្រប់ ២៥ ខេត្តក្រុង។ ទំព័រនេះសម្រាប់អ្នកសារព័ត៌មាន អ្នកសរសេរប្លុក និងអ្នកស្រាវជ្រាវ ដែលសរសេរអំពីពាណិជ្ជកម្មអេឡិចត្រូនិចនៅកម្ពុជា។

## ព័ត៌មានសំខាន់ៗអំពី Psar

1. បង្កើតឡើងនៅរាជធានីភ្នំពេញ និងដំណើរការដោយក្រុមការងារកម្ពុជា។
2. ហាងនេះប្រើបានទាំងភាសាអង់គ្លេស និងភាសាខ្មែរ នៅលើគេហទំព័រ និងក្នុងកម្មវិធីទូរស័ព្ទ។
3. អ្នកទិញអាចទូទាត់តាម KHQR (បាគង) កាត កាបូប ឬទូទាត់ពេលទទួលទំនិញ។
4. កម្មវិធីផលិតនៅកម្ពុជា ជួយអ្នកផលិតក្នុងស្រុកឱ្យលក់បានទូទាំងប្រទេស។

## សំណើពីអ្នកសារព័ត៌មាន

សម្រាប់បទសម្ភាសន៍ តួលេខ ឬមតិលើអត្ថបទណាមួយ សូមសរសេរមក support@psar.com.kh ដោយដាក់ពាក្យ «សារព័ត៌មាន» ក្នុងប្រធានបទ។ សូមប្រាប់យើងពីស្ថាប័នរបស់អ្នក ថ្ងៃផុតកំណត់ និងសំណួររបស់អ្នក។ យើងឆ្លើយតបសំណើពីអ្នកសារព័ត៌មានក្នុងរយៈពេលពីរថ្ងៃធ្វើការ។

## ឡូហ្គោ និងរូបថត

អ្នកអាចប្រើឈ្មោះ និងឡូហ្គោ Psar ដើម្បីសរសេរអំពី Psar ដោយមិនកែប្រែវា និងមិនធ្វើឱ្យគេយល់ថាយើងគាំទ្រស្ថាប័នរបស់អ្នក។ សូមស្នើសុំឯកសារឡូហ្គោ និងរូបថតផលិតផលដែលមានគុណភាពខ្ពស់ពីក្រុមសារព័ត៌មានរបស់យើង។ រូបថតផលិតផលជាកម្មសិទ្ធិរបស់ម៉ាកនីមួយៗ ហើយអាចមានលក្ខខណ្ឌផ្ទាល់ខ្លួន។

យើងមិនផ្តល់មតិលើការបញ្ជាទិញ ឬអតិថិជនម្នាក់ៗទេ។ អ្នកទិញដែលមានបញ្ហា គួរទាក់ទងសេវាបម្រើអតិថិជន ដែលអាចមើលឃើញការបញ្ជាទិញ និងជួយបានយ៉ាងឆាប់រហ័ស។
`,
  },
  updatedAt: '2026-07-01',
};
