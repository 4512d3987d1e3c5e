import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/amzgame',
  title: { en: 'Psar Games Terms', kh: 'លក្ខខណ្ឌហ្គេម Psar' },
  summary: {
    en: 'The rules for the free games on Psar, such as daily check-in and lucky spin, and the prizes you can win.',
    kh: 'វិធានសម្រាប់ហ្គេមឥតគិតថ្លៃនៅលើ Psar ដូចជាការចុះវត្តមានប្រចាំថ្ងៃ និងកង់សំណាង និងរង្វាន់ដែលអ្នកអាចឈ្នះ។',
  },
  body: {
    en: `# Psar Games Terms

This page (at the address "amzgame") sets out the terms for Psar Games: the free, fun games that Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, offers on its website and app, such as the daily check-in, the lucky spin and seasonal games during Khmer New Year, Pchum Ben and the Water Festival.

## 1. Free to play

1. Psar Games are free. You never need to pay, buy a product or top up your wallet to play, and you cannot buy extra turns.
2. Psar Games are promotional games, not gambling. No money is staked and no prize can be exchanged for cash, in line with the laws of the Kingdom of Cambodia.

## 2. Who can play

1. You need a Psar account in good standing, with a verified email address.
2. Each person may play with one account only. Staff of Psar and of the game's sponsors may not win prizes.

## 3. How to play

1. Each game shows its own rules before you start: how many turns you get (for example one lucky spin per day), how long the game runs and which prizes are available.
2. Turns not used on a given day are lost and do not carry over, unless the game says otherwise.
3. Results are decided by the game system. The result shown on screen at the end of your turn is final, except in case of a technical error.

## 4. Prizes

Prizes may include:

1. **Psar Coins**, added to your coin balance and used as described in the Psar Coins terms;
2. **discount vouchers**, added to your account with their own minimum spend and validity (see our Voucher terms);
3. **free delivery vouchers** for a limited period;
4. **physical prizes** from sponsors, delivered free of charge to an address in your Address Book.

Prizes cannot be transferred, exchanged for cash or wallet balance, or swapped for another prize. If a physical prize is no longer available, we give a prize of similar value.

## 5. Claiming physical prizes

We contact winners of physical prizes by email and phone. If we cannot reach you, or you do not confirm your delivery address within 14 days, the prize is lost.

## 6. Fair play

1. Using bots, scripts, several accounts, false identities or any trick to get extra turns or better results is forbidden.
2. We may cancel prizes won unfairly, block the accounts concerned from games and, where needed, close them under our Terms of Use.

## 7. Technical problems and changes

If a technical error gives a wrong result or prize, we may correct it. We may change, pause or end a game at any time; prizes already won remain valid.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌហ្គេម Psar

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "amzgame") កំណត់លក្ខខណ្ឌសម្រាប់ហ្គេម Psar ពោលគឺហ្គេមកម្សាន្តឥតគិតថ្លៃ ដែលក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា ផ្តល់ជូននៅលើគេហទំព័រ និងកម្មវិធីរបស់ខ្លួន ដូចជាការចុះវត្តមានប្រចាំថ្ងៃ កង់សំណាង និងហ្គេមតាមរដូវកាល ក្នុងឱកាសបុណ្យចូលឆ្នាំខ្មែរ បុណ្យភ្ជុំបិណ្ឌ និងបុណ្យអុំទូក។

## ១. លេងដោយឥតគិតថ្លៃ

1. ហ្គេម Psar គឺឥតគិតថ្លៃ។ អ្នកមិនចាំបាច់បង់ប្រាក់ ទិញផលិតផល ឬបញ្ចូលប្រាក់ក្នុងកាបូប ដើម្បីលេងឡើយ ហើយអ្នកមិនអាចទិញវេនលេងបន្ថែមបានទេ។
2. ហ្គេម Psar គឺជាហ្គេមផ្សព្វផ្សាយ មិនមែនជាល្បែងស៊ីសងទេ។ គ្មានការភ្នាល់ប្រាក់ ហើយគ្មានរង្វាន់ណាមួយអាចប្តូរជាសាច់ប្រាក់បានឡើយ ស្របតាមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។

## ២. អ្នកដែលអាចលេងបាន

1. អ្នកត្រូវមានគណនី Psar ក្នុងស្ថានភាពល្អ ដែលមានអាសយដ្ឋានអ៊ីមែលបានផ្ទៀងផ្ទាត់។
2. មនុស្សម្នាក់អាចលេងបានតែជាមួយគណនីមួយប៉ុណ្ណោះ។ បុគ្គលិករបស់ Psar និងរបស់អ្នកឧបត្ថម្ភហ្គេម មិនអាចឈ្នះរង្វាន់បានទេ។

## ៣. របៀបលេង

1. ហ្គេមនីមួយៗបង្ហាញវិធានរបស់ខ្លួនមុនពេលអ្នកចាប់ផ្តើម៖ ចំនួនវេនដែលអ្នកទទួលបាន (ឧទាហរណ៍ បង្វិលកង់សំណាងម្តងក្នុងមួយថ្ងៃ) រយៈពេលនៃហ្គេម និងរង្វាន់ដែលមាន។
2. វេនដែលមិនបានប្រើក្នុងថ្ងៃណាមួយ នឹងបាត់បង់ ហើយមិនយកទៅថ្ងៃបន្ទាប់ទេ លើកលែងតែហ្គេមនោះបញ្ជាក់ផ្សេង។
3. លទ្ធផលត្រូវបានសម្រេចដោយប្រព័ន្ធហ្គេម។ លទ្ធផលដែលបង្ហាញនៅលើអេក្រង់នៅចុងបញ្ចប់នៃវេនរបស់អ្នក គឺជាលទ្ធផលចុងក្រោយ លើកលែងតែក្នុងករណីមានកំហុសបច្ចេកទេស។

## ៤. រង្វាន់

រង្វាន់អាចរួមមាន៖

1. **កាក់ Psar** ដែលបញ្ចូលទៅក្នុងសមតុល្យកាក់របស់អ្នក ហើយប្រើដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌកាក់ Psar។
2. **ប័ណ្ណបញ្ចុះតម្លៃ** ដែលបញ្ចូលទៅក្នុងគណនីរបស់អ្នក ជាមួយការចំណាយអប្បបរមា និងសុពលភាពផ្ទាល់ខ្លួន (សូមមើលលក្ខខណ្ឌប័ណ្ណបញ្ចុះតម្លៃរបស់យើង)។
3. **ប័ណ្ណដឹកជញ្ជូនឥតគិតថ្លៃ** សម្រាប់រយៈពេលកំណត់។
4. **រង្វាន់ជាសម្ភារៈ** ពីអ្នកឧបត្ថម្ភ ដែលដឹកជញ្ជូនដោយឥតគិតថ្លៃ ទៅកាន់អាសយដ្ឋានមួយក្នុងសៀវភៅអាសយដ្ឋានរបស់អ្នក។

រង្វាន់មិនអាចផ្ទេរ ប្តូរជាសាច់ប្រាក់ ឬសមតុល្យកាបូប ឬប្តូរយករង្វាន់ផ្សេងបានទេ។ ប្រសិនបើរង្វាន់ជាសម្ភារៈលែងមាន យើងនឹងផ្តល់រង្វាន់ដែលមានតម្លៃប្រហាក់ប្រហែល។

## ៥. ការទទួលរង្វាន់ជាសម្ភារៈ

យើងទាក់ទងអ្នកឈ្នះរង្វាន់ជាសម្ភារៈ តាមអ៊ីមែល និងទូរស័ព្ទ។ ប្រសិនបើយើងទាក់ទងអ្នកមិនបាន ឬអ្នកមិនបញ្ជាក់អាសយដ្ឋានដឹកជញ្ជូនរបស់អ្នកក្នុងរយៈពេល ១៤ ថ្ងៃ រង្វាន់នោះនឹងបាត់បង់។

## ៦. ការលេងដោយយុត្តិធម៌

1. ការប្រើកម្មវិធីស្វ័យប្រវត្តិ ស្គ្រីប គណនីច្រើន អត្តសញ្ញាណក្លែងក្លាយ ឬល្បិចណាមួយ ដើម្បីទទួលបានវេនបន្ថែម ឬលទ្ធផលល្អជាង ត្រូវបានហាមឃាត់។
2. យើងអាចលុបចោលរង្វាន់ដែលឈ្នះដោយមិនយុត្តិធម៌ ហាមគណនីពាក់ព័ន្ធមិនឱ្យលេងហ្គេម ហើយប្រសិនបើចាំបាច់ បិទគណនីទាំងនោះស្របតាមលក្ខខណ្ឌប្រើប្រាស់របស់យើង។

## ៧. បញ្ហាបច្ចេកទេស និងការផ្លាស់ប្តូរ

ប្រសិនបើកំហុសបច្ចេកទេសផ្តល់លទ្ធផល ឬរង្វាន់ខុស យើងអាចកែតម្រូវវា។ យើងអាចផ្លាស់ប្តូរ ផ្អាក ឬបញ្ចប់ហ្គេមគ្រប់ពេល។ រង្វាន់ដែលបានឈ្នះរួចហើយ នៅតែមានសុពលភាព។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
