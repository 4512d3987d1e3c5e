import type { HelpArticleSeed } from '../article-types';

// Help group 18, Products (sub-categories 19–23).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 19,
    slug: 'choosing-size-colour-options',
    title: { en: 'Choosing the size, colour and other options', kh: 'ការជ្រើសរើសទំហំ ពណ៌ និងជម្រើសផ្សេងៗ' },
    body: {
      en: `Many products come in several versions, for example a shirt in three sizes and two colours. Each combination is a separate **variant** with its own stock and sometimes its own price.

1. On the product page, choose one value for every option (size, colour, weight…).
2. The price, picture and stock update for the exact combination you picked.
3. **Add to cart** and **Buy now** only become available once every option is chosen and that combination exists.

If a combination is greyed out, the store does not sell it or it is sold out.

**Sizes:** clothing and shoes often use Asian sizes, which can be smaller than European or US sizes. Check the size chart in the description and compare it with a piece you own. If something still does not fit, you can request a return within 7 days of delivery.

Questions about a product? Ask the store through the **Messages** button, or [contact us](/customer-care/contact-us).`,
      kh: `ផលិតផលជាច្រើនមានច្រើនប្រភេទ ឧទាហរណ៍ អាវមួយមានបីទំហំ និងពីរពណ៌។ ការផ្សំនីមួយៗគឺជា **វ៉ារ្យ៉ង់** ដាច់ដោយឡែក ដែលមានស្តុក និងពេលខ្លះមានតម្លៃផ្ទាល់ខ្លួន។

1. នៅលើទំព័រផលិតផល សូមជ្រើសរើសតម្លៃមួយសម្រាប់ជម្រើសនីមួយៗ (ទំហំ ពណ៌ ទម្ងន់…)។
2. តម្លៃ រូបភាព និងស្តុក នឹងប្តូរទៅតាមការផ្សំដែលអ្នកបានជ្រើសរើស។
3. ប៊ូតុង **ដាក់ក្នុងកន្ត្រក** និង **ទិញឥឡូវ** អាចប្រើបានតែនៅពេលអ្នកបានជ្រើសរើសជម្រើសទាំងអស់ ហើយការផ្សំនោះមានលក់ប៉ុណ្ណោះ។

បើការផ្សំណាមួយមានពណ៌ប្រផេះ មានន័យថាហាងមិនលក់ការផ្សំនោះ ឬវាលក់អស់ហើយ។

**ទំហំ៖** សម្លៀកបំពាក់ និងស្បែកជើងច្រើនតែប្រើទំហំអាស៊ី ដែលអាចតូចជាងទំហំអឺរ៉ុប ឬអាមេរិក។ សូមពិនិត្យតារាងទំហំក្នុងការពិពណ៌នា ហើយប្រៀបធៀបជាមួយសម្លៀកបំពាក់ដែលអ្នកមាន។ បើនៅតែមិនត្រូវខ្លួន អ្នកអាចស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់។

មានសំណួរអំពីផលិតផល? សូមសួរហាងតាមប៊ូតុង **សារ** ឬ [ទាក់ទងមកយើង](/customer-care/contact-us)។`,
    },
  },
  {
    categoryId: 20,
    slug: 'out-of-stock-items',
    title: { en: 'An item is out of stock. What can I do?', kh: 'ទំនិញអស់ពីស្តុក។ តើខ្ញុំអាចធ្វើអ្វីបាន?' },
    body: {
      en: `Stock is shown for the exact option you choose on the product page. When a size or colour is sold out, that option cannot be added to the cart.

**What you can do**

- **Try another option.** Another colour or size may still be available.
- **Save it to your wishlist.** Tap the heart on the product page; you will find it again in [My Wishlists & Followed stores](/reviews/wishlists) and can check back later.
- **Follow the store.** Stores restock popular items regularly, and following them keeps their products close at hand.

**Stock in your cart** is not reserved. If the last units sell before you check out, the checkout tells you which item is short so you can lower the quantity or remove it.

**After ordering:** in the rare case a store cannot supply an item you have already ordered, we cancel that order, refund everything you paid to your Psar wallet, and let you know by email.`,
      kh: `ស្តុកត្រូវបានបង្ហាញសម្រាប់ជម្រើសជាក់លាក់ដែលអ្នកជ្រើសរើសនៅលើទំព័រផលិតផល។ នៅពេលទំហំ ឬពណ៌ណាមួយលក់អស់ ជម្រើសនោះមិនអាចដាក់ក្នុងកន្ត្រកបានទេ។

**អ្វីដែលអ្នកអាចធ្វើបាន**

- **សាកជម្រើសផ្សេង។** ពណ៌ ឬទំហំផ្សេងទៀតប្រហែលជានៅមាន។
- **រក្សាទុកក្នុងបញ្ជីប្រាថ្នា។** ចុចរូបបេះដូងនៅលើទំព័រផលិតផល អ្នកនឹងរកវាឃើញវិញនៅ [បញ្ជីប្រាថ្នា និងហាងដែលខ្ញុំតាមដាន](/reviews/wishlists) ហើយអាចពិនិត្យម្តងទៀតនៅពេលក្រោយ។
- **តាមដានហាង។** ហាងតែងតែបំពេញស្តុកទំនិញពេញនិយមជាប្រចាំ ហើយការតាមដានហាងធ្វើឱ្យអ្នករកផលិតផលរបស់ពួកគេបានងាយ។

**ស្តុកក្នុងកន្ត្រករបស់អ្នក** មិនត្រូវបានកក់ទុកទេ។ បើឯកតាចុងក្រោយត្រូវបានលក់មុនពេលអ្នកទូទាត់ ទំព័រទូទាត់នឹងប្រាប់អ្នកថាទំនិញណាខ្វះ ដើម្បីឱ្យអ្នកបន្ថយចំនួន ឬដកវាចេញ។

**ក្រោយពេលបញ្ជាទិញ៖** ក្នុងករណីកម្រដែលហាងមិនអាចផ្គត់ផ្គង់ទំនិញដែលអ្នកបានបញ្ជាទិញ យើងនឹងលុបចោលការបញ្ជាទិញនោះ សងប្រាក់ទាំងអស់ដែលអ្នកបានបង់ចូលកាបូប Psar របស់អ្នក ហើយជូនដំណឹងអ្នកតាមអ៊ីមែល។`,
    },
  },
  {
    categoryId: 21,
    slug: 'write-a-product-review',
    title: { en: 'How do I review a product?', kh: 'តើខ្ញុំវាយតម្លៃផលិតផលដោយរបៀបណា?' },
    body: {
      en: `Reviews on Psar come only from shoppers who have received the item, so you can trust them.

1. Open [My Reviews](/reviews). Items from your delivered orders that you have not reviewed yet are listed there.
2. Choose **Write a review** next to the item.
3. Give 1 to 5 stars, write what you liked or did not like, and add photos if you wish.
4. Submit. Your review appears on the product page and updates its average rating.

**Rules**

- You can review an item once it is **delivered**.
- One review per item in each order. If you bought the same product in two orders, you can review it twice.
- You can edit your review later from [My Reviews](/reviews).
- Be honest and polite: reviews with insults, personal data, phone numbers or advertising are removed.

Had a problem with the item? Leave your review, but also request a return or [contact us](/customer-care/contact-us) so we can fix it.`,
      kh: `ការវាយតម្លៃនៅលើ Psar មកតែពីអ្នកទិញដែលបានទទួលទំនិញរួចប៉ុណ្ណោះ ដូច្នេះអ្នកអាចជឿទុកចិត្តបាន។

1. បើក [ការវាយតម្លៃរបស់ខ្ញុំ](/reviews)។ ទំនិញពីការបញ្ជាទិញដែលបានដឹកដល់ ហើយអ្នកមិនទាន់វាយតម្លៃ នឹងបង្ហាញនៅទីនោះ។
2. ចុច **សរសេរការវាយតម្លៃ** នៅក្បែរទំនិញ។
3. ផ្តល់ពី ១ ដល់ ៥ ផ្កាយ សរសេរអំពីអ្វីដែលអ្នកពេញចិត្ត ឬមិនពេញចិត្ត ហើយបន្ថែមរូបថតបើអ្នកចង់។
4. បញ្ជូន។ ការវាយតម្លៃរបស់អ្នកនឹងបង្ហាញនៅលើទំព័រផលិតផល ហើយធ្វើបច្ចុប្បន្នភាពពិន្ទុមធ្យមរបស់វា។

**វិធាន**

- អ្នកអាចវាយតម្លៃទំនិញបាន នៅពេលវា **បានដឹកដល់**។
- ការវាយតម្លៃមួយសម្រាប់ទំនិញនីមួយៗក្នុងការបញ្ជាទិញនីមួយៗ។ បើអ្នកទិញផលិតផលដដែលក្នុងការបញ្ជាទិញពីរ អ្នកអាចវាយតម្លៃវាពីរដង។
- អ្នកអាចកែការវាយតម្លៃនៅពេលក្រោយពី [ការវាយតម្លៃរបស់ខ្ញុំ](/reviews)។
- សូមស្មោះត្រង់ និងគួរសម៖ ការវាយតម្លៃដែលមានពាក្យជេរប្រមាថ ព័ត៌មានផ្ទាល់ខ្លួន លេខទូរស័ព្ទ ឬការផ្សាយពាណិជ្ជកម្ម នឹងត្រូវលុបចោល។

មានបញ្ហាជាមួយទំនិញ? សូមសរសេរការវាយតម្លៃ ប៉ុន្តែក៏សូមស្នើសុំប្រគល់ទំនិញវិញ ឬ [ទាក់ទងមកយើង](/customer-care/contact-us) ដើម្បីឱ្យយើងដោះស្រាយ។`,
    },
  },
  {
    categoryId: 22,
    slug: 'product-warranty',
    title: { en: 'Does my product have a warranty?', kh: 'តើផលិតផលរបស់ខ្ញុំមានការធានាដែរឬទេ?' },
    body: {
      en: `Electronics, appliances and some tools come with a manufacturer's or store warranty. When a product has one, its length (for example 6 or 12 months) and what it covers are written in the product description.

**Before you use the warranty**

- Keep the box, the warranty card if there is one, and your order number. Your order page in [Orders](/orders) is your proof of purchase.
- Problems found in the first 7 days after delivery are handled as a return: request it from the order, with photos.

**After 7 days**

1. [Contact us](/customer-care/contact-us) with the topic "Warranty", your order number, a description of the fault and photos or a short video.
2. We tell you whether to bring the item to an authorised service centre or whether we arrange a pick-up.
3. The item is repaired, replaced, or refunded if it cannot be fixed.

Warranties do not cover damage from drops, water, wrong voltage or repairs made elsewhere.`,
      kh: `គ្រឿងអេឡិចត្រូនិក ឧបករណ៍ប្រើប្រាស់ក្នុងផ្ទះ និងឧបករណ៍មួយចំនួនមានការធានាពីក្រុមហ៊ុនផលិត ឬពីហាង។ នៅពេលផលិតផលមានការធានា រយៈពេល (ឧទាហរណ៍ ៦ ឬ ១២ ខែ) និងអ្វីដែលត្រូវបានធានា ត្រូវបានសរសេរនៅក្នុងការពិពណ៌នាផលិតផល។

**មុនពេលប្រើការធានា**

- រក្សាទុកប្រអប់ ប័ណ្ណធានា (បើមាន) និងលេខបញ្ជាទិញរបស់អ្នក។ ទំព័រការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) គឺជាភស្តុតាងនៃការទិញរបស់អ្នក។
- បញ្ហាដែលរកឃើញក្នុងរយៈពេល ៧ ថ្ងៃដំបូងបន្ទាប់ពីការដឹកដល់ ត្រូវដោះស្រាយជាការប្រគល់ទំនិញវិញ៖ សូមស្នើសុំពីការបញ្ជាទិញ ដោយភ្ជាប់រូបថត។

**ក្រោយ ៧ ថ្ងៃ**

1. [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «ការធានា» ព្រមទាំងលេខបញ្ជាទិញ ការពិពណ៌នាអំពីការខូចខាត និងរូបថត ឬវីដេអូខ្លី។
2. យើងនឹងប្រាប់អ្នកថាត្រូវយកទំនិញទៅមជ្ឈមណ្ឌលសេវាកម្មដែលមានការអនុញ្ញាត ឬយើងនឹងរៀបចំមកយកទំនិញ។
3. ទំនិញនឹងត្រូវជួសជុល ប្តូរថ្មី ឬសងប្រាក់វិញ ប្រសិនបើមិនអាចជួសជុលបាន។

ការធានាមិនគ្របដណ្តប់ការខូចខាតដោយសារការធ្លាក់ ទឹក តង់ស្យុងអគ្គិសនីខុស ឬការជួសជុលនៅកន្លែងផ្សេងឡើយ។`,
    },
  },
  {
    categoryId: 23,
    slug: 'wishlists-and-followed-stores',
    title: { en: 'Using wishlists and following stores', kh: 'ការប្រើបញ្ជីប្រាថ្នា និងការតាមដានហាង' },
    body: {
      en: `Keep track of what you like and where you like to shop.

**Wishlist**

1. Sign in and tap the heart on any product page.
2. Find all your saved products in [My Wishlists & Followed stores](/reviews/wishlists).
3. Tap the heart again, or **Remove** in the list, to take it off.

A wishlist does not reserve stock or hold the price: prices and promotions can change.

**Following a store**

1. Open the store's name from a product page.
2. Tap **Follow**.
3. Your followed stores are listed on the same page, [/reviews/wishlists](/reviews/wishlists), so you can visit them quickly. Tap **Unfollow** to stop.

Only you can see your wishlist and the stores you follow. Both are kept with your account, so they are the same on the website and on the app.`,
      kh: `តាមដានអ្វីដែលអ្នកចូលចិត្ត និងហាងដែលអ្នកចូលចិត្តទិញ។

**បញ្ជីប្រាថ្នា**

1. ចូលគណនី ហើយចុចរូបបេះដូងនៅលើទំព័រផលិតផលណាមួយ។
2. រកមើលផលិតផលទាំងអស់ដែលបានរក្សាទុកនៅ [បញ្ជីប្រាថ្នា និងហាងដែលខ្ញុំតាមដាន](/reviews/wishlists)។
3. ចុចរូបបេះដូងម្តងទៀត ឬ **ដកចេញ** ក្នុងបញ្ជី ដើម្បីលុបវាចេញ។

បញ្ជីប្រាថ្នាមិនកក់ស្តុក ឬរក្សាតម្លៃទុកទេ៖ តម្លៃ និងប្រូម៉ូសិនអាចផ្លាស់ប្តូរ។

**ការតាមដានហាង**

1. ចុចលើឈ្មោះហាងពីទំព័រផលិតផល។
2. ចុច **តាមដាន**។
3. ហាងដែលអ្នកតាមដានត្រូវបានរាយនៅលើទំព័រដដែល [/reviews/wishlists](/reviews/wishlists) ដើម្បីឱ្យអ្នកចូលមើលបានរហ័ស។ ចុច **ឈប់តាមដាន** ដើម្បីបញ្ឈប់។

មានតែអ្នកទេដែលអាចមើលឃើញបញ្ជីប្រាថ្នា និងហាងដែលអ្នកតាមដាន។ ទាំងពីរត្រូវបានរក្សាទុកជាមួយគណនីរបស់អ្នក ដូច្នេះវាដូចគ្នានៅលើគេហទំព័រ និងនៅលើកម្មវិធី។`,
    },
  },
];
