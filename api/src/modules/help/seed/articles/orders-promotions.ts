import type { HelpArticleSeed } from '../article-types';

// Help group 9, Orders & Promotions (sub-categories 10–17).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 10,
    slug: 'how-to-place-an-order',
    title: { en: 'How to place an order', kh: 'របៀបបញ្ជាទិញ' },
    body: {
      en: `1. Find a product with the search box or the **All Categories** menu, and open it.
2. Choose the options (such as size or colour) and the quantity.
3. Tap **Add to cart** to keep shopping, or **Buy now** to go straight to checkout with that item only.
4. Open the cart icon to reach [Checkout](/checkout). Check the items, the delivery address and the delivery fee of each item.
5. Enter a voucher code if you have one, choose a payment method (cash on delivery, Psar wallet, KHQR or a saved card) and place the order.

You will see your order number (for example PS-000123) on the confirmation screen, and we email you a confirmation. Follow the order any time in [Orders](/orders).

All prices are in US dollars, and you must be signed in to check out.`,
      kh: `1. ស្វែងរកផលិតផលតាមប្រអប់ស្វែងរក ឬម៉ឺនុយ **ប្រភេទទាំងអស់** ហើយបើកវា។
2. ជ្រើសរើសជម្រើស (ដូចជាទំហំ ឬពណ៌) និងចំនួន។
3. ចុច **ដាក់ក្នុងកន្ត្រក** ដើម្បីបន្តទិញទំនិញ ឬ **ទិញឥឡូវ** ដើម្បីទៅទូទាត់ភ្លាមសម្រាប់តែទំនិញនោះ។
4. ចុចរូបកន្ត្រកដើម្បីទៅកាន់ [ការទូទាត់](/checkout)។ ពិនិត្យទំនិញ អាសយដ្ឋានដឹកជញ្ជូន និងថ្លៃដឹកជញ្ជូននៃទំនិញនីមួយៗ។
5. បញ្ចូលលេខកូដប័ណ្ណបញ្ចុះតម្លៃបើអ្នកមាន ជ្រើសរើសវិធីទូទាត់ (ទូទាត់ពេលទទួលទំនិញ កាបូប Psar KHQR ឬកាតដែលបានរក្សាទុក) ហើយបញ្ជាទិញ។

អ្នកនឹងឃើញលេខបញ្ជាទិញ (ឧទាហរណ៍ PS-000123) នៅលើអេក្រង់បញ្ជាក់ ហើយយើងនឹងផ្ញើអ៊ីមែលបញ្ជាក់ទៅអ្នក។ អ្នកអាចតាមដានការបញ្ជាទិញបានគ្រប់ពេលនៅ [ការបញ្ជាទិញ](/orders)។

តម្លៃទាំងអស់គិតជាដុល្លារអាមេរិក ហើយអ្នកត្រូវចូលគណនីជាមុនសិនទើបអាចទូទាត់បាន។`,
    },
  },
  {
    categoryId: 11,
    slug: 'track-my-order',
    top: true,
    title: { en: 'Where is my order? Tracking your order', kh: 'តើការបញ្ជាទិញរបស់ខ្ញុំនៅឯណា? ការតាមដានការបញ្ជាទិញ' },
    body: {
      en: `Open [Orders](/orders) while signed in. Your orders are grouped in tabs:

- **To pay:** waiting for your KHQR payment.
- **To ship:** paid (or cash on delivery) and being packed by the store.
- **To receive:** handed to the courier and on the way to you.
- **Completed:** delivered.

Open an order ([/orders/{id}](/orders)) to see its items, delivery address, payment and the date of each step: paid, shipped and delivered.

When your parcel is on its way, the courier will call the phone number on your address before arriving. Most orders arrive within 1–2 days in Phnom Penh and 2–5 days in the provinces.

If an order has been in **To receive** for longer than expected, [contact us](/customer-care/contact-us) with your order number (for example PS-000123) and we will check with the courier.`,
      kh: `ចូលគណនី ហើយបើក [ការបញ្ជាទិញ](/orders)។ ការបញ្ជាទិញរបស់អ្នកត្រូវបានបែងចែកជាផ្ទាំង៖

- **រង់ចាំការទូទាត់៖** កំពុងរង់ចាំការទូទាត់តាម KHQR របស់អ្នក។
- **រង់ចាំការដឹកជញ្ជូន៖** បានទូទាត់ (ឬទូទាត់ពេលទទួលទំនិញ) ហើយហាងកំពុងវេចខ្ចប់។
- **រង់ចាំទទួល៖** បានប្រគល់ឱ្យអ្នកដឹកជញ្ជូន ហើយកំពុងធ្វើដំណើរមកអ្នក។
- **បានបញ្ចប់៖** បានដឹកដល់ហើយ។

បើកការបញ្ជាទិញមួយ ([/orders/{id}](/orders)) ដើម្បីមើលទំនិញ អាសយដ្ឋានដឹកជញ្ជូន ការទូទាត់ និងកាលបរិច្ឆេទនៃជំហាននីមួយៗ៖ ពេលទូទាត់ ពេលបញ្ចេញទំនិញ និងពេលដឹកដល់។

នៅពេលកញ្ចប់ទំនិញកំពុងធ្វើដំណើរ អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទទៅលេខដែលមាននៅលើអាសយដ្ឋានរបស់អ្នកមុនពេលមកដល់។ ការបញ្ជាទិញភាគច្រើនមកដល់ក្នុងរយៈពេល ១–២ ថ្ងៃនៅភ្នំពេញ និង ២–៥ ថ្ងៃនៅតាមខេត្ត។

បើការបញ្ជាទិញនៅក្នុងផ្ទាំង **រង់ចាំទទួល** យូរជាងការរំពឹងទុក សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ (ឧទាហរណ៍ PS-000123) យើងនឹងពិនិត្យជាមួយអ្នកដឹកជញ្ជូន។`,
    },
  },
  {
    categoryId: 11,
    slug: 'order-status-meanings',
    title: { en: 'What does each order status mean?', kh: 'តើស្ថានភាពការបញ្ជាទិញនីមួយៗមានន័យដូចម្តេច?' },
    body: {
      en: `Every order moves through a few statuses. Here is what each one means for you:

- **Pending payment (To pay):** you chose KHQR (or card) and the payment is not confirmed yet. Pay from the order page; unpaid orders can be cancelled.
- **To ship:** the payment is confirmed, or you chose cash on delivery. The store is preparing your parcel. You can still cancel.
- **Shipping (To receive):** the parcel is with the courier. It can no longer be cancelled.
- **Delivered (Completed):** you have received it. From now you have 7 days to request a return, and you can review each item at [My Reviews](/reviews).
- **Cancelled:** the order was cancelled before shipping. Any payment is refunded to your Psar wallet (see [My Cancellation](/orders/cancel)).
- **Returned:** the items came back to us after an accepted return.

You can see the status, and the time of each change, on the order's page in [Orders](/orders).`,
      kh: `ការបញ្ជាទិញនីមួយៗឆ្លងកាត់ស្ថានភាពមួយចំនួន។ នេះជាអត្ថន័យនៃស្ថានភាពនីមួយៗសម្រាប់អ្នក៖

- **រង់ចាំការទូទាត់៖** អ្នកបានជ្រើសរើស KHQR (ឬកាត) ហើយការទូទាត់មិនទាន់ត្រូវបានបញ្ជាក់នៅឡើយ។ សូមទូទាត់ពីទំព័រការបញ្ជាទិញ។ ការបញ្ជាទិញដែលមិនទាន់ទូទាត់អាចលុបចោលបាន។
- **រង់ចាំការដឹកជញ្ជូន៖** ការទូទាត់ត្រូវបានបញ្ជាក់ ឬអ្នកបានជ្រើសរើសទូទាត់ពេលទទួលទំនិញ។ ហាងកំពុងរៀបចំកញ្ចប់ទំនិញ។ អ្នកនៅតែអាចលុបចោលបាន។
- **កំពុងដឹកជញ្ជូន (រង់ចាំទទួល)៖** កញ្ចប់ទំនិញនៅជាមួយអ្នកដឹកជញ្ជូន។ មិនអាចលុបចោលបានទៀតទេ។
- **បានដឹកដល់ (បានបញ្ចប់)៖** អ្នកបានទទួលទំនិញហើយ។ ចាប់ពីពេលនេះ អ្នកមានពេល ៧ ថ្ងៃដើម្បីស្នើសុំប្រគល់ទំនិញវិញ ហើយអ្នកអាចវាយតម្លៃទំនិញនីមួយៗនៅ [ការវាយតម្លៃរបស់ខ្ញុំ](/reviews)។
- **បានលុបចោល៖** ការបញ្ជាទិញត្រូវបានលុបចោលមុនពេលដឹកជញ្ជូន។ ប្រាក់ដែលបានទូទាត់នឹងត្រូវសងចូលកាបូប Psar របស់អ្នកវិញ (សូមមើល [ការលុបចោលរបស់ខ្ញុំ](/orders/cancel))។
- **បានប្រគល់វិញ៖** ទំនិញបានត្រឡប់មកយើងវិញ បន្ទាប់ពីការស្នើសុំប្រគល់វិញត្រូវបានទទួលយក។

អ្នកអាចមើលស្ថានភាព និងពេលវេលានៃការផ្លាស់ប្តូរនីមួយៗ នៅលើទំព័រនៃការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders)។`,
    },
  },
  {
    categoryId: 12,
    slug: 'cancel-an-order',
    top: true,
    title: { en: 'How do I cancel an order?', kh: 'តើខ្ញុំលុបចោលការបញ្ជាទិញដោយរបៀបណា?' },
    body: {
      en: `You can cancel an order yourself **until it is shipped**, that is while it is in the **To pay** or **To ship** tab.

1. Open [Orders](/orders) and choose the order.
2. Tap **Cancel order**, pick a reason and confirm.

The order moves to [My Cancellation](/orders/cancel) and the items go back on sale.

**What happens to my money?**

- **Cash on delivery:** you have paid nothing, so there is nothing to refund.
- **Psar wallet:** the full amount goes straight back to your wallet; you can see it in the wallet history at [/account/wallet](/account/wallet).
- **KHQR or card:** the full amount, delivery fee included, is refunded to your Psar wallet at once.

Once an order is **To receive** (with the courier) it can no longer be cancelled. You can refuse the parcel at the door, or accept it and request a return within 7 days of delivery.`,
      kh: `អ្នកអាចលុបចោលការបញ្ជាទិញដោយខ្លួនឯង **រហូតដល់ពេលទំនិញត្រូវបានបញ្ចេញ** ពោលគឺនៅពេលវានៅក្នុងផ្ទាំង **រង់ចាំការទូទាត់** ឬ **រង់ចាំការដឹកជញ្ជូន**។

1. បើក [ការបញ្ជាទិញ](/orders) ហើយជ្រើសរើសការបញ្ជាទិញ។
2. ចុច **លុបចោលការបញ្ជាទិញ** ជ្រើសរើសមូលហេតុ ហើយបញ្ជាក់។

ការបញ្ជាទិញនឹងផ្លាស់ទៅ [ការលុបចោលរបស់ខ្ញុំ](/orders/cancel) ហើយទំនិញនឹងត្រឡប់ទៅលក់វិញ។

**តើប្រាក់របស់ខ្ញុំនឹងទៅណា?**

- **ទូទាត់ពេលទទួលទំនិញ៖** អ្នកមិនទាន់បានបង់អ្វីទេ ដូច្នេះគ្មានអ្វីត្រូវសងវិញទេ។
- **កាបូប Psar៖** ប្រាក់ទាំងអស់ត្រឡប់ចូលកាបូបរបស់អ្នកភ្លាមៗ។ អ្នកអាចមើលវាក្នុងប្រវត្តិកាបូបនៅ [/account/wallet](/account/wallet)។
- **KHQR ឬកាត៖** ប្រាក់ទាំងអស់ រួមទាំងថ្លៃដឹកជញ្ជូន ត្រូវបានសងចូលកាបូប Psar របស់អ្នកភ្លាមៗ។

នៅពេលការបញ្ជាទិញស្ថិតនៅ **រង់ចាំទទួល** (នៅជាមួយអ្នកដឹកជញ្ជូន) វាមិនអាចលុបចោលបានទៀតទេ។ អ្នកអាចបដិសេធមិនទទួលកញ្ចប់ទំនិញនៅមាត់ទ្វារ ឬទទួលយកវា ហើយស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់។`,
    },
  },
  {
    categoryId: 12,
    slug: 'change-an-order',
    title: {
      en: 'Can I change my order after placing it?',
      kh: 'តើខ្ញុំអាចផ្លាស់ប្តូរការបញ្ជាទិញ បន្ទាប់ពីបានបញ្ជាទិញរួចបានទេ?',
    },
    body: {
      en: `Once an order is placed, its items, quantities, voucher and payment method are fixed, so that the price and the delivery fee stay exactly as you agreed at checkout.

**To change the items or quantities:** cancel the order from [Orders](/orders) while it is still **To pay** or **To ship**, then place a new one. If you paid with your Psar wallet, the refund is back in your wallet at once, ready for the new order.

**To change the delivery address or phone number:** [contact us](/customer-care/contact-us) with your order number as soon as possible. We can update it while the order is **To ship**; after it is handed to the courier we cannot.

**Wrong size or colour after delivery?** Request a return within 7 days of delivery and order the right one (see the Exchanges help).

Note: if you cancel an order that used a voucher, the voucher rules decide whether it can be used again.`,
      kh: `នៅពេលបញ្ជាទិញរួច ទំនិញ ចំនួន ប័ណ្ណបញ្ចុះតម្លៃ និងវិធីទូទាត់ត្រូវបានកំណត់ថេរ ដើម្បីឱ្យតម្លៃ និងថ្លៃដឹកជញ្ជូននៅដដែលដូចដែលអ្នកបានយល់ព្រមនៅពេលទូទាត់។

**ដើម្បីប្តូរទំនិញ ឬចំនួន៖** សូមលុបចោលការបញ្ជាទិញនៅ [ការបញ្ជាទិញ](/orders) ខណៈពេលវានៅ **រង់ចាំការទូទាត់** ឬ **រង់ចាំការដឹកជញ្ជូន** រួចបញ្ជាទិញថ្មី។ បើអ្នកបានទូទាត់ដោយកាបូប Psar ប្រាក់នឹងត្រឡប់ចូលកាបូបភ្លាមៗ រួចរាល់សម្រាប់ការបញ្ជាទិញថ្មី។

**ដើម្បីប្តូរអាសយដ្ឋានដឹកជញ្ជូន ឬលេខទូរស័ព្ទ៖** សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញឱ្យបានឆាប់តាមដែលអាចធ្វើបាន។ យើងអាចកែប្រែវាបានខណៈពេលការបញ្ជាទិញនៅ **រង់ចាំការដឹកជញ្ជូន**។ ក្រោយពេលប្រគល់ឱ្យអ្នកដឹកជញ្ជូនហើយ យើងមិនអាចកែបានទេ។

**ទំហំ ឬពណ៌ខុសក្រោយពេលទទួល?** សូមស្នើសុំប្រគល់ទំនិញវិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ហើយបញ្ជាទិញទំនិញដែលត្រឹមត្រូវ (សូមមើលជំនួយអំពីការប្តូរទំនិញ)។

ចំណាំ៖ បើអ្នកលុបចោលការបញ្ជាទិញដែលបានប្រើប័ណ្ណបញ្ចុះតម្លៃ លក្ខខណ្ឌនៃប័ណ្ណនោះជាអ្នកសម្រេចថាតើវាអាចប្រើម្តងទៀតបានឬអត់។`,
    },
  },
  {
    categoryId: 13,
    slug: 'todays-deals',
    title: { en: "How do Today's Deals work?", kh: 'តើការផ្តល់ជូនថ្ងៃនេះដំណើរការយ៉ាងដូចម្តេច?' },
    body: {
      en: `[Today's Deals](/products/deals-of-the-day) lists products with a promotion running right now. The **Today's Deals** link appears in the top menu whenever there are deals to show.

- Each promotion has a start and an end time. The promotional price applies only while the promotion is active, and it replaces the product's usual discount.
- The discounted price is the one you see on the product page, in your cart and at checkout. It is locked in when you place the order.
- If a promotion ends while an item is in your cart, the cart shows the regular price again.
- Deals are often limited by stock, so an item can sell out before the promotion ends.

Deal prices can be combined with a voucher code, such as your **WELCOME10** newsletter offer, unless the voucher's own terms say otherwise. Delivery fees are charged as usual.`,
      kh: `[ការផ្តល់ជូនថ្ងៃនេះ](/products/deals-of-the-day) បង្ហាញផលិតផលដែលមានប្រូម៉ូសិនកំពុងដំណើរការនៅពេលនេះ។ តំណ **ការផ្តល់ជូនថ្ងៃនេះ** បង្ហាញនៅលើម៉ឺនុយខាងលើ រាល់ពេលដែលមានការផ្តល់ជូន។

- ប្រូម៉ូសិននីមួយៗមានពេលចាប់ផ្តើម និងពេលបញ្ចប់។ តម្លៃប្រូម៉ូសិនអនុវត្តតែក្នុងពេលដែលប្រូម៉ូសិនកំពុងដំណើរការប៉ុណ្ណោះ ហើយវាជំនួសការបញ្ចុះតម្លៃធម្មតារបស់ផលិតផល។
- តម្លៃបញ្ចុះគឺជាតម្លៃដែលអ្នកឃើញនៅលើទំព័រផលិតផល ក្នុងកន្ត្រក និងនៅពេលទូទាត់។ វាត្រូវបានកំណត់ថេរនៅពេលអ្នកបញ្ជាទិញ។
- បើប្រូម៉ូសិនបញ្ចប់ខណៈពេលទំនិញនៅក្នុងកន្ត្រករបស់អ្នក កន្ត្រកនឹងបង្ហាញតម្លៃធម្មតាវិញ។
- ការផ្តល់ជូនច្រើនតែមានស្តុកកំណត់ ដូច្នេះទំនិញអាចលក់អស់មុនពេលប្រូម៉ូសិនបញ្ចប់។

តម្លៃការផ្តល់ជូនអាចប្រើរួមជាមួយលេខកូដប័ណ្ណបញ្ចុះតម្លៃបាន ដូចជាការផ្តល់ជូន **WELCOME10** សម្រាប់អ្នកចុះឈ្មោះព្រឹត្តិបត្រ លើកលែងតែលក្ខខណ្ឌរបស់ប័ណ្ណនោះចែងផ្សេង។ ថ្លៃដឹកជញ្ជូនត្រូវគិតដូចធម្មតា។`,
    },
  },
  {
    categoryId: 14,
    slug: 'use-a-voucher-code',
    title: { en: 'How do I use a voucher or promo code?', kh: 'តើខ្ញុំប្រើប័ណ្ណបញ្ចុះតម្លៃ ឬលេខកូដប្រូម៉ូសិនដោយរបៀបណា?' },
    body: {
      en: `1. Add your items to the cart and open [Checkout](/checkout).
2. Type the code in the **Voucher** box (capital or small letters both work) and tap **Apply**.
3. The discount appears in the order summary before you pay.

**Rules that may apply to a code**

- A percentage off (for example 10%) or a fixed amount off, in US dollars.
- A minimum spend on the items.
- A start and an end date.
- A limit on how many times it can be used.
- One voucher per order.

Vouchers reduce the price of the items; delivery fees are charged as usual. If a code is refused, the message tells you why: expired, minimum spend not reached, or already used.

Our newsletter gives new subscribers the code **WELCOME10** for 10% off their first purchase.`,
      kh: `1. ដាក់ទំនិញក្នុងកន្ត្រក ហើយបើក [ការទូទាត់](/checkout)។
2. វាយលេខកូដក្នុងប្រអប់ **ប័ណ្ណបញ្ចុះតម្លៃ** (អក្សរធំ ឬអក្សរតូចក៏បាន) ហើយចុច **អនុវត្ត**។
3. ការបញ្ចុះតម្លៃនឹងបង្ហាញក្នុងសេចក្តីសង្ខេបការបញ្ជាទិញមុនពេលអ្នកទូទាត់។

**លក្ខខណ្ឌដែលលេខកូដអាចមាន**

- បញ្ចុះជាភាគរយ (ឧទាហរណ៍ ១០%) ឬបញ្ចុះជាចំនួនទឹកប្រាក់ថេរ គិតជាដុល្លារអាមេរិក។
- ការចំណាយអប្បបរមាលើទំនិញ។
- កាលបរិច្ឆេទចាប់ផ្តើម និងកាលបរិច្ឆេទផុតកំណត់។
- ចំនួនដងកំណត់ដែលអាចប្រើបាន។
- ប័ណ្ណមួយសម្រាប់ការបញ្ជាទិញមួយ។

ប័ណ្ណបញ្ចុះតម្លៃកាត់បន្ថយតម្លៃទំនិញ ថ្លៃដឹកជញ្ជូនត្រូវគិតដូចធម្មតា។ បើលេខកូដត្រូវបានបដិសេធ សារនឹងប្រាប់អ្នកពីមូលហេតុ៖ ផុតកំណត់ មិនទាន់គ្រប់ការចំណាយអប្បបរមា ឬបានប្រើរួចហើយ។

ព្រឹត្តិបត្ររបស់យើងផ្តល់លេខកូដ **WELCOME10** ដល់អ្នកចុះឈ្មោះថ្មី សម្រាប់ការបញ្ចុះតម្លៃ ១០% លើការទិញលើកដំបូង។`,
    },
  },
  {
    categoryId: 15,
    slug: 'newsletter-welcome-offer',
    top: true,
    title: {
      en: 'Get 10% off your first purchase with our newsletter',
      kh: 'ទទួលបានការបញ្ចុះតម្លៃ ១០% លើការទិញលើកដំបូងតាមរយៈព្រឹត្តិបត្ររបស់យើង',
    },
    body: {
      en: `Sign up for the Psar newsletter and get **10% off your first purchase**.

1. Scroll to the footer of any page and enter your email in the newsletter box.
2. Confirm the sign-up. We email you the code **WELCOME10**.
3. At [Checkout](/checkout), type **WELCOME10** in the voucher box and tap **Apply**.

**Conditions**

- Valid on the first order of your Psar account.
- 10% off the price of the items; the delivery fee is not discounted.
- One use per customer, and it cannot be combined with another voucher on the same order.
- It can be used on products that are already in [Today's Deals](/products/deals-of-the-day).

The newsletter brings you new deals, Made in Cambodia products and seasonal campaigns, in English or Khmer. You can unsubscribe at any time with the link at the bottom of each email.`,
      kh: `ចុះឈ្មោះទទួលព្រឹត្តិបត្រ Psar ហើយទទួលបាន **ការបញ្ចុះតម្លៃ ១០% លើការទិញលើកដំបូង**។

1. រមូរចុះទៅផ្នែកខាងក្រោមនៃទំព័រណាមួយ ហើយបញ្ចូលអ៊ីមែលរបស់អ្នកក្នុងប្រអប់ព្រឹត្តិបត្រ។
2. បញ្ជាក់ការចុះឈ្មោះ។ យើងនឹងផ្ញើលេខកូដ **WELCOME10** ទៅអ៊ីមែលរបស់អ្នក។
3. នៅ [ការទូទាត់](/checkout) សូមវាយ **WELCOME10** ក្នុងប្រអប់ប័ណ្ណបញ្ចុះតម្លៃ ហើយចុច **អនុវត្ត**។

**លក្ខខណ្ឌ**

- មានសុពលភាពសម្រាប់ការបញ្ជាទិញលើកដំបូងនៃគណនី Psar របស់អ្នក។
- បញ្ចុះ ១០% លើតម្លៃទំនិញ មិនបញ្ចុះថ្លៃដឹកជញ្ជូនទេ។
- ប្រើបានតែម្តងក្នុងមួយអតិថិជន ហើយមិនអាចប្រើរួមជាមួយប័ណ្ណផ្សេងទៀតក្នុងការបញ្ជាទិញតែមួយបានទេ។
- អាចប្រើលើផលិតផលដែលមាននៅក្នុង [ការផ្តល់ជូនថ្ងៃនេះ](/products/deals-of-the-day) រួចហើយក៏បាន។

ព្រឹត្តិបត្រនាំមកជូនអ្នកនូវការផ្តល់ជូនថ្មីៗ ផលិតផលផលិតនៅកម្ពុជា និងយុទ្ធនាការតាមរដូវកាល ជាភាសាអង់គ្លេស ឬភាសាខ្មែរ។ អ្នកអាចឈប់ទទួលបានគ្រប់ពេល តាមតំណនៅខាងក្រោមនៃអ៊ីមែលនីមួយៗ។`,
    },
  },
  {
    categoryId: 16,
    slug: 'order-confirmation-and-invoice',
    title: { en: 'Order confirmation emails and invoices', kh: 'អ៊ីមែលបញ្ជាក់ការបញ្ជាទិញ និងវិក្កយបត្រ' },
    body: {
      en: `**Confirmation:** as soon as you place an order, the checkout shows your order number (for example PS-000123) and we send a confirmation email to your account's address. It lists the items, the delivery address, the delivery fee, any voucher discount, the total in US dollars and the payment method.

**No email?** Look in your spam or promotions folder. The order is still safe: every order is listed in [Orders](/orders) whether or not the email arrives.

**Invoice:** open the order at [Orders](/orders) to see the full breakdown: each item's price and discount, its delivery fee, the voucher, and the total paid. Use your browser's **Print** to save it as a PDF.

Need a VAT invoice with your company's name and tax number? [Contact us](/customer-care/contact-us) with the order number and your company details within 30 days of the order.`,
      kh: `**ការបញ្ជាក់៖** ភ្លាមៗបន្ទាប់ពីអ្នកបញ្ជាទិញ ទំព័រទូទាត់នឹងបង្ហាញលេខបញ្ជាទិញ (ឧទាហរណ៍ PS-000123) ហើយយើងផ្ញើអ៊ីមែលបញ្ជាក់ទៅអាសយដ្ឋានអ៊ីមែលនៃគណនីរបស់អ្នក។ អ៊ីមែលនោះរាយបញ្ជីទំនិញ អាសយដ្ឋានដឹកជញ្ជូន ថ្លៃដឹកជញ្ជូន ការបញ្ចុះតម្លៃពីប័ណ្ណ (បើមាន) តម្លៃសរុបជាដុល្លារអាមេរិក និងវិធីទូទាត់។

**មិនបានទទួលអ៊ីមែល?** សូមពិនិត្យថតសារឥតបានការ ឬថតប្រូម៉ូសិន។ ការបញ្ជាទិញរបស់អ្នកនៅតែមានសុវត្ថិភាព៖ ការបញ្ជាទិញទាំងអស់មាននៅក្នុង [ការបញ្ជាទិញ](/orders) ទោះបីអ៊ីមែលមកដល់ឬមិនមកដល់ក៏ដោយ។

**វិក្កយបត្រ៖** បើកការបញ្ជាទិញនៅ [ការបញ្ជាទិញ](/orders) ដើម្បីមើលព័ត៌មានលម្អិតទាំងអស់៖ តម្លៃ និងការបញ្ចុះតម្លៃនៃទំនិញនីមួយៗ ថ្លៃដឹកជញ្ជូន ប័ណ្ណបញ្ចុះតម្លៃ និងតម្លៃសរុបដែលបានបង់។ ប្រើមុខងារ **បោះពុម្ព** របស់កម្មវិធីរុករក ដើម្បីរក្សាទុកជា PDF។

ត្រូវការវិក្កយបត្រអាករលើតម្លៃបន្ថែម (VAT) ដែលមានឈ្មោះក្រុមហ៊ុន និងលេខអត្តសញ្ញាណកម្មសារពើពន្ធ? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ និងព័ត៌មានក្រុមហ៊ុនរបស់អ្នក ក្នុងរយៈពេល ៣០ ថ្ងៃបន្ទាប់ពីការបញ្ជាទិញ។`,
    },
  },
  {
    categoryId: 17,
    slug: 'buying-in-bulk',
    title: { en: 'Buying in bulk: quantity delivery prices', kh: 'ការទិញដុំ៖ តម្លៃដឹកជញ្ជូនតាមចំនួន' },
    body: {
      en: `Many stores on Psar reward larger quantities with cheaper delivery. These **delivery conditions** are shown on the product page.

A condition starts at a minimum quantity and gives either:

- a **flat delivery fee** for the whole quantity (for example $3.00 for 10 or more, however many you buy), or
- a lower **fee per unit** (for example $0.80 each from 5 units).

When several conditions exist, the one with the highest minimum quantity that your quantity reaches is used. Below the first condition, the product's normal per-unit fee applies, $1.50 per unit if the store has not set one.

**Example:** a product has "5+ units: $0.80 each" and "10+ units: $3.00 total". Buying 4 costs 4 × $1.50 = $6.00 delivery; 7 costs 7 × $0.80 = $5.60; 12 costs $3.00.

The checkout shows each item's delivery fee before you pay. For very large orders, see Corporate and business orders.`,
      kh: `ហាងជាច្រើននៅលើ Psar ផ្តល់ថ្លៃដឹកជញ្ជូនថោកជាងសម្រាប់ការទិញចំនួនច្រើន។ **លក្ខខណ្ឌដឹកជញ្ជូន** ទាំងនេះបង្ហាញនៅលើទំព័រផលិតផល។

លក្ខខណ្ឌនីមួយៗចាប់ផ្តើមពីចំនួនអប្បបរមាមួយ ហើយផ្តល់៖

- **ថ្លៃដឹកជញ្ជូនថេរ** សម្រាប់ចំនួនទាំងអស់ (ឧទាហរណ៍ $3.00 សម្រាប់ចាប់ពី ១០ ឡើង ទោះអ្នកទិញប៉ុន្មានក៏ដោយ) ឬ
- **ថ្លៃក្នុងមួយឯកតា** ទាបជាង (ឧទាហរណ៍ $0.80 ក្នុងមួយ ចាប់ពី ៥ ឯកតា)។

នៅពេលមានលក្ខខណ្ឌច្រើន លក្ខខណ្ឌដែលមានចំនួនអប្បបរមាខ្ពស់បំផុត ដែលចំនួនទិញរបស់អ្នកឈានដល់ នឹងត្រូវយកមកប្រើ។ បើទិញតិចជាងលក្ខខណ្ឌទីមួយ ថ្លៃធម្មតាក្នុងមួយឯកតារបស់ផលិតផលនឹងត្រូវអនុវត្ត គឺ $1.50 ក្នុងមួយឯកតា ប្រសិនបើហាងមិនបានកំណត់ថ្លៃផ្សេង។

**ឧទាហរណ៍៖** ផលិតផលមួយមាន «ចាប់ពី ៥ ឯកតា៖ $0.80 ក្នុងមួយ» និង «ចាប់ពី ១០ ឯកតា៖ សរុប $3.00»។ ទិញ ៤ ថ្លៃដឹក ៤ × $1.50 = $6.00 ទិញ ៧ ថ្លៃដឹក ៧ × $0.80 = $5.60 ទិញ ១២ ថ្លៃដឹក $3.00។

ទំព័រទូទាត់បង្ហាញថ្លៃដឹកជញ្ជូននៃទំនិញនីមួយៗមុនពេលអ្នកទូទាត់។ សម្រាប់ការបញ្ជាទិញធំៗ សូមមើលផ្នែកការបញ្ជាទិញសម្រាប់ក្រុមហ៊ុន។`,
    },
  },
];
