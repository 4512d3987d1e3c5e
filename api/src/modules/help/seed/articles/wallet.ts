import type { HelpArticleSeed } from '../article-types';

// Help group 56, Wallet (sub-categories 57–63). Top-ups by KHQR, $1.00 to $1,000.00 each
// (api/src/modules/wallet/routes.ts); rules as in the Psar Pay terms.
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 57,
    slug: 'what-is-the-psar-wallet',
    title: { en: 'What is the Psar wallet?', kh: 'តើកាបូប Psar ជាអ្វី?' },
    body: {
      en: `The Psar wallet (Psar Pay) is a balance in US dollars attached to your Psar account. Every customer has one, ready to use, with nothing to sign up for.

**What you can do with it**

- **Top up** with KHQR from any Cambodian bank app.
- **Pay for orders** in one tap at [Checkout](/checkout): no QR code to scan and no cash to prepare.
- **Receive refunds** instantly: cancellations and approved returns are credited to your wallet.

**Where to find it**

Your balance is shown in the site header and in [Wallet](/account/wallet), together with the history of every top-up, payment and refund.

**Good to know**

- The balance can never go below $0.00, and it does not expire while your account is open.
- The wallet is for shopping on Psar only: it is not a bank account, does not earn interest and cannot be transferred to another person.

The full rules are in the Psar Pay terms under [Terms & Conditions](/terms-conditions).`,
      kh: `កាបូប Psar (Psar Pay) គឺជាសមតុល្យជាដុល្លារអាមេរិក ដែលភ្ជាប់ជាមួយគណនី Psar របស់អ្នក។ អតិថិជនគ្រប់រូបមានកាបូបមួយ ដែលរួចរាល់សម្រាប់ប្រើ ដោយមិនចាំបាច់ចុះឈ្មោះអ្វីបន្ថែមទេ។

**អ្វីដែលអ្នកអាចធ្វើបាន**

- **បញ្ចូលប្រាក់** តាម KHQR ពីកម្មវិធីធនាគារណាមួយនៅកម្ពុជា។
- **ទូទាត់ការបញ្ជាទិញ** ដោយចុចតែម្តងនៅ [ការទូទាត់](/checkout)៖ មិនចាំបាច់ស្កេនកូដ QR ឬរៀបចំប្រាក់សុទ្ធទេ។
- **ទទួលប្រាក់សងវិញ** ភ្លាមៗ៖ ការលុបចោល និងការប្រគល់វិញដែលបានអនុម័ត ត្រូវបានដាក់ប្រាក់ចូលកាបូបរបស់អ្នក។

**កន្លែងរកមើល**

សមតុល្យរបស់អ្នកបង្ហាញនៅផ្នែកខាងលើនៃគេហទំព័រ និងនៅ [កាបូប](/account/wallet) រួមជាមួយប្រវត្តិនៃរាល់ការបញ្ចូលប្រាក់ ការទូទាត់ និងការសងប្រាក់។

**គួរដឹង**

- សមតុល្យមិនអាចធ្លាក់ក្រោម $0.00 ឡើយ ហើយវាមិនផុតកំណត់ទេ ដរាបណាគណនីរបស់អ្នកនៅបើក។
- កាបូបសម្រាប់តែការទិញទំនិញនៅលើ Psar ប៉ុណ្ណោះ៖ វាមិនមែនជាគណនីធនាគារ មិនផ្តល់ការប្រាក់ ហើយមិនអាចផ្ទេរទៅអ្នកផ្សេងបានទេ។

វិធានពេញលេញមាននៅក្នុងលក្ខខណ្ឌ Psar Pay នៅក្រោម [លក្ខខណ្ឌ](/terms-conditions)។`,
    },
  },
  {
    categoryId: 58,
    slug: 'top-up-wallet-with-khqr',
    top: true,
    title: { en: 'How do I top up my wallet?', kh: 'តើខ្ញុំបញ្ចូលប្រាក់ទៅកាបូបដោយរបៀបណា?' },
    body: {
      en: `You top up your Psar wallet with **KHQR**, from ABA, ACLEDA, Wing, Bakong or any other Cambodian bank app that supports KHQR.

1. Sign in and open [Wallet](/account/wallet).
2. Choose **Top up** and enter an amount between **$1.00 and $1,000.00**.
3. A KHQR code appears for that exact amount, in US dollars.
4. In your bank app, choose **Scan**, scan the code (or upload a screenshot of it) and confirm the payment to **Psar**.
5. The page updates once the payment is confirmed, usually within seconds. Your new balance shows in the header and the top-up appears in your wallet history.

**Tips**

- The code is valid for about **15 minutes**. If it expires, start a new top-up: never pay an expired code.
- There is no fee for topping up.
- If your bank account is in riel, your bank converts the amount at its own rate.

You can also top up only what you need: the checkout tells you how much is missing when your balance is short.`,
      kh: `អ្នកបញ្ចូលប្រាក់ទៅកាបូប Psar តាម **KHQR** ពីកម្មវិធី ABA ACLEDA Wing បាគង ឬកម្មវិធីធនាគារផ្សេងទៀតនៅកម្ពុជាដែលគាំទ្រ KHQR។

1. ចូលគណនី ហើយបើក [កាបូប](/account/wallet)។
2. ចុច **បញ្ចូលប្រាក់** ហើយបញ្ចូលចំនួនទឹកប្រាក់ចន្លោះ **$1.00 ដល់ $1,000.00**។
3. កូដ KHQR នឹងបង្ហាញសម្រាប់ចំនួនទឹកប្រាក់នោះពិតប្រាកដ ជាដុល្លារអាមេរិក។
4. នៅក្នុងកម្មវិធីធនាគារ ចុច **ស្កេន** ស្កេនកូដ (ឬបញ្ចូលរូបថតអេក្រង់នៃកូដ) ហើយបញ្ជាក់ការទូទាត់ទៅ **Psar**។
5. ទំព័រនឹងធ្វើបច្ចុប្បន្នភាព នៅពេលការទូទាត់ត្រូវបានបញ្ជាក់ ជាធម្មតាក្នុងរយៈពេលប៉ុន្មានវិនាទី។ សមតុល្យថ្មីរបស់អ្នកបង្ហាញនៅផ្នែកខាងលើនៃទំព័រ ហើយការបញ្ចូលប្រាក់បង្ហាញក្នុងប្រវត្តិកាបូប។

**គន្លឹះ**

- កូដមានសុពលភាពប្រហែល **១៥ នាទី**។ បើវាផុតកំណត់ សូមចាប់ផ្តើមការបញ្ចូលប្រាក់ថ្មី៖ កុំទូទាត់កូដដែលផុតកំណត់។
- ការបញ្ចូលប្រាក់មិនគិតថ្លៃទេ។
- បើគណនីធនាគាររបស់អ្នកជាប្រាក់រៀល ធនាគាររបស់អ្នកនឹងប្តូរចំនួនទឹកប្រាក់តាមអត្រារបស់ខ្លួន។

អ្នកក៏អាចបញ្ចូលតែចំនួនដែលអ្នកត្រូវការបានដែរ៖ ទំព័រទូទាត់ប្រាប់អ្នកពីចំនួនដែលខ្វះ នៅពេលសមតុល្យរបស់អ្នកមិនគ្រប់គ្រាន់។`,
    },
  },
  {
    categoryId: 58,
    slug: 'top-up-not-credited',
    title: {
      en: 'My top-up was paid but my balance has not changed',
      kh: 'ខ្ញុំបានបង់ប្រាក់បញ្ចូលហើយ ប៉ុន្តែសមតុល្យមិនផ្លាស់ប្តូរ',
    },
    body: {
      en: `A KHQR top-up is normally credited within seconds of your bank confirming it. If your balance has not changed:

1. **Refresh** [Wallet](/account/wallet) after a minute or two. The header badge may show the old balance until the page reloads.
2. **Check the bank app:** the transfer should be marked successful, to **Psar**, for the same amount as the top-up.
3. **Check the code you paid.** An expired or cancelled top-up code, or a QR code belonging to an order, is not credited automatically.
4. **Check the account.** The top-up is credited to the Psar account that created the code.

**Not credited after 24 hours?** [Contact us](/customer-care/contact-us) with the topic "Wallet", the amount, the date and a screenshot of the bank receipt showing the transaction reference. We check the payment with Bakong and credit your wallet once it is confirmed, usually within 1 working day.

Please do not top up again for the same amount while we check; if you have paid twice, both amounts are credited.`,
      kh: `ការបញ្ចូលប្រាក់តាម KHQR ជាធម្មតាត្រូវបានដាក់ចូលក្នុងរយៈពេលប៉ុន្មានវិនាទី បន្ទាប់ពីធនាគាររបស់អ្នកបញ្ជាក់។ បើសមតុល្យរបស់អ្នកមិនផ្លាស់ប្តូរ៖

1. **ផ្ទុកឡើងវិញ** ទំព័រ [កាបូប](/account/wallet) បន្ទាប់ពីមួយ ឬពីរនាទី។ ផ្លាកសញ្ញានៅផ្នែកខាងលើអាចបង្ហាញសមតុល្យចាស់ រហូតដល់ទំព័រត្រូវបានផ្ទុកឡើងវិញ។
2. **ពិនិត្យកម្មវិធីធនាគារ៖** ការផ្ទេរប្រាក់គួរតែបង្ហាញថាជោគជ័យ ទៅកាន់ **Psar** ចំនួនទឹកប្រាក់ដូចនឹងការបញ្ចូលប្រាក់។
3. **ពិនិត្យកូដដែលអ្នកបានទូទាត់។** កូដបញ្ចូលប្រាក់ដែលផុតកំណត់ ឬត្រូវបានលុបចោល ឬកូដ QR របស់ការបញ្ជាទិញ មិនត្រូវបានដាក់ចូលកាបូបដោយស្វ័យប្រវត្តិទេ។
4. **ពិនិត្យគណនី។** ប្រាក់បញ្ចូលត្រូវបានដាក់ចូលគណនី Psar ដែលបានបង្កើតកូដនោះ។

**មិនទាន់ចូលក្រោយ ២៤ ម៉ោង?** សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «កាបូប» ព្រមទាំងចំនួនទឹកប្រាក់ កាលបរិច្ឆេទ និងរូបថតអេក្រង់នៃបង្កាន់ដៃធនាគារដែលបង្ហាញលេខយោងប្រតិបត្តិការ។ យើងនឹងពិនិត្យការទូទាត់ជាមួយបាគង ហើយដាក់ប្រាក់ចូលកាបូបរបស់អ្នកនៅពេលវាត្រូវបានបញ្ជាក់ ជាធម្មតាក្នុងរយៈពេល ១ ថ្ងៃធ្វើការ។

សូមកុំបញ្ចូលប្រាក់ចំនួនដដែលម្តងទៀត ខណៈពេលយើងកំពុងពិនិត្យ។ បើអ្នកបានបង់ពីរដង ប្រាក់ទាំងពីរចំនួននឹងត្រូវដាក់ចូល។`,
    },
  },
  {
    categoryId: 59,
    slug: 'wallet-balance-and-history',
    title: { en: 'Checking my wallet balance and history', kh: 'ការពិនិត្យសមតុល្យ និងប្រវត្តិកាបូប' },
    body: {
      en: `Open [Wallet](/account/wallet) from the account menu to see your balance in US dollars and the full history of your wallet, newest first. The balance is also shown in the site header while you are signed in.

Each line of the history shows the date, the amount and the type:

- **Top-up** (plus): money you added with KHQR.
- **Payment** (minus): an order paid with the wallet, with its order number, for example PS-000123.
- **Refund** (plus): money returned for a cancelled order or an approved return, with the order number.

The history is split into pages; use the page buttons at the bottom to see older movements.

**Something looks wrong?** Compare the order number with [Orders](/orders). If you see a payment you did not make, change your password at once and [contact us](/customer-care/contact-us): we can freeze the wallet while we investigate.`,
      kh: `បើក [កាបូប](/account/wallet) ពីម៉ឺនុយគណនី ដើម្បីមើលសមតុល្យរបស់អ្នកជាដុល្លារអាមេរិក និងប្រវត្តិពេញលេញនៃកាបូប ដោយថ្មីបំផុតនៅខាងលើ។ សមតុល្យក៏បង្ហាញនៅផ្នែកខាងលើនៃគេហទំព័រ ខណៈពេលអ្នកបានចូលគណនី។

ជួរនីមួយៗនៃប្រវត្តិបង្ហាញកាលបរិច្ឆេទ ចំនួនទឹកប្រាក់ និងប្រភេទ៖

- **ការបញ្ចូលប្រាក់** (បូក)៖ ប្រាក់ដែលអ្នកបានបញ្ចូលតាម KHQR។
- **ការទូទាត់** (ដក)៖ ការបញ្ជាទិញដែលបានទូទាត់ដោយកាបូប ជាមួយលេខបញ្ជាទិញ ឧទាហរណ៍ PS-000123។
- **ការសងប្រាក់** (បូក)៖ ប្រាក់ដែលត្រូវបានសងវិញសម្រាប់ការបញ្ជាទិញដែលបានលុបចោល ឬការប្រគល់វិញដែលបានអនុម័ត ជាមួយលេខបញ្ជាទិញ។

ប្រវត្តិត្រូវបានបែងចែកជាទំព័រ សូមប្រើប៊ូតុងទំព័រនៅខាងក្រោម ដើម្បីមើលចលនាចាស់ៗ។

**មានអ្វីមិនប្រក្រតី?** សូមប្រៀបធៀបលេខបញ្ជាទិញជាមួយ [ការបញ្ជាទិញ](/orders)។ បើអ្នកឃើញការទូទាត់ដែលអ្នកមិនបានធ្វើ សូមប្តូរពាក្យសម្ងាត់ភ្លាមៗ ហើយ [ទាក់ទងមកយើង](/customer-care/contact-us)៖ យើងអាចបង្កកកាបូបខណៈពេលយើងកំពុងស៊ើបអង្កេត។`,
    },
  },
  {
    categoryId: 60,
    slug: 'wallet-not-enough-balance',
    title: {
      en: 'Can I pay part with my wallet and part another way?',
      kh: 'តើខ្ញុំអាចបង់មួយផ្នែកដោយកាបូប និងមួយផ្នែកទៀតដោយវិធីផ្សេងបានទេ?',
    },
    body: {
      en: `No. Each order is paid with **one** payment method, so to pay with your wallet the balance must cover the whole order total, delivery fees included.

**If your balance is short**, the **Psar wallet** option at [Checkout](/checkout) cannot be selected. You have two choices:

1. **Top up the difference.** Open [Wallet](/account/wallet), top up at least the missing amount with KHQR (minimum $1.00), then go back to checkout. Your cart is kept.
2. **Choose another method** for this order: cash on delivery or KHQR.

**Example:** your order total is $27.50 and your balance is $20.00. Top up $7.50 or more, then pay the whole $27.50 from the wallet.

**Why wallet payments are handy**

- The order is paid and moves to **To ship** immediately.
- If you cancel before shipping, the money is back in your wallet at once.
- Every payment appears in your wallet history with its order number.`,
      kh: `មិនបានទេ។ ការបញ្ជាទិញនីមួយៗត្រូវបានទូទាត់ដោយវិធីទូទាត់ **តែមួយ** ដូច្នេះដើម្បីទូទាត់ដោយកាបូប សមតុល្យត្រូវតែគ្រប់គ្រាន់សម្រាប់តម្លៃសរុបទាំងមូល រួមទាំងថ្លៃដឹកជញ្ជូន។

**បើសមតុល្យរបស់អ្នកមិនគ្រប់** ជម្រើស **កាបូប Psar** នៅ [ការទូទាត់](/checkout) មិនអាចជ្រើសរើសបានទេ។ អ្នកមានជម្រើសពីរ៖

1. **បញ្ចូលប្រាក់ដែលខ្វះ។** បើក [កាបូប](/account/wallet) បញ្ចូលប្រាក់យ៉ាងហោចណាស់ស្មើនឹងចំនួនដែលខ្វះតាម KHQR (អប្បបរមា $1.00) រួចត្រឡប់ទៅទំព័រទូទាត់វិញ។ កន្ត្រករបស់អ្នកនៅដដែល។
2. **ជ្រើសរើសវិធីផ្សេង** សម្រាប់ការបញ្ជាទិញនេះ៖ ទូទាត់ពេលទទួលទំនិញ ឬ KHQR។

**ឧទាហរណ៍៖** តម្លៃសរុបនៃការបញ្ជាទិញរបស់អ្នកគឺ $27.50 ហើយសមតុល្យរបស់អ្នកគឺ $20.00។ សូមបញ្ចូល $7.50 ឬច្រើនជាងនេះ រួចទូទាត់ $27.50 ទាំងមូលពីកាបូប។

**ហេតុអ្វីការទូទាត់ដោយកាបូបងាយស្រួល**

- ការបញ្ជាទិញត្រូវបានទូទាត់ ហើយផ្លាស់ទៅ **រង់ចាំការដឹកជញ្ជូន** ភ្លាមៗ។
- បើអ្នកលុបចោលមុនពេលដឹកជញ្ជូន ប្រាក់នឹងត្រឡប់ចូលកាបូបរបស់អ្នកវិញភ្លាមៗ។
- រាល់ការទូទាត់បង្ហាញក្នុងប្រវត្តិកាបូបជាមួយលេខបញ្ជាទិញរបស់វា។`,
    },
  },
  {
    categoryId: 61,
    slug: 'wallet-limits',
    title: { en: 'Are there limits on my wallet?', kh: 'តើកាបូបរបស់ខ្ញុំមានដែនកំណត់ដែរឬទេ?' },
    body: {
      en: `Yes, a few, to keep the wallet safe and to follow the rules of the National Bank of Cambodia.

**Top-ups**
- Smallest top-up: **$1.00**.
- Largest single top-up: **$1,000.00**. You can top up again if you need more.
- Amounts are in US dollars, to the cent.

**Balance**
- The balance can never go below **$0.00**: a wallet payment is only possible when the balance covers the whole order.
- We may set a maximum balance; if so, it is shown on the top-up screen.

**Use**
- The wallet pays for orders on Psar only.
- It cannot be sent to another Psar account, to a bank or to a phone number.
- Money leaves the wallet only as a payment for one of your orders.

Your own bank also sets daily limits on KHQR transfers. If your bank app refuses a top-up for "limit exceeded", try a smaller amount or another account.

Questions about a limit? [Contact us](/customer-care/contact-us).`,
      kh: `មាន ពីរបីចំណុច ដើម្បីរក្សាសុវត្ថិភាពកាបូប និងដើម្បីអនុវត្តតាមវិធានរបស់ធនាគារជាតិនៃកម្ពុជា។

**ការបញ្ចូលប្រាក់**
- ការបញ្ចូលប្រាក់តិចបំផុត៖ **$1.00**។
- ការបញ្ចូលប្រាក់ច្រើនបំផុតក្នុងមួយដង៖ **$1,000.00**។ អ្នកអាចបញ្ចូលម្តងទៀត បើអ្នកត្រូវការច្រើនជាងនេះ។
- ចំនួនទឹកប្រាក់គិតជាដុល្លារអាមេរិក រហូតដល់សេន។

**សមតុល្យ**
- សមតុល្យមិនអាចធ្លាក់ក្រោម **$0.00** ឡើយ៖ ការទូទាត់ដោយកាបូបអាចធ្វើបាន តែនៅពេលសមតុល្យគ្រប់គ្រាន់សម្រាប់ការបញ្ជាទិញទាំងមូលប៉ុណ្ណោះ។
- យើងអាចកំណត់សមតុល្យអតិបរមា។ បើមាន វានឹងបង្ហាញនៅលើអេក្រង់បញ្ចូលប្រាក់។

**ការប្រើប្រាស់**
- កាបូបសម្រាប់ទូទាត់ការបញ្ជាទិញនៅលើ Psar ប៉ុណ្ណោះ។
- វាមិនអាចផ្ញើទៅគណនី Psar ផ្សេង ទៅធនាគារ ឬទៅលេខទូរស័ព្ទបានទេ។
- ប្រាក់ចេញពីកាបូបបាន តែជាការទូទាត់សម្រាប់ការបញ្ជាទិញរបស់អ្នកប៉ុណ្ណោះ។

ធនាគាររបស់អ្នកផ្ទាល់ក៏កំណត់ដែនកំណត់ប្រចាំថ្ងៃលើការផ្ទេរប្រាក់តាម KHQR ដែរ។ បើកម្មវិធីធនាគាររបស់អ្នកបដិសេធការបញ្ចូលប្រាក់ដោយសារ «លើសដែនកំណត់» សូមសាកចំនួនតិចជាង ឬគណនីផ្សេង។

មានសំណួរអំពីដែនកំណត់? សូម [ទាក់ទងមកយើង](/customer-care/contact-us)។`,
    },
  },
  {
    categoryId: 62,
    slug: 'wallet-security',
    title: { en: 'Keeping my wallet money safe', kh: 'ការរក្សាប្រាក់ក្នុងកាបូបឱ្យមានសុវត្ថិភាព' },
    body: {
      en: `Your wallet can only be used by someone signed in to your account, so protecting your account protects your money.

- **Keep your password secret** and use one you do not use elsewhere. Change it at [/account/profile/change-password](/account/profile/change-password).
- **Never share codes.** Psar will never ask for your password or your 6-digit reset code, by phone, SMS, Telegram or Facebook. Anyone who asks is a scammer.
- **Pay only Psar QR codes** that appear on Psar pages after you choose **Top up** or **KHQR**. Do not scan codes sent to you in chats.
- **Check your history** at [Wallet](/account/wallet) from time to time.
- **Sign out** on shared or public devices.

**If something looks wrong**

1. Change your password immediately.
2. [Contact us](/customer-care/contact-us) or call +855 23 900 800 with the dates and amounts you do not recognise.
3. We can freeze the wallet while we investigate, and we correct any movement that was not yours.`,
      kh: `កាបូបរបស់អ្នកអាចប្រើបាន តែដោយអ្នកដែលបានចូលគណនីរបស់អ្នកប៉ុណ្ណោះ ដូច្នេះការការពារគណនីគឺជាការការពារប្រាក់របស់អ្នក។

- **រក្សាពាក្យសម្ងាត់ជាការសម្ងាត់** ហើយប្រើពាក្យសម្ងាត់ដែលអ្នកមិនប្រើនៅកន្លែងផ្សេង។ ប្តូរវានៅ [/account/profile/change-password](/account/profile/change-password)។
- **កុំចែករំលែកលេខកូដ។** Psar មិនដែលសុំពាក្យសម្ងាត់ ឬលេខកូដកំណត់ឡើងវិញ ៦ ខ្ទង់របស់អ្នក តាមទូរស័ព្ទ SMS Telegram ឬ Facebook ឡើយ។ អ្នកណាដែលសុំ គឺជាអ្នកបោកប្រាស់។
- **ទូទាត់តែកូដ QR របស់ Psar** ដែលបង្ហាញនៅលើទំព័រ Psar បន្ទាប់ពីអ្នកជ្រើសរើស **បញ្ចូលប្រាក់** ឬ **KHQR** ប៉ុណ្ណោះ។ កុំស្កេនកូដដែលគេផ្ញើមកអ្នកក្នុងការជជែក។
- **ពិនិត្យប្រវត្តិ** នៅ [កាបូប](/account/wallet) ម្តងម្កាល។
- **ចាកចេញពីគណនី** នៅលើឧបករណ៍ដែលប្រើរួមគ្នា ឬឧបករណ៍សាធារណៈ។

**បើមានអ្វីមិនប្រក្រតី**

1. ប្តូរពាក្យសម្ងាត់ភ្លាមៗ។
2. [ទាក់ទងមកយើង](/customer-care/contact-us) ឬទូរស័ព្ទមកលេខ +855 23 900 800 ជាមួយកាលបរិច្ឆេទ និងចំនួនទឹកប្រាក់ដែលអ្នកមិនស្គាល់។
3. យើងអាចបង្កកកាបូបខណៈពេលយើងស៊ើបអង្កេត ហើយកែតម្រូវរាល់ចលនាដែលមិនមែនជារបស់អ្នក។`,
    },
  },
  {
    categoryId: 63,
    slug: 'withdraw-wallet-money',
    title: { en: 'Can I withdraw money from my wallet?', kh: 'តើខ្ញុំអាចដកប្រាក់ពីកាបូបបានទេ?' },
    body: {
      en: `The Psar wallet is a shopping balance, not a bank account, so money in it cannot be withdrawn as cash or sent to a bank while your account is open. It can be used to pay for any order on Psar, and it does not expire.

**Before topping up**, add only what you plan to spend. Top-ups start at $1.00, so you never need to add much more than an order costs.

**When you close your account**

If your wallet still holds money when you close your Psar account, you can ask us to transfer it:

1. Send your closure request through [Contact us](/customer-care/contact-us), from the email address of your account.
2. Give the name of your bank and an account number **in your own name** in Cambodia.
3. We check your identity, then transfer the balance in US dollars, usually within 5 working days.

Credit received from promotions or bonuses is not paid out. Refunds credited to your wallet are treated like your own money and can be transferred on closure.`,
      kh: `កាបូប Psar គឺជាសមតុល្យសម្រាប់ទិញទំនិញ មិនមែនជាគណនីធនាគារទេ ដូច្នេះប្រាក់នៅក្នុងនោះមិនអាចដកជាប្រាក់សុទ្ធ ឬផ្ញើទៅធនាគារបានទេ ដរាបណាគណនីរបស់អ្នកនៅបើក។ វាអាចប្រើដើម្បីទូទាត់ការបញ្ជាទិញណាមួយនៅលើ Psar ហើយមិនផុតកំណត់ទេ។

**មុនពេលបញ្ចូលប្រាក់** សូមបញ្ចូលតែចំនួនដែលអ្នកគ្រោងនឹងចាយប៉ុណ្ណោះ។ ការបញ្ចូលប្រាក់ចាប់ផ្តើមពី $1.00 ដូច្នេះអ្នកមិនចាំបាច់បញ្ចូលលើសពីតម្លៃការបញ្ជាទិញច្រើនទេ។

**នៅពេលអ្នកបិទគណនី**

បើកាបូបរបស់អ្នកនៅមានប្រាក់ នៅពេលអ្នកបិទគណនី Psar អ្នកអាចស្នើសុំឱ្យយើងផ្ទេរវា៖

1. ផ្ញើសំណើបិទគណនីតាម [ទាក់ទងមកយើង](/customer-care/contact-us) ពីអាសយដ្ឋានអ៊ីមែលនៃគណនីរបស់អ្នក។
2. ផ្តល់ឈ្មោះធនាគារ និងលេខគណនី **ដែលជាឈ្មោះរបស់អ្នកផ្ទាល់** នៅកម្ពុជា។
3. យើងផ្ទៀងផ្ទាត់អត្តសញ្ញាណរបស់អ្នក រួចផ្ទេរសមតុល្យជាដុល្លារអាមេរិក ជាធម្មតាក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ។

ឥណទានដែលទទួលបានពីប្រូម៉ូសិន ឬប្រាក់រង្វាន់ មិនត្រូវបានបើកជាប្រាក់ទេ។ ប្រាក់សងវិញដែលបានដាក់ចូលកាបូប ត្រូវបានចាត់ទុកដូចប្រាក់ផ្ទាល់ខ្លួនរបស់អ្នក ហើយអាចផ្ទេរបាននៅពេលបិទគណនី។`,
    },
  },
];
