import type { HelpArticleSeed } from '../article-types';

// Help group 31, Shipping & Delivery (sub-categories 32–39). The fee rules are those of
// shared/src/rules/delivery-fee.ts (spec section 9).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 32,
    slug: 'delivery-fees',
    top: true,
    title: { en: 'How much does delivery cost?', kh: 'តើថ្លៃដឹកជញ្ជូនប៉ុន្មាន?' },
    body: {
      en: `Delivery is charged **per product** in your order, in US dollars, and shown for each item at [Checkout](/checkout) before you pay.

- **Standard fee:** $1.50 per unit, unless the store has set a different per-unit fee for that product. Two units of a standard product cost $3.00 to deliver.
- **Quantity prices:** some products have delivery conditions that start at a minimum quantity, either a **flat fee** for the whole quantity or a **lower fee per unit**. When you buy enough, the condition with the highest minimum quantity you have reached is applied.
- **Free delivery:** some products or promotions have a $0.00 fee, shown on the product page.

The delivery fee is the same for all 25 provinces: Phnom Penh and Ratanakiri cost the same. Voucher codes such as WELCOME10 discount the items, not the delivery.

The order total is items, minus discounts, plus the delivery fees of every item.`,
      kh: `ថ្លៃដឹកជញ្ជូនត្រូវគិត **តាមផលិតផល** នីមួយៗក្នុងការបញ្ជាទិញ ជាដុល្លារអាមេរិក ហើយបង្ហាញសម្រាប់ទំនិញនីមួយៗនៅ [ការទូទាត់](/checkout) មុនពេលអ្នកទូទាត់។

- **ថ្លៃស្តង់ដារ៖** $1.50 ក្នុងមួយឯកតា លើកលែងតែហាងបានកំណត់ថ្លៃក្នុងមួយឯកតាផ្សេងសម្រាប់ផលិតផលនោះ។ ផលិតផលស្តង់ដារពីរឯកតា មានថ្លៃដឹកជញ្ជូន $3.00។
- **តម្លៃតាមចំនួន៖** ផលិតផលខ្លះមានលក្ខខណ្ឌដឹកជញ្ជូន ដែលចាប់ផ្តើមពីចំនួនអប្បបរមាមួយ ដោយផ្តល់ **ថ្លៃថេរ** សម្រាប់ចំនួនទាំងអស់ ឬ **ថ្លៃក្នុងមួយឯកតាទាបជាង**។ នៅពេលអ្នកទិញគ្រប់ចំនួន លក្ខខណ្ឌដែលមានចំនួនអប្បបរមាខ្ពស់បំផុតដែលអ្នកឈានដល់ នឹងត្រូវអនុវត្ត។
- **ដឹកជញ្ជូនឥតគិតថ្លៃ៖** ផលិតផល ឬប្រូម៉ូសិនខ្លះមានថ្លៃដឹកជញ្ជូន $0.00 ដែលបង្ហាញនៅលើទំព័រផលិតផល។

ថ្លៃដឹកជញ្ជូនដូចគ្នាសម្រាប់គ្រប់ ២៥ ខេត្តក្រុង៖ ភ្នំពេញ និងរតនគិរី មានថ្លៃដូចគ្នា។ លេខកូដប័ណ្ណបញ្ចុះតម្លៃដូចជា WELCOME10 បញ្ចុះតម្លៃទំនិញ មិនបញ្ចុះថ្លៃដឹកជញ្ជូនទេ។

តម្លៃសរុបនៃការបញ្ជាទិញ គឺតម្លៃទំនិញ ដកការបញ្ចុះតម្លៃ បូកថ្លៃដឹកជញ្ជូននៃទំនិញទាំងអស់។`,
    },
  },
  {
    categoryId: 32,
    slug: 'delivery-fee-examples',
    title: {
      en: 'Delivery fee examples: how quantity changes the fee',
      kh: 'ឧទាហរណ៍ថ្លៃដឹកជញ្ជូន៖ របៀបដែលចំនួនទិញប្តូរថ្លៃដឹក',
    },
    body: {
      en: `These examples show exactly how the checkout calculates delivery.

**1. A product with no delivery settings**
The standard $1.50 per unit applies. 3 units → 3 × $1.50 = **$4.50**.

**2. A product with its own fee of $1.00**
3 units → 3 × $1.00 = **$3.00**.

**3. A product with delivery conditions**
Say a rice bag has:
- from 5 units: $1.00 per unit
- from 20 units: $10.00 flat

Then:
- 4 units: below every condition, so 4 × $1.50 = **$6.00**
- 5 units: 5 × $1.00 = **$5.00**
- 19 units: 19 × $1.00 = **$19.00**
- 20 units: flat **$10.00**
- 50 units: still the flat **$10.00**

The condition with the highest minimum quantity not above your quantity is the one used. So buying a few more units can sometimes lower the total delivery cost, and the checkout always shows the exact fee before you confirm.`,
      kh: `ឧទាហរណ៍ទាំងនេះបង្ហាញយ៉ាងច្បាស់ពីរបៀបដែលទំព័រទូទាត់គណនាថ្លៃដឹកជញ្ជូន។

**១. ផលិតផលដែលគ្មានការកំណត់ថ្លៃដឹកជញ្ជូន**
ថ្លៃស្តង់ដារ $1.50 ក្នុងមួយឯកតាត្រូវអនុវត្ត។ ៣ ឯកតា → ៣ × $1.50 = **$4.50**។

**២. ផលិតផលដែលមានថ្លៃផ្ទាល់ខ្លួន $1.00**
៣ ឯកតា → ៣ × $1.00 = **$3.00**។

**៣. ផលិតផលដែលមានលក្ខខណ្ឌដឹកជញ្ជូន**
ឧបមាថាអង្ករមួយបាវមាន៖
- ចាប់ពី ៥ ឯកតា៖ $1.00 ក្នុងមួយឯកតា
- ចាប់ពី ២០ ឯកតា៖ ថ្លៃថេរ $10.00

ដូច្នេះ៖
- ៤ ឯកតា៖ តិចជាងលក្ខខណ្ឌទាំងអស់ ដូច្នេះ ៤ × $1.50 = **$6.00**
- ៥ ឯកតា៖ ៥ × $1.00 = **$5.00**
- ១៩ ឯកតា៖ ១៩ × $1.00 = **$19.00**
- ២០ ឯកតា៖ ថ្លៃថេរ **$10.00**
- ៥០ ឯកតា៖ នៅតែថ្លៃថេរ **$10.00**

លក្ខខណ្ឌដែលត្រូវប្រើ គឺលក្ខខណ្ឌដែលមានចំនួនអប្បបរមាខ្ពស់បំផុត ដែលមិនលើសពីចំនួនដែលអ្នកទិញ។ ដូច្នេះការទិញបន្ថែមបន្តិចពេលខ្លះអាចធ្វើឱ្យថ្លៃដឹកជញ្ជូនសរុបទាបជាង ហើយទំព័រទូទាត់តែងតែបង្ហាញថ្លៃពិតប្រាកដមុនពេលអ្នកបញ្ជាក់។`,
    },
  },
  {
    categoryId: 33,
    slug: 'delivery-times-by-province',
    title: { en: 'How long does delivery take?', kh: 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មាន?' },
    body: {
      en: `Delivery time starts when the store ships your order (the order moves to **To receive**). Stores usually ship within 1–2 working days of payment, or of the order for cash on delivery.

**Usual delivery times after shipping**

- **Phnom Penh:** 1–2 days.
- **Kandal, Kampong Speu, Takeo, Siem Reap, Battambang, Kampong Cham, Sihanoukville and other provinces on the national roads:** 2–3 days.
- **Remote provinces**, such as Ratanakiri, Mondulkiri, Stung Treng, Preah Vihear, Oddar Meanchey and Koh Kong: 3–5 days.

Times can be longer during Khmer New Year, Pchum Ben and the Water Festival, and in the rainy season when some roads are difficult. We show a notice on the site when delays are expected.

Follow each step, paid, shipped and delivered, on the order page in [Orders](/orders).`,
      kh: `រយៈពេលដឹកជញ្ជូនចាប់ផ្តើមនៅពេលហាងបញ្ចេញការបញ្ជាទិញរបស់អ្នក (ការបញ្ជាទិញផ្លាស់ទៅ **រង់ចាំទទួល**)។ ហាងជាធម្មតាបញ្ចេញទំនិញក្នុងរយៈពេល ១–២ ថ្ងៃធ្វើការបន្ទាប់ពីការទូទាត់ ឬបន្ទាប់ពីការបញ្ជាទិញ សម្រាប់ការទូទាត់ពេលទទួលទំនិញ។

**រយៈពេលដឹកជញ្ជូនធម្មតា បន្ទាប់ពីបញ្ចេញទំនិញ**

- **ភ្នំពេញ៖** ១–២ ថ្ងៃ។
- **កណ្តាល កំពង់ស្ពឺ តាកែវ សៀមរាប បាត់ដំបង កំពង់ចាម ព្រះសីហនុ និងខេត្តផ្សេងទៀតតាមបណ្តោយផ្លូវជាតិ៖** ២–៣ ថ្ងៃ។
- **ខេត្តដាច់ស្រយាល** ដូចជា រតនគិរី មណ្ឌលគិរី ស្ទឹងត្រែង ព្រះវិហារ ឧត្តរមានជ័យ និងកោះកុង៖ ៣–៥ ថ្ងៃ។

រយៈពេលអាចយូរជាងនេះក្នុងអំឡុងពេលបុណ្យចូលឆ្នាំខ្មែរ បុណ្យភ្ជុំបិណ្ឌ និងបុណ្យអុំទូក ព្រមទាំងក្នុងរដូវវស្សា ពេលផ្លូវខ្លះពិបាកធ្វើដំណើរ។ យើងបង្ហាញសេចក្តីជូនដំណឹងនៅលើគេហទំព័រ នៅពេលរំពឹងថានឹងមានការយឺតយ៉ាវ។

តាមដានជំហាននីមួយៗ ការទូទាត់ ការបញ្ចេញទំនិញ និងការដឹកដល់ នៅលើទំព័រការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders)។`,
    },
  },
  {
    categoryId: 34,
    slug: 'delivery-in-phnom-penh',
    title: { en: 'Delivery in Phnom Penh', kh: 'ការដឹកជញ្ជូនក្នុងរាជធានីភ្នំពេញ' },
    body: {
      en: `We deliver to every khan of Phnom Penh, including Chbar Ampov, Dangkao, Por Sen Chey, Sen Sok, Prek Pnov and Kamboul.

- **Time:** most parcels arrive 1–2 days after the store ships them, between 8:00 and 18:00, Monday to Sunday.
- **Fee:** the same as anywhere in Cambodia: $1.50 per unit unless the product sets its own fee or quantity conditions. The exact fee is shown at [Checkout](/checkout).
- **Call ahead:** the rider calls the phone number of your address before arriving. Please answer calls from unknown numbers on delivery day.

**Help the rider find you**

- Choose the right khan and sangkat in [Address Book](/account/address-books), and write the house number, street number and building or apartment name.
- Add a landmark such as a pagoda, school or shop in the street field, for example "opposite Wat Phnom".
- If you live in a borey or condo with guards, let them know a parcel is coming.`,
      kh: `យើងដឹកជញ្ជូនទៅគ្រប់ខណ្ឌនៃរាជធានីភ្នំពេញ រួមទាំងច្បារអំពៅ ដង្កោ ពោធិ៍សែនជ័យ សែនសុខ ព្រែកព្នៅ និងកំបូល។

- **រយៈពេល៖** កញ្ចប់ទំនិញភាគច្រើនមកដល់ ១–២ ថ្ងៃបន្ទាប់ពីហាងបញ្ចេញ ចន្លោះម៉ោង ៨:០០ ដល់ ១៨:០០ ពីថ្ងៃច័ន្ទ ដល់ថ្ងៃអាទិត្យ។
- **ថ្លៃ៖** ដូចគ្នានឹងគ្រប់ទីកន្លែងក្នុងប្រទេសកម្ពុជា៖ $1.50 ក្នុងមួយឯកតា លើកលែងតែផលិតផលកំណត់ថ្លៃផ្ទាល់ខ្លួន ឬលក្ខខណ្ឌតាមចំនួន។ ថ្លៃពិតប្រាកដបង្ហាញនៅ [ការទូទាត់](/checkout)។
- **ទូរស័ព្ទជាមុន៖** អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទទៅលេខនៃអាសយដ្ឋានរបស់អ្នកមុនពេលមកដល់។ សូមលើកទូរស័ព្ទពីលេខដែលមិនស្គាល់នៅថ្ងៃដឹកជញ្ជូន។

**ជួយអ្នកដឹកជញ្ជូនឱ្យរកអ្នកឃើញ**

- ជ្រើសរើសខណ្ឌ និងសង្កាត់ឱ្យត្រឹមត្រូវនៅ [សៀវភៅអាសយដ្ឋាន](/account/address-books) ហើយសរសេរលេខផ្ទះ លេខផ្លូវ និងឈ្មោះអគារ ឬអាផាតមិន។
- បន្ថែមចំណុចសម្គាល់ ដូចជាវត្ត សាលារៀន ឬហាង ក្នុងប្រអប់ផ្លូវ ឧទាហរណ៍ «ទល់មុខវត្តភ្នំ»។
- បើអ្នករស់នៅក្នុងបុរី ឬខុនដូដែលមានសន្តិសុខ សូមប្រាប់ពួកគេថានឹងមានកញ្ចប់ទំនិញមកដល់។`,
    },
  },
  {
    categoryId: 35,
    slug: 'delivery-to-the-provinces',
    title: { en: 'Do you deliver to my province?', kh: 'តើអ្នកដឹកជញ្ជូនទៅខេត្តរបស់ខ្ញុំដែរឬទេ?' },
    body: {
      en: `Yes. Psar delivers to **all 25 provinces** of Cambodia: Phnom Penh, Banteay Meanchey, Battambang, Kampong Cham, Kampong Chhnang, Kampong Speu, Kampong Thom, Kampot, Kandal, Kep, Koh Kong, Kratie, Mondulkiri, Oddar Meanchey, Pailin, Preah Sihanouk, Preah Vihear, Prey Veng, Pursat, Ratanakiri, Siem Reap, Stung Treng, Svay Rieng, Takeo and Tbong Khmum.

**Good to know**

- The delivery fee does not depend on the province: it is $1.50 per unit unless the product sets its own fee or quantity conditions.
- Parcels usually arrive 2–5 days after shipping, depending on distance.
- In villages far from a main road, the courier may call to agree on a meeting point, such as the commune office or a nearby market.
- Cash on delivery is available in every province.

Set your province in [Address Book](/account/address-books); your default address's province is shown as your delivery location in the header.`,
      kh: `បាទ/ចាស។ Psar ដឹកជញ្ជូនទៅ **គ្រប់ ២៥ ខេត្តក្រុង** នៃប្រទេសកម្ពុជា៖ ភ្នំពេញ បន្ទាយមានជ័យ បាត់ដំបង កំពង់ចាម កំពង់ឆ្នាំង កំពង់ស្ពឺ កំពង់ធំ កំពត កណ្តាល កែប កោះកុង ក្រចេះ មណ្ឌលគិរី ឧត្តរមានជ័យ ប៉ៃលិន ព្រះសីហនុ ព្រះវិហារ ព្រៃវែង ពោធិ៍សាត់ រតនគិរី សៀមរាប ស្ទឹងត្រែង ស្វាយរៀង តាកែវ និងត្បូងឃ្មុំ។

**គួរដឹង**

- ថ្លៃដឹកជញ្ជូនមិនអាស្រ័យលើខេត្តទេ៖ វាគឺ $1.50 ក្នុងមួយឯកតា លើកលែងតែផលិតផលកំណត់ថ្លៃផ្ទាល់ខ្លួន ឬលក្ខខណ្ឌតាមចំនួន។
- កញ្ចប់ទំនិញជាធម្មតាមកដល់ ២–៥ ថ្ងៃបន្ទាប់ពីបញ្ចេញ អាស្រ័យលើចម្ងាយ។
- នៅភូមិដែលនៅឆ្ងាយពីផ្លូវធំ អ្នកដឹកជញ្ជូនអាចទូរស័ព្ទមកដើម្បីណាត់ទីកន្លែងជួប ដូចជាសាលាឃុំ ឬផ្សារក្បែរនោះ។
- ការទូទាត់ពេលទទួលទំនិញមាននៅគ្រប់ខេត្ត។

កំណត់ខេត្តរបស់អ្នកនៅ [សៀវភៅអាសយដ្ឋាន](/account/address-books)។ ខេត្តនៃអាសយដ្ឋានលំនាំដើមរបស់អ្នកបង្ហាញជាទីតាំងដឹកជញ្ជូននៅផ្នែកខាងលើនៃទំព័រ។`,
    },
  },
  {
    categoryId: 36,
    slug: 'receiving-my-parcel',
    title: { en: 'What should I check when my parcel arrives?', kh: 'តើខ្ញុំគួរពិនិត្យអ្វីខ្លះនៅពេលកញ្ចប់ទំនិញមកដល់?' },
    body: {
      en: `A quick check at the door makes any problem much easier to solve.

1. **Check the outside** before you sign or pay: the box should be sealed, dry and not crushed. If it is clearly damaged, you may refuse it and the courier brings it back to us.
2. **Check the name and order number** on the label.
3. **For cash on delivery**, pay only the total shown on your order page in [Orders](/orders).
4. **Open the parcel soon** and compare the items with your order: product, size, colour and quantity.
5. **Keep the packaging** for a few days, in case you need to return something.

Something wrong or missing? Take photos straight away (the box, the label and the items) and request a return from the order within **7 days of delivery**, or [contact us](/customer-care/contact-us).

Once delivered, the order appears in the **Completed** tab and you can review each item in [My Reviews](/reviews).`,
      kh: `ការពិនិត្យរហ័សនៅមាត់ទ្វារ ធ្វើឱ្យបញ្ហាណាមួយងាយដោះស្រាយជាងមុនច្រើន។

1. **ពិនិត្យផ្នែកខាងក្រៅ** មុនពេលចុះហត្ថលេខា ឬបង់ប្រាក់៖ ប្រអប់គួរតែបិទជិត ស្ងួត និងមិនខ្ទេច។ បើវាខូចខាតច្បាស់ៗ អ្នកអាចបដិសេធមិនទទួល ហើយអ្នកដឹកជញ្ជូននឹងយកវាត្រឡប់មកយើងវិញ។
2. **ពិនិត្យឈ្មោះ និងលេខបញ្ជាទិញ** នៅលើស្លាក។
3. **សម្រាប់ការទូទាត់ពេលទទួលទំនិញ** សូមបង់តែតម្លៃសរុបដែលបង្ហាញនៅលើទំព័រការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ប៉ុណ្ណោះ។
4. **បើកកញ្ចប់ឱ្យបានឆាប់** ហើយប្រៀបធៀបទំនិញជាមួយការបញ្ជាទិញ៖ ផលិតផល ទំហំ ពណ៌ និងចំនួន។
5. **រក្សាទុកវេចខ្ចប់** រយៈពេលពីរបីថ្ងៃ ក្រែងលោអ្នកត្រូវប្រគល់អ្វីមួយវិញ។

មានអ្វីខុស ឬបាត់? សូមថតរូបភ្លាមៗ (ប្រអប់ ស្លាក និងទំនិញ) ហើយស្នើសុំប្រគល់វិញពីការបញ្ជាទិញក្នុងរយៈពេល **៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់** ឬ [ទាក់ទងមកយើង](/customer-care/contact-us)។

នៅពេលដឹកដល់ ការបញ្ជាទិញនឹងបង្ហាញនៅក្នុងផ្ទាំង **បានបញ្ចប់** ហើយអ្នកអាចវាយតម្លៃទំនិញនីមួយៗនៅ [ការវាយតម្លៃរបស់ខ្ញុំ](/reviews)។`,
    },
  },
  {
    categoryId: 37,
    slug: 'missed-or-failed-delivery',
    title: { en: 'I missed my delivery. What happens now?', kh: 'ខ្ញុំខកខានការទទួលទំនិញ។ តើមានអ្វីកើតឡើងបន្ទាប់?' },
    body: {
      en: `If the courier cannot deliver your parcel, they try again.

- **First attempt missed:** the courier calls the phone number on your order. If you do not answer or are not home, they call again and agree on a new time, usually the next day.
- **After three failed attempts** the parcel is sent back to the store and the order is cancelled. If you had already paid (wallet, KHQR or card), the full amount is refunded to your Psar wallet.

**To avoid a failed delivery**

- Make sure the phone number on your address in [Address Book](/account/address-books) is correct and answered.
- Give clear directions and a landmark.
- If someone else will receive the parcel, put their name and phone number on the address.

Need to change the time or the receiver? [Contact us](/customer-care/contact-us) with your order number, or call +855 23 900 800.`,
      kh: `បើអ្នកដឹកជញ្ជូនមិនអាចប្រគល់កញ្ចប់ទំនិញរបស់អ្នកបាន ពួកគេនឹងព្យាយាមម្តងទៀត។

- **ខកខានលើកទីមួយ៖** អ្នកដឹកជញ្ជូនទូរស័ព្ទទៅលេខនៅលើការបញ្ជាទិញរបស់អ្នក។ បើអ្នកមិនលើក ឬមិននៅផ្ទះ ពួកគេនឹងទូរស័ព្ទម្តងទៀត ហើយណាត់ពេលថ្មី ជាធម្មតានៅថ្ងៃបន្ទាប់។
- **ក្រោយព្យាយាមមិនបានសម្រេចបីដង** កញ្ចប់ទំនិញនឹងត្រូវបញ្ជូនត្រឡប់ទៅហាងវិញ ហើយការបញ្ជាទិញត្រូវបានលុបចោល។ បើអ្នកបានទូទាត់រួចហើយ (កាបូប KHQR ឬកាត) ប្រាក់ទាំងអស់នឹងត្រូវសងចូលកាបូប Psar របស់អ្នកវិញ។

**ដើម្បីជៀសវាងការដឹកជញ្ជូនមិនបានសម្រេច**

- ប្រាកដថាលេខទូរស័ព្ទនៅលើអាសយដ្ឋានរបស់អ្នកក្នុង [សៀវភៅអាសយដ្ឋាន](/account/address-books) ត្រឹមត្រូវ ហើយមានអ្នកលើក។
- ផ្តល់ការណែនាំផ្លូវឱ្យច្បាស់ និងចំណុចសម្គាល់។
- បើមានអ្នកផ្សេងទទួលកញ្ចប់ជំនួស សូមដាក់ឈ្មោះ និងលេខទូរស័ព្ទរបស់គាត់នៅលើអាសយដ្ឋាន។

ត្រូវការប្តូរពេលវេលា ឬអ្នកទទួល? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ ឬទូរស័ព្ទមកលេខ +855 23 900 800។`,
    },
  },
  {
    categoryId: 38,
    slug: 'large-and-heavy-items',
    title: { en: 'Delivery of large and heavy items', kh: 'ការដឹកជញ្ជូនទំនិញធំ និងធ្ងន់' },
    body: {
      en: `Furniture, appliances, solar panels, rice in bulk and other bulky goods travel by truck or van rather than by motorbike.

- **Fee:** the store sets the delivery fee of a bulky product itself, so it can be higher than the standard $1.50 per unit. Many bulky products have quantity conditions, such as a flat fee for a full load. The exact fee is always shown on the product page and at [Checkout](/checkout) before you pay.
- **Time:** allow one or two extra days, especially in the provinces. The courier calls to agree on a delivery time.
- **At your door:** delivery is to the ground floor or the building entrance. Carrying upstairs, unpacking and installation are not included unless the product page says so; see Installation and repair for services.

Before ordering, measure doors, stairs and lifts. Check the item with the courier before signing: damage to large items must be noted on delivery and reported within 7 days with photos.`,
      kh: `គ្រឿងសង្ហារិម ឧបករណ៍ប្រើប្រាស់ក្នុងផ្ទះ បន្ទះសូឡា អង្ករជាដុំ និងទំនិញធំៗផ្សេងទៀត ត្រូវដឹកដោយឡានដឹកទំនិញ ឬឡានវ៉ាន់ ជំនួសឱ្យម៉ូតូ។

- **ថ្លៃ៖** ហាងជាអ្នកកំណត់ថ្លៃដឹកជញ្ជូនសម្រាប់ផលិតផលធំៗដោយខ្លួនឯង ដូច្នេះវាអាចខ្ពស់ជាងថ្លៃស្តង់ដារ $1.50 ក្នុងមួយឯកតា។ ផលិតផលធំៗជាច្រើនមានលក្ខខណ្ឌតាមចំនួន ដូចជាថ្លៃថេរសម្រាប់ការដឹកពេញមួយឡាន។ ថ្លៃពិតប្រាកដតែងតែបង្ហាញនៅលើទំព័រផលិតផល និងនៅ [ការទូទាត់](/checkout) មុនពេលអ្នកទូទាត់។
- **រយៈពេល៖** សូមរំពឹងថាយូរជាងធម្មតាមួយ ឬពីរថ្ងៃ ជាពិសេសនៅតាមខេត្ត។ អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទមកណាត់ពេលដឹកជញ្ជូន។
- **នៅមាត់ទ្វារ៖** ការដឹកជញ្ជូនគឺដល់ជាន់ផ្ទាល់ដី ឬច្រកចូលអគារ។ ការលើកឡើងជាន់ខាងលើ ការស្រាយវេចខ្ចប់ និងការដំឡើង មិនត្រូវបានរួមបញ្ចូលទេ លើកលែងតែទំព័រផលិតផលបញ្ជាក់ដូច្នោះ។ សូមមើលផ្នែកការដំឡើង និងការជួសជុលសម្រាប់សេវាកម្ម។

មុនពេលបញ្ជាទិញ សូមវាស់ទំហំទ្វារ ជណ្តើរ និងជណ្តើរយន្ត។ ពិនិត្យទំនិញជាមួយអ្នកដឹកជញ្ជូនមុនពេលចុះហត្ថលេខា៖ ការខូចខាតលើទំនិញធំៗត្រូវកត់ត្រានៅពេលទទួល ហើយរាយការណ៍ក្នុងរយៈពេល ៧ ថ្ងៃ ដោយភ្ជាប់រូបថត។`,
    },
  },
  {
    categoryId: 39,
    slug: 'delivery-partners',
    title: { en: 'Who delivers my order?', kh: 'តើនរណាជាអ្នកដឹកជញ្ជូនការបញ្ជាទិញរបស់ខ្ញុំ?' },
    body: {
      en: `Psar works with several delivery partners so that we can reach all 25 provinces:

- **Psar riders** deliver most parcels in Phnom Penh by motorbike.
- **National courier partners** carry parcels between provinces and deliver them to your door or a nearby pick-up point.
- **Truck partners** handle large and heavy items.

The logos of our delivery services are shown in the footer of every page. Whoever carries your parcel, the same rules apply: the fee you saw at checkout, a phone call before arrival, and cash on delivery collected for Psar.

**Safety tips:** couriers never ask for your password, OTP codes or extra payment. The amount to pay for cash on delivery is exactly the total on your order page in [Orders](/orders).

Had a problem with a courier, such as rude behaviour or a damaged parcel? [Tell us](/customer-care/contact-us) with your order number; we follow up with the partner.`,
      kh: `Psar សហការជាមួយដៃគូដឹកជញ្ជូនជាច្រើន ដើម្បីឱ្យយើងអាចទៅដល់គ្រប់ ២៥ ខេត្តក្រុង៖

- **អ្នកដឹកជញ្ជូនរបស់ Psar** ដឹកកញ្ចប់ទំនិញភាគច្រើននៅភ្នំពេញដោយម៉ូតូ។
- **ដៃគូដឹកជញ្ជូនថ្នាក់ជាតិ** ដឹកកញ្ចប់ទំនិញរវាងខេត្ត ហើយប្រគល់ដល់មាត់ទ្វារ ឬទីតាំងទទួលទំនិញក្បែរអ្នក។
- **ដៃគូឡានដឹកទំនិញ** ទទួលបន្ទុកទំនិញធំ និងធ្ងន់។

និមិត្តសញ្ញានៃសេវាដឹកជញ្ជូនរបស់យើងបង្ហាញនៅផ្នែកខាងក្រោមនៃគ្រប់ទំព័រ។ ទោះនរណាជាអ្នកដឹកកញ្ចប់ទំនិញរបស់អ្នកក៏ដោយ វិធានគឺដូចគ្នា៖ ថ្លៃដែលអ្នកបានឃើញនៅពេលទូទាត់ ការទូរស័ព្ទមុនពេលមកដល់ និងការប្រមូលប្រាក់ពេលទទួលទំនិញសម្រាប់ Psar។

**គន្លឹះសុវត្ថិភាព៖** អ្នកដឹកជញ្ជូនមិនដែលសុំពាក្យសម្ងាត់ លេខកូដ OTP ឬការបង់ប្រាក់បន្ថែមឡើយ។ ចំនួនប្រាក់ត្រូវបង់ពេលទទួលទំនិញ គឺស្មើនឹងតម្លៃសរុបនៅលើទំព័រការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ពិតប្រាកដ។

មានបញ្ហាជាមួយអ្នកដឹកជញ្ជូន ដូចជាអាកប្បកិរិយាមិនសមរម្យ ឬកញ្ចប់ទំនិញខូច? សូម [ប្រាប់យើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ យើងនឹងតាមដានជាមួយដៃគូ។`,
    },
  },
];
