// Stand-in articles for tests until the content helper's files exist; deleted once they do.
import type { HelpArticleSeed } from '../article-types';

export const articles: HelpArticleSeed[] = [
  {
    categoryId: 32,
    slug: 'how-much-is-delivery',
    title: { en: 'How much does delivery cost?', kh: 'តើថ្លៃដឹកជញ្ជូនប៉ុន្មាន?' },
    body: {
      en: 'Each product shows its delivery fee. When a product has none, delivery costs **$1.50 per item**. Some products charge a flat fee once you buy enough of them.',
      kh: 'ផលិតផលនីមួយៗបង្ហាញថ្លៃដឹកជញ្ជូនរបស់វា។ ប្រសិនបើផលិតផលមិនមានថ្លៃកំណត់ ការដឹកជញ្ជូនគឺ **១.៥០ ដុល្លារក្នុងមួយមុខ**។',
    },
    top: true,
  },
  {
    categoryId: 33,
    slug: 'delivery-times',
    title: { en: 'When will my parcel arrive?', kh: 'តើកញ្ចប់ទំនិញរបស់ខ្ញុំនឹងមកដល់នៅពេលណា?' },
    body: {
      en: 'Phnom Penh orders arrive in 1–2 days; provinces take 2–4 days. The delivery fee is shown at checkout.',
      kh: 'ការបញ្ជាទិញក្នុងភ្នំពេញមកដល់ក្នុងរយៈពេល ១–២ ថ្ងៃ ខេត្តផ្សេងៗ ២–៤ ថ្ងៃ។',
    },
  },
  {
    categoryId: 2,
    slug: 'create-an-account',
    title: { en: 'How do I create an account?', kh: 'តើខ្ញុំបង្កើតគណនីដោយរបៀបណា?' },
    body: {
      en: 'Tap the account icon, choose Sign up and enter your name, e-mail and a password.',
      kh: 'ចុចរូបគណនី ជ្រើសរើសចុះឈ្មោះ ហើយបញ្ចូលឈ្មោះ អ៊ីមែល និងពាក្យសម្ងាត់។',
    },
    top: true,
  },
];
