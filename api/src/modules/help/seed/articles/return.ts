import type { HelpArticleSeed } from '../article-types';

// Help group 40, Return (sub-categories 41–47). Returns are requested within 7 days of delivery,
// with photos.
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 41,
    slug: 'return-policy',
    top: true,
    title: { en: 'Our return policy in short', kh: 'គោលការណ៍ប្រគល់ទំនិញវិញរបស់យើងដោយសង្ខេប' },
    body: {
      en: `You can return most items bought on Psar if you request it **within 7 days of delivery**.

**What you need**

- The order must be **delivered** (in the **Completed** tab of [Orders](/orders)).
- **Photos** of the item, and of the damage or the problem if there is one.
- The item in the condition you received it, with its labels, accessories, gifts and, where possible, the original packaging.

**What it costs**

- **Damaged, faulty, wrong or missing items:** free. We refund the item and its delivery fee.
- **Change of mind** (you no longer want it, or the size does not fit): the item is refunded, but its original delivery fee is not.

**How you are refunded:** once we receive and check the item, the refund is credited to your Psar wallet, whichever way you paid.

Some items cannot be returned for hygiene or safety reasons; see Items that cannot be returned. To start, open the order and choose **Request return**, or see [How to return](/customer-care/help-center).`,
      kh: `អ្នកអាចប្រគល់ទំនិញភាគច្រើនដែលបានទិញនៅលើ Psar វិញបាន ប្រសិនបើអ្នកស្នើសុំ **ក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់**។

**អ្វីដែលអ្នកត្រូវការ**

- ការបញ្ជាទិញត្រូវតែ **បានដឹកដល់** (នៅក្នុងផ្ទាំង **បានបញ្ចប់** នៃ [ការបញ្ជាទិញ](/orders))។
- **រូបថត** នៃទំនិញ និងនៃការខូចខាត ឬបញ្ហា (បើមាន)។
- ទំនិញត្រូវនៅក្នុងស្ថានភាពដូចពេលអ្នកទទួល ព្រមទាំងស្លាក គ្រឿងបន្លាស់ អំណោយ និងវេចខ្ចប់ដើម (បើអាច)។

**ថ្លៃចំណាយ**

- **ទំនិញខូច មានបញ្ហា ខុស ឬខ្វះ៖** ឥតគិតថ្លៃ។ យើងសងប្រាក់ទំនិញ និងថ្លៃដឹកជញ្ជូនរបស់វាវិញ។
- **ប្តូរចិត្ត** (អ្នកលែងចង់បាន ឬទំហំមិនត្រូវ)៖ យើងសងប្រាក់ទំនិញវិញ ប៉ុន្តែមិនសងថ្លៃដឹកជញ្ជូនដើមរបស់វាទេ។

**របៀបដែលអ្នកទទួលប្រាក់វិញ៖** នៅពេលយើងទទួល និងពិនិត្យទំនិញរួច ប្រាក់នឹងត្រូវសងចូលកាបូប Psar របស់អ្នក មិនថាអ្នកបានទូទាត់ដោយវិធីណាក៏ដោយ។

ទំនិញខ្លះមិនអាចប្រគល់វិញបានទេ ដោយសារហេតុផលអនាម័យ ឬសុវត្ថិភាព សូមមើលផ្នែកទំនិញដែលមិនអាចប្រគល់វិញបាន។ ដើម្បីចាប់ផ្តើម សូមបើកការបញ្ជាទិញ ហើយចុច **ស្នើសុំប្រគល់វិញ** ឬមើល [របៀបប្រគល់ទំនិញវិញ](/customer-care/help-center)។`,
    },
  },
  {
    categoryId: 41,
    slug: 'return-window-7-days',
    title: { en: 'How long do I have to return an item?', kh: 'តើខ្ញុំមានពេលប៉ុន្មានថ្ងៃដើម្បីប្រគល់ទំនិញវិញ?' },
    body: {
      en: `You have **7 days from the day your order is delivered** to request a return.

- The 7 days start from the delivery date shown on the order page in [Orders](/orders), not from the day you ordered or paid.
- Example: delivered on Monday 3 March, you can request a return until the end of Monday 10 March.
- You only need to **submit the request** within the 7 days, with photos. The pick-up or drop-off can happen a few days later.
- Once the 7 days have passed, the **Request return** button disappears from the order.

**Found a problem late?** If a product stops working after 7 days, it may still be covered by its warranty; see the Warranty help.

**Tip:** open and test your items on the day they arrive. Problems such as a wrong size, a missing part or a faulty device are easiest to solve early, and photos taken at delivery help us approve your return quickly.`,
      kh: `អ្នកមាន **៧ ថ្ងៃ គិតចាប់ពីថ្ងៃដែលការបញ្ជាទិញត្រូវបានដឹកដល់** ដើម្បីស្នើសុំប្រគល់ទំនិញវិញ។

- ៧ ថ្ងៃនេះចាប់ផ្តើមពីកាលបរិច្ឆេទដឹកដល់ ដែលបង្ហាញនៅលើទំព័រការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) មិនមែនពីថ្ងៃដែលអ្នកបញ្ជាទិញ ឬទូទាត់ទេ។
- ឧទាហរណ៍៖ បើដឹកដល់នៅថ្ងៃច័ន្ទ ទី៣ ខែមីនា អ្នកអាចស្នើសុំប្រគល់វិញបានរហូតដល់ចុងថ្ងៃច័ន្ទ ទី១០ ខែមីនា។
- អ្នកគ្រាន់តែត្រូវ **បញ្ជូនសំណើ** ក្នុងរយៈពេល ៧ ថ្ងៃ ដោយភ្ជាប់រូបថត។ ការមកយកទំនិញ ឬការយកទំនិញមកប្រគល់ អាចធ្វើឡើងពីរបីថ្ងៃក្រោយ។
- នៅពេលហួស ៧ ថ្ងៃ ប៊ូតុង **ស្នើសុំប្រគល់វិញ** នឹងបាត់ពីការបញ្ជាទិញ។

**រកឃើញបញ្ហាយឺត?** បើផលិតផលឈប់ដំណើរការក្រោយ ៧ ថ្ងៃ វាប្រហែលជានៅតែស្ថិតក្រោមការធានា សូមមើលជំនួយអំពីការធានា។

**គន្លឹះ៖** សូមបើក និងសាកល្បងទំនិញនៅថ្ងៃដែលវាមកដល់។ បញ្ហាដូចជាទំហំខុស គ្រឿងបន្លាស់ខ្វះ ឬឧបករណ៍មិនដំណើរការ ងាយដោះស្រាយជាងពេលរកឃើញឆាប់ ហើយរូបថតដែលថតនៅពេលទទួល ជួយយើងឱ្យអនុម័តការប្រគល់វិញរបស់អ្នកបានរហ័ស។`,
    },
  },
  {
    categoryId: 42,
    slug: 'how-to-return-an-item',
    title: { en: 'How do I return an item?', kh: 'តើខ្ញុំប្រគល់ទំនិញវិញដោយរបៀបណា?' },
    body: {
      en: `1. Open [Orders](/orders), go to the **Completed** tab and choose the order.
2. Tap **Request return**. This is available for 7 days after delivery.
3. Choose the item and the quantity you are returning.
4. Pick a reason: damaged, faulty, wrong item, missing parts, not as described, or changed my mind.
5. Add **photos**: at least one of the item, plus the damage or the label if relevant. Add a short description.
6. Submit. Your request appears in [My Returns](/orders/return).

**What happens next**

- We review your request, usually within 1–2 working days, and let you know by email.
- If it is accepted, we arrange a free pick-up from your address, or you can drop the parcel at a partner point.
- Pack the item securely with its accessories and write the order number on the package.
- After we receive and check it, your refund is issued; see the Refunds help.`,
      kh: `1. បើក [ការបញ្ជាទិញ](/orders) ចូលទៅផ្ទាំង **បានបញ្ចប់** ហើយជ្រើសរើសការបញ្ជាទិញ។
2. ចុច **ស្នើសុំប្រគល់វិញ**។ មុខងារនេះអាចប្រើបានក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់។
3. ជ្រើសរើសទំនិញ និងចំនួនដែលអ្នកចង់ប្រគល់វិញ។
4. ជ្រើសរើសមូលហេតុ៖ ខូច មិនដំណើរការ ទំនិញខុស ខ្វះគ្រឿងបន្លាស់ មិនដូចការពិពណ៌នា ឬប្តូរចិត្ត។
5. បន្ថែម **រូបថត**៖ យ៉ាងហោចណាស់មួយសន្លឹកនៃទំនិញ បូករូបការខូចខាត ឬស្លាក បើពាក់ព័ន្ធ។ សរសេរការពិពណ៌នាខ្លីមួយ។
6. បញ្ជូន។ សំណើរបស់អ្នកនឹងបង្ហាញក្នុង [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return)។

**អ្វីដែលកើតឡើងបន្ទាប់**

- យើងពិនិត្យសំណើរបស់អ្នក ជាធម្មតាក្នុងរយៈពេល ១–២ ថ្ងៃធ្វើការ ហើយជូនដំណឹងអ្នកតាមអ៊ីមែល។
- បើសំណើត្រូវបានទទួលយក យើងរៀបចំមកយកទំនិញពីអាសយដ្ឋានរបស់អ្នកដោយឥតគិតថ្លៃ ឬអ្នកអាចយកកញ្ចប់ទៅដាក់នៅទីតាំងដៃគូ។
- វេចខ្ចប់ទំនិញឱ្យបានល្អ ជាមួយគ្រឿងបន្លាស់របស់វា ហើយសរសេរលេខបញ្ជាទិញនៅលើកញ្ចប់។
- បន្ទាប់ពីយើងទទួល និងពិនិត្យរួច ប្រាក់នឹងត្រូវសងវិញ សូមមើលជំនួយអំពីការសងប្រាក់វិញ។`,
    },
  },
  {
    categoryId: 43,
    slug: 'items-that-cannot-be-returned',
    title: { en: 'Which items cannot be returned?', kh: 'តើទំនិញណាខ្លះដែលមិនអាចប្រគល់វិញបាន?' },
    body: {
      en: `For hygiene, safety or legal reasons, the following items cannot be returned for a **change of mind**:

- Underwear, swimwear, earrings and other items worn on the body, once unsealed.
- Cosmetics, skincare and personal-care products that have been opened.
- Fresh and perishable food, such as fruit, meat and cakes, and opened food or drinks.
- Medicines, supplements and baby milk.
- Digital products: mobile top-up, game credits, digital vouchers and gift cards once the code is shown.
- Items made to order or personalised, such as engraved gifts or tailored clothes.
- Products marked **Non-returnable** on their product page.

**Damaged, faulty or wrong?** Every item, including those above, can be returned if it arrived damaged, faulty, expired or different from what you ordered. Request the return within 7 days of delivery, with photos, from the order in [Orders](/orders).

Not sure about an item? Ask us before you buy through [Contact us](/customer-care/contact-us).`,
      kh: `ដោយហេតុផលអនាម័យ សុវត្ថិភាព ឬច្បាប់ ទំនិញខាងក្រោមនេះមិនអាចប្រគល់វិញបានទេ ក្នុងករណី **ប្តូរចិត្ត**៖

- ខោអាវទ្រនាប់ សម្លៀកបំពាក់ហែលទឹក ក្រវិល និងរបស់ផ្សេងទៀតដែលពាក់លើខ្លួន នៅពេលបានបើកត្រាហើយ។
- គ្រឿងសំអាង ផលិតផលថែរក្សាស្បែក និងផលិតផលអនាម័យផ្ទាល់ខ្លួនដែលបានបើករួច។
- អាហារស្រស់ និងអាហារដែលងាយខូច ដូចជាផ្លែឈើ សាច់ និងនំ ព្រមទាំងអាហារ ឬភេសជ្ជៈដែលបានបើករួច។
- ថ្នាំពេទ្យ អាហារបំប៉ន និងទឹកដោះគោទារក។
- ផលិតផលឌីជីថល៖ ការបញ្ចូលលុយទូរស័ព្ទ ក្រេឌីតហ្គេម ប័ណ្ណឌីជីថល និងកាតអំណោយ នៅពេលលេខកូដត្រូវបានបង្ហាញ។
- ទំនិញដែលផលិតតាមការកម្ម៉ង់ ឬមានលក្ខណៈផ្ទាល់ខ្លួន ដូចជាកាដូឆ្លាក់ឈ្មោះ ឬសម្លៀកបំពាក់កាត់តាមខ្នាត។
- ផលិតផលដែលមានសញ្ញា **មិនអាចប្រគល់វិញ** នៅលើទំព័រផលិតផល។

**ខូច មិនដំណើរការ ឬខុស?** ទំនិញគ្រប់ប្រភេទ រួមទាំងទំនិញខាងលើ អាចប្រគល់វិញបាន ប្រសិនបើវាមកដល់ក្នុងស្ថានភាពខូច មិនដំណើរការ ហួសកាលបរិច្ឆេទ ឬខុសពីអ្វីដែលអ្នកបានបញ្ជាទិញ។ សូមស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ដោយភ្ជាប់រូបថត ពីការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders)។

មិនច្បាស់អំពីទំនិញណាមួយ? សូមសួរយើងមុនពេលទិញ តាម [ទាក់ទងមកយើង](/customer-care/contact-us)។`,
    },
  },
  {
    categoryId: 44,
    slug: 'damaged-or-wrong-item',
    title: { en: 'I received a damaged or wrong item', kh: 'ខ្ញុំបានទទួលទំនិញខូច ឬខុស' },
    body: {
      en: `We are sorry! Here is how to get it put right quickly, at no cost to you.

1. **Take photos straight away:** the outside of the box, the shipping label, and the item showing the damage or the difference (wrong colour, size or model). For a faulty device, a short video helps.
2. **Keep everything:** the item, its packaging and all accessories.
3. **Request a return within 7 days of delivery:** open the order in [Orders](/orders), tap **Request return**, choose **Damaged**, **Wrong item** or **Missing parts**, and attach your photos.

**What we do**

- We review damaged and wrong-item requests first, usually within 1 working day.
- We collect the item for free.
- You receive a full refund of the item **and its delivery fee**, credited to your Psar wallet. If you would rather have the right item, simply order it again.

If a parcel arrives clearly crushed or wet, you can also refuse it at the door.`,
      kh: `យើងសុំទោស! នេះជារបៀបដោះស្រាយឱ្យបានរហ័ស ដោយអ្នកមិនចាំបាច់ចំណាយអ្វីទេ។

1. **ថតរូបភ្លាមៗ៖** ផ្នែកខាងក្រៅនៃប្រអប់ ស្លាកដឹកជញ្ជូន និងទំនិញដែលបង្ហាញការខូចខាត ឬភាពខុសគ្នា (ពណ៌ ទំហំ ឬម៉ូដែលខុស)។ សម្រាប់ឧបករណ៍ដែលមិនដំណើរការ វីដេអូខ្លីមួយអាចជួយបាន។
2. **រក្សាទុកអ្វីៗទាំងអស់៖** ទំនិញ វេចខ្ចប់ និងគ្រឿងបន្លាស់ទាំងអស់។
3. **ស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់៖** បើកការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ចុច **ស្នើសុំប្រគល់វិញ** ជ្រើសរើស **ខូច** **ទំនិញខុស** ឬ **ខ្វះគ្រឿងបន្លាស់** ហើយភ្ជាប់រូបថតរបស់អ្នក។

**អ្វីដែលយើងធ្វើ**

- យើងពិនិត្យសំណើទំនិញខូច និងទំនិញខុសមុនគេ ជាធម្មតាក្នុងរយៈពេល ១ ថ្ងៃធ្វើការ។
- យើងមកយកទំនិញដោយឥតគិតថ្លៃ។
- អ្នកទទួលបានប្រាក់សងវិញទាំងស្រុងសម្រាប់ទំនិញ **និងថ្លៃដឹកជញ្ជូនរបស់វា** ចូលកាបូប Psar របស់អ្នក។ បើអ្នកចង់បានទំនិញដែលត្រឹមត្រូវវិញ គ្រាន់តែបញ្ជាទិញម្តងទៀត។

បើកញ្ចប់ទំនិញមកដល់ក្នុងស្ថានភាពខ្ទេច ឬសើមយ៉ាងច្បាស់ អ្នកក៏អាចបដិសេធមិនទទួលនៅមាត់ទ្វារបានដែរ។`,
    },
  },
  {
    categoryId: 45,
    slug: 'return-pick-up',
    title: { en: 'How does the return pick-up work?', kh: 'តើការមកយកទំនិញប្រគល់វិញដំណើរការយ៉ាងដូចម្តេច?' },
    body: {
      en: `When your return request is accepted, we arrange for a courier to collect the item, free of charge, in all 25 provinces.

1. You receive an email confirming the return and the pick-up address (the delivery address of the order).
2. The courier calls you, usually within 1–3 working days, to agree on a time.
3. Hand over the packed item. The courier gives you a receipt or a photo confirmation; keep it until your refund arrives.

**Packing the item**

- Use the original box if you still have it, or any sturdy packaging.
- Include all accessories, manuals, free gifts and labels.
- Write your order number (for example PS-000123) on the outside.

**Prefer to drop it off?** Tell us in the return request and bring the parcel to one of our partner drop-off points; we send you the nearest address.

Missed the pick-up? The courier tries again. You can follow every step in [My Returns](/orders/return).`,
      kh: `នៅពេលសំណើប្រគល់វិញរបស់អ្នកត្រូវបានទទួលយក យើងរៀបចំអ្នកដឹកជញ្ជូនមកយកទំនិញដោយឥតគិតថ្លៃ នៅគ្រប់ ២៥ ខេត្តក្រុង។

1. អ្នកនឹងទទួលបានអ៊ីមែលបញ្ជាក់ការប្រគល់វិញ និងអាសយដ្ឋានមកយកទំនិញ (អាសយដ្ឋានដឹកជញ្ជូននៃការបញ្ជាទិញ)។
2. អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទមកអ្នក ជាធម្មតាក្នុងរយៈពេល ១–៣ ថ្ងៃធ្វើការ ដើម្បីណាត់ពេល។
3. ប្រគល់ទំនិញដែលបានវេចខ្ចប់រួច។ អ្នកដឹកជញ្ជូននឹងផ្តល់បង្កាន់ដៃ ឬរូបថតបញ្ជាក់ សូមរក្សាទុកវារហូតដល់អ្នកទទួលបានប្រាក់សងវិញ។

**ការវេចខ្ចប់ទំនិញ**

- ប្រើប្រអប់ដើម បើអ្នកនៅរក្សាទុក ឬវេចខ្ចប់ណាមួយដែលរឹងមាំ។
- ដាក់គ្រឿងបន្លាស់ សៀវភៅណែនាំ អំណោយឥតគិតថ្លៃ និងស្លាកទាំងអស់។
- សរសេរលេខបញ្ជាទិញរបស់អ្នក (ឧទាហរណ៍ PS-000123) នៅខាងក្រៅ។

**ចង់យកទៅប្រគល់ដោយខ្លួនឯង?** សូមប្រាប់យើងនៅក្នុងសំណើប្រគល់វិញ ហើយយកកញ្ចប់ទៅទីតាំងទទួលទំនិញរបស់ដៃគូយើង យើងនឹងផ្ញើអាសយដ្ឋានដែលនៅជិតអ្នកបំផុត។

ខកខានការមកយក? អ្នកដឹកជញ្ជូននឹងព្យាយាមម្តងទៀត។ អ្នកអាចតាមដានគ្រប់ជំហាននៅ [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return)។`,
    },
  },
  {
    categoryId: 46,
    slug: 'check-return-status',
    title: { en: 'How do I check the status of my return?', kh: 'តើខ្ញុំពិនិត្យស្ថានភាពនៃការប្រគល់ទំនិញវិញដោយរបៀបណា?' },
    body: {
      en: `All your return requests are listed in [My Returns](/orders/return). Open one to see its items, reason, photos and current status:

- **Requested:** we have your request and are reviewing it (usually 1–2 working days).
- **Approved:** your return is accepted; a courier will call to collect the item.
- **Rejected:** the request does not meet the return policy, for example it was sent after the 7-day window or the item is non-returnable. The reason is shown and emailed to you.
- **Received:** the item is back with us and being checked.
- **Refunded:** your refund has been credited to your Psar wallet; it appears at once in your wallet history at [/account/wallet](/account/wallet).

When every item of an order has been returned, the order itself shows **Returned** in [Orders](/orders).

Disagree with a decision, or has a status not moved for a week? [Contact us](/customer-care/contact-us) with the order number and we will look at it again.`,
      kh: `សំណើប្រគល់វិញទាំងអស់របស់អ្នកត្រូវបានរាយនៅក្នុង [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return)។ បើកសំណើមួយ ដើម្បីមើលទំនិញ មូលហេតុ រូបថត និងស្ថានភាពបច្ចុប្បន្ន៖

- **បានស្នើសុំ៖** យើងបានទទួលសំណើរបស់អ្នក ហើយកំពុងពិនិត្យ (ជាធម្មតា ១–២ ថ្ងៃធ្វើការ)។
- **បានអនុម័ត៖** ការប្រគល់វិញរបស់អ្នកត្រូវបានទទួលយក អ្នកដឹកជញ្ជូននឹងទូរស័ព្ទមកដើម្បីមកយកទំនិញ។
- **បានបដិសេធ៖** សំណើមិនស្របតាមគោលការណ៍ប្រគល់វិញ ឧទាហរណ៍ ត្រូវបានផ្ញើក្រោយរយៈពេល ៧ ថ្ងៃ ឬទំនិញមិនអាចប្រគល់វិញបាន។ មូលហេតុត្រូវបានបង្ហាញ និងផ្ញើតាមអ៊ីមែលទៅអ្នក។
- **បានទទួល៖** ទំនិញបានមកដល់យើងវិញ ហើយកំពុងត្រូវបានពិនិត្យ។
- **បានសងប្រាក់៖** ប្រាក់សងវិញត្រូវបានដាក់ចូលកាបូប Psar របស់អ្នក ហើយបង្ហាញភ្លាមៗក្នុងប្រវត្តិកាបូបនៅ [/account/wallet](/account/wallet)។

នៅពេលទំនិញទាំងអស់នៃការបញ្ជាទិញមួយត្រូវបានប្រគល់វិញ ការបញ្ជាទិញនោះនឹងបង្ហាញ **បានប្រគល់វិញ** នៅក្នុង [ការបញ្ជាទិញ](/orders)។

មិនយល់ស្របនឹងការសម្រេចចិត្ត ឬស្ថានភាពមិនប្រែប្រួលអស់មួយសប្តាហ៍? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញ យើងនឹងពិនិត្យម្តងទៀត។`,
    },
  },
  {
    categoryId: 47,
    slug: 'exchange-an-item',
    title: {
      en: 'Can I exchange an item for another size or colour?',
      kh: 'តើខ្ញុំអាចប្តូរទំនិញយកទំហំ ឬពណ៌ផ្សេងបានទេ?',
    },
    body: {
      en: `Psar does not swap items directly, because each size or colour is a separate variant with its own stock and sometimes its own price. An exchange is done in two quick steps instead:

1. **Order the size or colour you want** as a new order, so it is reserved for you and ships straight away.
2. **Return the first item** within 7 days of delivery: open the order in [Orders](/orders), tap **Request return**, choose the reason and add photos.

Once we receive the returned item, the refund is credited to your Psar wallet and can be spent immediately on your new order.

**Costs:** if we sent the wrong size or colour, the return is free and we refund the delivery fee too. If you simply chose the wrong size, the item is refunded but its original delivery fee is not.

**Tip:** check the size chart in the product description before ordering. Asian sizes often run smaller.`,
      kh: `Psar មិនប្តូរទំនិញដោយផ្ទាល់ទេ ពីព្រោះទំហំ ឬពណ៌នីមួយៗគឺជាវ៉ារ្យ៉ង់ដាច់ដោយឡែក ដែលមានស្តុក និងពេលខ្លះមានតម្លៃផ្ទាល់ខ្លួន។ ការប្តូរទំនិញត្រូវធ្វើជាពីរជំហានរហ័សជំនួសវិញ៖

1. **បញ្ជាទិញទំហំ ឬពណ៌ដែលអ្នកចង់បាន** ជាការបញ្ជាទិញថ្មី ដើម្បីឱ្យវាត្រូវបានរក្សាទុកសម្រាប់អ្នក ហើយបញ្ចេញភ្លាមៗ។
2. **ប្រគល់ទំនិញដំបូងវិញ** ក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់៖ បើកការបញ្ជាទិញក្នុង [ការបញ្ជាទិញ](/orders) ចុច **ស្នើសុំប្រគល់វិញ** ជ្រើសរើសមូលហេតុ ហើយបន្ថែមរូបថត។

នៅពេលយើងទទួលបានទំនិញប្រគល់វិញ ប្រាក់សងវិញនឹងចូលកាបូប Psar របស់អ្នក ហើយអាចចាយភ្លាមៗលើការបញ្ជាទិញថ្មីរបស់អ្នក។

**ថ្លៃចំណាយ៖** បើយើងបានផ្ញើទំហំ ឬពណ៌ខុស ការប្រគល់វិញគឺឥតគិតថ្លៃ ហើយយើងក៏សងថ្លៃដឹកជញ្ជូនវិញដែរ។ បើអ្នកគ្រាន់តែជ្រើសរើសទំហំខុស យើងសងប្រាក់ទំនិញវិញ ប៉ុន្តែមិនសងថ្លៃដឹកជញ្ជូនដើមរបស់វាទេ។

**គន្លឹះ៖** ពិនិត្យតារាងទំហំក្នុងការពិពណ៌នាផលិតផលមុនពេលបញ្ជាទិញ។ ទំហំអាស៊ីច្រើនតែតូចជាង។`,
    },
  },
];
