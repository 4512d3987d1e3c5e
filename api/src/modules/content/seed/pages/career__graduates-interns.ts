import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'career/graduates-interns',
  title: { en: 'Graduates & Interns', kh: 'និស្សិតបញ្ចប់ការសិក្សា និងកម្មសិក្សា' },
  summary: {
    en: 'Start your career at Psar with a paid internship or our graduate program in Phnom Penh.',
    kh: 'ចាប់ផ្តើមអាជីពរបស់អ្នកនៅ Psar ជាមួយកម្មសិក្សាដែលមានប្រាក់ឧបត្ថម្ភ ឬកម្មវិធីសម្រាប់និស្សិតបញ្ចប់ការសិក្សានៅភ្នំពេញ។',
  },
  body: {
    en: `# Start your career at Psar

Psar is growing fast, and we want to grow with the next generation of Cambodian talent. Students and recent graduates can join us in Phnom Penh to learn how an online shop works from the inside: technology, warehouses, delivery, customer care and marketing.

## Internships

Our paid internships last three months and start in January, April, July and October. Interns work on real projects with a mentor, two to five days a week, so you can combine the internship with your studies. Students in their third or fourth year of a bachelor's degree may apply.

## Graduate program

The graduate program is a one-year, full-time position for people who finished their degree within the last two years. You spend four months each in three teams, then choose where you want to stay. Graduates receive a salary, health insurance and training in English and Khmer.

## How to apply

1. Prepare a short CV and a letter telling us which teams interest you and why.
2. Open our jobs page and choose an internship or graduate opening.
3. Send your application with the form; we reply within ten working days.

Questions about internships or the graduate program: support@psar.com.kh.
`,
    kh: `# ចាប់ផ្តើមអាជីពរបស់អ្នកនៅ Psar

Psar កំពុងរីកចម្រើនយ៉ាងឆាប់រហ័ស ហើយយើងចង់រីកចម្រើនជាមួយធនធានមនុស្សជំនាន់ក្រោយរបស់កម្ពុជា។ និស្សិត និងអ្នកទើបបញ្ចប់ការសិក្សា អាចចូលរួមជាមួយយើងនៅភ្នំពេញ ដើម្បីរៀនពីរបៀបដែលហាងអនឡាញដំណើរការពីខាងក្នុង៖ បច្ចេកវិទ្យា ឃ្លាំងទំនិញ ការដឹកជញ្ជូន សេវាបម្រើអតិថិជន និងទីផ្សារ។

## កម្មសិក្សា

កម្មសិក្សារបស់យើងមានប្រាក់ឧបត្ថម្ភ មានរយៈពេលបីខែ ហើយចាប់ផ្តើមនៅខែមករា មេសា កក្កដា និងតុលា។ អ្នកកម្មសិក្សាធ្វើការលើគម្រោងពិតប្រាកដជាមួយអ្នកណែនាំ ពីពីរទៅប្រាំថ្ងៃក្នុងមួយសប្តាហ៍ ដូច្នេះអ្នកអាចធ្វើកម្មសិក្សាស្របពេលជាមួយការសិក្សារបស់អ្នក។ និស្សិតឆ្នាំទីបី ឬឆ្នាំទីបួននៃថ្នាក់បរិញ្ញាបត្រ អាចដាក់ពាក្យបាន។

## កម្មវិធីសម្រាប់និស្សិតបញ្ចប់ការសិក្សា

កម្មវិធីនេះជាការងារពេញម៉ោងរយៈពេលមួយឆ្នាំ សម្រាប់អ្នកដែលបានបញ្ចប់ថ្នាក់បរិញ្ញាបត្រក្នុងរយៈពេលពីរឆ្នាំចុងក្រោយ។ អ្នកធ្វើការបួនខែក្នុងក្រុមនីមួយៗ សរុបបីក្រុម បន្ទាប់មកជ្រើសរើសក្រុមដែលអ្នកចង់នៅ។ អ្នកចូលរួមទទួលបានប្រាក់ខែ ធានារ៉ាប់រងសុខភាព និងការបណ្តុះបណ្តាលជាភាសាអង់គ្លេស និងភាសាខ្មែរ។

## របៀបដាក់ពាក្យ

1. រៀបចំប្រវត្តិរូបសង្ខេប និងលិខិតប្រាប់យើងថាក្រុមណាដែលអ្នកចាប់អារម្មណ៍ និងមូលហេតុ។
2. បើកទំព័រការងាររបស់យើង ហើយជ្រើសរើសការងារកម្មសិក្សា ឬការងារសម្រាប់និស្សិតបញ្ចប់ការសិក្សា។
3. ផ្ញើពាក្យសុំរបស់អ្នកតាមទម្រង់ យើងនឹងឆ្លើយតបក្នុងរយៈពេលដប់ថ្ងៃធ្វើការ។

សំណួរអំពីកម្មសិក្សា ឬកម្មវិធីសម្រាប់និស្សិតបញ្ចប់ការសិក្សា៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-07-01',
};
