import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions',
  title: { en: 'Terms & Conditions', kh: 'លក្ខខណ្ឌ និងបទប្បញ្ញត្តិ' },
  summary: {
    en: 'The agreements that apply when you use Psar, shop with us and use our payment, wallet and digital services.',
    kh: 'កិច្ចព្រមព្រៀងដែលអនុវត្ត នៅពេលអ្នកប្រើប្រាស់ Psar ទិញទំនិញជាមួយយើង និងប្រើសេវាទូទាត់ កាបូប និងសេវាឌីជីថលរបស់យើង។',
  },
  body: {
    en: `# Terms & Conditions

Welcome to Psar, an online shop run by Psar Co., Ltd., a company registered in Phnom Penh, Kingdom of Cambodia. The pages listed below are the agreements between you and Psar. Together they explain what you can expect from us and what we expect from you when you browse, buy, pay and take part in our programs.

## How these terms fit together

1. The **Terms of Use** apply to everyone who visits the website or the app.
2. The **Terms of Sale** and the **Terms of Delivery** apply to every order: prices in US dollars, a delivery fee of $1.50 per unit unless the product sets its own delivery conditions, cancellation before shipping and returns within 7 days of delivery.
3. **Psar Pay**, **Payment Protection** and **Buy Now, Pay Later** cover the ways you pay: cash on delivery, your Psar wallet, KHQR (Bakong) and saved cards.
4. The pages on **Psar Coins**, **Psar Games**, **Mobile Top-up**, **Digital Gift Vouchers** and **Vouchers** explain our rewards and digital products.
5. **Made in Cambodia**, **Platform Tools** and **Platform Service** are for shoppers who buy from, and sellers who sell through, our marketplace.

Our Privacy Policy and our intellectual property pages are separate and are linked in the footer.

## Which page applies

If two pages seem to say different things, the page about the specific service (for example Psar Pay for the wallet) applies to that service. Nothing in these pages limits the rights you have as a consumer under the laws of the Kingdom of Cambodia.

## Changes

Each page shows the date it was last updated. When we make an important change we tell you by email or on the Platform before it applies.

## Questions

Write to support@psar.com.kh or use Contact us in Customer Care. We answer in English or Khmer.
`,
    kh: `# លក្ខខណ្ឌ និងបទប្បញ្ញត្តិ

សូមស្វាគមន៍មកកាន់ Psar ជាហាងអនឡាញដែលគ្រប់គ្រងដោយក្រុមហ៊ុន Psar ឯ.ក ដែលបានចុះបញ្ជីនៅរាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ ទំព័រដែលរាយខាងក្រោម គឺជាកិច្ចព្រមព្រៀងរវាងអ្នក និង Psar។ ទំព័រទាំងនេះរួមគ្នាពន្យល់ពីអ្វីដែលអ្នកអាចរំពឹងពីយើង និងអ្វីដែលយើងរំពឹងពីអ្នក នៅពេលអ្នកចូលមើល ទិញ បង់ប្រាក់ និងចូលរួមក្នុងកម្មវិធីរបស់យើង។

## របៀបដែលលក្ខខណ្ឌទាំងនេះភ្ជាប់គ្នា

1. **លក្ខខណ្ឌប្រើប្រាស់** អនុវត្តចំពោះអ្នកទាំងអស់ដែលចូលមើលគេហទំព័រ ឬកម្មវិធី។
2. **លក្ខខណ្ឌនៃការលក់** និង **លក្ខខណ្ឌនៃការដឹកជញ្ជូន** អនុវត្តចំពោះរាល់ការបញ្ជាទិញ៖ តម្លៃជាដុល្លារអាមេរិក ថ្លៃដឹកជញ្ជូន $1.50 ក្នុងមួយឯកតា លើកលែងតែផលិតផលមានលក្ខខណ្ឌដឹកជញ្ជូនផ្ទាល់ខ្លួន ការលុបចោលមុនពេលបញ្ជូនចេញ និងការប្រគល់ទំនិញវិញក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួលទំនិញ។
3. **Psar Pay** **កិច្ចការពារការទូទាត់ប្រាក់** និង **ទិញឥឡូវ បង់ពេលក្រោយ** គ្របដណ្តប់លើវិធីដែលអ្នកបង់ប្រាក់៖ ការទូទាត់ពេលទទួលទំនិញ កាបូប Psar របស់អ្នក KHQR (បាគង) និងកាតដែលបានរក្សាទុក។
4. ទំព័រអំពី **កាក់ Psar** **ហ្គេម Psar** **ការបញ្ចូលលុយទូរស័ព្ទ** **ប័ណ្ណអំណោយឌីជីថល** និង **ប័ណ្ណបញ្ចុះតម្លៃ** ពន្យល់ពីរង្វាន់ និងផលិតផលឌីជីថលរបស់យើង។
5. **ផលិតនៅកម្ពុជា** **ឧបករណ៍វេទិកា** និង **សេវាវេទិកា** គឺសម្រាប់អ្នកទិញដែលទិញពី និងអ្នកលក់ដែលលក់តាមរយៈទីផ្សាររបស់យើង។

គោលការណ៍ឯកជនភាព និងទំព័រកម្មសិទ្ធិបញ្ញារបស់យើង គឺដាច់ដោយឡែក ហើយមានតំណភ្ជាប់នៅផ្នែកខាងក្រោមនៃគេហទំព័រ។

## ទំព័រណាដែលត្រូវអនុវត្ត

ប្រសិនបើទំព័រពីរហាក់ដូចជានិយាយខុសគ្នា ទំព័រដែលនិយាយអំពីសេវាជាក់លាក់ (ឧទាហរណ៍ Psar Pay សម្រាប់កាបូប) អនុវត្តចំពោះសេវានោះ។ គ្មានចំណុចណាមួយក្នុងទំព័រទាំងនេះកំណត់សិទ្ធិដែលអ្នកមានជាអ្នកប្រើប្រាស់ ក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជាឡើយ។

## ការផ្លាស់ប្តូរ

ទំព័រនីមួយៗបង្ហាញកាលបរិច្ឆេទនៃការធ្វើបច្ចុប្បន្នភាពចុងក្រោយ។ នៅពេលយើងធ្វើការផ្លាស់ប្តូរសំខាន់ យើងនឹងជូនដំណឹងអ្នកតាមអ៊ីមែល ឬនៅលើវេទិកា មុនពេលវាចូលជាធរមាន។

## សំណួរ

សូមសរសេរមក support@psar.com.kh ឬប្រើ "ទំនាក់ទំនងយើង" ក្នុងផ្នែកសេវាអតិថិជន។ យើងឆ្លើយតបជាភាសាអង់គ្លេស ឬភាសាខ្មែរ។
`,
  },
  updatedAt: '2026-11-01',
};
