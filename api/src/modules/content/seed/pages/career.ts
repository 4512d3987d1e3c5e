import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'career',
  title: { en: 'Careers at Psar', kh: 'ការងារនៅ Psar' },
  summary: {
    en: "Join the team building Cambodia's favourite online market.",
    kh: 'ចូលរួមជាមួយក្រុមការងារ ដែលកំពុងកសាងផ្សារអនឡាញដែលប្រជាជនកម្ពុជាពេញចិត្តបំផុត។',
  },
  body: {
    en: `# Build the future of shopping in Cambodia

At Psar we connect shoppers in every province with the stores and makers they love. Behind every parcel is a team of engineers, operations staff, customer care agents, marketers and merchant managers working together in Phnom Penh.

## Why work with us

1. **Real impact:** the features you build and the problems you solve reach thousands of Cambodian families and small businesses every day.
2. **Learn and grow:** training, mentoring and clear career paths, with English and Khmer spoken every day.
3. **Fair benefits:** competitive salary in US dollars, National Social Security Fund (NSSF) cover, health insurance, annual leave and public holidays, and a staff discount on Psar.
4. **Graduates and interns:** each year we welcome students and recent graduates from Cambodian universities.

## How to apply

1. Browse the open positions below. You can filter them by team: engineering, operations, customer care, marketing and merchants.
2. Choose a job and send your application with your name, email, phone number, a short cover letter and your CV (PDF or Word .docx, up to 5 MB).
3. We read every application and contact shortlisted candidates within two weeks.

Psar is an equal opportunity employer: we welcome applicants of every background, gender and ability. Your CV is used only for recruitment and kept for up to 12 months, as explained in our Privacy Policy.
`,
    kh: `# កសាងអនាគតនៃការទិញទំនិញនៅកម្ពុជា

នៅ Psar យើងភ្ជាប់អ្នកទិញនៅគ្រប់ខេត្ត ជាមួយហាង និងអ្នកផលិតដែលពួកគេស្រឡាញ់។ នៅពីក្រោយកញ្ចប់ទំនិញនីមួយៗ គឺជាក្រុមវិស្វករ បុគ្គលិកប្រតិបត្តិការ ភ្នាក់ងារសេវាអតិថិជន អ្នកទីផ្សារ និងអ្នកគ្រប់គ្រងអ្នកលក់ ដែលធ្វើការរួមគ្នានៅរាជធានីភ្នំពេញ។

## ហេតុអ្វីគួរធ្វើការជាមួយយើង

1. **ឥទ្ធិពលពិតប្រាកដ៖** មុខងារដែលអ្នកបង្កើត និងបញ្ហាដែលអ្នកដោះស្រាយ ឈានដល់គ្រួសារកម្ពុជា និងអាជីវកម្មខ្នាតតូចរាប់ពាន់ជារៀងរាល់ថ្ងៃ។
2. **រៀនសូត្រ និងរីកចម្រើន៖** ការបណ្តុះបណ្តាល ការណែនាំ និងផ្លូវអាជីពច្បាស់លាស់ ដោយប្រើភាសាអង់គ្លេស និងភាសាខ្មែររៀងរាល់ថ្ងៃ។
3. **អត្ថប្រយោជន៍សមរម្យ៖** ប្រាក់ខែប្រកួតប្រជែងជាដុល្លារអាមេរិក ការគាំពារពីបេឡាជាតិរបស់សន្តិសុខសង្គម (ប.ស.ស.) ធានារ៉ាប់រងសុខភាព ច្បាប់ឈប់សម្រាកប្រចាំឆ្នាំ និងថ្ងៃបុណ្យ ព្រមទាំងការបញ្ចុះតម្លៃសម្រាប់បុគ្គលិកនៅលើ Psar។
4. **និស្សិតបញ្ចប់ការសិក្សា និងកម្មសិក្សាការី៖** ជារៀងរាល់ឆ្នាំ យើងស្វាគមន៍និស្សិត និងអ្នកទើបបញ្ចប់ការសិក្សាពីសាកលវិទ្យាល័យនានានៅកម្ពុជា។

## របៀបដាក់ពាក្យ

1. មើលមុខតំណែងដែលកំពុងជ្រើសរើសខាងក្រោម។ អ្នកអាចច្រោះតាមក្រុម៖ វិស្វកម្ម ប្រតិបត្តិការ សេវាអតិថិជន ទីផ្សារ និងអ្នកលក់។
2. ជ្រើសរើសការងារមួយ ហើយផ្ញើពាក្យស្នើសុំរបស់អ្នក ដោយបញ្ចូលឈ្មោះ អ៊ីមែល លេខទូរស័ព្ទ លិខិតអមខ្លីមួយ និងប្រវត្តិរូបសង្ខេប (PDF ឬ Word .docx មិនលើសពី 5 MB)។
3. យើងអានរាល់ពាក្យស្នើសុំ ហើយទាក់ទងបេក្ខជនដែលត្រូវបានជ្រើសរើស ក្នុងរយៈពេលពីរសប្តាហ៍។

Psar ផ្តល់ឱកាសការងារស្មើគ្នា៖ យើងស្វាគមន៍បេក្ខជនគ្រប់ប្រវត្តិ គ្រប់ភេទ និងគ្រប់សមត្ថភាព។ ប្រវត្តិរូបសង្ខេបរបស់អ្នកត្រូវបានប្រើតែសម្រាប់ការជ្រើសរើសបុគ្គលិកប៉ុណ្ណោះ ហើយរក្សាទុករហូតដល់ ១២ ខែ ដូចដែលបានពន្យល់ក្នុងគោលការណ៍ឯកជនភាពរបស់យើង។
`,
  },
  updatedAt: '2026-11-01',
};
