import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'affilliate-program',
  title: { en: 'Psar Affiliate Program', kh: 'កម្មវិធីដៃគូផ្សព្វផ្សាយ Psar' },
  summary: {
    en: 'Share Psar products with your audience and earn a commission on every completed order.',
    kh: 'ចែករំលែកផលិតផល Psar ជាមួយអ្នកគាំទ្ររបស់អ្នក ហើយទទួលបានកម្រៃជើងសារពីរាល់ការបញ្ជាទិញដែលបានបញ្ចប់។',
  },
  body: {
    en: `# Earn with the Psar Affiliate Program

Do you have a Facebook page, a TikTok or YouTube channel, a Telegram group or a website where people ask you what to buy? Join the Psar Affiliate Program and earn money by recommending products you like.

## How it works

1. **Apply** with the form below. Tell us where you will share Psar links and how many people follow you.
2. **Share** your personal links to any product, category or campaign on Psar.
3. **Earn** a commission, usually from 2% to 8% of the product price depending on the category, on every order placed through your link within 7 days of the click.

Commission is confirmed when the order is completed, that is after delivery and once the 7-day return period ends without a return. Delivery fees, top-ups and gift vouchers do not earn commission. Payments are made monthly to a bank account or Bakong account in your name in Cambodia, once your confirmed commission reaches $10.

## Rules

1. Be honest: say clearly that you earn a commission, and never make false claims about products or prices.
2. Do not use the Psar name in paid search ads, send spam, or create fake orders through your own links.
3. Our Platform Tools terms apply to your affiliate dashboard and links.

We review applications within five working days and reply by email. Questions: support@psar.com.kh.
`,
    kh: `# រកប្រាក់ជាមួយកម្មវិធីដៃគូផ្សព្វផ្សាយ Psar

តើអ្នកមានទំព័រ Facebook ឆានែល TikTok ឬ YouTube ក្រុម Telegram ឬគេហទំព័រ ដែលមនុស្សតែងសួរអ្នកថាគួរទិញអ្វីដែរឬទេ? សូមចូលរួមកម្មវិធីដៃគូផ្សព្វផ្សាយ Psar ហើយរកប្រាក់ដោយការណែនាំផលិតផលដែលអ្នកចូលចិត្ត។

## របៀបដែលវាដំណើរការ

1. **ដាក់ពាក្យ** តាមទម្រង់ខាងក្រោម។ ប្រាប់យើងពីកន្លែងដែលអ្នកនឹងចែករំលែកតំណភ្ជាប់ Psar និងចំនួនអ្នកតាមដានរបស់អ្នក។
2. **ចែករំលែក** តំណភ្ជាប់ផ្ទាល់ខ្លួនរបស់អ្នក ទៅកាន់ផលិតផល ប្រភេទ ឬយុទ្ធនាការណាមួយនៅលើ Psar។
3. **ទទួលបាន** កម្រៃជើងសារ ជាធម្មតាពី ២% ដល់ ៨% នៃតម្លៃផលិតផល អាស្រ័យលើប្រភេទ លើរាល់ការបញ្ជាទិញដែលធ្វើឡើងតាមតំណភ្ជាប់របស់អ្នក ក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការចុច។

កម្រៃជើងសារត្រូវបានបញ្ជាក់ នៅពេលការបញ្ជាទិញបានបញ្ចប់ ពោលគឺបន្ទាប់ពីការដឹកជញ្ជូន ហើយរយៈពេលប្រគល់ទំនិញវិញ ៧ ថ្ងៃបានបញ្ចប់ដោយគ្មានការប្រគល់វិញ។ ថ្លៃដឹកជញ្ជូន ការបញ្ចូលលុយទូរស័ព្ទ និងប័ណ្ណអំណោយ មិនផ្តល់កម្រៃជើងសារទេ។ ការទូទាត់ធ្វើឡើងប្រចាំខែ ទៅគណនីធនាគារ ឬគណនីបាគងក្នុងនាមរបស់អ្នកនៅកម្ពុជា នៅពេលកម្រៃជើងសារដែលបានបញ្ជាក់របស់អ្នកឈានដល់ $10។

## វិធាន

1. ត្រូវស្មោះត្រង់៖ បញ្ជាក់ឱ្យច្បាស់ថាអ្នកទទួលបានកម្រៃជើងសារ ហើយកុំអះអាងមិនពិតអំពីផលិតផល ឬតម្លៃ។
2. កុំប្រើឈ្មោះ Psar ក្នុងការផ្សាយពាណិជ្ជកម្មស្វែងរកដែលបង់ប្រាក់ កុំផ្ញើសាររំខាន ឬបង្កើតការបញ្ជាទិញក្លែងក្លាយតាមតំណភ្ជាប់ផ្ទាល់ខ្លួនរបស់អ្នក។
3. លក្ខខណ្ឌឧបករណ៍វេទិការបស់យើង អនុវត្តចំពោះផ្ទាំងគ្រប់គ្រង និងតំណភ្ជាប់ដៃគូផ្សព្វផ្សាយរបស់អ្នក។

យើងពិនិត្យពាក្យស្នើសុំក្នុងរយៈពេលប្រាំថ្ងៃធ្វើការ ហើយឆ្លើយតបតាមអ៊ីមែល។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
