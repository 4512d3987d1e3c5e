import type { HelpArticleSeed } from '../article-types';

// Help group 48, Refunds (sub-categories 49–55). As in the Terms of Sale and Psar Pay terms:
// every refund is credited to the shopper's Psar wallet, whatever the payment method.
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 49,
    slug: 'refund-policy',
    title: { en: 'When and how will I get a refund?', kh: 'តើខ្ញុំនឹងទទួលបានប្រាក់សងវិញនៅពេលណា និងដោយរបៀបណា?' },
    body: {
      en: `You get your money back when:

- you **cancel an order** before it ships;
- a **return is approved** and we have received the item;
- a delivery **fails** after three attempts, or a store **cannot supply** an item;
- you were **charged twice** for the same order.

**Where the money goes:** every refund is credited to your **Psar wallet**, whichever way you paid: wallet, KHQR or card. Cash on delivery orders are refunded to the wallet when you return an item you paid for at the door.

**How much:** the amount you actually paid, in US dollars. For a cancelled order that is everything, delivery included. For a return it is the item's price after discounts and vouchers; the delivery fee is refunded too when the item was damaged, faulty or wrong.

Each refund appears in your wallet history at [/account/wallet](/account/wallet) with the order number, and can be spent at once on your next order. Follow cancellations and returns in [My Cancellation](/orders/cancel) and [My Returns](/orders/return).`,
      kh: `អ្នកនឹងទទួលបានប្រាក់វិញ នៅពេល៖

- អ្នក **លុបចោលការបញ្ជាទិញ** មុនពេលវាត្រូវបានបញ្ចេញ
- **ការប្រគល់វិញត្រូវបានអនុម័ត** ហើយយើងបានទទួលទំនិញរួច
- ការដឹកជញ្ជូន **មិនបានសម្រេច** ក្រោយការព្យាយាមបីដង ឬហាង **មិនអាចផ្គត់ផ្គង់** ទំនិញបាន
- អ្នកត្រូវបាន **កាត់ប្រាក់ពីរដង** សម្រាប់ការបញ្ជាទិញតែមួយ។

**ប្រាក់ទៅកន្លែងណា៖** រាល់ការសងប្រាក់ត្រូវបានដាក់ចូល **កាបូប Psar** របស់អ្នក មិនថាអ្នកបានទូទាត់ដោយកាបូប KHQR ឬកាតនោះទេ។ ការបញ្ជាទិញដែលទូទាត់ពេលទទួលទំនិញ ត្រូវបានសងចូលកាបូប នៅពេលអ្នកប្រគល់ទំនិញដែលអ្នកបានបង់ប្រាក់នៅមាត់ទ្វារវិញ។

**ចំនួនប៉ុន្មាន៖** ចំនួនដែលអ្នកបានបង់ពិតប្រាកដ គិតជាដុល្លារអាមេរិក។ សម្រាប់ការបញ្ជាទិញដែលបានលុបចោល គឺប្រាក់ទាំងអស់ រួមទាំងថ្លៃដឹកជញ្ជូន។ សម្រាប់ការប្រគល់វិញ គឺតម្លៃទំនិញក្រោយការបញ្ចុះតម្លៃ និងប័ណ្ណបញ្ចុះតម្លៃ ហើយថ្លៃដឹកជញ្ជូនក៏ត្រូវបានសងវិញដែរ នៅពេលទំនិញខូច មិនដំណើរការ ឬខុស។

ការសងប្រាក់នីមួយៗបង្ហាញក្នុងប្រវត្តិកាបូបនៅ [/account/wallet](/account/wallet) ជាមួយលេខបញ្ជាទិញ ហើយអាចចាយភ្លាមៗលើការបញ្ជាទិញបន្ទាប់។ តាមដានការលុបចោល និងការប្រគល់វិញនៅ [ការលុបចោលរបស់ខ្ញុំ](/orders/cancel) និង [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return)។`,
    },
  },
  {
    categoryId: 50,
    slug: 'refund-times',
    title: { en: 'How long does a refund take?', kh: 'តើការសងប្រាក់វិញចំណាយពេលប៉ុន្មាន?' },
    body: {
      en: `Because refunds go to your Psar wallet, there is no waiting for a bank once a refund is issued: the balance updates at once. What takes time is the step before.

**Cancelled orders:** **instant**. As soon as you cancel an order that is still **To pay** or **To ship**, the amount you paid is back in your wallet.

**Failed deliveries and items a store cannot supply:** usually the same working day the order is cancelled.

**Returns:**
1. We review your request within **1–2 working days**.
2. The courier collects the item, usually within **1–3 working days** of approval.
3. We check the item within **2 working days** of receiving it, then credit your wallet.

So a typical return is refunded within about a week of your request.

**Double payments** are refunded once we have confirmed them with the bank, usually within 1 working day.

You receive an email each time a refund is credited. Check the history at [/account/wallet](/account/wallet), and [contact us](/customer-care/contact-us) if a step takes longer than this.`,
      kh: `ដោយសារការសងប្រាក់ចូលកាបូប Psar របស់អ្នក អ្នកមិនចាំបាច់រង់ចាំធនាគារទេ នៅពេលប្រាក់សងវិញត្រូវបានផ្តល់៖ សមតុល្យធ្វើបច្ចុប្បន្នភាពភ្លាមៗ។ អ្វីដែលត្រូវការពេល គឺជំហានមុននោះ។

**ការបញ្ជាទិញដែលបានលុបចោល៖** **ភ្លាមៗ**។ ភ្លាមៗនៅពេលអ្នកលុបចោលការបញ្ជាទិញដែលនៅ **រង់ចាំការទូទាត់** ឬ **រង់ចាំការដឹកជញ្ជូន** ប្រាក់ដែលអ្នកបានបង់នឹងត្រឡប់ចូលកាបូបរបស់អ្នកវិញ។

**ការដឹកជញ្ជូនមិនបានសម្រេច និងទំនិញដែលហាងមិនអាចផ្គត់ផ្គង់៖** ជាធម្មតានៅថ្ងៃធ្វើការដដែលដែលការបញ្ជាទិញត្រូវបានលុបចោល។

**ការប្រគល់វិញ៖**
1. យើងពិនិត្យសំណើរបស់អ្នកក្នុងរយៈពេល **១–២ ថ្ងៃធ្វើការ**។
2. អ្នកដឹកជញ្ជូនមកយកទំនិញ ជាធម្មតាក្នុងរយៈពេល **១–៣ ថ្ងៃធ្វើការ** បន្ទាប់ពីការអនុម័ត។
3. យើងពិនិត្យទំនិញក្នុងរយៈពេល **២ ថ្ងៃធ្វើការ** បន្ទាប់ពីទទួលបាន រួចដាក់ប្រាក់ចូលកាបូបរបស់អ្នក។

ដូច្នេះ ការប្រគល់វិញធម្មតាត្រូវបានសងប្រាក់ក្នុងរយៈពេលប្រហែលមួយសប្តាហ៍ បន្ទាប់ពីសំណើរបស់អ្នក។

**ការទូទាត់ពីរដង** ត្រូវបានសងវិញនៅពេលយើងបានបញ្ជាក់ជាមួយធនាគាររួច ជាធម្មតាក្នុងរយៈពេល ១ ថ្ងៃធ្វើការ។

អ្នកនឹងទទួលបានអ៊ីមែលរាល់ពេលដែលប្រាក់សងវិញត្រូវបានដាក់ចូល។ សូមពិនិត្យប្រវត្តិនៅ [/account/wallet](/account/wallet) ហើយ [ទាក់ទងមកយើង](/customer-care/contact-us) បើជំហានណាមួយចំណាយពេលយូរជាងនេះ។`,
    },
  },
  {
    categoryId: 51,
    slug: 'refunds-to-my-wallet',
    title: { en: 'Refunds to my Psar wallet', kh: 'ការសងប្រាក់ចូលកាបូប Psar របស់ខ្ញុំ' },
    body: {
      en: `All Psar refunds are credited to your Psar wallet. This keeps refunds fast and simple: there are no bank fees, no exchange rates and no waiting for a card statement.

**Where to see it**

Open [/account/wallet](/account/wallet). Each refund appears in the history as a **Refund** with a plus amount and the order number (for example PS-000123), and the balance in the header updates at once.

**Using your refund**

- Choose **Psar wallet** at [Checkout](/checkout) to pay any order in full, delivery included.
- The balance does not expire while your account is open.
- If your balance is a little short for an order, top up the difference with KHQR.

**Good to know**

- The wallet can only be used to pay for orders on Psar; it cannot be sent to another account.
- If you close your account, you can ask us to transfer the remaining balance to a bank account in your own name (see Withdrawing wallet money).`,
      kh: `ការសងប្រាក់ទាំងអស់របស់ Psar ត្រូវបានដាក់ចូលកាបូប Psar របស់អ្នក។ វិធីនេះធ្វើឱ្យការសងប្រាក់រហ័ស និងសាមញ្ញ៖ គ្មានថ្លៃធនាគារ គ្មានអត្រាប្តូរប្រាក់ និងមិនចាំបាច់រង់ចាំរបាយការណ៍កាត។

**កន្លែងមើល**

បើក [/account/wallet](/account/wallet)។ ការសងប្រាក់នីមួយៗបង្ហាញក្នុងប្រវត្តិជា **ការសងប្រាក់** ដែលមានចំនួនបូក និងលេខបញ្ជាទិញ (ឧទាហរណ៍ PS-000123) ហើយសមតុល្យនៅផ្នែកខាងលើនៃទំព័រធ្វើបច្ចុប្បន្នភាពភ្លាមៗ។

**ការប្រើប្រាក់សងវិញ**

- ជ្រើសរើស **កាបូប Psar** នៅ [ការទូទាត់](/checkout) ដើម្បីទូទាត់ការបញ្ជាទិញណាមួយបានពេញលេញ រួមទាំងថ្លៃដឹកជញ្ជូន។
- សមតុល្យមិនផុតកំណត់ទេ ដរាបណាគណនីរបស់អ្នកនៅបើក។
- បើសមតុល្យរបស់អ្នកខ្វះបន្តិចសម្រាប់ការបញ្ជាទិញណាមួយ សូមបញ្ចូលប្រាក់ដែលខ្វះតាម KHQR។

**គួរដឹង**

- កាបូបអាចប្រើបានតែសម្រាប់ទូទាត់ការបញ្ជាទិញនៅលើ Psar ប៉ុណ្ណោះ មិនអាចផ្ញើទៅគណនីផ្សេងបានទេ។
- បើអ្នកបិទគណនី អ្នកអាចស្នើសុំឱ្យយើងផ្ទេរសមតុល្យដែលនៅសល់ទៅគណនីធនាគារដែលជាឈ្មោះរបស់អ្នកផ្ទាល់ (សូមមើលផ្នែកការដកប្រាក់ពីកាបូប)។`,
    },
  },
  {
    categoryId: 52,
    slug: 'refunds-to-cards-and-bank-accounts',
    title: {
      en: 'Can I get a refund to my card or bank account?',
      kh: 'តើខ្ញុំអាចទទួលប្រាក់សងវិញចូលកាត ឬគណនីធនាគារបានទេ?',
    },
    body: {
      en: `Refunds are credited to your **Psar wallet**, including for orders paid by KHQR from a bank app or by Visa or Mastercard. We do not send refunds back to cards or bank accounts, for three reasons:

- **Speed:** a wallet refund is instant, while card refunds can take up to two weeks to appear.
- **No losses:** there are no bank fees or exchange-rate differences, so you get back exactly what you paid, in US dollars.
- **Security:** we never need your card number or bank details to refund you.

You can spend the refund on any order straight away by choosing **Psar wallet** at [Checkout](/checkout).

**Closing your account?** If you close your Psar account while your wallet holds money, you can ask us to transfer the balance to a bank account in your own name in Cambodia, after we check your identity. Promotional credit is not paid out. See Closing my account, or [contact us](/customer-care/contact-us).

Psar will never ask for your card PIN, password or OTP code to make a refund.`,
      kh: `ការសងប្រាក់ត្រូវបានដាក់ចូល **កាបូប Psar** របស់អ្នក រួមទាំងការបញ្ជាទិញដែលទូទាត់តាម KHQR ពីកម្មវិធីធនាគារ ឬដោយកាត Visa ឬ Mastercard។ យើងមិនផ្ញើប្រាក់សងវិញទៅកាត ឬគណនីធនាគារទេ ដោយហេតុផលបី៖

- **ល្បឿន៖** ការសងប្រាក់ចូលកាបូបគឺភ្លាមៗ ចំណែកការសងប្រាក់ចូលកាតអាចចំណាយពេលរហូតដល់ពីរសប្តាហ៍ទើបបង្ហាញ។
- **គ្មានការខាតបង់៖** គ្មានថ្លៃធនាគារ ឬភាពខុសគ្នានៃអត្រាប្តូរប្រាក់ ដូច្នេះអ្នកទទួលបានវិញចំនួនដែលអ្នកបានបង់ពិតប្រាកដ ជាដុល្លារអាមេរិក។
- **សុវត្ថិភាព៖** យើងមិនដែលត្រូវការលេខកាត ឬព័ត៌មានធនាគាររបស់អ្នក ដើម្បីសងប្រាក់ឡើយ។

អ្នកអាចចាយប្រាក់សងវិញលើការបញ្ជាទិញណាមួយបានភ្លាមៗ ដោយជ្រើសរើស **កាបូប Psar** នៅ [ការទូទាត់](/checkout)។

**កំពុងបិទគណនី?** បើអ្នកបិទគណនី Psar ខណៈពេលកាបូបរបស់អ្នកនៅមានប្រាក់ អ្នកអាចស្នើសុំឱ្យយើងផ្ទេរសមតុល្យទៅគណនីធនាគារនៅកម្ពុជាដែលជាឈ្មោះរបស់អ្នកផ្ទាល់ បន្ទាប់ពីយើងផ្ទៀងផ្ទាត់អត្តសញ្ញាណរបស់អ្នក។ ឥណទានពីប្រូម៉ូសិនមិនត្រូវបានបើកជាប្រាក់ទេ។ សូមមើលផ្នែកការបិទគណនី ឬ [ទាក់ទងមកយើង](/customer-care/contact-us)។

Psar មិនដែលសុំលេខ PIN កាត ពាក្យសម្ងាត់ ឬលេខកូដ OTP របស់អ្នក ដើម្បីធ្វើការសងប្រាក់ឡើយ។`,
    },
  },
  {
    categoryId: 53,
    slug: 'refund-for-cancelled-order',
    title: { en: 'Refunds for cancelled orders', kh: 'ការសងប្រាក់សម្រាប់ការបញ្ជាទិញដែលបានលុបចោល' },
    body: {
      en: `When an order is cancelled before it ships, whether by you, by the store or because a delivery failed, you are refunded **in full**: items and delivery fees.

- **Paid with your Psar wallet:** the total returns to your wallet immediately.
- **Paid with KHQR or by card:** the total is credited to your Psar wallet immediately.
- **Cash on delivery:** nothing was paid, so there is nothing to refund.
- **Unpaid KHQR orders** (still **To pay**): cancelling simply closes the order and its QR code. Do not pay that code afterwards; if you already did, [contact us](/customer-care/contact-us) with the bank receipt and we credit your wallet.

The refund appears in your wallet history at [/account/wallet](/account/wallet) as a **Refund** with the order number, and the cancelled order is listed in [My Cancellation](/orders/cancel).

**Vouchers:** if you used a voucher on the cancelled order, check its conditions before reusing it; a voucher that has expired or reached its usage limit cannot be applied again.`,
      kh: `នៅពេលការបញ្ជាទិញត្រូវបានលុបចោលមុនពេលបញ្ចេញ មិនថាដោយអ្នក ដោយហាង ឬដោយសារការដឹកជញ្ជូនមិនបានសម្រេចនោះទេ អ្នកនឹងទទួលបានប្រាក់សងវិញ **ទាំងស្រុង**៖ ទំនិញ និងថ្លៃដឹកជញ្ជូន។

- **បានទូទាត់ដោយកាបូប Psar៖** ប្រាក់សរុបត្រឡប់ចូលកាបូបរបស់អ្នកភ្លាមៗ។
- **បានទូទាត់តាម KHQR ឬដោយកាត៖** ប្រាក់សរុបត្រូវបានដាក់ចូលកាបូប Psar របស់អ្នកភ្លាមៗ។
- **ទូទាត់ពេលទទួលទំនិញ៖** មិនទាន់បានបង់អ្វីទេ ដូច្នេះគ្មានអ្វីត្រូវសងវិញទេ។
- **ការបញ្ជាទិញតាម KHQR ដែលមិនទាន់ទូទាត់** (នៅ **រង់ចាំការទូទាត់**)៖ ការលុបចោលគ្រាន់តែបិទការបញ្ជាទិញ និងកូដ QR របស់វា។ សូមកុំទូទាត់កូដនោះនៅពេលក្រោយ។ បើអ្នកបានទូទាត់រួចហើយ សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយបង្កាន់ដៃធនាគារ យើងនឹងដាក់ប្រាក់ចូលកាបូបរបស់អ្នក។

ប្រាក់សងវិញបង្ហាញក្នុងប្រវត្តិកាបូបនៅ [/account/wallet](/account/wallet) ជា **ការសងប្រាក់** ជាមួយលេខបញ្ជាទិញ ហើយការបញ្ជាទិញដែលបានលុបចោលត្រូវបានរាយនៅក្នុង [ការលុបចោលរបស់ខ្ញុំ](/orders/cancel)។

**ប័ណ្ណបញ្ចុះតម្លៃ៖** បើអ្នកបានប្រើប័ណ្ណបញ្ចុះតម្លៃលើការបញ្ជាទិញដែលបានលុបចោល សូមពិនិត្យលក្ខខណ្ឌរបស់វាមុននឹងប្រើម្តងទៀត។ ប័ណ្ណដែលផុតកំណត់ ឬបានប្រើដល់ចំនួនកំណត់ហើយ មិនអាចប្រើម្តងទៀតបានទេ។`,
    },
  },
  {
    categoryId: 54,
    slug: 'partial-refunds',
    title: {
      en: 'Why did I get only part of my order refunded?',
      kh: 'ហេតុអ្វីខ្ញុំទទួលបានប្រាក់សងវិញតែមួយផ្នែកនៃការបញ្ជាទិញ?',
    },
    body: {
      en: `A partial refund is normal when only some of an order is refunded. Each item (order line) is refunded on its own, for what you actually paid for it.

**Common reasons**

- **You returned some items, not all.** Only the returned items are refunded.
- **You returned fewer units** than you bought, for example 2 of 5.
- **Change-of-mind return:** the item is refunded, but its original delivery fee is not. For damaged, faulty or wrong items the delivery fee is refunded too.
- **Discounts and vouchers:** you get back the price you paid after the discount. A voucher discount on the order is shared across its items in proportion to their price.
- **Missing parts or gifts:** if a returned item comes back without its accessories or free gift, we may deduct their value. We always tell you why.

The refunded amount for each item is shown in [My Returns](/orders/return) and credited to your wallet. If a figure looks wrong, [contact us](/customer-care/contact-us) with the order number.`,
      kh: `ការសងប្រាក់មួយផ្នែកគឺជារឿងធម្មតា នៅពេលមានតែផ្នែកខ្លះនៃការបញ្ជាទិញត្រូវបានសងវិញ។ ទំនិញនីមួយៗ (ជួរនីមួយៗក្នុងការបញ្ជាទិញ) ត្រូវបានសងវិញដាច់ដោយឡែក តាមចំនួនដែលអ្នកបានបង់ពិតប្រាកដ។

**មូលហេតុទូទៅ**

- **អ្នកបានប្រគល់ទំនិញខ្លះវិញ មិនមែនទាំងអស់ទេ។** មានតែទំនិញដែលបានប្រគល់វិញទេដែលត្រូវបានសង។
- **អ្នកបានប្រគល់ចំនួនតិចជាង** ចំនួនដែលបានទិញ ឧទាហរណ៍ ២ ក្នុងចំណោម ៥។
- **ការប្រគល់វិញដោយសារប្តូរចិត្ត៖** ទំនិញត្រូវបានសងវិញ ប៉ុន្តែថ្លៃដឹកជញ្ជូនដើមរបស់វាមិនត្រូវបានសងទេ។ សម្រាប់ទំនិញខូច មិនដំណើរការ ឬខុស ថ្លៃដឹកជញ្ជូនក៏ត្រូវបានសងវិញដែរ។
- **ការបញ្ចុះតម្លៃ និងប័ណ្ណបញ្ចុះតម្លៃ៖** អ្នកទទួលបានវិញនូវតម្លៃដែលអ្នកបានបង់ក្រោយការបញ្ចុះតម្លៃ។ ការបញ្ចុះតម្លៃពីប័ណ្ណលើការបញ្ជាទិញ ត្រូវបានបែងចែកទៅទំនិញនីមួយៗតាមសមាមាត្រនៃតម្លៃរបស់វា។
- **ខ្វះគ្រឿងបន្លាស់ ឬអំណោយ៖** បើទំនិញដែលប្រគល់វិញមកដល់ដោយគ្មានគ្រឿងបន្លាស់ ឬអំណោយឥតគិតថ្លៃ យើងអាចកាត់តម្លៃរបស់វា។ យើងតែងតែប្រាប់អ្នកពីមូលហេតុ។

ចំនួនប្រាក់សងវិញសម្រាប់ទំនិញនីមួយៗបង្ហាញនៅក្នុង [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return) ហើយត្រូវបានដាក់ចូលកាបូបរបស់អ្នក។ បើតួលេខហាក់ដូចជាមិនត្រឹមត្រូវ សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ។`,
    },
  },
  {
    categoryId: 55,
    slug: 'refund-not-received',
    title: { en: "I haven't received my refund", kh: 'ខ្ញុំមិនទាន់ទទួលបានប្រាក់សងវិញ' },
    body: {
      en: `Refunds go to your **Psar wallet**, not to your bank or card, so start there.

1. **Check your wallet history** at [/account/wallet](/account/wallet). Look for a **Refund** line with your order number. The balance in the header may need a page refresh.
2. **Check the order.** In [My Cancellation](/orders/cancel) a cancelled paid order shows as refunded. In [My Returns](/orders/return), a return is refunded only after we receive and check the item, usually within 2 working days of its arrival; if it still says **Approved**, the item has not reached us yet.
3. **Are you signed in to the right account?** If you have two accounts (for example one with email and one with phone), the refund is in the account that placed the order.
4. **Cash on delivery cancellations** have nothing to refund, because nothing was paid.

**Still missing?** [Contact us](/customer-care/contact-us) with the topic "Refund" and your order number (for example PS-000123). We reply within 1 working day and credit anything that is owed.`,
      kh: `ការសងប្រាក់ចូលទៅ **កាបូប Psar** របស់អ្នក មិនមែនចូលធនាគារ ឬកាតទេ ដូច្នេះសូមចាប់ផ្តើមពិនិត្យនៅទីនោះ។

1. **ពិនិត្យប្រវត្តិកាបូប** នៅ [/account/wallet](/account/wallet)។ រកមើលជួរ **ការសងប្រាក់** ដែលមានលេខបញ្ជាទិញរបស់អ្នក។ សមតុល្យនៅផ្នែកខាងលើនៃទំព័រ ប្រហែលជាត្រូវផ្ទុកទំព័រឡើងវិញ។
2. **ពិនិត្យការបញ្ជាទិញ។** នៅក្នុង [ការលុបចោលរបស់ខ្ញុំ](/orders/cancel) ការបញ្ជាទិញដែលបានបង់ប្រាក់ ហើយត្រូវបានលុបចោល បង្ហាញថាបានសងប្រាក់។ នៅក្នុង [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return) ការប្រគល់វិញត្រូវបានសងប្រាក់ តែបន្ទាប់ពីយើងទទួល និងពិនិត្យទំនិញរួច ជាធម្មតាក្នុងរយៈពេល ២ ថ្ងៃធ្វើការបន្ទាប់ពីវាមកដល់។ បើវានៅតែបង្ហាញ **បានអនុម័ត** មានន័យថាទំនិញមិនទាន់មកដល់យើងនៅឡើយ។
3. **តើអ្នកបានចូលគណនីត្រឹមត្រូវឬទេ?** បើអ្នកមានគណនីពីរ (ឧទាហរណ៍ មួយប្រើអ៊ីមែល និងមួយទៀតប្រើលេខទូរស័ព្ទ) ប្រាក់សងវិញនៅក្នុងគណនីដែលបានបញ្ជាទិញ។
4. **ការលុបចោលការបញ្ជាទិញដែលទូទាត់ពេលទទួលទំនិញ** គ្មានអ្វីត្រូវសងវិញទេ ព្រោះមិនទាន់បានបង់អ្វីនៅឡើយ។

**នៅតែមិនទាន់ទទួលបាន?** សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «ការសងប្រាក់» ព្រមទាំងលេខបញ្ជាទិញ (ឧទាហរណ៍ PS-000123)។ យើងឆ្លើយតបក្នុងរយៈពេល ១ ថ្ងៃធ្វើការ ហើយដាក់ប្រាក់ដែលត្រូវសងចូលកាបូបរបស់អ្នក។`,
    },
  },
];
