import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/terms-of-sale',
  title: { en: 'Terms of Sale', kh: 'លក្ខខណ្ឌនៃការលក់' },
  summary: {
    en: 'How orders, prices, payment, cancellation, returns and refunds work when you buy on Psar.',
    kh: 'របៀបដែលការបញ្ជាទិញ តម្លៃ ការទូទាត់ ការលុបចោល ការប្រគល់ទំនិញវិញ និងការសងប្រាក់វិញដំណើរការ នៅពេលអ្នកទិញនៅលើ Psar។',
  },
  body: {
    en: `# Terms of Sale

These Terms of Sale apply to every order placed on the Psar website or app with Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, and with the stores that sell through Psar.

## 1. Prices

1. All prices are shown and charged in US dollars (USD). Where you pay in riel through KHQR, your bank converts the amount at its own rate.
2. The price of a product can include a discount. An active promotion (between its start and end time) takes priority over any other discount on the same product.
3. Prices can change at any time, but the price you pay is the one shown on the checkout page when you place the order.

## 2. Delivery fee

1. The delivery fee is shown for each product line before you pay. Unless the product sets its own delivery conditions, the fee is $1.50 per unit.
2. Some products offer lower fees for larger quantities, such as a flat fee or a reduced fee per unit from a minimum quantity. The condition that applies is the one with the highest minimum quantity that your quantity reaches.
3. More details are in our Terms of Delivery.

## 3. Placing an order

1. Your order is an offer to buy. It is accepted when we confirm it on screen and by email, with an order number such as PS-000123.
2. We may refuse or cancel an order if the product is out of stock, the price shown was an obvious error, or we suspect fraud. If you have already paid, we refund you in full.

## 4. Payment

You can pay by:

1. **Cash on delivery** — pay the courier in cash when the parcel arrives;
2. **Psar wallet** — the balance in your wallet is debited when you place the order;
3. **KHQR (Bakong)** — scan the code with any Cambodian banking app that supports KHQR;
4. **Saved card** — a card saved in My Payment Options. To let you recognise the card we keep only the card brand and last four digits, with its expiry date and the name on it; the full card number and security code are never stored by Psar.

An order paid by KHQR stays in "To pay" until your bank confirms the payment. Orders paid by cash on delivery, wallet or card go straight to "To ship".

## 5. Vouchers and the welcome offer

When you subscribe to our newsletter we email you a personal welcome code: 10% off the products in your first order (delivery fees are not discounted). One voucher can be used per order; a voucher applies to the products after their own discounts and cannot be exchanged for cash. The full voucher rules are on our Vouchers page.

## 6. Cancellation

1. You may cancel an order from Orders in My Account as long as it has not been shipped.
2. The full amount you paid, delivery fee included, is refunded: at once to your Psar wallet if you paid with the wallet, or to the same bank account or card if you paid by KHQR or card (usually within 5 to 10 working days). A cash-on-delivery order simply ends, as nothing has been paid.
3. Once an order is shipped it can no longer be cancelled, but you may return it (clause 7).

## 7. Returns and refunds

1. You may request a return within 7 days of delivery from My Returns, giving the reason and, where useful, photos.
2. The product must be unused and in its original packaging with its labels, except when it arrived damaged, faulty or different from what you ordered.
3. Food, personal-care items that have been opened, underwear, digital products (top-ups, vouchers, game credits) and custom-made items cannot be returned unless they are faulty.
4. When the return is approved and the product received, we refund the product price to your Psar wallet. The delivery fee is also refunded when the error was ours or the seller's.

## 8. Reviews

After delivery you can write one review for each order line.

## 9. Law and contact

These terms are governed by the laws of the Kingdom of Cambodia, including the Law on Consumer Protection. Questions: support@psar.com.kh.
`,
    kh: `# លក្ខខណ្ឌនៃការលក់

លក្ខខណ្ឌនៃការលក់នេះអនុវត្តចំពោះរាល់ការបញ្ជាទិញដែលធ្វើឡើងនៅលើគេហទំព័រ ឬកម្មវិធី Psar ជាមួយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា និងជាមួយហាងនានាដែលលក់តាមរយៈ Psar។

## ១. តម្លៃ

1. តម្លៃទាំងអស់ត្រូវបានបង្ហាញ និងគិតជាដុល្លារអាមេរិក (USD)។ ប្រសិនបើអ្នកបង់ជាប្រាក់រៀលតាម KHQR ធនាគាររបស់អ្នកនឹងប្តូររូបិយប័ណ្ណតាមអត្រារបស់ខ្លួន។
2. តម្លៃផលិតផលអាចរួមបញ្ចូលការបញ្ចុះតម្លៃ។ ការផ្សព្វផ្សាយដែលកំពុងដំណើរការ (ចន្លោះពេលចាប់ផ្តើម និងពេលបញ្ចប់) មានអាទិភាពជាងការបញ្ចុះតម្លៃផ្សេងទៀតលើផលិតផលដដែល។
3. តម្លៃអាចប្រែប្រួលគ្រប់ពេល ប៉ុន្តែតម្លៃដែលអ្នកត្រូវបង់ គឺតម្លៃដែលបង្ហាញនៅទំព័រទូទាត់ប្រាក់ នៅពេលអ្នកដាក់ការបញ្ជាទិញ។

## ២. ថ្លៃដឹកជញ្ជូន

1. ថ្លៃដឹកជញ្ជូនត្រូវបានបង្ហាញសម្រាប់មុខទំនិញនីមួយៗ មុនពេលអ្នកបង់ប្រាក់។ លើកលែងតែផលិតផលមានលក្ខខណ្ឌដឹកជញ្ជូនផ្ទាល់ខ្លួន ថ្លៃដឹកជញ្ជូនគឺ $1.50 ក្នុងមួយឯកតា។
2. ផលិតផលខ្លះផ្តល់ថ្លៃដឹកជញ្ជូនទាបជាងសម្រាប់បរិមាណច្រើន ដូចជាថ្លៃថេរ ឬថ្លៃក្នុងមួយឯកតាដែលបញ្ចុះ ចាប់ពីបរិមាណអប្បបរមាណាមួយ។ លក្ខខណ្ឌដែលត្រូវអនុវត្ត គឺលក្ខខណ្ឌដែលមានបរិមាណអប្បបរមាខ្ពស់បំផុត ដែលបរិមាណរបស់អ្នកឈានដល់។
3. ព័ត៌មានលម្អិតបន្ថែមមាននៅក្នុងលក្ខខណ្ឌនៃការដឹកជញ្ជូនរបស់យើង។

## ៣. ការដាក់ការបញ្ជាទិញ

1. ការបញ្ជាទិញរបស់អ្នក គឺជាសំណើទិញ។ វាត្រូវបានទទួលយកនៅពេលយើងបញ្ជាក់នៅលើអេក្រង់ និងតាមអ៊ីមែល ដោយមានលេខបញ្ជាទិញ ដូចជា PS-000123។
2. យើងអាចបដិសេធ ឬលុបចោលការបញ្ជាទិញ ប្រសិនបើផលិតផលអស់ពីស្តុក តម្លៃដែលបង្ហាញខុសយ៉ាងច្បាស់ ឬយើងសង្ស័យថាមានការក្លែងបន្លំ។ ប្រសិនបើអ្នកបានបង់ប្រាក់រួចហើយ យើងនឹងសងប្រាក់អ្នកវិញទាំងស្រុង។

## ៤. ការទូទាត់ប្រាក់

អ្នកអាចបង់ប្រាក់តាម៖

1. **ទូទាត់ប្រាក់ពេលទទួលទំនិញ** — បង់ប្រាក់សុទ្ធទៅអ្នកដឹកជញ្ជូន នៅពេលកញ្ចប់ទំនិញមកដល់។
2. **កាបូប Psar** — សមតុល្យក្នុងកាបូបរបស់អ្នកនឹងត្រូវកាត់ នៅពេលអ្នកដាក់ការបញ្ជាទិញ។
3. **KHQR (បាគង)** — ស្កេនកូដដោយប្រើកម្មវិធីធនាគារណាមួយនៅកម្ពុជាដែលគាំទ្រ KHQR។
4. **កាតដែលបានរក្សាទុក** — កាតដែលបានរក្សាទុកក្នុង "ជម្រើសទូទាត់របស់ខ្ញុំ"។ ដើម្បីឱ្យអ្នកអាចស្គាល់កាតរបស់អ្នក យើងរក្សាទុកតែប្រភេទកាត និងលេខបួនខ្ទង់ចុងក្រោយប៉ុណ្ណោះ រួមជាមួយកាលបរិច្ឆេទផុតកំណត់ និងឈ្មោះនៅលើកាត។ Psar មិនដែលរក្សាទុកលេខកាតពេញ និងលេខកូដសុវត្ថិភាពឡើយ។

ការបញ្ជាទិញដែលបង់តាម KHQR នៅតែស្ថិតក្នុង "រង់ចាំការទូទាត់" រហូតដល់ធនាគាររបស់អ្នកបញ្ជាក់ការទូទាត់។ ការបញ្ជាទិញដែលទូទាត់ពេលទទួលទំនិញ បង់ដោយកាបូប ឬកាត ផ្លាស់ទៅ "រង់ចាំដឹកជញ្ជូន" ដោយផ្ទាល់។

## ៥. ប័ណ្ណបញ្ចុះតម្លៃ និងការផ្តល់ជូនស្វាគមន៍

នៅពេលអ្នកចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានរបស់យើង យើងនឹងផ្ញើលេខកូដស្វាគមន៍ផ្ទាល់ខ្លួនទៅអ៊ីមែលរបស់អ្នក៖ បញ្ចុះតម្លៃ ១០% លើផលិតផលក្នុងការបញ្ជាទិញដំបូងរបស់អ្នក (ថ្លៃដឹកជញ្ជូនមិនត្រូវបានបញ្ចុះទេ)។ ការបញ្ជាទិញមួយអាចប្រើប័ណ្ណបញ្ចុះតម្លៃបានតែមួយ។ ប័ណ្ណអនុវត្តលើតម្លៃផលិតផល បន្ទាប់ពីការបញ្ចុះតម្លៃផ្ទាល់របស់ផលិតផល ហើយមិនអាចប្តូរជាប្រាក់សុទ្ធបានទេ។ វិធានពេញលេញនៃប័ណ្ណមាននៅលើទំព័រ "ប័ណ្ណបញ្ចុះតម្លៃ" របស់យើង។

## ៦. ការលុបចោលការបញ្ជាទិញ

1. អ្នកអាចលុបចោលការបញ្ជាទិញពី "ការបញ្ជាទិញ" ក្នុង "គណនីរបស់ខ្ញុំ" ដរាបណាវាមិនទាន់ត្រូវបានបញ្ជូនចេញ។
2. ចំនួនទឹកប្រាក់ទាំងអស់ដែលអ្នកបានបង់ រួមទាំងថ្លៃដឹកជញ្ជូន នឹងត្រូវសងវិញ៖ ចូលកាបូប Psar របស់អ្នកភ្លាមៗ ប្រសិនបើអ្នកបានបង់ដោយកាបូប ឬទៅគណនីធនាគារ ឬកាតដដែល ប្រសិនបើអ្នកបានបង់តាម KHQR ឬកាត (ជាធម្មតាក្នុងរយៈពេល ៥ ទៅ ១០ ថ្ងៃធ្វើការ)។ ការបញ្ជាទិញដែលទូទាត់ពេលទទួលទំនិញ គ្រាន់តែត្រូវបញ្ចប់ ព្រោះមិនទាន់បានបង់អ្វីទាំងអស់។
3. នៅពេលការបញ្ជាទិញត្រូវបានបញ្ជូនចេញហើយ វាមិនអាចលុបចោលបានទៀតទេ ប៉ុន្តែអ្នកអាចប្រគល់វាវិញបាន (ប្រការ ៧)។

## ៧. ការប្រគល់ទំនិញវិញ និងការសងប្រាក់វិញ

1. អ្នកអាចស្នើសុំប្រគល់ទំនិញវិញក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួលទំនិញ តាម "ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ" ដោយបញ្ជាក់មូលហេតុ និងភ្ជាប់រូបថតប្រសិនបើចាំបាច់។
2. ផលិតផលត្រូវតែមិនទាន់ប្រើ និងស្ថិតក្នុងវេចខ្ចប់ដើមជាមួយស្លាករបស់វា លើកលែងតែវាមកដល់ក្នុងស្ថានភាពខូច មានបញ្ហា ឬខុសពីអ្វីដែលអ្នកបានបញ្ជាទិញ។
3. អាហារ ផលិតផលថែរក្សាខ្លួនដែលបានបើករួច ខោអាវទ្រនាប់ ផលិតផលឌីជីថល (ការបញ្ចូលលុយទូរស័ព្ទ ប័ណ្ណ ក្រេឌីតហ្គេម) និងទំនិញដែលផលិតតាមការកុម្ម៉ង់ មិនអាចប្រគល់វិញបានទេ លើកលែងតែវាមានបញ្ហា។
4. នៅពេលការប្រគល់វិញត្រូវបានអនុម័ត ហើយយើងបានទទួលផលិតផល យើងនឹងសងតម្លៃផលិតផលចូលកាបូប Psar របស់អ្នក។ ថ្លៃដឹកជញ្ជូនក៏ត្រូវបានសងវិញដែរ ប្រសិនបើកំហុសនោះមកពីយើង ឬអ្នកលក់។

## ៨. ការវាយតម្លៃ

បន្ទាប់ពីទទួលបានទំនិញ អ្នកអាចសរសេរការវាយតម្លៃមួយ សម្រាប់មុខទំនិញនីមួយៗក្នុងការបញ្ជាទិញ។

## ៩. ច្បាប់ និងទំនាក់ទំនង

លក្ខខណ្ឌទាំងនេះស្ថិតក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា រួមទាំងច្បាប់ស្តីពីកិច្ចការពារអ្នកប្រើប្រាស់។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
