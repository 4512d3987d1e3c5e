import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/mobile-top-up',
  title: { en: 'Mobile Top-up Terms', kh: 'លក្ខខណ្ឌការបញ្ចូលលុយទូរស័ព្ទ' },
  summary: {
    en: 'How to top up prepaid phone numbers of Cambodian mobile operators on Psar, how to pay and what happens if a top-up fails.',
    kh: 'របៀបបញ្ចូលលុយទៅលេខទូរស័ព្ទបង់មុន របស់ប្រតិបត្តិករទូរស័ព្ទនៅកម្ពុជា នៅលើ Psar របៀបបង់ប្រាក់ និងអ្វីដែលកើតឡើង ប្រសិនបើការបញ្ចូលលុយបរាជ័យ។',
  },
  body: {
    en: `# Mobile Top-up Terms

These terms apply when you buy mobile airtime or data for a prepaid phone number through Psar. The service is provided by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, as an authorised reseller of the Cambodian mobile operators shown on the top-up page (such as Smart, Cellcard and Metfone).

## 1. What you can buy

1. Airtime top-ups for prepaid numbers with a Cambodian operator, in the amounts shown on the top-up page (for example from $1 to $50).
2. Data packages, where offered, with the volume, validity and price set by the operator.
3. Top-ups cannot be used for postpaid plans or for numbers registered outside Cambodia.

## 2. Prices and payment

1. The price is shown in US dollars. The airtime credited is equal to the face value you choose, unless a promotion says you get more.
2. You can pay with your Psar wallet, KHQR (Bakong) or a saved card. Cash on delivery is not available for top-ups.
3. There is no delivery fee: the top-up is delivered electronically to the phone number.

## 3. Entering the number

1. Check the phone number and operator carefully before you pay. Psar sends the top-up to the number exactly as you entered it.
2. If you enter a wrong number that belongs to someone else, the operator cannot reverse the top-up and we cannot refund it.

## 4. Delivery of the top-up

1. Most top-ups arrive within a few minutes, and the operator usually sends an SMS to the phone.
2. The order shows "Completed" once the operator has confirmed the top-up.
3. If a top-up is still pending after 1 hour, contact us with the order number.

## 5. Failed top-ups and refunds

1. If the operator rejects the top-up (for example because the number is not a prepaid number or the operator's system is down), the order is cancelled and the full amount is refunded to your Psar wallet at once.
2. A top-up that has been delivered cannot be cancelled, returned or exchanged. The 7-day return right for physical goods does not apply to top-ups, as stated in our Terms of Sale.

## 6. Operator terms

Airtime and data are provided by the operator. Their validity, use and expiry follow the operator's own terms. Questions about your line, balance or data use should go to your operator.

## 7. Misuse

We may refuse or limit top-ups that look fraudulent, for example many top-ups in a short time to different numbers paid with a new card.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia, including the rules of the Telecommunication Regulator of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌការបញ្ចូលលុយទូរស័ព្ទ

លក្ខខណ្ឌទាំងនេះអនុវត្ត នៅពេលអ្នកទិញលុយទូរស័ព្ទ ឬទិន្នន័យអ៊ីនធឺណិត សម្រាប់លេខទូរស័ព្ទបង់មុន តាមរយៈ Psar។ សេវានេះផ្តល់ជូនដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា ក្នុងនាមជាអ្នកលក់បន្តដែលមានការអនុញ្ញាត របស់ប្រតិបត្តិករទូរស័ព្ទកម្ពុជា ដែលបង្ហាញនៅលើទំព័របញ្ចូលលុយ (ដូចជា Smart, Cellcard និង Metfone)។

## ១. អ្វីដែលអ្នកអាចទិញបាន

1. ការបញ្ចូលលុយសម្រាប់លេខបង់មុនជាមួយប្រតិបត្តិករកម្ពុជា តាមចំនួនដែលបង្ហាញនៅលើទំព័របញ្ចូលលុយ (ឧទាហរណ៍ ពី $1 ដល់ $50)។
2. កញ្ចប់ទិន្នន័យអ៊ីនធឺណិត (ប្រសិនបើមាន) ដែលមានទំហំ សុពលភាព និងតម្លៃ កំណត់ដោយប្រតិបត្តិករ។
3. ការបញ្ចូលលុយមិនអាចប្រើសម្រាប់គម្រោងបង់ក្រោយ ឬសម្រាប់លេខដែលចុះបញ្ជីនៅក្រៅប្រទេសកម្ពុជាបានទេ។

## ២. តម្លៃ និងការទូទាត់

1. តម្លៃត្រូវបានបង្ហាញជាដុល្លារអាមេរិក។ ទឹកប្រាក់ដែលបញ្ចូលស្មើនឹងតម្លៃដែលអ្នកជ្រើសរើស លើកលែងតែមានការផ្សព្វផ្សាយដែលផ្តល់បន្ថែម។
2. អ្នកអាចបង់ប្រាក់ដោយកាបូប Psar KHQR (បាគង) ឬកាតដែលបានរក្សាទុក។ ការទូទាត់ពេលទទួលទំនិញ មិនអាចប្រើសម្រាប់ការបញ្ចូលលុយបានទេ។
3. គ្មានថ្លៃដឹកជញ្ជូនទេ៖ ការបញ្ចូលលុយត្រូវបានបញ្ជូនតាមប្រព័ន្ធអេឡិចត្រូនិក ទៅកាន់លេខទូរស័ព្ទ។

## ៣. ការបញ្ចូលលេខទូរស័ព្ទ

1. សូមពិនិត្យលេខទូរស័ព្ទ និងប្រតិបត្តិករឱ្យបានច្បាស់លាស់ មុនពេលអ្នកបង់ប្រាក់។ Psar បញ្ជូនលុយទៅលេខ ដូចដែលអ្នកបានបញ្ចូលយ៉ាងពិតប្រាកដ។
2. ប្រសិនបើអ្នកបញ្ចូលលេខខុស ដែលជាលេខរបស់អ្នកផ្សេង ប្រតិបត្តិករមិនអាចដកការបញ្ចូលលុយនោះវិញបានទេ ហើយយើងក៏មិនអាចសងប្រាក់វិញបានដែរ។

## ៤. ការបញ្ជូនលុយ

1. ការបញ្ចូលលុយភាគច្រើនមកដល់ក្នុងរយៈពេលប៉ុន្មាននាទី ហើយជាធម្មតាប្រតិបត្តិករផ្ញើសារ SMS ទៅទូរស័ព្ទ។
2. ការបញ្ជាទិញបង្ហាញ "បានបញ្ចប់" នៅពេលប្រតិបត្តិករបានបញ្ជាក់ការបញ្ចូលលុយ។
3. ប្រសិនបើការបញ្ចូលលុយនៅតែរង់ចាំ បន្ទាប់ពី ១ ម៉ោង សូមទាក់ទងមកយើងជាមួយលេខបញ្ជាទិញ។

## ៥. ការបញ្ចូលលុយបរាជ័យ និងការសងប្រាក់វិញ

1. ប្រសិនបើប្រតិបត្តិករបដិសេធការបញ្ចូលលុយ (ឧទាហរណ៍ ដោយសារលេខនោះមិនមែនជាលេខបង់មុន ឬប្រព័ន្ធរបស់ប្រតិបត្តិករមានបញ្ហា) ការបញ្ជាទិញនឹងត្រូវលុបចោល ហើយចំនួនទឹកប្រាក់ទាំងអស់នឹងត្រូវសងចូលកាបូប Psar របស់អ្នកភ្លាមៗ។
2. ការបញ្ចូលលុយដែលបានបញ្ជូនរួច មិនអាចលុបចោល ប្រគល់វិញ ឬប្តូរបានទេ។ សិទ្ធិប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃសម្រាប់ទំនិញរូបវន្ត មិនអនុវត្តចំពោះការបញ្ចូលលុយទេ ដូចដែលបានបញ្ជាក់ក្នុងលក្ខខណ្ឌនៃការលក់របស់យើង។

## ៦. លក្ខខណ្ឌរបស់ប្រតិបត្តិករ

លុយទូរស័ព្ទ និងទិន្នន័យអ៊ីនធឺណិត ត្រូវបានផ្តល់ដោយប្រតិបត្តិករ។ សុពលភាព ការប្រើប្រាស់ និងការផុតកំណត់របស់វា អនុវត្តតាមលក្ខខណ្ឌផ្ទាល់របស់ប្រតិបត្តិករ។ សំណួរអំពីខ្សែទូរស័ព្ទ សមតុល្យ ឬការប្រើប្រាស់ទិន្នន័យរបស់អ្នក គួរសួរទៅប្រតិបត្តិកររបស់អ្នក។

## ៧. ការប្រើប្រាស់ខុស

យើងអាចបដិសេធ ឬកំណត់ការបញ្ចូលលុយដែលមើលទៅដូចជាការក្លែងបន្លំ ឧទាហរណ៍ ការបញ្ចូលលុយច្រើនដងក្នុងរយៈពេលខ្លី ទៅលេខផ្សេងៗគ្នា ដែលបង់ដោយកាតថ្មី។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា រួមទាំងវិធានរបស់និយ័តករទូរគមនាគមន៍កម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
