import type { HelpArticleSeed } from '../article-types';

// Help group 81, Smart Service (sub-categories 82–88), consistent with the terms pages for mobile
// top-up, digital vouchers, Psar Games and Buy Now, Pay Later.
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 82,
    slug: 'mobile-top-up',
    title: { en: 'Topping up a prepaid phone', kh: 'ការបញ្ចូលលុយទូរស័ព្ទបង់ប្រាក់មុន' },
    body: {
      en: `You can buy airtime and data for prepaid numbers with Cambodian operators such as Smart, Cellcard and Metfone.

1. Open the mobile top-up page and enter the phone number. Check the operator shown.
2. Choose an amount (for example from $1 to $50) or a data package.
3. Pay with your **Psar wallet**, **KHQR** or a **saved card**. Cash on delivery is not available, and there is no delivery fee.
4. Most top-ups arrive within a few minutes, usually with an SMS from the operator. The order then shows **Completed** in [Orders](/orders).

**Please check the number carefully.** A top-up sent to a wrong number that belongs to someone else cannot be reversed or refunded.

**Problems**
- If the operator rejects the top-up (for example the number is postpaid), the order is cancelled and the full amount is refunded to your Psar wallet at once.
- Still pending after 1 hour? [Contact us](/customer-care/contact-us) with the order number.

Delivered top-ups cannot be returned. Full terms: [/terms-conditions/mobile-top-up](/terms-conditions/mobile-top-up).`,
      kh: `អ្នកអាចទិញលុយ និងកញ្ចប់ទិន្នន័យសម្រាប់លេខបង់ប្រាក់មុន របស់ប្រតិបត្តិករនៅកម្ពុជា ដូចជា Smart Cellcard និង Metfone។

1. បើកទំព័របញ្ចូលលុយទូរស័ព្ទ ហើយបញ្ចូលលេខទូរស័ព្ទ។ ពិនិត្យប្រតិបត្តិករដែលបង្ហាញ។
2. ជ្រើសរើសចំនួនទឹកប្រាក់ (ឧទាហរណ៍ ពី $1 ដល់ $50) ឬកញ្ចប់ទិន្នន័យ។
3. ទូទាត់ដោយ **កាបូប Psar** **KHQR** ឬ **កាតដែលបានរក្សាទុក**។ មិនអាចទូទាត់ពេលទទួលទំនិញបានទេ ហើយគ្មានថ្លៃដឹកជញ្ជូនទេ។
4. ការបញ្ចូលលុយភាគច្រើនមកដល់ក្នុងរយៈពេលប៉ុន្មាននាទី ជាធម្មតាមាន SMS ពីប្រតិបត្តិករ។ បន្ទាប់មក ការបញ្ជាទិញនឹងបង្ហាញ **បានបញ្ចប់** នៅក្នុង [ការបញ្ជាទិញ](/orders)។

**សូមពិនិត្យលេខឱ្យបានច្បាស់។** ការបញ្ចូលលុយទៅលេខខុសដែលជារបស់អ្នកផ្សេង មិនអាចបង្វិលវិញ ឬសងប្រាក់វិញបានទេ។

**បញ្ហា**
- បើប្រតិបត្តិករបដិសេធការបញ្ចូលលុយ (ឧទាហរណ៍ លេខនោះជាលេខបង់ប្រាក់ក្រោយ) ការបញ្ជាទិញនឹងត្រូវលុបចោល ហើយប្រាក់ទាំងអស់ត្រូវបានសងចូលកាបូប Psar របស់អ្នកភ្លាមៗ។
- នៅតែរង់ចាំក្រោយ ១ ម៉ោង? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ។

ការបញ្ចូលលុយដែលបានផ្ញើរួច មិនអាចប្រគល់វិញបានទេ។ លក្ខខណ្ឌពេញលេញ៖ [/terms-conditions/mobile-top-up](/terms-conditions/mobile-top-up)។`,
    },
  },
  {
    categoryId: 83,
    slug: 'digital-gift-vouchers',
    title: { en: 'Buying and redeeming Psar gift vouchers', kh: 'ការទិញ និងការប្រើប័ណ្ណកាដូ Psar' },
    body: {
      en: `A Psar gift voucher is a prepaid code sent by email: a simple gift that lets someone choose what they like on Psar.

**Buying**
1. Choose a value, for example $5, $10, $25, $50 or $100.
2. Send it to yourself or to someone else's email, with a personal message, now or on a chosen date.
3. Pay with your Psar wallet, KHQR or a saved card. There is no delivery fee.

**Redeeming**
1. Sign in and open [Wallet](/account/wallet).
2. Enter the code. Its full value is added to the wallet balance, ready to spend at checkout.

**Good to know**
- Redeem the voucher within **12 months** of purchase; the expiry date is in the email. Once in the wallet, the balance does not expire.
- Each code works once, for one account.
- A code that has been sent cannot be cancelled or refunded. A voucher scheduled for later can be cancelled before it is sent.
- A voucher code is like cash. Psar will never ask you to pay a fine or a fee with gift voucher codes.

Full terms: [/terms-conditions/dgs-vouchers](/terms-conditions/dgs-vouchers).`,
      kh: `ប័ណ្ណកាដូ Psar គឺជាលេខកូដបង់ប្រាក់ជាមុនដែលផ្ញើតាមអ៊ីមែល៖ ជាកាដូដ៏សាមញ្ញមួយ ដែលអនុញ្ញាតឱ្យអ្នកទទួលជ្រើសរើសអ្វីដែលខ្លួនចូលចិត្តនៅលើ Psar។

**ការទិញ**
1. ជ្រើសរើសតម្លៃ ឧទាហរណ៍ $5 $10 $25 $50 ឬ $100។
2. ផ្ញើវាទៅខ្លួនឯង ឬទៅអ៊ីមែលរបស់អ្នកផ្សេង ជាមួយសារផ្ទាល់ខ្លួន ឥឡូវនេះ ឬនៅថ្ងៃដែលបានជ្រើសរើស។
3. ទូទាត់ដោយកាបូប Psar KHQR ឬកាតដែលបានរក្សាទុក។ គ្មានថ្លៃដឹកជញ្ជូនទេ។

**ការប្រើប្រាស់**
1. ចូលគណនី ហើយបើក [កាបូប](/account/wallet)។
2. បញ្ចូលលេខកូដ។ តម្លៃទាំងអស់របស់វានឹងត្រូវបានបន្ថែមទៅសមតុល្យកាបូប រួចរាល់សម្រាប់ចាយនៅពេលទូទាត់។

**គួរដឹង**
- សូមប្រើប័ណ្ណក្នុងរយៈពេល **១២ ខែ** បន្ទាប់ពីការទិញ កាលបរិច្ឆេទផុតកំណត់មាននៅក្នុងអ៊ីមែល។ នៅពេលចូលកាបូបហើយ សមតុល្យមិនផុតកំណត់ទេ។
- លេខកូដនីមួយៗប្រើបានតែម្តង សម្រាប់គណនីតែមួយ។
- លេខកូដដែលបានផ្ញើរួច មិនអាចលុបចោល ឬសងប្រាក់វិញបានទេ។ ប័ណ្ណដែលកំណត់ផ្ញើនៅពេលក្រោយ អាចលុបចោលបានមុនពេលវាត្រូវបានផ្ញើ។
- លេខកូដប័ណ្ណគឺដូចជាប្រាក់សុទ្ធ។ Psar មិនដែលសុំឱ្យអ្នកបង់ប្រាក់ពិន័យ ឬថ្លៃសេវាណាមួយដោយលេខកូដប័ណ្ណកាដូឡើយ។

លក្ខខណ្ឌពេញលេញ៖ [/terms-conditions/dgs-vouchers](/terms-conditions/dgs-vouchers)។`,
    },
  },
  {
    categoryId: 84,
    slug: 'game-credits',
    title: { en: 'Buying game credits and game cards', kh: 'ការទិញក្រេឌីតហ្គេម និងកាតហ្គេម' },
    body: {
      en: `Psar sells digital codes from partner brands, including game cards and in-game credits for popular mobile and PC games.

**Buying**
1. Open the product and check the **region** and **platform** in the description: the code must work in Cambodia and on your device.
2. Pay with your Psar wallet, KHQR or a saved card. Cash on delivery is not available, and there is no delivery fee.
3. Once payment is confirmed, the code appears in the order in [Orders](/orders) and is also sent by email.
4. Redeem it in the game or store as the product page explains.

**Good to know**
- Once a code has been shown or sent, it cannot be cancelled, returned or exchanged, because it can be used immediately.
- If a code does not work, [contact us](/customer-care/contact-us) within 7 days with the order number and a screenshot of the error. If the code is unused and faulty, we replace it or refund you in full.
- Never share codes with people who contact you in games or chats.

**Psar Games** (daily check-in, lucky spin) are different: they are free to play and you never buy turns. See [/terms-conditions/amzgame](/terms-conditions/amzgame).`,
      kh: `Psar លក់លេខកូដឌីជីថលពីម៉ាកដៃគូ រួមទាំងកាតហ្គេម និងក្រេឌីតក្នុងហ្គេម សម្រាប់ហ្គេមទូរស័ព្ទ និងកុំព្យូទ័រដែលពេញនិយម។

**ការទិញ**
1. បើកផលិតផល ហើយពិនិត្យ **តំបន់** និង **ប្រព័ន្ធ** នៅក្នុងការពិពណ៌នា៖ លេខកូដត្រូវតែប្រើបាននៅកម្ពុជា និងនៅលើឧបករណ៍របស់អ្នក។
2. ទូទាត់ដោយកាបូប Psar KHQR ឬកាតដែលបានរក្សាទុក។ មិនអាចទូទាត់ពេលទទួលទំនិញបានទេ ហើយគ្មានថ្លៃដឹកជញ្ជូនទេ។
3. នៅពេលការទូទាត់ត្រូវបានបញ្ជាក់ លេខកូដនឹងបង្ហាញនៅក្នុងការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ហើយក៏ត្រូវបានផ្ញើតាមអ៊ីមែលដែរ។
4. ប្រើលេខកូដនៅក្នុងហ្គេម ឬហាងកម្មវិធី តាមការណែនាំនៅលើទំព័រផលិតផល។

**គួរដឹង**
- នៅពេលលេខកូដត្រូវបានបង្ហាញ ឬផ្ញើរួច វាមិនអាចលុបចោល ប្រគល់វិញ ឬប្តូរបានទេ ព្រោះវាអាចប្រើបានភ្លាមៗ។
- បើលេខកូដមិនដំណើរការ សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ក្នុងរយៈពេល ៧ ថ្ងៃ ជាមួយលេខបញ្ជាទិញ និងរូបថតអេក្រង់នៃកំហុស។ បើលេខកូដមិនទាន់ប្រើ ហើយមានបញ្ហា យើងនឹងប្តូរវា ឬសងប្រាក់អ្នកវិញទាំងស្រុង។
- កុំចែករំលែកលេខកូដជាមួយអ្នកដែលទាក់ទងអ្នកក្នុងហ្គេម ឬការជជែក។

**Psar Games** (ការចុះឈ្មោះប្រចាំថ្ងៃ កង់សំណាង) គឺខុសគ្នា៖ វាលេងដោយឥតគិតថ្លៃ ហើយអ្នកមិនដែលទិញជុំលេងទេ។ សូមមើល [/terms-conditions/amzgame](/terms-conditions/amzgame)។`,
    },
  },
  {
    categoryId: 85,
    slug: 'bill-payments',
    title: {
      en: 'Can I pay my electricity, water or internet bill on Psar?',
      kh: 'តើខ្ញុំអាចបង់វិក្កយបត្រអគ្គិសនី ទឹក ឬអ៊ីនធឺណិតនៅលើ Psar បានទេ?',
    },
    body: {
      en: `Not yet. Paying utility bills on Psar is planned as part of our Smart Services, and we will announce it in the newsletter and on this page when it launches.

**Until then, the quickest way** to pay most Cambodian bills is the KHQR or bill-payment menu of your bank app:

- **Electricity (EDC):** scan the KHQR printed on your bill, or search for EDC in your bank app's bill-payment list and enter your customer number.
- **Water (PPWSA and provincial water suppliers):** use the KHQR or the customer number on your bill.
- **Internet and TV:** most providers print a KHQR on their invoices or accept payment in bank apps.

**Already on Psar**

- [Mobile top-up](/terms-conditions/mobile-top-up) for prepaid phone numbers, paid with your wallet, KHQR or a saved card.
- Digital gift vouchers and game credits.

**Be careful:** Psar does not send bill reminders or payment links by SMS or Telegram. If you receive a message asking you to pay a bill "through Psar", it is a scam; please [report it](/customer-care/contact-us).`,
      kh: `មិនទាន់បានទេ។ ការបង់វិក្កយបត្រសេវាសាធារណៈនៅលើ Psar ស្ថិតក្នុងគម្រោងជាផ្នែកមួយនៃសេវាឆ្លាតវៃរបស់យើង ហើយយើងនឹងប្រកាសវាក្នុងព្រឹត្តិបត្រ និងនៅលើទំព័រនេះ នៅពេលវាដាក់ឱ្យប្រើ។

**រហូតដល់ពេលនោះ វិធីរហ័សបំផុត** ដើម្បីបង់វិក្កយបត្រភាគច្រើននៅកម្ពុជា គឺម៉ឺនុយ KHQR ឬការបង់វិក្កយបត្រក្នុងកម្មវិធីធនាគាររបស់អ្នក៖

- **អគ្គិសនី (EDC)៖** ស្កេន KHQR ដែលបោះពុម្ពនៅលើវិក្កយបត្រ ឬស្វែងរក EDC ក្នុងបញ្ជីបង់វិក្កយបត្រនៃកម្មវិធីធនាគារ ហើយបញ្ចូលលេខអតិថិជនរបស់អ្នក។
- **ទឹក (រដ្ឋាករទឹកស្វយ័តភ្នំពេញ និងអ្នកផ្គត់ផ្គង់ទឹកតាមខេត្ត)៖** ប្រើ KHQR ឬលេខអតិថិជននៅលើវិក្កយបត្ររបស់អ្នក។
- **អ៊ីនធឺណិត និងទូរទស្សន៍៖** អ្នកផ្តល់សេវាភាគច្រើនបោះពុម្ព KHQR នៅលើវិក្កយបត្រ ឬទទួលការបង់ប្រាក់ក្នុងកម្មវិធីធនាគារ។

**មាននៅលើ Psar រួចហើយ**

- [ការបញ្ចូលលុយទូរស័ព្ទ](/terms-conditions/mobile-top-up) សម្រាប់លេខបង់ប្រាក់មុន ទូទាត់ដោយកាបូប KHQR ឬកាតដែលបានរក្សាទុក។
- ប័ណ្ណកាដូឌីជីថល និងក្រេឌីតហ្គេម។

**សូមប្រុងប្រយ័ត្ន៖** Psar មិនផ្ញើការរំលឹកវិក្កយបត្រ ឬតំណទូទាត់តាម SMS ឬ Telegram ទេ។ បើអ្នកទទួលបានសារសុំឱ្យបង់វិក្កយបត្រ «តាម Psar» នោះជាការបោកប្រាស់ សូម [រាយការណ៍មកយើង](/customer-care/contact-us)។`,
    },
  },
  {
    categoryId: 86,
    slug: 'buy-now-pay-later',
    title: { en: 'How does Buy Now, Pay Later work?', kh: 'តើ «ទិញឥឡូវ បង់ពេលក្រោយ» ដំណើរការយ៉ាងដូចម្តេច?' },
    body: {
      en: `Buy Now, Pay Later lets you receive your order now and pay in monthly instalments, through a financing partner licensed by the National Bank of Cambodia. The partner's name is shown at checkout.

**Who can use it**
- You are 18 or older, with a valid Cambodian ID card or residence document, and your Psar profile has a phone number.
- The option appears at [Checkout](/checkout) only for eligible orders, for example totals between $50 and $1,500. Top-ups and digital vouchers are excluded.

**How it works**
1. Choose **Buy Now, Pay Later** and the number of instalments offered (for example 3, 6 or 12).
2. The partner shows each instalment, the due dates, the total to repay and any interest or fee before you agree.
3. Once approved, we ship your order as usual; the delivery fee is part of the financed total.

**Cancelling and returns:** you can cancel before shipping, and return within 7 days of delivery; the partner then reduces or closes your balance. Keep paying until they confirm.

This is not the same as the **Buy now** button on product pages, which just takes you straight to checkout. Terms: [/terms-conditions/buy-now-paylater](/terms-conditions/buy-now-paylater).`,
      kh: `«ទិញឥឡូវ បង់ពេលក្រោយ» អនុញ្ញាតឱ្យអ្នកទទួលការបញ្ជាទិញឥឡូវនេះ ហើយបង់ជាដំណាក់កាលប្រចាំខែ តាមរយៈដៃគូហិរញ្ញប្បទានដែលមានអាជ្ញាបណ្ណពីធនាគារជាតិនៃកម្ពុជា។ ឈ្មោះដៃគូបង្ហាញនៅពេលទូទាត់។

**អ្នកណាអាចប្រើបាន**
- អ្នកមានអាយុចាប់ពី ១៨ ឆ្នាំឡើងទៅ មានអត្តសញ្ញាណប័ណ្ណខ្មែរ ឬឯកសារស្នាក់នៅដែលមានសុពលភាព ហើយព័ត៌មានផ្ទាល់ខ្លួន Psar របស់អ្នកមានលេខទូរស័ព្ទ។
- ជម្រើសនេះបង្ហាញនៅ [ការទូទាត់](/checkout) តែសម្រាប់ការបញ្ជាទិញដែលមានសិទ្ធិប៉ុណ្ណោះ ឧទាហរណ៍ តម្លៃសរុបចន្លោះ $50 ដល់ $1,500។ ការបញ្ចូលលុយ និងប័ណ្ណឌីជីថល មិនត្រូវបានរាប់បញ្ចូលទេ។

**របៀបដំណើរការ**
1. ជ្រើសរើស **ទិញឥឡូវ បង់ពេលក្រោយ** និងចំនួនដំណាក់កាលដែលផ្តល់ជូន (ឧទាហរណ៍ ៣ ៦ ឬ ១២ ខែ)។
2. ដៃគូបង្ហាញចំនួនប្រាក់បង់នីមួយៗ កាលបរិច្ឆេទត្រូវបង់ ចំនួនសរុបដែលត្រូវសង និងការប្រាក់ ឬថ្លៃសេវាណាមួយ មុនពេលអ្នកយល់ព្រម។
3. នៅពេលត្រូវបានអនុម័ត យើងដឹកជញ្ជូនការបញ្ជាទិញរបស់អ្នកដូចធម្មតា ថ្លៃដឹកជញ្ជូនគឺជាផ្នែកមួយនៃចំនួនសរុបដែលបានផ្តល់ហិរញ្ញប្បទាន។

**ការលុបចោល និងការប្រគល់វិញ៖** អ្នកអាចលុបចោលមុនពេលដឹកជញ្ជូន និងប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ បន្ទាប់មកដៃគូនឹងកាត់បន្ថយ ឬបិទសមតុល្យរបស់អ្នក។ សូមបន្តបង់ប្រាក់រហូតដល់ពួកគេបញ្ជាក់។

នេះមិនដូចប៊ូតុង **ទិញឥឡូវ** នៅលើទំព័រផលិតផលទេ ដែលគ្រាន់តែនាំអ្នកទៅកាន់ការទូទាត់ភ្លាមៗ។ លក្ខខណ្ឌ៖ [/terms-conditions/buy-now-paylater](/terms-conditions/buy-now-paylater)។`,
    },
  },
  {
    categoryId: 87,
    slug: 'solar-installation-service',
    title: { en: 'Solar panels and installation', kh: 'បន្ទះសូឡា និងការដំឡើង' },
    body: {
      en: `Solar power is a good way to cut electricity bills and keep the lights on during power cuts, in Phnom Penh and in the provinces.

**Buying solar products on Psar**
You will find panels, inverters, batteries, solar lamps, fans and water pumps in the catalogue. Panels and batteries are heavy, so they travel by truck; the delivery fee is set for each product and shown at checkout.

**Installation**
Complete home and business systems, including a site visit, sizing and professional installation, are offered by our sister solar company, linked from the site menu. Their team:

1. visits your home or business to check your roof, your usage and your electricity bills;
2. proposes a system and a written quote in US dollars;
3. installs it and explains how to use and maintain it.

**Warranty:** panels and inverters carry manufacturer warranties, shown in each product description. Keep your order number from [Orders](/orders).

Not sure what you need? [Contact us](/customer-care/contact-us) with your province and a recent electricity bill, and we will put you in touch.`,
      kh: `ថាមពលព្រះអាទិត្យគឺជាវិធីល្អមួយដើម្បីកាត់បន្ថយថ្លៃអគ្គិសនី និងរក្សាភ្លើងឱ្យនៅភ្លឺពេលដាច់ភ្លើង ទាំងនៅភ្នំពេញ និងនៅតាមខេត្ត។

**ការទិញផលិតផលសូឡានៅលើ Psar**
អ្នកនឹងរកឃើញបន្ទះសូឡា អ៊ីនវឺតទ័រ អាគុយ ចង្កៀងសូឡា កង្ហារ និងម៉ាស៊ីនបូមទឹក នៅក្នុងកាតាឡុក។ បន្ទះសូឡា និងអាគុយមានទម្ងន់ធ្ងន់ ដូច្នេះត្រូវដឹកដោយឡានដឹកទំនិញ ថ្លៃដឹកជញ្ជូនត្រូវបានកំណត់សម្រាប់ផលិតផលនីមួយៗ ហើយបង្ហាញនៅពេលទូទាត់។

**ការដំឡើង**
ប្រព័ន្ធពេញលេញសម្រាប់ផ្ទះ និងអាជីវកម្ម រួមទាំងការចុះពិនិត្យទីតាំង ការគណនាទំហំ និងការដំឡើងដោយអ្នកជំនាញ ត្រូវបានផ្តល់ជូនដោយក្រុមហ៊ុនសូឡាបងប្អូនរបស់យើង ដែលមានតំណនៅក្នុងម៉ឺនុយគេហទំព័រ។ ក្រុមការងាររបស់ពួកគេ៖

1. ចុះមកផ្ទះ ឬអាជីវកម្មរបស់អ្នក ដើម្បីពិនិត្យដំបូល ការប្រើប្រាស់ និងវិក្កយបត្រអគ្គិសនីរបស់អ្នក
2. ស្នើប្រព័ន្ធមួយ និងសម្រង់តម្លៃជាលាយលក្ខណ៍អក្សរជាដុល្លារអាមេរិក
3. ដំឡើងវា ហើយពន្យល់ពីរបៀបប្រើ និងថែទាំ។

**ការធានា៖** បន្ទះសូឡា និងអ៊ីនវឺតទ័រ មានការធានាពីក្រុមហ៊ុនផលិត ដែលបង្ហាញនៅក្នុងការពិពណ៌នាផលិតផលនីមួយៗ។ សូមរក្សាទុកលេខបញ្ជាទិញរបស់អ្នកពី [ការបញ្ជាទិញ](/orders)។

មិនច្បាស់ថាអ្នកត្រូវការអ្វី? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយខេត្តរបស់អ្នក និងវិក្កយបត្រអគ្គិសនីថ្មីៗ យើងនឹងភ្ជាប់ទំនាក់ទំនងឱ្យអ្នក។`,
    },
  },
  {
    categoryId: 88,
    slug: 'installation-and-repair',
    title: { en: 'Installation and repair of appliances', kh: 'ការដំឡើង និងការជួសជុលឧបករណ៍ប្រើប្រាស់' },
    body: {
      en: `**Installation**

Some products, such as air conditioners, water heaters, washing machines and TV wall mounts, can be bought with installation. When a product includes it, the product page says so clearly, with what is covered (for example standard copper pipe length for an air conditioner) and the areas served.

1. Buy the product as usual at [Checkout](/checkout).
2. After delivery, the store or its technician calls you to book a time.
3. Extra materials or work beyond what is included are quoted before the technician starts; you only pay if you agree.

If the product page does not mention installation, delivery is to your door only.

**Repairs**

- **In the first 7 days after delivery:** a faulty product is handled as a return, free of charge. Request it from the order in [Orders](/orders), with photos or a video.
- **Under warranty:** [contact us](/customer-care/contact-us) with the order number; we arrange repair through the brand's authorised service centre.
- **After the warranty:** we can recommend a service centre, at your own cost.`,
      kh: `**ការដំឡើង**

ផលិតផលខ្លះ ដូចជាម៉ាស៊ីនត្រជាក់ ម៉ាស៊ីនកម្តៅទឹក ម៉ាស៊ីនបោកខោអាវ និងជើងព្យួរទូរទស្សន៍ អាចទិញរួមជាមួយការដំឡើងបាន។ នៅពេលផលិតផលរួមបញ្ចូលការដំឡើង ទំព័រផលិតផលបញ្ជាក់យ៉ាងច្បាស់ ព្រមទាំងអ្វីដែលត្រូវបានគ្របដណ្តប់ (ឧទាហរណ៍ ប្រវែងបំពង់ស្ពាន់ស្តង់ដារសម្រាប់ម៉ាស៊ីនត្រជាក់) និងតំបន់ដែលផ្តល់សេវា។

1. ទិញផលិតផលដូចធម្មតានៅ [ការទូទាត់](/checkout)។
2. បន្ទាប់ពីការដឹកដល់ ហាង ឬអ្នកបច្ចេកទេសរបស់ហាង នឹងទូរស័ព្ទមកអ្នកដើម្បីណាត់ពេល។
3. សម្ភារៈបន្ថែម ឬការងារលើសពីអ្វីដែលរួមបញ្ចូល នឹងត្រូវផ្តល់សម្រង់តម្លៃមុនពេលអ្នកបច្ចេកទេសចាប់ផ្តើម អ្នកបង់តែនៅពេលអ្នកយល់ព្រមប៉ុណ្ណោះ។

បើទំព័រផលិតផលមិនបានលើកឡើងអំពីការដំឡើងទេ ការដឹកជញ្ជូនគឺត្រឹមមាត់ទ្វាររបស់អ្នកប៉ុណ្ណោះ។

**ការជួសជុល**

- **ក្នុងរយៈពេល ៧ ថ្ងៃដំបូងបន្ទាប់ពីការដឹកដល់៖** ផលិតផលដែលមិនដំណើរការ ត្រូវដោះស្រាយជាការប្រគល់វិញ ដោយឥតគិតថ្លៃ។ សូមស្នើសុំពីការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ដោយភ្ជាប់រូបថត ឬវីដេអូ។
- **ក្នុងរយៈពេលធានា៖** សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ យើងនឹងរៀបចំការជួសជុលតាមរយៈមជ្ឈមណ្ឌលសេវាកម្មដែលមានការអនុញ្ញាតរបស់ម៉ាក។
- **ក្រោយពេលផុតការធានា៖** យើងអាចណែនាំមជ្ឈមណ្ឌលសេវាកម្មមួយ ដោយអ្នកចេញថ្លៃផ្ទាល់។`,
    },
  },
];
