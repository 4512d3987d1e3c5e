import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'privacy-prolicy',
  title: { en: 'Privacy Policy', kh: 'គោលការណ៍ឯកជនភាព' },
  summary: {
    en: 'What personal data Psar collects, why we use it, who we share it with, how long we keep it and your rights.',
    kh: 'ទិន្នន័យផ្ទាល់ខ្លួនអ្វីខ្លះដែល Psar ប្រមូល ហេតុអ្វីយើងប្រើវា យើងចែករំលែកវាជាមួយអ្នកណា រយៈពេលរក្សាទុក និងសិទ្ធិរបស់អ្នក។',
  },
  body: {
    en: `# Privacy Policy

Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia ("Psar", "we") runs the Psar website and app. This policy explains how we handle your personal data. We follow the laws of Cambodia, including the Law on Electronic Commerce and the Law on Consumer Protection.

## 1. Data we collect

1. **Account data:** your name, email address, phone number and password. We store the password only in a hashed form that cannot be read back.
2. **Address book:** the receiver name, phone, province, district, commune, village, street, house and building you enter for delivery.
3. **Orders and payments:** the products you buy, prices, vouchers used, delivery fees, payment method and status, and your Psar wallet top-ups, payments and refunds. For saved cards we keep only the card brand and the last four digits, with the expiry date and the name on the card, so you can recognise it; the full card number and security code never reach our servers and are handled only by our licensed payment provider. KHQR payments are processed through Bakong and your bank.
4. **Your content:** reviews, ratings and photos, return requests, messages and contact forms, and files you upload (for example a CV or an ID document for a seller application).
5. **Technical data:** your language choice, cart, sign-in cookies, device and browser type, and pages visited, which we use to keep you signed in and to keep the site secure.

## 2. Why we use it

1. To create your account, sign you in and help you reset your password (we email you a 6-digit code that is valid for 10 minutes).
2. To take, deliver and support your orders, including cancellations, returns and refunds.
3. To run your Psar wallet and keep the payment records required by law.
4. To show your reviews to other shoppers under your display name.
5. To send newsletters and offers such as the personal 10% welcome code we email when you subscribe, only if you have subscribed. You can unsubscribe at any time from the link in each email.
6. To prevent fraud and abuse, and to meet our legal obligations.

## 3. Who we share it with

1. **Sellers** on Psar receive the name, phone and address needed to prepare your order.
2. **Delivery partners** receive the receiver name, phone and address to deliver your parcel.
3. **Payment partners** (banks, Bakong, the card provider) receive what they need to process a payment or refund.
4. **Authorities**, when Cambodian law requires it.

We do not sell your personal data.

## 4. How long we keep it

1. Account data: while your account is open, and up to 12 months after you close it.
2. Orders, payment and wallet records: for the period required by Cambodian tax and accounting law (normally 10 years).
3. Password-reset codes: 10 minutes; they are deleted once used or expired.
4. Job applications and seller documents: up to 12 months unless you ask us to delete them sooner.

## 5. Security

Data travels over encrypted connections. Access inside Psar is limited to staff who need it. No system is perfectly secure, so please use a strong password and never share it or your reset code.

## 6. Your rights

You can see and correct your profile and addresses in My Account at any time. You may also ask us for a copy of your data, to delete your account, or to stop marketing, by writing to support@psar.com.kh. We answer within 30 days.

## 7. Cookies

We use necessary cookies to keep you signed in and to remember your language. We do not use advertising cookies without your consent.

## 8. Changes and contact

If we change this policy we will update the date on this page and, for important changes, tell you by email. Questions: support@psar.com.kh, Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia.
`,
    kh: `# គោលការណ៍ឯកជនភាព

ក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា (ហៅថា "Psar" ឬ "យើង") គ្រប់គ្រងគេហទំព័រ និងកម្មវិធី Psar។ គោលការណ៍នេះពន្យល់ពីរបៀបដែលយើងគ្រប់គ្រងទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នក។ យើងអនុវត្តតាមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា រួមទាំងច្បាប់ស្តីពីពាណិជ្ជកម្មតាមប្រព័ន្ធអេឡិចត្រូនិក និងច្បាប់ស្តីពីកិច្ចការពារអ្នកប្រើប្រាស់។

## ១. ទិន្នន័យដែលយើងប្រមូល

1. **ទិន្នន័យគណនី៖** ឈ្មោះ អាសយដ្ឋានអ៊ីមែល លេខទូរស័ព្ទ និងពាក្យសម្ងាត់របស់អ្នក។ យើងរក្សាទុកពាក្យសម្ងាត់តែក្នុងទម្រង់ដែលបានអ៊ិនគ្រីប (hash) ដែលមិនអាចអានត្រឡប់វិញបាន។
2. **សៀវភៅអាសយដ្ឋាន៖** ឈ្មោះអ្នកទទួល លេខទូរស័ព្ទ ខេត្ត/រាជធានី ស្រុក/ខណ្ឌ ឃុំ/សង្កាត់ ភូមិ ផ្លូវ ផ្ទះ និងអគារ ដែលអ្នកបញ្ចូលសម្រាប់ការដឹកជញ្ជូន។
3. **ការបញ្ជាទិញ និងការទូទាត់៖** ផលិតផលដែលអ្នកទិញ តម្លៃ ប័ណ្ណបញ្ចុះតម្លៃដែលបានប្រើ ថ្លៃដឹកជញ្ជូន វិធីសាស្ត្រ និងស្ថានភាពទូទាត់ និងការបញ្ចូលប្រាក់ ការបង់ប្រាក់ និងការសងប្រាក់វិញក្នុងកាបូប Psar របស់អ្នក។ សម្រាប់កាតដែលបានរក្សាទុក យើងរក្សាទុកតែប្រភេទកាត និងលេខបួនខ្ទង់ចុងក្រោយប៉ុណ្ណោះ រួមជាមួយកាលបរិច្ឆេទផុតកំណត់ និងឈ្មោះនៅលើកាត ដើម្បីឱ្យអ្នកអាចស្គាល់វា។ លេខកាតពេញ និងលេខកូដសុវត្ថិភាព មិនដែលមកដល់ម៉ាស៊ីនមេរបស់យើងឡើយ ហើយត្រូវបានគ្រប់គ្រងតែដោយអ្នកផ្តល់សេវាទូទាត់ដែលមានអាជ្ញាប័ណ្ណរបស់យើងប៉ុណ្ណោះ។ ការទូទាត់តាម KHQR ត្រូវបានដំណើរការតាមរយៈបាគង និងធនាគាររបស់អ្នក។
4. **ខ្លឹមសាររបស់អ្នក៖** ការវាយតម្លៃ ពិន្ទុ និងរូបថត សំណើប្រគល់ទំនិញវិញ សារ និងទម្រង់ទំនាក់ទំនង ព្រមទាំងឯកសារដែលអ្នកផ្ទុកឡើង (ឧទាហរណ៍ ប្រវត្តិរូបសង្ខេប ឬឯកសារអត្តសញ្ញាណសម្រាប់ពាក្យស្នើសុំជាអ្នកលក់)។
5. **ទិន្នន័យបច្ចេកទេស៖** ភាសាដែលអ្នកជ្រើសរើស រទេះទំនិញ ឃុកឃីចូលគណនី ប្រភេទឧបករណ៍ និងកម្មវិធីរុករក និងទំព័រដែលបានចូលមើល ដែលយើងប្រើដើម្បីរក្សាការចូលគណនីរបស់អ្នក និងរក្សាសុវត្ថិភាពគេហទំព័រ។

## ២. ហេតុអ្វីយើងប្រើវា

1. ដើម្បីបង្កើតគណនីរបស់អ្នក ឱ្យអ្នកចូលគណនី និងជួយអ្នកកំណត់ពាក្យសម្ងាត់ឡើងវិញ (យើងផ្ញើលេខកូដ ៦ ខ្ទង់ តាមអ៊ីមែល ដែលមានសុពលភាព ១០ នាទី)។
2. ដើម្បីទទួល ដឹកជញ្ជូន និងគាំទ្រការបញ្ជាទិញរបស់អ្នក រួមទាំងការលុបចោល ការប្រគល់ទំនិញវិញ និងការសងប្រាក់វិញ។
3. ដើម្បីដំណើរការកាបូប Psar របស់អ្នក និងរក្សាកំណត់ត្រាទូទាត់ដែលច្បាប់តម្រូវ។
4. ដើម្បីបង្ហាញការវាយតម្លៃរបស់អ្នកដល់អ្នកទិញផ្សេងទៀត ក្រោមឈ្មោះបង្ហាញរបស់អ្នក។
5. ដើម្បីផ្ញើព្រឹត្តិបត្រព័ត៌មាន និងការផ្តល់ជូនពិសេស ដូចជាលេខកូដស្វាគមន៍ផ្ទាល់ខ្លួនបញ្ចុះតម្លៃ ១០% ដែលយើងផ្ញើតាមអ៊ីមែលនៅពេលអ្នកចុះឈ្មោះ លុះត្រាតែអ្នកបានចុះឈ្មោះ។ អ្នកអាចឈប់ទទួលបានគ្រប់ពេល តាមតំណភ្ជាប់ក្នុងអ៊ីមែលនីមួយៗ។
6. ដើម្បីការពារការក្លែងបន្លំ និងការរំលោភបំពាន និងដើម្បីបំពេញកាតព្វកិច្ចផ្លូវច្បាប់របស់យើង។

## ៣. អ្នកដែលយើងចែករំលែកទិន្នន័យជាមួយ

1. **អ្នកលក់** នៅលើ Psar ទទួលបានឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋាន ដែលចាំបាច់ដើម្បីរៀបចំការបញ្ជាទិញរបស់អ្នក។
2. **ដៃគូដឹកជញ្ជូន** ទទួលបានឈ្មោះអ្នកទទួល លេខទូរស័ព្ទ និងអាសយដ្ឋាន ដើម្បីដឹកកញ្ចប់ទំនិញរបស់អ្នក។
3. **ដៃគូទូទាត់** (ធនាគារ បាគង អ្នកផ្តល់សេវាកាត) ទទួលបានព័ត៌មានដែលពួកគេត្រូវការ ដើម្បីដំណើរការការទូទាត់ ឬការសងប្រាក់វិញ។
4. **អាជ្ញាធរ** នៅពេលដែលច្បាប់កម្ពុជាតម្រូវ។

យើងមិនលក់ទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកឡើយ។

## ៤. រយៈពេលរក្សាទុក

1. ទិន្នន័យគណនី៖ ដរាបណាគណនីរបស់អ្នកនៅបើក និងរហូតដល់ ១២ ខែ បន្ទាប់ពីអ្នកបិទវា។
2. កំណត់ត្រាការបញ្ជាទិញ ការទូទាត់ និងកាបូប៖ តាមរយៈពេលដែលច្បាប់ពន្ធដារ និងគណនេយ្យកម្ពុជាតម្រូវ (ជាធម្មតា ១០ ឆ្នាំ)។
3. លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញ៖ ១០ នាទី ហើយត្រូវលុបចោលភ្លាមៗនៅពេលប្រើរួច ឬផុតកំណត់។
4. ពាក្យស្នើសុំការងារ និងឯកសាររបស់អ្នកលក់៖ រហូតដល់ ១២ ខែ លើកលែងតែអ្នកស្នើឱ្យយើងលុបមុននោះ។

## ៥. សុវត្ថិភាព

ទិន្នន័យត្រូវបានបញ្ជូនតាមការតភ្ជាប់ដែលបានអ៊ិនគ្រីប។ ការចូលប្រើទិន្នន័យនៅក្នុង Psar ត្រូវបានកំណត់ត្រឹមតែបុគ្គលិកដែលត្រូវការប៉ុណ្ណោះ។ គ្មានប្រព័ន្ធណាមួយមានសុវត្ថិភាពដាច់ខាតនោះទេ ដូច្នេះសូមប្រើពាក្យសម្ងាត់ដែលរឹងមាំ ហើយកុំចែករំលែកវា ឬលេខកូដកំណត់ឡើងវិញរបស់អ្នកជាមួយអ្នកណាឡើយ។

## ៦. សិទ្ធិរបស់អ្នក

អ្នកអាចមើល និងកែតម្រូវប្រវត្តិរូប និងអាសយដ្ឋានរបស់អ្នកនៅក្នុង "គណនីរបស់ខ្ញុំ" បានគ្រប់ពេល។ អ្នកក៏អាចស្នើសុំច្បាប់ចម្លងទិន្នន័យរបស់អ្នក ស្នើលុបគណនី ឬស្នើឈប់ទទួលការផ្សព្វផ្សាយ ដោយសរសេរមក support@psar.com.kh។ យើងនឹងឆ្លើយតបក្នុងរយៈពេល ៣០ ថ្ងៃ។

## ៧. ឃុកឃី

យើងប្រើឃុកឃីចាំបាច់ ដើម្បីរក្សាការចូលគណនីរបស់អ្នក និងចងចាំភាសារបស់អ្នក។ យើងមិនប្រើឃុកឃីសម្រាប់ការផ្សាយពាណិជ្ជកម្មដោយគ្មានការយល់ព្រមពីអ្នកឡើយ។

## ៨. ការផ្លាស់ប្តូរ និងទំនាក់ទំនង

ប្រសិនបើយើងផ្លាស់ប្តូរគោលការណ៍នេះ យើងនឹងធ្វើបច្ចុប្បន្នភាពកាលបរិច្ឆេទនៅលើទំព័រនេះ ហើយសម្រាប់ការផ្លាស់ប្តូរសំខាន់ៗ យើងនឹងជូនដំណឹងអ្នកតាមអ៊ីមែល។ សំណួរ៖ support@psar.com.kh ក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។
`,
  },
  updatedAt: '2026-11-01',
};
