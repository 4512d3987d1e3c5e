// Openings shown on /career. Teams (JOB_TEAMS of the contract) are the filter on that page.
import type { JobEmployment, JobTeam } from '@storefront/shared/contract/content';

export interface JobSeed {
  slug: string;
  team: JobTeam;
  title: { en: string; kh: string };
  location: { en: string; kh: string };
  employment: JobEmployment;
  description: { en: string; kh: string };
}

export const jobSeeds: JobSeed[] = [
  {
    slug: 'frontend-engineer',
    team: 'engineering',
    title: { en: 'Frontend Engineer (React)', kh: 'វិស្វករផ្នែកខាងមុខ (React)' },
    location: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
    employment: 'full_time',
    description: {
      en: 'Build the pages shoppers use every day in English and Khmer: product lists, checkout and the help centre. You know React and TypeScript, care about fast pages on mid-range phones, and write tests for what you ship.',
      kh: 'បង្កើតទំព័រដែលអតិថិជនប្រើប្រាស់រាល់ថ្ងៃជាភាសាអង់គ្លេស និងខ្មែរ៖ បញ្ជីផលិតផល ការទូទាត់ និងមជ្ឈមណ្ឌលជំនួយ។ អ្នកស្គាល់ React និង TypeScript យកចិត្តទុកដាក់លើល្បឿនទំព័រនៅលើទូរស័ព្ទកម្រិតមធ្យម និងសរសេរតេស្តសម្រាប់អ្វីដែលអ្នកបញ្ចេញ។',
    },
  },
  {
    slug: 'backend-engineer',
    team: 'engineering',
    title: { en: 'Backend Engineer (Node.js, PostgreSQL)', kh: 'វិស្វករផ្នែកខាងក្រោយ (Node.js, PostgreSQL)' },
    location: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
    employment: 'full_time',
    description: {
      en: 'Own the order, payment and delivery services behind Psar. You have run PostgreSQL in production, design APIs carefully and enjoy making slow queries fast. KHQR and Bakong experience is a plus.',
      kh: 'ទទួលខុសត្រូវលើសេវាកម្មបញ្ជាទិញ ការទូទាត់ និងការដឹកជញ្ជូនរបស់ Psar។ អ្នកធ្លាប់ប្រើ PostgreSQL ក្នុងផលិតកម្ម រចនា API ដោយយកចិត្តទុកដាក់ និងចូលចិត្តធ្វើឲ្យសំណួរយឺតៗដំណើរការលឿន។ បទពិសោធន៍ជាមួយ KHQR និងបាគងជាអត្ថប្រយោជន៍បន្ថែម។',
    },
  },
  {
    slug: 'software-engineering-intern',
    team: 'engineering',
    title: { en: 'Software Engineering Intern', kh: 'អ្នកហាត់ការផ្នែកវិស្វកម្មកម្មវិធី' },
    location: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
    employment: 'internship',
    description: {
      en: 'A six-month paid internship for final-year students. You pair with an engineer on real features, from the first sketch to the release.',
      kh: 'ការហាត់ការរយៈពេលប្រាំមួយខែមានប្រាក់ឧបត្ថម្ភ សម្រាប់និស្សិតឆ្នាំចុងក្រោយ។ អ្នកធ្វើការជាមួយវិស្វករលើមុខងារពិតៗ ចាប់ពីគំនិតដំបូងរហូតដល់ការចេញផ្សាយ។',
    },
  },
  {
    slug: 'warehouse-team-lead',
    team: 'operations',
    title: { en: 'Warehouse Team Lead', kh: 'ប្រធានក្រុមឃ្លាំងទំនិញ' },
    location: { en: 'Phnom Penh (Chbar Ampov)', kh: 'ភ្នំពេញ (ច្បារអំពៅ)' },
    employment: 'full_time',
    description: {
      en: 'Lead a team of twelve packing and dispatching orders to all 25 provinces. You plan shifts, keep stock counts right and make sure parcels leave on time.',
      kh: 'ដឹកនាំក្រុមដប់ពីរនាក់ ក្នុងការវេចខ្ចប់ និងបញ្ជូនការបញ្ជាទិញទៅគ្រប់ ២៥ រាជធានី-ខេត្ត។ អ្នករៀបចំវេនការងារ ថែរក្សាចំនួនស្តុកឲ្យត្រឹមត្រូវ និងធានាថាកញ្ចប់ចេញដំណើរទាន់ពេល។',
    },
  },
  {
    slug: 'delivery-coordinator-siem-reap',
    team: 'operations',
    title: { en: 'Delivery Coordinator', kh: 'អ្នកសម្របសម្រួលការដឹកជញ្ជូន' },
    location: { en: 'Siem Reap', kh: 'សៀមរាប' },
    employment: 'full_time',
    description: {
      en: 'Work with our delivery partners in the north-west provinces so parcels arrive when we promised. Fluent Khmer, good English and a motorbike licence.',
      kh: 'ធ្វើការជាមួយដៃគូដឹកជញ្ជូនរបស់យើងនៅខេត្តភាគពាយ័ព្យ ដើម្បីឲ្យកញ្ចប់ទំនិញមកដល់តាមពេលដែលយើងបានសន្យា។ ចេះភាសាខ្មែរស្ទាត់ ភាសាអង់គ្លេសល្អ និងមានប័ណ្ណបើកបរម៉ូតូ។',
    },
  },
  {
    slug: 'customer-care-agent',
    team: 'customer-care',
    title: { en: 'Customer Care Agent (Khmer and English)', kh: 'ភ្នាក់ងារថែទាំអតិថិជន (ខ្មែរ និងអង់គ្លេស)' },
    location: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
    employment: 'full_time',
    description: {
      en: 'Answer shoppers by chat, phone and e-mail, solve delivery and refund questions on the first contact, and tell us which help articles need improving.',
      kh: 'ឆ្លើយតបអតិថិជនតាមការជជែក ទូរស័ព្ទ និងអ៊ីមែល ដោះស្រាយសំណួរអំពីការដឹកជញ្ជូន និងការសងប្រាក់វិញនៅពេលទាក់ទងលើកដំបូង និងប្រាប់យើងថាអត្ថបទជំនួយណាដែលត្រូវកែលម្អ។',
    },
  },
  {
    slug: 'customer-care-weekend',
    team: 'customer-care',
    title: { en: 'Weekend Customer Care Agent', kh: 'ភ្នាក់ងារថែទាំអតិថិជនចុងសប្តាហ៍' },
    location: { en: 'Remote (Cambodia)', kh: 'ធ្វើការពីចម្ងាយ (កម្ពុជា)' },
    employment: 'part_time',
    description: {
      en: 'Saturday and Sunday shifts answering chat and e-mail from home. Ideal for students; training provided.',
      kh: 'វេនថ្ងៃសៅរ៍ និងអាទិត្យ ឆ្លើយការជជែក និងអ៊ីមែលពីផ្ទះ។ សមស្របសម្រាប់និស្សិត មានការបណ្តុះបណ្តាល។',
    },
  },
  {
    slug: 'content-marketing-specialist',
    team: 'marketing',
    title: { en: 'Content Marketing Specialist', kh: 'អ្នកជំនាញទីផ្សារមាតិកា' },
    location: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
    employment: 'full_time',
    description: {
      en: 'Write campaigns, newsletters and social posts in Khmer and English for festivals such as Khmer New Year and the Water Festival, and measure what works.',
      kh: 'សរសេរយុទ្ធនាការ ព្រឹត្តិបត្រ និងការបង្ហោះលើបណ្តាញសង្គមជាភាសាខ្មែរ និងអង់គ្លេស សម្រាប់ពិធីបុណ្យដូចជាចូលឆ្នាំខ្មែរ និងបុណ្យអុំទូក ហើយវាស់វែងលទ្ធផល។',
    },
  },
  {
    slug: 'merchant-success-manager',
    team: 'merchants',
    title: { en: 'Merchant Success Manager', kh: 'អ្នកគ្រប់គ្រងភាពជោគជ័យរបស់អាជីវករ' },
    location: { en: 'Phnom Penh', kh: 'ភ្នំពេញ' },
    employment: 'full_time',
    description: {
      en: 'Help local sellers, many of them Made in Cambodia brands, open their shop on Psar, list their products well and grow their sales.',
      kh: 'ជួយអ្នកលក់ក្នុងស្រុក ដែលភាគច្រើនជាម៉ាកផលិតនៅកម្ពុជា ឲ្យបើកហាងលើ Psar ដាក់បង្ហាញផលិតផលបានល្អ និងបង្កើនការលក់។',
    },
  },
];
