import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/psar-pay',
  title: { en: 'Psar Pay Terms (Psar Wallet)', kh: 'លក្ខខណ្ឌ Psar Pay (កាបូប Psar)' },
  summary: {
    en: 'How the Psar wallet works: top-ups by KHQR, paying for orders, refunds to the wallet and keeping your balance safe.',
    kh: 'របៀបដែលកាបូប Psar ដំណើរការ៖ ការបញ្ចូលប្រាក់តាម KHQR ការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ ការសងប្រាក់ចូលកាបូប និងការរក្សាសមតុល្យរបស់អ្នកឱ្យមានសុវត្ថិភាព។',
  },
  body: {
    en: `# Psar Pay Terms (Psar Wallet)

Psar Pay is the stored-value wallet attached to every Psar account, provided by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia. These terms apply together with our Terms of Use and Terms of Sale.

## 1. Your wallet

1. Every customer account has one wallet. Its balance is kept in US dollars and is shown in My Account under Wallet, together with the list of all top-ups, payments and refunds.
2. The balance can never go below $0.00. The wallet does not earn interest and is not a bank account or a deposit.
3. The wallet can be used only to pay for orders on Psar. It cannot be transferred to another account.

## 2. Topping up

1. You top up from Wallet by choosing an amount and paying with KHQR (Bakong) from any Cambodian banking app that supports KHQR.
2. The balance is credited as soon as the payment is confirmed. If a payment is confirmed by your bank but not credited within 24 hours, contact us with the transaction reference.
3. You can also add money by redeeming a Psar gift voucher in Wallet, as described in our Digital Gift Voucher terms.
4. We may set a minimum and maximum top-up amount and a maximum balance, shown on the top-up screen, to meet the rules of the National Bank of Cambodia and to prevent fraud.

## 3. Paying with the wallet

1. At checkout, choose "Psar wallet". The order total, delivery fees included, is debited at once, and the order moves straight to "To ship".
2. If your balance is lower than the order total, you cannot choose the wallet for that order; top up first or choose another payment method.

## 4. Refunds to the wallet

1. When you cancel an order paid with the wallet before it ships, the full amount is refunded to your wallet immediately. Orders paid by KHQR or card are refunded to the same bank account or card, as described in the Terms of Sale.
2. When a return is approved, the refund is credited to your wallet as described in the Terms of Sale.
3. Each refund appears in your wallet history with the order number.

## 5. Security

1. Only you can use your wallet, after signing in. Keep your password and your 6-digit reset code secret; Psar will never ask for them.
2. If you notice a transaction you do not recognise, write to support@psar.com.kh at once. We may freeze the wallet while we investigate.

## 6. Closing your account

If you close your account while your wallet holds a balance, you may ask us to transfer the remaining balance to a bank account in your own name in Cambodia, after we have checked your identity. Balances from promotions or bonuses are not paid out.

## 7. Errors

If money is credited to your wallet by mistake, we may correct the balance and will tell you why.

## 8. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌ Psar Pay (កាបូប Psar)

Psar Pay គឺជាកាបូបប្រាក់ដែលភ្ជាប់ជាមួយគណនី Psar នីមួយៗ ផ្តល់ជូនដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា។ លក្ខខណ្ឌទាំងនេះអនុវត្តរួមជាមួយលក្ខខណ្ឌប្រើប្រាស់ និងលក្ខខណ្ឌនៃការលក់របស់យើង។

## ១. កាបូបរបស់អ្នក

1. គណនីអតិថិជននីមួយៗមានកាបូបមួយ។ សមតុល្យរបស់វាត្រូវបានរក្សាទុកជាដុល្លារអាមេរិក ហើយបង្ហាញនៅក្នុង "គណនីរបស់ខ្ញុំ" ក្រោម "កាបូបលុយ" រួមជាមួយបញ្ជីនៃការបញ្ចូលប្រាក់ ការបង់ប្រាក់ និងការសងប្រាក់វិញទាំងអស់។
2. សមតុល្យមិនអាចតិចជាង $0.00 ឡើយ។ កាបូបមិនផ្តល់ការប្រាក់ ហើយមិនមែនជាគណនីធនាគារ ឬប្រាក់បញ្ញើនោះទេ។
3. កាបូបអាចប្រើបានតែសម្រាប់បង់ប្រាក់លើការបញ្ជាទិញនៅលើ Psar ប៉ុណ្ណោះ។ វាមិនអាចផ្ទេរទៅគណនីផ្សេងបានទេ។

## ២. ការបញ្ចូលប្រាក់

1. អ្នកបញ្ចូលប្រាក់ពី "កាបូបលុយ" ដោយជ្រើសរើសចំនួនទឹកប្រាក់ ហើយបង់តាម KHQR (បាគង) ពីកម្មវិធីធនាគារណាមួយនៅកម្ពុជាដែលគាំទ្រ KHQR។
2. សមតុល្យនឹងត្រូវបញ្ចូលភ្លាមៗ នៅពេលការទូទាត់ត្រូវបានបញ្ជាក់។ ប្រសិនបើធនាគាររបស់អ្នកបានបញ្ជាក់ការទូទាត់ ប៉ុន្តែសមតុល្យមិនត្រូវបានបញ្ចូលក្នុងរយៈពេល ២៤ ម៉ោង សូមទាក់ទងមកយើងជាមួយលេខយោងប្រតិបត្តិការ។
3. អ្នកក៏អាចបញ្ចូលប្រាក់ ដោយប្រើប័ណ្ណអំណោយ Psar នៅក្នុង "កាបូបលុយ" ដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌប័ណ្ណអំណោយឌីជីថលរបស់យើង។
4. យើងអាចកំណត់ចំនួនបញ្ចូលអប្បបរមា និងអតិបរមា ព្រមទាំងសមតុល្យអតិបរមា ដែលបង្ហាញនៅលើអេក្រង់បញ្ចូលប្រាក់ ដើម្បីគោរពតាមវិធានរបស់ធនាគារជាតិនៃកម្ពុជា និងដើម្បីការពារការក្លែងបន្លំ។

## ៣. ការបង់ប្រាក់ដោយកាបូប

1. នៅពេលទូទាត់ប្រាក់ សូមជ្រើសរើស "កាបូប Psar"។ តម្លៃសរុបនៃការបញ្ជាទិញ រួមទាំងថ្លៃដឹកជញ្ជូន នឹងត្រូវកាត់ភ្លាមៗ ហើយការបញ្ជាទិញនឹងផ្លាស់ទៅ "រង់ចាំដឹកជញ្ជូន" ដោយផ្ទាល់។
2. ប្រសិនបើសមតុល្យរបស់អ្នកតិចជាងតម្លៃសរុបនៃការបញ្ជាទិញ អ្នកមិនអាចជ្រើសរើសកាបូបសម្រាប់ការបញ្ជាទិញនោះបានទេ។ សូមបញ្ចូលប្រាក់ជាមុនសិន ឬជ្រើសរើសវិធីទូទាត់ផ្សេង។

## ៤. ការសងប្រាក់ចូលកាបូប

1. នៅពេលអ្នកលុបចោលការបញ្ជាទិញដែលបានបង់ដោយកាបូប មុនពេលវាត្រូវបានបញ្ជូនចេញ ចំនួនទឹកប្រាក់ទាំងអស់នឹងត្រូវសងចូលកាបូបរបស់អ្នកភ្លាមៗ។ ការបញ្ជាទិញដែលបានបង់តាម KHQR ឬកាត នឹងត្រូវសងវិញទៅគណនីធនាគារ ឬកាតដដែល ដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌនៃការលក់។
2. នៅពេលការប្រគល់ទំនិញវិញត្រូវបានអនុម័ត ប្រាក់សងវិញនឹងត្រូវបញ្ចូលក្នុងកាបូបរបស់អ្នក ដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌនៃការលក់។
3. ការសងប្រាក់វិញនីមួយៗបង្ហាញក្នុងប្រវត្តិកាបូបរបស់អ្នក ជាមួយលេខបញ្ជាទិញ។

## ៥. សុវត្ថិភាព

1. មានតែអ្នកប៉ុណ្ណោះដែលអាចប្រើកាបូបរបស់អ្នក បន្ទាប់ពីចូលគណនី។ សូមរក្សាពាក្យសម្ងាត់ និងលេខកូដកំណត់ឡើងវិញ ៦ ខ្ទង់ ជាការសម្ងាត់។ Psar មិនដែលសុំវាពីអ្នកឡើយ។
2. ប្រសិនបើអ្នកឃើញប្រតិបត្តិការដែលអ្នកមិនស្គាល់ សូមសរសេរមក support@psar.com.kh ភ្លាមៗ។ យើងអាចបង្កកកាបូបជាបណ្តោះអាសន្ន ខណៈពេលយើងស៊ើបអង្កេត។

## ៦. ការបិទគណនី

ប្រសិនបើអ្នកបិទគណនី ខណៈពេលកាបូបរបស់អ្នកនៅមានសមតុល្យ អ្នកអាចស្នើឱ្យយើងផ្ទេរសមតុល្យដែលនៅសល់ទៅគណនីធនាគារក្នុងនាមរបស់អ្នកផ្ទាល់នៅកម្ពុជា បន្ទាប់ពីយើងបានផ្ទៀងផ្ទាត់អត្តសញ្ញាណរបស់អ្នក។ សមតុល្យដែលបានមកពីការផ្សព្វផ្សាយ ឬប្រាក់រង្វាន់ មិនត្រូវបានបើកជាសាច់ប្រាក់ទេ។

## ៧. កំហុសឆ្គង

ប្រសិនបើប្រាក់ត្រូវបានបញ្ចូលក្នុងកាបូបរបស់អ្នកដោយច្រឡំ យើងអាចកែតម្រូវសមតុល្យ ហើយនឹងប្រាប់អ្នកពីមូលហេតុ។

## ៨. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
