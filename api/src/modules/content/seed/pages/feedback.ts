import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'feedback',
  title: { en: 'Share Your Feedback', kh: 'ចែករំលែកមតិរបស់អ្នក' },
  summary: {
    en: 'Tell us what you like about Psar and what we should do better.',
    kh: 'ប្រាប់យើងពីអ្វីដែលអ្នកចូលចិត្តអំពី Psar និងអ្វីដែលយើងគួរធ្វើឱ្យប្រសើរជាងនេះ។',
  },
  body: {
    en: `# We are listening

Psar is built for shoppers in Cambodia, and your opinion shapes what we do next. Whether you found a product quickly, struggled at checkout, loved the delivery or were let down by it, we want to know.

## How to send feedback

1. Choose a rating from 1 to 5 stars for your overall experience.
2. Tell us what happened, in English or Khmer. The more specific you are — the page, the product, the step — the easier it is for us to act.
3. Leave your email address if you would like a reply. It is optional; you can send feedback without signing in.

Our team reads every message. We use your feedback to improve the website and app, and we share comments about delivery or stores with the teams concerned. If you give your email address, we use it only to answer you, as explained in our Privacy Policy.

## Need help with an order?

Feedback is not the fastest way to solve a problem with a specific order. To cancel an order, request a return within 7 days of delivery, or ask about a refund, go to Orders in My Account or contact Customer Care, where we can see your order and reply quickly.

Thank you for helping us make Psar better for everyone.
`,
    kh: `# យើងកំពុងស្តាប់អ្នក

Psar ត្រូវបានកសាងឡើងសម្រាប់អ្នកទិញនៅកម្ពុជា ហើយមតិរបស់អ្នកជួយកំណត់អ្វីដែលយើងនឹងធ្វើបន្ទាប់។ មិនថាអ្នករកឃើញផលិតផលបានយ៉ាងលឿន ជួបការលំបាកនៅពេលទូទាត់ប្រាក់ ពេញចិត្តនឹងការដឹកជញ្ជូន ឬខកចិត្តចំពោះវាក៏ដោយ យើងចង់ដឹង។

## របៀបផ្ញើមតិ

1. ជ្រើសរើសពិន្ទុពី ១ ដល់ ៥ ផ្កាយ សម្រាប់បទពិសោធន៍ទូទៅរបស់អ្នក។
2. ប្រាប់យើងពីអ្វីដែលបានកើតឡើង ជាភាសាអង់គ្លេស ឬភាសាខ្មែរ។ កាលណាអ្នកបញ្ជាក់កាន់តែច្បាស់ — ទំព័រ ផលិតផល ឬជំហាន — យើងកាន់តែងាយស្រួលចាត់វិធានការ។
3. ទុកអាសយដ្ឋានអ៊ីមែលរបស់អ្នក ប្រសិនបើអ្នកចង់ទទួលការឆ្លើយតប។ វាមិនមែនជាការបង្ខំទេ។ អ្នកអាចផ្ញើមតិដោយមិនចាំបាច់ចូលគណនី។

ក្រុមការងាររបស់យើងអានរាល់សារ។ យើងប្រើមតិរបស់អ្នក ដើម្បីកែលម្អគេហទំព័រ និងកម្មវិធី ហើយយើងចែករំលែកមតិអំពីការដឹកជញ្ជូន ឬហាង ទៅកាន់ក្រុមការងារពាក់ព័ន្ធ។ ប្រសិនបើអ្នកផ្តល់អាសយដ្ឋានអ៊ីមែល យើងប្រើវាតែដើម្បីឆ្លើយតបអ្នកប៉ុណ្ណោះ ដូចដែលបានពន្យល់ក្នុងគោលការណ៍ឯកជនភាពរបស់យើង។

## ត្រូវការជំនួយអំពីការបញ្ជាទិញ?

ការផ្ញើមតិ មិនមែនជាវិធីលឿនបំផុតក្នុងការដោះស្រាយបញ្ហាអំពីការបញ្ជាទិញជាក់លាក់ណាមួយទេ។ ដើម្បីលុបចោលការបញ្ជាទិញ ស្នើសុំប្រគល់ទំនិញវិញក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួល ឬសួរអំពីការសងប្រាក់វិញ សូមចូលទៅ "ការបញ្ជាទិញ" ក្នុង "គណនីរបស់ខ្ញុំ" ឬទាក់ទងសេវាអតិថិជន ដែលយើងអាចមើលឃើញការបញ្ជាទិញរបស់អ្នក និងឆ្លើយតបបានយ៉ាងឆាប់រហ័ស។

សូមអរគុណដែលបានជួយយើងធ្វើឱ្យ Psar កាន់តែប្រសើរសម្រាប់មនុស្សគ្រប់គ្នា។
`,
  },
  updatedAt: '2026-11-01',
};
