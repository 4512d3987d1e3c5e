import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/plant-service',
  title: { en: 'Platform Service Terms', kh: 'លក្ខខណ្ឌសេវាវេទិកា' },
  summary: {
    en: 'The marketplace agreement between Psar and the stores that sell on it, and what it means for shoppers.',
    kh: 'កិច្ចព្រមព្រៀងទីផ្សាររវាង Psar និងហាងនានាដែលលក់នៅលើវា និងអត្ថន័យរបស់វាចំពោះអ្នកទិញ។',
  },
  body: {
    en: `# Platform Service Terms

This page (at the address "plant-service") contains the Platform Service terms: the agreement under which Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, lets independent stores ("sellers") sell to shoppers through the Psar marketplace. Shoppers can read it to understand who is responsible for what.

## 1. Our role

1. Psar runs the marketplace: we show the sellers' products, take orders and payments, arrange delivery through our partners, and provide customer care.
2. Each product page shows the store that sells it. Unless the store is Psar itself, the contract of sale is between the shopper and that seller, and Psar acts as the seller's commercial agent for payment and delivery.
3. Whoever the seller is, shoppers keep all the rights described in our Terms of Sale and Payment Protection, and can always contact Psar first.

## 2. Becoming a seller

1. Sellers apply through the Sell page with the business name, contact person, phone, province, product category and an identity document (national ID card or passport) or business registration.
2. We check every application and may refuse it without giving reasons. Approved sellers receive access to the seller centre (see Platform Tools terms).

## 3. Seller obligations

Sellers must:

1. list only genuine, legal products they are allowed to sell in Cambodia (see our Intellectual Property Product Policy);
2. keep prices, stock, variants and delivery conditions accurate; prices are in US dollars and, without delivery conditions, shoppers pay the standard delivery fee of $1.50 per unit;
3. prepare orders for shipping within 2 working days of confirmation;
4. accept cancellations made before shipping and returns requested within 7 days of delivery, under the Terms of Sale;
5. respond to shoppers' questions within 1 working day and never ask shoppers to pay outside Psar;
6. issue invoices and pay the taxes due on their sales under Cambodian tax law.

## 4. Payments to sellers

1. Psar collects payment from shoppers by cash on delivery, Psar wallet, KHQR or card.
2. After delivery and the end of the 7-day return period, Psar pays the seller the sale amount minus the commission for the product category and any agreed fees, every two weeks, to a bank account in Cambodia in the seller's name.
3. Psar may hold payments for orders under dispute, refund or fraud investigation.

## 5. Reviews and ratings

Shoppers may write one review for each delivered order line. Sellers may reply but may not offer rewards for positive reviews, write reviews of their own products or ask for negative reviews to be removed except through Psar.

## 6. Performance and suspension

We monitor late shipping, cancellations by sellers, returns for faults and complaints. Sellers who perform poorly or break these terms may receive warnings, lose visibility, have payments held, or have their store suspended or closed.

## 7. Termination

A seller may close the store with 30 days' notice after finishing open orders. Psar may end the agreement at once for serious breaches such as fraud or counterfeits.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia, including the Law on Electronic Commerce. Disputes go to the competent courts of Phnom Penh. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌសេវាវេទិកា

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "plant-service") មានលក្ខខណ្ឌសេវាវេទិកា ពោលគឺកិច្ចព្រមព្រៀងដែលក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា អនុញ្ញាតឱ្យហាងឯករាជ្យ ("អ្នកលក់") លក់ទៅអ្នកទិញតាមរយៈទីផ្សារ Psar។ អ្នកទិញអាចអានវា ដើម្បីយល់ថាអ្នកណាទទួលខុសត្រូវលើអ្វី។

## ១. តួនាទីរបស់យើង

1. Psar ដំណើរការទីផ្សារ៖ យើងបង្ហាញផលិតផលរបស់អ្នកលក់ ទទួលការបញ្ជាទិញ និងការទូទាត់ រៀបចំការដឹកជញ្ជូនតាមរយៈដៃគូរបស់យើង និងផ្តល់សេវាអតិថិជន។
2. ទំព័រផលិតផលនីមួយៗបង្ហាញហាងដែលលក់វា។ លើកលែងតែហាងនោះជា Psar ផ្ទាល់ កិច្ចសន្យាលក់គឺរវាងអ្នកទិញ និងអ្នកលក់នោះ ហើយ Psar ដើរតួជាភ្នាក់ងារពាណិជ្ជកម្មរបស់អ្នកលក់ សម្រាប់ការទូទាត់ និងការដឹកជញ្ជូន។
3. មិនថាអ្នកលក់ជានរណាក៏ដោយ អ្នកទិញនៅតែរក្សាសិទ្ធិទាំងអស់ដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌនៃការលក់ និងកិច្ចការពារការទូទាត់ប្រាក់ ហើយតែងតែអាចទាក់ទង Psar មុនគេបាន។

## ២. ការក្លាយជាអ្នកលក់

1. អ្នកលក់ដាក់ពាក្យតាមទំព័រ "លក់" ដោយផ្តល់ឈ្មោះអាជីវកម្ម អ្នកទំនាក់ទំនង លេខទូរស័ព្ទ ខេត្ត ប្រភេទផលិតផល និងឯកសារអត្តសញ្ញាណ (អត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ ឬលិខិតឆ្លងដែន) ឬវិញ្ញាបនបត្រចុះបញ្ជីអាជីវកម្ម។
2. យើងពិនិត្យពាក្យស្នើសុំនីមួយៗ ហើយអាចបដិសេធដោយមិនផ្តល់មូលហេតុ។ អ្នកលក់ដែលត្រូវបានអនុម័ត ទទួលបានសិទ្ធិចូលប្រើមជ្ឈមណ្ឌលអ្នកលក់ (សូមមើលលក្ខខណ្ឌឧបករណ៍វេទិកា)។

## ៣. កាតព្វកិច្ចរបស់អ្នកលក់

អ្នកលក់ត្រូវ៖

1. ដាក់លក់តែផលិតផលពិតប្រាកដ និងស្របច្បាប់ ដែលពួកគេត្រូវបានអនុញ្ញាតឱ្យលក់នៅកម្ពុជា (សូមមើលគោលការណ៍កម្មសិទ្ធិបញ្ញាលើផលិតផលរបស់យើង)។
2. រក្សាតម្លៃ ស្តុក ជម្រើសផលិតផល និងលក្ខខណ្ឌដឹកជញ្ជូនឱ្យត្រឹមត្រូវ។ តម្លៃគិតជាដុល្លារអាមេរិក ហើយបើគ្មានលក្ខខណ្ឌដឹកជញ្ជូនទេ អ្នកទិញបង់ថ្លៃដឹកជញ្ជូនស្តង់ដារ $1.50 ក្នុងមួយឯកតា។
3. រៀបចំការបញ្ជាទិញសម្រាប់បញ្ជូនចេញ ក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ បន្ទាប់ពីការបញ្ជាក់។
4. ទទួលយកការលុបចោលដែលធ្វើឡើងមុនពេលបញ្ជូនចេញ និងការប្រគល់ទំនិញវិញដែលស្នើសុំក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួល ស្របតាមលក្ខខណ្ឌនៃការលក់។
5. ឆ្លើយតបសំណួររបស់អ្នកទិញក្នុងរយៈពេល ១ ថ្ងៃធ្វើការ ហើយមិនដែលស្នើឱ្យអ្នកទិញបង់ប្រាក់នៅក្រៅ Psar ឡើយ។
6. ចេញវិក្កយបត្រ និងបង់ពន្ធដែលត្រូវបង់លើការលក់របស់ពួកគេ ស្របតាមច្បាប់ស្តីពីសារពើពន្ធនៃកម្ពុជា។

## ៤. ការទូទាត់ប្រាក់ទៅអ្នកលក់

1. Psar ប្រមូលការទូទាត់ពីអ្នកទិញ តាមការទូទាត់ពេលទទួលទំនិញ កាបូប Psar KHQR ឬកាត។
2. បន្ទាប់ពីការដឹកជញ្ជូន និងការបញ្ចប់រយៈពេលប្រគល់ទំនិញវិញ ៧ ថ្ងៃ Psar ទូទាត់ឱ្យអ្នកលក់នូវចំនួនទឹកប្រាក់លក់ ដកកម្រៃជើងសារសម្រាប់ប្រភេទផលិតផល និងថ្លៃសេវាដែលបានព្រមព្រៀង រៀងរាល់ពីរសប្តាហ៍ម្តង ទៅគណនីធនាគារនៅកម្ពុជាក្នុងនាមអ្នកលក់។
3. Psar អាចផ្អាកការទូទាត់សម្រាប់ការបញ្ជាទិញដែលកំពុងមានវិវាទ ការសងប្រាក់វិញ ឬការស៊ើបអង្កេតការក្លែងបន្លំ។

## ៥. ការវាយតម្លៃ និងពិន្ទុ

អ្នកទិញអាចសរសេរការវាយតម្លៃមួយ សម្រាប់មុខទំនិញនីមួយៗក្នុងការបញ្ជាទិញដែលបានដឹកជញ្ជូនរួច។ អ្នកលក់អាចឆ្លើយតប ប៉ុន្តែមិនអាចផ្តល់រង្វាន់សម្រាប់ការវាយតម្លៃល្អ សរសេរការវាយតម្លៃលើផលិតផលផ្ទាល់ខ្លួន ឬស្នើឱ្យលុបការវាយតម្លៃអវិជ្ជមាន លើកលែងតែតាមរយៈ Psar។

## ៦. លទ្ធផលការងារ និងការផ្អាក

យើងតាមដានការបញ្ជូនយឺត ការលុបចោលដោយអ្នកលក់ ការប្រគល់វិញដោយសារទំនិញមានបញ្ហា និងពាក្យបណ្តឹង។ អ្នកលក់ដែលមានលទ្ធផលការងារខ្សោយ ឬរំលោភលើលក្ខខណ្ឌទាំងនេះ អាចទទួលបានការព្រមាន ត្រូវកាត់បន្ថយការបង្ហាញ ត្រូវផ្អាកការទូទាត់ ឬត្រូវផ្អាក ឬបិទហាង។

## ៧. ការបញ្ចប់កិច្ចព្រមព្រៀង

អ្នកលក់អាចបិទហាងដោយជូនដំណឹងមុន ៣០ ថ្ងៃ បន្ទាប់ពីបានបញ្ចប់ការបញ្ជាទិញដែលនៅសល់។ Psar អាចបញ្ចប់កិច្ចព្រមព្រៀងភ្លាមៗ ចំពោះការរំលោភធ្ងន់ធ្ងរ ដូចជាការក្លែងបន្លំ ឬទំនិញក្លែងក្លាយ។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា រួមទាំងច្បាប់ស្តីពីពាណិជ្ជកម្មតាមប្រព័ន្ធអេឡិចត្រូនិក។ វិវាទត្រូវដោះស្រាយនៅតុលាការមានសមត្ថកិច្ចនៃរាជធានីភ្នំពេញ។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
