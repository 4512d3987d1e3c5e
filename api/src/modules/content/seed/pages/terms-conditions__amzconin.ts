import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/amzconin',
  title: { en: 'Psar Coins Terms', kh: 'លក្ខខណ្ឌកាក់ Psar' },
  summary: {
    en: 'How you earn Psar Coins on completed orders, how to spend them as a discount, and when they expire.',
    kh: 'របៀបដែលអ្នកទទួលបានកាក់ Psar ពីការបញ្ជាទិញដែលបានបញ្ចប់ របៀបប្រើវាជាការបញ្ចុះតម្លៃ និងពេលវាផុតកំណត់។',
  },
  body: {
    en: `# Psar Coins Terms

This page (at the address "amzconin") sets out the terms of Psar Coins, the loyalty coins program of Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. Coins reward you for shopping and playing on Psar and can be used to lower the price of later orders.

## 1. Taking part

1. Every customer with a Psar account in good standing takes part automatically; there is no fee.
2. Coins belong to one account and cannot be transferred, sold, combined with another account or exchanged for cash or wallet balance.

## 2. Earning coins

1. You earn **1 coin for every whole US dollar** you pay for products in an order. Delivery fees, mobile top-ups, gift vouchers and wallet top-ups do not earn coins.
2. Coins are first shown as "pending" and are added to your balance when the order is completed, that is 7 days after delivery, once the return period has ended without a return.
3. You may also win coins in Psar Games and in special campaigns, under the rules shown for each game or campaign.

## 3. Spending coins

1. At checkout you can use coins as a discount: **100 coins = $1.00** off the products in your order.
2. Coins can cover up to 50% of the product price of an order. They never reduce the delivery fee.
3. Coins can be combined with a product discount and with one voucher. The voucher is applied first, then the coins.

## 4. Cancellations and returns

1. If an order is cancelled or returned, the pending coins for it are removed.
2. If you used coins on an order that is cancelled or returned, the coins are given back to your balance with their original expiry date; the rest of the refund is paid as described in the Terms of Sale.

## 5. Expiry

Coins expire **12 months** after the month in which they were added. The coins that expire first are used first. We remind you by email before a large amount of coins expires.

## 6. Misuse

Coins earned by fraud, fake orders, multiple accounts or abuse of returns are cancelled, and we may close the accounts concerned as described in our Terms of Use.

## 7. Changes to the program

We may change the earning and spending rates or end the program with at least 30 days' notice on the Platform. If the program ends, you will have at least 30 days to use your remaining coins.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌកាក់ Psar

ទំព័រនេះ (ដែលមានអាសយដ្ឋាន "amzconin") កំណត់លក្ខខណ្ឌនៃកាក់ Psar ដែលជាកម្មវិធីកាក់សម្រាប់អតិថិជនស្មោះត្រង់ របស់ក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ កាក់គឺជារង្វាន់សម្រាប់ការទិញទំនិញ និងការលេងហ្គេមនៅលើ Psar ហើយអាចប្រើដើម្បីបន្ថយតម្លៃការបញ្ជាទិញលើកក្រោយ។

## ១. ការចូលរួម

1. អតិថិជនគ្រប់រូបដែលមានគណនី Psar ក្នុងស្ថានភាពល្អ ចូលរួមដោយស្វ័យប្រវត្តិ ដោយមិនគិតថ្លៃ។
2. កាក់ជាកម្មសិទ្ធិរបស់គណនីតែមួយ ហើយមិនអាចផ្ទេរ លក់ បញ្ចូលគ្នាជាមួយគណនីផ្សេង ឬប្តូរជាសាច់ប្រាក់ ឬសមតុល្យកាបូបបានទេ។

## ២. ការទទួលបានកាក់

1. អ្នកទទួលបាន **១ កាក់ សម្រាប់រាល់ ១ ដុល្លារអាមេរិកពេញ** ដែលអ្នកបង់សម្រាប់ផលិតផលក្នុងការបញ្ជាទិញមួយ។ ថ្លៃដឹកជញ្ជូន ការបញ្ចូលលុយទូរស័ព្ទ ប័ណ្ណអំណោយ និងការបញ្ចូលប្រាក់ក្នុងកាបូប មិនផ្តល់កាក់ទេ។
2. កាក់ត្រូវបានបង្ហាញជាមុនថា "កំពុងរង់ចាំ" ហើយត្រូវបានបញ្ចូលទៅក្នុងសមតុល្យរបស់អ្នក នៅពេលការបញ្ជាទិញបានបញ្ចប់ ពោលគឺ ៧ ថ្ងៃបន្ទាប់ពីការទទួលទំនិញ នៅពេលរយៈពេលប្រគល់ទំនិញវិញបានបញ្ចប់ដោយគ្មានការប្រគល់វិញ។
3. អ្នកក៏អាចឈ្នះកាក់នៅក្នុងហ្គេម Psar និងក្នុងយុទ្ធនាការពិសេសៗ ស្របតាមវិធានដែលបង្ហាញសម្រាប់ហ្គេម ឬយុទ្ធនាការនីមួយៗ។

## ៣. ការប្រើប្រាស់កាក់

1. នៅពេលទូទាត់ប្រាក់ អ្នកអាចប្រើកាក់ជាការបញ្ចុះតម្លៃ៖ **១០០ កាក់ = $1.00** បញ្ចុះពីតម្លៃផលិតផលក្នុងការបញ្ជាទិញរបស់អ្នក។
2. កាក់អាចគ្របដណ្តប់រហូតដល់ ៥០% នៃតម្លៃផលិតផលក្នុងការបញ្ជាទិញមួយ។ វាមិនដែលកាត់បន្ថយថ្លៃដឹកជញ្ជូនឡើយ។
3. កាក់អាចប្រើរួមជាមួយការបញ្ចុះតម្លៃផលិតផល និងប័ណ្ណបញ្ចុះតម្លៃមួយ។ ប័ណ្ណត្រូវបានអនុវត្តមុន បន្ទាប់មកទើបកាក់។

## ៤. ការលុបចោល និងការប្រគល់ទំនិញវិញ

1. ប្រសិនបើការបញ្ជាទិញត្រូវបានលុបចោល ឬប្រគល់វិញ កាក់ដែលកំពុងរង់ចាំសម្រាប់ការបញ្ជាទិញនោះនឹងត្រូវដកចេញ។
2. ប្រសិនបើអ្នកបានប្រើកាក់លើការបញ្ជាទិញដែលត្រូវបានលុបចោល ឬប្រគល់វិញ កាក់ទាំងនោះនឹងត្រូវប្រគល់ទៅសមតុល្យរបស់អ្នកវិញ ជាមួយកាលបរិច្ឆេទផុតកំណត់ដើម។ ប្រាក់សងវិញដែលនៅសល់ នឹងត្រូវសងតាមរបៀបដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌនៃការលក់។

## ៥. ការផុតកំណត់

កាក់ផុតកំណត់ **១២ ខែ** បន្ទាប់ពីខែដែលវាត្រូវបានបញ្ចូល។ កាក់ដែលផុតកំណត់មុន ត្រូវបានប្រើមុន។ យើងនឹងរំលឹកអ្នកតាមអ៊ីមែល មុនពេលកាក់ចំនួនច្រើនផុតកំណត់។

## ៦. ការប្រើប្រាស់ខុស

កាក់ដែលទទួលបានដោយការក្លែងបន្លំ ការបញ្ជាទិញក្លែងក្លាយ គណនីច្រើន ឬការរំលោភលើការប្រគល់ទំនិញវិញ នឹងត្រូវលុបចោល ហើយយើងអាចបិទគណនីពាក់ព័ន្ធ ដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌប្រើប្រាស់របស់យើង។

## ៧. ការផ្លាស់ប្តូរកម្មវិធី

យើងអាចផ្លាស់ប្តូរអត្រាទទួល និងអត្រាប្រើប្រាស់ ឬបញ្ចប់កម្មវិធី ដោយជូនដំណឹងនៅលើវេទិកាយ៉ាងហោចណាស់ ៣០ ថ្ងៃមុន។ ប្រសិនបើកម្មវិធីបញ្ចប់ អ្នកនឹងមានពេលយ៉ាងហោចណាស់ ៣០ ថ្ងៃ ដើម្បីប្រើកាក់ដែលនៅសល់។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
