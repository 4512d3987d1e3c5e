import type { HelpArticleSeed } from '../article-types';

// Help group 24, Payment (sub-categories 25–30).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 25,
    slug: 'payment-methods',
    top: true,
    title: { en: 'Which payment methods can I use?', kh: 'តើខ្ញុំអាចប្រើវិធីទូទាត់អ្វីខ្លះ?' },
    body: {
      en: `You choose how to pay at the last step of [Checkout](/checkout). Psar accepts four methods, all in US dollars:

- **Cash on delivery:** pay the courier when your parcel arrives.
- **Psar wallet:** pay instantly from your wallet balance, shown at [/account/wallet](/account/wallet). Top it up with KHQR.
- **KHQR (Bakong):** scan the QR code with ABA, ACLEDA, Wing or any other Cambodian bank app that supports KHQR.
- **Saved card:** a Visa or Mastercard saved in [My Payment Options](/account/payment-options), shown by its brand and last four digits, for example "Visa •••• 4242".

Wallet and cash on delivery orders go straight to **To ship**. KHQR and card orders wait in **To pay** until the payment is confirmed.

If an order is cancelled before shipping, whatever you paid is refunded to your Psar wallet straight away.`,
      kh: `អ្នកជ្រើសរើសវិធីទូទាត់នៅជំហានចុងក្រោយនៃ [ការទូទាត់](/checkout)។ Psar ទទួលយកវិធីទូទាត់ចំនួនបួន ទាំងអស់គិតជាដុល្លារអាមេរិក៖

- **ទូទាត់ពេលទទួលទំនិញ៖** បង់ប្រាក់ឱ្យអ្នកដឹកជញ្ជូននៅពេលកញ្ចប់ទំនិញមកដល់។
- **កាបូប Psar៖** ទូទាត់ភ្លាមៗពីសមតុល្យកាបូបរបស់អ្នក ដែលបង្ហាញនៅ [/account/wallet](/account/wallet)។ បញ្ចូលប្រាក់ដោយប្រើ KHQR។
- **KHQR (បាគង)៖** ស្កេនកូដ QR ដោយកម្មវិធី ABA ACLEDA Wing ឬកម្មវិធីធនាគារកម្ពុជាផ្សេងទៀតដែលគាំទ្រ KHQR។
- **កាតដែលបានរក្សាទុក៖** កាត Visa ឬ Mastercard ដែលបានរក្សាទុកក្នុង [ជម្រើសទូទាត់របស់ខ្ញុំ](/account/payment-options) បង្ហាញដោយម៉ាក និងលេខបួនខ្ទង់ចុងក្រោយ ឧទាហរណ៍ «Visa •••• 4242»។

ការបញ្ជាទិញដែលទូទាត់ដោយកាបូប ឬទូទាត់ពេលទទួលទំនិញ នឹងទៅកាន់ **រង់ចាំការដឹកជញ្ជូន** ភ្លាមៗ។ ការបញ្ជាទិញតាម KHQR និងកាត រង់ចាំនៅ **រង់ចាំការទូទាត់** រហូតដល់ការទូទាត់ត្រូវបានបញ្ជាក់។

បើការបញ្ជាទិញត្រូវបានលុបចោលមុនពេលដឹកជញ្ជូន ប្រាក់ដែលអ្នកបានបង់នឹងត្រូវសងចូលកាបូប Psar របស់អ្នកវិញភ្លាមៗ។`,
    },
  },
  {
    categoryId: 25,
    slug: 'cash-on-delivery',
    title: { en: 'How does cash on delivery work?', kh: 'តើការទូទាត់ពេលទទួលទំនិញដំណើរការយ៉ាងដូចម្តេច?' },
    body: {
      en: `With cash on delivery you pay nothing online: you pay the courier in cash when the parcel reaches you, anywhere in Cambodia.

1. At [Checkout](/checkout), choose **Cash on delivery** and place the order.
2. The order goes straight to **To ship** in [Orders](/orders).
3. When the courier calls, have the exact total ready. It is shown on the order page and includes the delivery fee.

**Tips**

- You can pay in US dollars or in riel at the courier's exchange rate. Please have small notes ready: couriers often carry little change.
- Check the outside of the parcel before paying. If the box is crushed, wet or opened, you may refuse it.
- Only accept the parcel if the amount asked matches your order total. Never pay extra "fees" to a courier; [tell us](/customer-care/contact-us) if someone asks.

If you are not home, the courier will call to arrange another time. Repeatedly refused cash on delivery orders may limit this option on your account.`,
      kh: `ជាមួយការទូទាត់ពេលទទួលទំនិញ អ្នកមិនបង់អ្វីតាមអនឡាញទេ៖ អ្នកបង់ប្រាក់សុទ្ធឱ្យអ្នកដឹកជញ្ជូន នៅពេលកញ្ចប់ទំនិញមកដល់អ្នក នៅគ្រប់ទីកន្លែងក្នុងប្រទេសកម្ពុជា។

1. នៅ [ការទូទាត់](/checkout) សូមជ្រើសរើស **ទូទាត់ពេលទទួលទំនិញ** ហើយបញ្ជាទិញ។
2. ការបញ្ជាទិញនឹងទៅកាន់ **រង់ចាំការដឹកជញ្ជូន** ក្នុង [ការបញ្ជាទិញ](/orders) ភ្លាមៗ។
3. នៅពេលអ្នកដឹកជញ្ជូនទូរស័ព្ទមក សូមរៀបចំប្រាក់ឱ្យគ្រប់ចំនួនសរុប។ ចំនួននោះបង្ហាញនៅលើទំព័រការបញ្ជាទិញ ហើយរួមបញ្ចូលថ្លៃដឹកជញ្ជូនរួចហើយ។

**គន្លឹះ**

- អ្នកអាចបង់ជាដុល្លារអាមេរិក ឬជាប្រាក់រៀលតាមអត្រាប្តូរប្រាក់របស់អ្នកដឹកជញ្ជូន។ សូមរៀបចំក្រដាសប្រាក់តូចៗ៖ អ្នកដឹកជញ្ជូនច្រើនតែមានប្រាក់អាប់តិច។
- ពិនិត្យផ្នែកខាងក្រៅនៃកញ្ចប់មុនពេលបង់ប្រាក់។ បើប្រអប់ខ្ទេច សើម ឬត្រូវបានបើក អ្នកអាចបដិសេធមិនទទួលបាន។
- ទទួលយកកញ្ចប់ទំនិញ លុះត្រាតែចំនួនប្រាក់ដែលគេសុំត្រូវនឹងតម្លៃសរុបនៃការបញ្ជាទិញ។ កុំបង់ «ថ្លៃបន្ថែម» ណាមួយឱ្យអ្នកដឹកជញ្ជូន សូម [ប្រាប់យើង](/customer-care/contact-us) បើមាននរណាម្នាក់សុំ។

បើអ្នកមិននៅផ្ទះ អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទមកដើម្បីណាត់ពេលផ្សេង។ ការបដិសេធការបញ្ជាទិញដែលទូទាត់ពេលទទួលទំនិញច្រើនដង អាចធ្វើឱ្យជម្រើសនេះត្រូវបានកំណត់សម្រាប់គណនីរបស់អ្នក។`,
    },
  },
  {
    categoryId: 26,
    slug: 'pay-with-khqr',
    top: true,
    title: { en: 'How do I pay with KHQR (Bakong)?', kh: 'តើខ្ញុំទូទាត់តាម KHQR (បាគង) ដោយរបៀបណា?' },
    body: {
      en: `KHQR is Cambodia's national QR payment standard, run by the National Bank of Cambodia through Bakong. Any bank or wallet app that shows the KHQR logo can pay it.

1. At [Checkout](/checkout), choose **KHQR** and place the order.
2. A QR code appears with the exact amount in US dollars.
3. Open your bank app (ABA, ACLEDA, Wing, Canadia, Bakong and others), choose **Scan**, and scan the code. On a phone, take a screenshot and upload it in your bank app's scanner instead.
4. Check the amount and the merchant name **Psar**, then confirm.
5. The page updates by itself once the payment is received and your order moves from **To pay** to **To ship**.

The QR code is valid for a limited time, shown on the screen. If it expires, open the order in [Orders](/orders) and generate a new code: never pay an expired code. You do not pay any fee for KHQR.`,
      kh: `KHQR គឺជាស្តង់ដារទូទាត់តាមកូដ QR ជាតិរបស់កម្ពុជា ដែលគ្រប់គ្រងដោយធនាគារជាតិនៃកម្ពុជា តាមរយៈប្រព័ន្ធបាគង។ កម្មវិធីធនាគារ ឬកាបូបអេឡិចត្រូនិកណាដែលមាននិមិត្តសញ្ញា KHQR អាចទូទាត់បាន។

1. នៅ [ការទូទាត់](/checkout) សូមជ្រើសរើស **KHQR** ហើយបញ្ជាទិញ។
2. កូដ QR នឹងបង្ហាញជាមួយចំនួនទឹកប្រាក់ពិតប្រាកដជាដុល្លារអាមេរិក។
3. បើកកម្មវិធីធនាគាររបស់អ្នក (ABA ACLEDA Wing Canadia បាគង និងផ្សេងៗទៀត) ជ្រើសរើស **ស្កេន** ហើយស្កេនកូដ។ បើអ្នកប្រើទូរស័ព្ទ សូមថតអេក្រង់ ហើយបញ្ចូលរូបនោះក្នុងមុខងារស្កេនរបស់កម្មវិធីធនាគារជំនួសវិញ។
4. ពិនិត្យចំនួនទឹកប្រាក់ និងឈ្មោះអ្នកលក់ **Psar** រួចបញ្ជាក់។
5. ទំព័រនឹងធ្វើបច្ចុប្បន្នភាពដោយខ្លួនឯង នៅពេលយើងទទួលបានការទូទាត់ ហើយការបញ្ជាទិញរបស់អ្នកនឹងផ្លាស់ពី **រង់ចាំការទូទាត់** ទៅ **រង់ចាំការដឹកជញ្ជូន**។

កូដ QR មានសុពលភាពក្នុងរយៈពេលកំណត់ ដែលបង្ហាញនៅលើអេក្រង់។ បើវាផុតកំណត់ សូមបើកការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ហើយបង្កើតកូដថ្មី៖ កុំទូទាត់កូដដែលផុតកំណត់។ អ្នកមិនចាំបាច់បង់ថ្លៃសេវាណាមួយសម្រាប់ KHQR ទេ។`,
    },
  },
  {
    categoryId: 26,
    slug: 'khqr-paid-but-order-unpaid',
    title: {
      en: 'I paid with KHQR but my order still says "To pay"',
      kh: 'ខ្ញុំបានទូទាត់តាម KHQR ប៉ុន្តែការបញ្ជាទិញនៅតែបង្ហាញ «រង់ចាំការទូទាត់»',
    },
    body: {
      en: `Most KHQR payments are confirmed within a few seconds. If your order is still in **To pay**:

1. **Wait two minutes and refresh** the order page in [Orders](/orders). Bank confirmations are sometimes slow at busy times.
2. **Check your bank app.** Make sure the transfer shows as successful, to the merchant **Psar**, for the exact amount of the order.
3. **Check which code you paid.** If you scanned an old or expired QR code, or a code from another order, the payment cannot be matched automatically.

**Still not confirmed?** [Contact us](/customer-care/contact-us) with the topic "Payment", your order number (for example PS-000123) and a screenshot of the bank receipt showing the transaction reference. We check it with Bakong, usually within one working day. If the money reached us, we mark the order as paid; if not, your bank reverses it.

Please do not pay a second time while we check: if you did pay twice, the extra amount is refunded.`,
      kh: `ការទូទាត់តាម KHQR ភាគច្រើនត្រូវបានបញ្ជាក់ក្នុងរយៈពេលតែប៉ុន្មានវិនាទីប៉ុណ្ណោះ។ បើការបញ្ជាទិញរបស់អ្នកនៅតែស្ថិតក្នុង **រង់ចាំការទូទាត់**៖

1. **រង់ចាំពីរនាទី ហើយផ្ទុកទំព័រឡើងវិញ** នៅក្នុង [ការបញ្ជាទិញ](/orders)។ ការបញ្ជាក់ពីធនាគារពេលខ្លះយឺតនៅម៉ោងមមាញឹក។
2. **ពិនិត្យកម្មវិធីធនាគាររបស់អ្នក។** ប្រាកដថាការផ្ទេរប្រាក់បង្ហាញថាជោគជ័យ ទៅកាន់អ្នកលក់ **Psar** ចំនួនទឹកប្រាក់ត្រូវនឹងការបញ្ជាទិញពិតប្រាកដ។
3. **ពិនិត្យថាអ្នកបានទូទាត់កូដណា។** បើអ្នកបានស្កេនកូដ QR ចាស់ ឬផុតកំណត់ ឬកូដរបស់ការបញ្ជាទិញផ្សេង ការទូទាត់នោះមិនអាចផ្គូផ្គងដោយស្វ័យប្រវត្តិបានទេ។

**នៅតែមិនទាន់បញ្ជាក់?** សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «ការទូទាត់» ព្រមទាំងលេខបញ្ជាទិញ (ឧទាហរណ៍ PS-000123) និងរូបថតអេក្រង់នៃបង្កាន់ដៃធនាគារដែលបង្ហាញលេខយោងប្រតិបត្តិការ។ យើងនឹងពិនិត្យជាមួយបាគង ជាធម្មតាក្នុងរយៈពេលមួយថ្ងៃធ្វើការ។ បើប្រាក់បានមកដល់យើង យើងនឹងកំណត់ការបញ្ជាទិញថាបានទូទាត់ បើមិនដូច្នោះទេ ធនាគាររបស់អ្នកនឹងបង្វិលប្រាក់វិញ។

សូមកុំទូទាត់ម្តងទៀតខណៈពេលយើងកំពុងពិនិត្យ៖ បើអ្នកបានទូទាត់ពីរដង ចំនួនលើសនឹងត្រូវសងវិញ។`,
    },
  },
  {
    categoryId: 27,
    slug: 'aba-pay-and-bank-apps',
    title: {
      en: 'Can I pay with ABA, ACLEDA, Wing or another bank app?',
      kh: 'តើខ្ញុំអាចទូទាត់ដោយកម្មវិធី ABA ACLEDA Wing ឬកម្មវិធីធនាគារផ្សេងបានទេ?',
    },
    body: {
      en: `Yes. Psar takes bank-app payments through **KHQR**, the shared QR standard of Cambodian banks, so you do not need a separate "ABA Pay" or "ACLEDA" option.

**Apps that work** include ABA Mobile, ACLEDA mobile, Wing Bank, Canadia, Prince Bank, Sathapana, AMK, TrueMoney, Bakong and any other app showing the KHQR logo.

**How to pay**

1. Choose **KHQR** at [Checkout](/checkout).
2. In your bank app, tap **Scan QR** and scan the code on screen (or upload a screenshot of it).
3. Confirm the payment to **Psar** for the amount shown.

**Paying in riel:** the QR code is in US dollars. If your account is in riel, your bank converts the amount at its own rate; that is between you and your bank.

You can also top up your [Psar wallet](/account/wallet) with KHQR from the same apps, then pay future orders in one tap.`,
      kh: `បាន។ Psar ទទួលការទូទាត់ពីកម្មវិធីធនាគារតាមរយៈ **KHQR** ដែលជាស្តង់ដារកូដ QR រួមរបស់ធនាគារនៅកម្ពុជា ដូច្នេះអ្នកមិនត្រូវការជម្រើស «ABA Pay» ឬ «ACLEDA» ដាច់ដោយឡែកទេ។

**កម្មវិធីដែលអាចប្រើបាន** រួមមាន ABA Mobile ACLEDA mobile Wing Bank Canadia Prince Bank សាថាណា AMK TrueMoney បាគង និងកម្មវិធីផ្សេងទៀតដែលមាននិមិត្តសញ្ញា KHQR។

**របៀបទូទាត់**

1. ជ្រើសរើស **KHQR** នៅ [ការទូទាត់](/checkout)។
2. នៅក្នុងកម្មវិធីធនាគារ ចុច **ស្កេន QR** ហើយស្កេនកូដនៅលើអេក្រង់ (ឬបញ្ចូលរូបថតអេក្រង់នៃកូដនោះ)។
3. បញ្ជាក់ការទូទាត់ទៅ **Psar** តាមចំនួនទឹកប្រាក់ដែលបង្ហាញ។

**ការទូទាត់ជាប្រាក់រៀល៖** កូដ QR គិតជាដុល្លារអាមេរិក។ បើគណនីរបស់អ្នកជាប្រាក់រៀល ធនាគាររបស់អ្នកនឹងប្តូរចំនួនទឹកប្រាក់តាមអត្រារបស់ខ្លួន ដែលជារឿងរវាងអ្នក និងធនាគាររបស់អ្នក។

អ្នកក៏អាចបញ្ចូលប្រាក់ទៅ [កាបូប Psar](/account/wallet) តាម KHQR ពីកម្មវិធីដដែលទាំងនេះ រួចទូទាត់ការបញ្ជាទិញលើកក្រោយដោយចុចតែម្តង។`,
    },
  },
  {
    categoryId: 28,
    slug: 'visa-mastercard-saved-cards',
    title: {
      en: 'Paying with a saved Visa or Mastercard',
      kh: 'ការទូទាត់ដោយកាត Visa ឬ Mastercard ដែលបានរក្សាទុក',
    },
    body: {
      en: `You can pay with a Visa or Mastercard debit or credit card saved to your account.

**Your saved cards** are listed in [My Payment Options](/account/payment-options). Each card is shown only by its **brand and last four digits** (for example "Mastercard •••• 5100") and its expiry date. Psar never stores or shows your full card number or the 3-digit security code; the card details are held by our certified payment provider.

**Paying:** at [Checkout](/checkout), choose **Card** and pick the saved card. Your bank may ask you to confirm with a one-time code by SMS or in its app (3-D Secure).

**Managing cards:** remove a card you no longer use from [My Payment Options](/account/payment-options). Removing a card does not affect orders already paid with it.

If an order paid by card is cancelled or returned, the refund is credited to your Psar wallet, ready for your next order.`,
      kh: `អ្នកអាចទូទាត់ដោយកាតឥណពន្ធ ឬកាតឥណទាន Visa ឬ Mastercard ដែលបានរក្សាទុកក្នុងគណនីរបស់អ្នក។

**កាតដែលបានរក្សាទុក** ត្រូវបានរាយនៅក្នុង [ជម្រើសទូទាត់របស់ខ្ញុំ](/account/payment-options)។ កាតនីមួយៗបង្ហាញតែ **ម៉ាក និងលេខបួនខ្ទង់ចុងក្រោយ** (ឧទាហរណ៍ «Mastercard •••• 5100») និងកាលបរិច្ឆេទផុតកំណត់ប៉ុណ្ណោះ។ Psar មិនដែលរក្សាទុក ឬបង្ហាញលេខកាតពេញ ឬលេខកូដសុវត្ថិភាព ៣ ខ្ទង់របស់អ្នកឡើយ ព័ត៌មានកាតត្រូវបានរក្សាទុកដោយអ្នកផ្តល់សេវាទូទាត់ដែលមានវិញ្ញាបនប័ត្ររបស់យើង។

**ការទូទាត់៖** នៅ [ការទូទាត់](/checkout) សូមជ្រើសរើស **កាត** ហើយជ្រើសរើសកាតដែលបានរក្សាទុក។ ធនាគាររបស់អ្នកអាចស្នើឱ្យអ្នកបញ្ជាក់ដោយលេខកូដប្រើតែម្តងតាម SMS ឬក្នុងកម្មវិធីរបស់ធនាគារ (3-D Secure)។

**ការគ្រប់គ្រងកាត៖** លុបកាតដែលអ្នកលែងប្រើចេញពី [ជម្រើសទូទាត់របស់ខ្ញុំ](/account/payment-options)។ ការលុបកាតមិនប៉ះពាល់ដល់ការបញ្ជាទិញដែលបានទូទាត់ដោយកាតនោះរួចទេ។

បើការបញ្ជាទិញដែលទូទាត់ដោយកាតត្រូវបានលុបចោល ឬប្រគល់វិញ ប្រាក់សងវិញនឹងចូលកាបូប Psar របស់អ្នក រួចរាល់សម្រាប់ការបញ្ជាទិញបន្ទាប់។`,
    },
  },
  {
    categoryId: 29,
    slug: 'pay-with-psar-wallet',
    title: { en: 'Paying for an order with my Psar wallet', kh: 'ការទូទាត់ការបញ្ជាទិញដោយកាបូប Psar' },
    body: {
      en: `Paying with your Psar wallet is the fastest way to check out: no QR code, no card, no cash.

1. Make sure your balance covers the order total, including delivery. Your balance is shown in the header and at [/account/wallet](/account/wallet).
2. At [Checkout](/checkout), choose **Psar wallet** and place the order.
3. The total is taken from your balance at once, and the order goes straight to **To ship**.

**Not enough balance?** The wallet option is unavailable until you top up. Top up with KHQR from [/account/wallet](/account/wallet), then return to checkout; your cart is kept.

**Refunds:** if you cancel a wallet-paid order before it ships, or a return is accepted, the money goes back to your wallet, usually instantly for cancellations. Every payment and refund appears in your wallet history with the order number.`,
      kh: `ការទូទាត់ដោយកាបូប Psar គឺជាវិធីទូទាត់លឿនបំផុត៖ គ្មានកូដ QR គ្មានកាត និងគ្មានប្រាក់សុទ្ធ។

1. ប្រាកដថាសមតុល្យរបស់អ្នកគ្រប់គ្រាន់សម្រាប់តម្លៃសរុបនៃការបញ្ជាទិញ រួមទាំងថ្លៃដឹកជញ្ជូន។ សមតុល្យរបស់អ្នកបង្ហាញនៅផ្នែកខាងលើនៃទំព័រ និងនៅ [/account/wallet](/account/wallet)។
2. នៅ [ការទូទាត់](/checkout) សូមជ្រើសរើស **កាបូប Psar** ហើយបញ្ជាទិញ។
3. តម្លៃសរុបត្រូវបានកាត់ពីសមតុល្យរបស់អ្នកភ្លាមៗ ហើយការបញ្ជាទិញទៅកាន់ **រង់ចាំការដឹកជញ្ជូន** ភ្លាម។

**សមតុល្យមិនគ្រប់គ្រាន់?** ជម្រើសកាបូបមិនអាចប្រើបានទេ រហូតដល់អ្នកបញ្ចូលប្រាក់។ សូមបញ្ចូលប្រាក់តាម KHQR នៅ [/account/wallet](/account/wallet) រួចត្រឡប់ទៅការទូទាត់វិញ កន្ត្រករបស់អ្នកនៅដដែល។

**ការសងប្រាក់៖** បើអ្នកលុបចោលការបញ្ជាទិញដែលទូទាត់ដោយកាបូបមុនពេលដឹកជញ្ជូន ឬការប្រគល់ទំនិញវិញត្រូវបានទទួលយក ប្រាក់នឹងត្រឡប់ចូលកាបូបរបស់អ្នកវិញ ដែលជាធម្មតាភ្លាមៗសម្រាប់ការលុបចោល។ រាល់ការទូទាត់ និងការសងប្រាក់បង្ហាញក្នុងប្រវត្តិកាបូប ជាមួយលេខបញ្ជាទិញ។`,
    },
  },
  {
    categoryId: 30,
    slug: 'payment-failed',
    title: { en: 'My payment failed. What should I do?', kh: 'ការទូទាត់របស់ខ្ញុំបរាជ័យ។ តើខ្ញុំគួរធ្វើអ្វី?' },
    body: {
      en: `Don't worry: a failed payment never charges you for an order you did not receive. Here are the most common causes.

**Card declined**
- Check the card has not expired and has enough funds or credit.
- Some Cambodian banks block online payments by default; enable them in your bank app.
- Complete the bank's confirmation step (SMS code or app approval) within the time allowed.

**KHQR**
- The QR code expired: open the order in [Orders](/orders) and generate a new one.
- The bank app shows "limit exceeded": your daily transfer limit is reached; try another account or tomorrow.

**Wallet**
- The balance is lower than the total: top up at [/account/wallet](/account/wallet) first.

**Money taken but the order shows unpaid?** Do not pay again. [Contact us](/customer-care/contact-us) with the order number and a screenshot of the transaction. You can also switch to cash on delivery by placing the order again.`,
      kh: `កុំបារម្ភ៖ ការទូទាត់ដែលបរាជ័យមិនដែលកាត់ប្រាក់អ្នកសម្រាប់ការបញ្ជាទិញដែលអ្នកមិនបានទទួលឡើយ។ ខាងក្រោមនេះជាមូលហេតុទូទៅបំផុត។

**កាតត្រូវបានបដិសេធ**
- ពិនិត្យថាកាតមិនទាន់ផុតកំណត់ ហើយមានប្រាក់ ឬឥណទានគ្រប់គ្រាន់។
- ធនាគារខ្លះនៅកម្ពុជាបិទការទូទាត់តាមអនឡាញជាលំនាំដើម សូមបើកវានៅក្នុងកម្មវិធីធនាគាររបស់អ្នក។
- បញ្ចប់ជំហានបញ្ជាក់របស់ធនាគារ (លេខកូដ SMS ឬការអនុម័តក្នុងកម្មវិធី) ក្នុងរយៈពេលកំណត់។

**KHQR**
- កូដ QR ផុតកំណត់៖ សូមបើកការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ហើយបង្កើតកូដថ្មី។
- កម្មវិធីធនាគារបង្ហាញ «លើសដែនកំណត់»៖ អ្នកបានដល់ដែនកំណត់ផ្ទេរប្រាក់ប្រចាំថ្ងៃ សូមសាកគណនីផ្សេង ឬសាកម្តងទៀតនៅថ្ងៃស្អែក។

**កាបូប**
- សមតុល្យទាបជាងតម្លៃសរុប៖ សូមបញ្ចូលប្រាក់នៅ [/account/wallet](/account/wallet) ជាមុនសិន។

**ប្រាក់ត្រូវបានកាត់ ប៉ុន្តែការបញ្ជាទិញបង្ហាញថាមិនទាន់ទូទាត់?** កុំទូទាត់ម្តងទៀត។ សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ និងរូបថតអេក្រង់នៃប្រតិបត្តិការ។ អ្នកក៏អាចប្តូរទៅទូទាត់ពេលទទួលទំនិញ ដោយបញ្ជាទិញម្តងទៀតបានដែរ។`,
    },
  },
];
