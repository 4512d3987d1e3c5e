import type { HelpArticleSeed } from '../article-types';

// Help group 89, Other topics and activities (sub-categories 90–98).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 90,
    slug: 'contact-customer-care',
    title: { en: 'How can I contact Psar customer care?', kh: 'តើខ្ញុំអាចទាក់ទងសេវាអតិថិជន Psar ដោយរបៀបណា?' },
    body: {
      en: `Many answers are already in this help centre: try the search box above first. If you still need us, choose the channel that suits you.

**Contact form (recommended)**
1. Open [Contact us](/customer-care/contact-us).
2. Choose a topic, add your order number if the question is about an order (for example PS-000123), describe the problem and attach a photo or screenshot if it helps.
3. Send. You see a **ticket number** straight away; keep it for follow-ups. We reply by email, usually within 1 working day.

**Phone:** +855 23 900 800, every day from 8:00 to 20:00 (Phnom Penh time), in Khmer or English.

**Email:** support@psar.com.kh.

**Messages:** when you are signed in, the **Open Messages** button at the bottom right of every page opens your messages with us and with stores.

Psar staff will never ask for your password, reset code or card PIN, whichever channel you use.`,
      kh: `ចម្លើយជាច្រើនមាននៅក្នុងមជ្ឈមណ្ឌលជំនួយនេះរួចហើយ៖ សូមសាកប្រើប្រអប់ស្វែងរកខាងលើជាមុនសិន។ បើអ្នកនៅតែត្រូវការយើង សូមជ្រើសរើសមធ្យោបាយដែលសមស្របនឹងអ្នក។

**ទម្រង់ទំនាក់ទំនង (ណែនាំ)**
1. បើក [ទាក់ទងមកយើង](/customer-care/contact-us)។
2. ជ្រើសរើសប្រធានបទ បញ្ចូលលេខបញ្ជាទិញ ប្រសិនបើសំណួរទាក់ទងនឹងការបញ្ជាទិញ (ឧទាហរណ៍ PS-000123) ពិពណ៌នាបញ្ហា ហើយភ្ជាប់រូបថត ឬរូបថតអេក្រង់ បើវាជួយបាន។
3. ផ្ញើ។ អ្នកនឹងឃើញ **លេខសំបុត្រ** ភ្លាមៗ សូមរក្សាទុកវាសម្រាប់ការតាមដាន។ យើងឆ្លើយតបតាមអ៊ីមែល ជាធម្មតាក្នុងរយៈពេល ១ ថ្ងៃធ្វើការ។

**ទូរស័ព្ទ៖** +855 23 900 800 រៀងរាល់ថ្ងៃ ពីម៉ោង ៨:០០ ដល់ ២០:០០ (ម៉ោងភ្នំពេញ) ជាភាសាខ្មែរ ឬអង់គ្លេស។

**អ៊ីមែល៖** support@psar.com.kh។

**សារ៖** នៅពេលអ្នកបានចូលគណនី ប៊ូតុង **បើកសារ** នៅជ្រុងខាងស្តាំខាងក្រោមនៃគ្រប់ទំព័រ នឹងបើកសាររបស់អ្នកជាមួយយើង និងជាមួយហាងនានា។

បុគ្គលិក Psar មិនដែលសុំពាក្យសម្ងាត់ លេខកូដកំណត់ឡើងវិញ ឬលេខ PIN កាតរបស់អ្នកឡើយ មិនថាអ្នកប្រើមធ្យោបាយណាក៏ដោយ។`,
    },
  },
  {
    categoryId: 91,
    slug: 'send-feedback',
    title: { en: 'How can I send feedback or a suggestion?', kh: 'តើខ្ញុំអាចផ្ញើមតិ ឬសំណូមពរដោយរបៀបណា?' },
    body: {
      en: `We read every piece of feedback, and many improvements to Psar started as a shopper's suggestion.

1. Open [Feedback](/feedback) from the header menu.
2. Give a rating from 1 to 5 stars.
3. Tell us what you liked, what was difficult, or what you would like us to add, in English or Khmer.
4. Add your email if you would like a reply. It is optional: you can also send feedback anonymously.
5. Send.

**Feedback or complaint?** The feedback form is for ideas and general impressions of the site and app. If you have a problem with a specific order, payment or refund, please use [Contact us](/customer-care/contact-us) with your order number instead, so the right team can solve it quickly.

**Feedback on a product?** Leave a review after delivery in [My Reviews](/reviews): it helps other shoppers too.

**Was an article helpful?** Use the **Yes / No** buttons at the bottom of each help article; this tells us which answers to improve.`,
      kh: `យើងអានរាល់មតិយោបល់ ហើយការកែលម្អជាច្រើននៅលើ Psar បានចាប់ផ្តើមពីសំណូមពររបស់អ្នកទិញ។

1. បើក [មតិយោបល់](/feedback) ពីម៉ឺនុយខាងលើ។
2. ផ្តល់ពិន្ទុពី ១ ដល់ ៥ ផ្កាយ។
3. ប្រាប់យើងពីអ្វីដែលអ្នកចូលចិត្ត អ្វីដែលពិបាក ឬអ្វីដែលអ្នកចង់ឱ្យយើងបន្ថែម ជាភាសាអង់គ្លេស ឬភាសាខ្មែរ។
4. បញ្ចូលអ៊ីមែលរបស់អ្នក បើអ្នកចង់បានការឆ្លើយតប។ វាមិនចាំបាច់ទេ៖ អ្នកក៏អាចផ្ញើមតិដោយអនាមិកបានដែរ។
5. ផ្ញើ។

**មតិយោបល់ ឬបណ្តឹង?** ទម្រង់មតិយោបល់គឺសម្រាប់គំនិត និងចំណាប់អារម្មណ៍ទូទៅអំពីគេហទំព័រ និងកម្មវិធី។ បើអ្នកមានបញ្ហាជាមួយការបញ្ជាទិញ ការទូទាត់ ឬការសងប្រាក់ជាក់លាក់ណាមួយ សូមប្រើ [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយលេខបញ្ជាទិញជំនួសវិញ ដើម្បីឱ្យក្រុមការងារត្រឹមត្រូវអាចដោះស្រាយបានរហ័ស។

**មតិអំពីផលិតផល?** សូមសរសេរការវាយតម្លៃបន្ទាប់ពីទទួលទំនិញនៅ [ការវាយតម្លៃរបស់ខ្ញុំ](/reviews)៖ វាជួយអ្នកទិញផ្សេងទៀតផងដែរ។

**តើអត្ថបទមានប្រយោជន៍ទេ?** សូមប្រើប៊ូតុង **បាទ/ចាស / ទេ** នៅខាងក្រោមអត្ថបទជំនួយនីមួយៗ វាប្រាប់យើងថាចម្លើយណាខ្លះគួរកែលម្អ។`,
    },
  },
  {
    categoryId: 92,
    slug: 'selling-on-psar',
    title: { en: 'How do I start selling on Psar?', kh: 'តើខ្ញុំចាប់ផ្តើមលក់នៅលើ Psar ដោយរបៀបណា?' },
    body: {
      en: `Psar is open to Cambodian businesses of every size, from a family workshop in Takeo to a national brand.

**Apply**
1. Open [Sell on Psar](/sell).
2. Fill in your shop name, contact person, phone number, province and main product category.
3. Upload a national ID card, passport or business registration (a clear photo or PDF).
4. Submit. You receive a confirmation straight away, and our seller team contacts you, usually within 5 working days.

**Once approved**
- You get access to the seller centre to list products, variants, prices in US dollars, stock and delivery conditions. Without delivery conditions, shoppers pay the standard $1.50 per unit.
- Orders must be prepared for shipping within 2 working days. Psar handles payment, delivery and customer care.
- Psar pays you the sales minus the category commission every two weeks, after delivery and the 7-day return period, to a Cambodian bank account in your name.

Producers of Cambodian goods can also apply for the **Made in Cambodia** label. Full conditions: [/terms-conditions/plant-service](/terms-conditions/plant-service).`,
      kh: `Psar បើកចំហសម្រាប់អាជីវកម្មកម្ពុជាគ្រប់ទំហំ ចាប់ពីរោងផលិតគ្រួសារនៅតាកែវ រហូតដល់ម៉ាកថ្នាក់ជាតិ។

**ដាក់ពាក្យ**
1. បើក [លក់នៅលើ Psar](/sell)។
2. បំពេញឈ្មោះហាង អ្នកទំនាក់ទំនង លេខទូរស័ព្ទ ខេត្ត និងប្រភេទផលិតផលចម្បង។
3. បញ្ចូលអត្តសញ្ញាណប័ណ្ណ លិខិតឆ្លងដែន ឬឯកសារចុះបញ្ជីអាជីវកម្ម (រូបថតច្បាស់ ឬ PDF)។
4. បញ្ជូន។ អ្នកនឹងទទួលបានការបញ្ជាក់ភ្លាមៗ ហើយក្រុមការងារអ្នកលក់របស់យើងនឹងទាក់ទងអ្នក ជាធម្មតាក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ។

**នៅពេលត្រូវបានអនុម័ត**
- អ្នកទទួលបានសិទ្ធិចូលមជ្ឈមណ្ឌលអ្នកលក់ ដើម្បីដាក់លក់ផលិតផល វ៉ារ្យ៉ង់ តម្លៃជាដុល្លារអាមេរិក ស្តុក និងលក្ខខណ្ឌដឹកជញ្ជូន។ បើគ្មានលក្ខខណ្ឌដឹកជញ្ជូន អ្នកទិញបង់ថ្លៃស្តង់ដារ $1.50 ក្នុងមួយឯកតា។
- ការបញ្ជាទិញត្រូវរៀបចំសម្រាប់ដឹកជញ្ជូនក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ។ Psar ទទួលបន្ទុកការទូទាត់ ការដឹកជញ្ជូន និងសេវាអតិថិជន។
- Psar ទូទាត់ឱ្យអ្នកនូវប្រាក់លក់ ដកកម្រៃជើងសារតាមប្រភេទផលិតផល រៀងរាល់ពីរសប្តាហ៍ម្តង បន្ទាប់ពីការដឹកដល់ និងរយៈពេលប្រគល់វិញ ៧ ថ្ងៃ ទៅគណនីធនាគារនៅកម្ពុជាដែលជាឈ្មោះរបស់អ្នក។

អ្នកផលិតទំនិញខ្មែរក៏អាចដាក់ពាក្យសុំស្លាក **ផលិតនៅកម្ពុជា** បានដែរ។ លក្ខខណ្ឌពេញលេញ៖ [/terms-conditions/plant-service](/terms-conditions/plant-service)។`,
    },
  },
  {
    categoryId: 93,
    slug: 'affiliate-program',
    title: { en: 'What is the Psar affiliate program?', kh: 'តើកម្មវិធីដៃគូ Psar ជាអ្វី?' },
    body: {
      en: `The Psar affiliate program pays content creators, bloggers, Facebook page owners and community groups a commission when people buy on Psar through their links.

**How it works**
1. Apply on the [Affiliate program](/affilliate-program) page with your name, contact details and the channels where you will share Psar (page, channel or website links, and audience size).
2. We review your application and reply by email.
3. Once accepted, you create personal links to any product or campaign in the affiliate tools.
4. When someone buys through your link, you earn a commission on the items they keep. Orders cancelled or returned within the 7-day return period do not count.
5. Your earnings and clicks are shown in your affiliate reports, and payments are made to a Cambodian bank account in your name.

**Rules**
- Be honest: say clearly that you earn a commission.
- Do not post misleading prices, fake discounts or copies of Psar's brand, and never ask people to pay you directly.

Questions? [Contact us](/customer-care/contact-us) with the topic "Affiliate".`,
      kh: `កម្មវិធីដៃគូ Psar ផ្តល់កម្រៃជើងសារដល់អ្នកបង្កើតមាតិកា អ្នកសរសេរប្លុក ម្ចាស់ទំព័រ Facebook និងក្រុមសហគមន៍ នៅពេលមនុស្សទិញនៅលើ Psar តាមរយៈតំណរបស់ពួកគេ។

**របៀបដំណើរការ**
1. ដាក់ពាក្យនៅទំព័រ [កម្មវិធីដៃគូ](/affilliate-program) ជាមួយឈ្មោះ ព័ត៌មានទំនាក់ទំនង និងបណ្តាញដែលអ្នកនឹងចែករំលែក Psar (តំណទំព័រ ឆានែល ឬគេហទំព័រ និងចំនួនអ្នកតាមដាន)។
2. យើងពិនិត្យពាក្យស្នើសុំរបស់អ្នក ហើយឆ្លើយតបតាមអ៊ីមែល។
3. នៅពេលត្រូវបានទទួលយក អ្នកបង្កើតតំណផ្ទាល់ខ្លួនទៅកាន់ផលិតផល ឬយុទ្ធនាការណាមួយ នៅក្នុងឧបករណ៍ដៃគូ។
4. នៅពេលនរណាម្នាក់ទិញតាមតំណរបស់អ្នក អ្នកទទួលបានកម្រៃជើងសារលើទំនិញដែលពួកគេរក្សាទុក។ ការបញ្ជាទិញដែលត្រូវបានលុបចោល ឬប្រគល់វិញក្នុងរយៈពេលប្រគល់វិញ ៧ ថ្ងៃ មិនត្រូវបានរាប់ទេ។
5. ប្រាក់ចំណូល និងចំនួនចុចរបស់អ្នកបង្ហាញក្នុងរបាយការណ៍ដៃគូ ហើយការទូទាត់ត្រូវធ្វើទៅគណនីធនាគារនៅកម្ពុជាដែលជាឈ្មោះរបស់អ្នក។

**វិធាន**
- ត្រូវស្មោះត្រង់៖ សូមប្រាប់ឱ្យច្បាស់ថាអ្នកទទួលបានកម្រៃជើងសារ។
- កុំបង្ហោះតម្លៃបំភាន់ ការបញ្ចុះតម្លៃក្លែងក្លាយ ឬការចម្លងម៉ាក Psar ហើយកុំសុំឱ្យមនុស្សបង់ប្រាក់ឱ្យអ្នកដោយផ្ទាល់ឡើយ។

មានសំណួរ? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «ដៃគូ»។`,
    },
  },
  {
    categoryId: 94,
    slug: 'careers-at-psar',
    title: { en: 'Working at Psar: jobs and internships', kh: 'ការងារនៅ Psar៖ មុខតំណែង និងកម្មសិក្សា' },
    body: {
      en: `Psar is a Cambodian team building online shopping for the whole country, with roles in Phnom Penh and in our provincial delivery hubs.

**Finding a job**
1. Open [Careers](/career). Current openings are listed with their team, such as technology, customer care, operations and delivery, marketing and seller support.
2. Filter by team to find roles that match your skills.
3. Open a job to read the responsibilities, requirements and location.

**Applying**
1. Choose **Apply** on the job.
2. Fill in your name, email and phone, and add a short message.
3. Upload your CV as a PDF or Word file.
4. Submit. You receive a confirmation, and the hiring team contacts shortlisted candidates, usually within 2 weeks.

**Graduates and interns:** we welcome students and recent graduates from Cambodian universities. Internship and graduate openings are listed on the same page.

We keep applications for up to 12 months, then delete them, unless you ask us to delete them sooner. Psar never charges a fee to apply or to be hired.`,
      kh: `Psar គឺជាក្រុមការងារខ្មែរដែលកសាងការទិញទំនិញតាមអនឡាញសម្រាប់ទូទាំងប្រទេស ដោយមានមុខតំណែងនៅភ្នំពេញ និងនៅមជ្ឈមណ្ឌលដឹកជញ្ជូនតាមខេត្តរបស់យើង។

**ការស្វែងរកការងារ**
1. បើក [ការងារ](/career)។ មុខតំណែងដែលកំពុងជ្រើសរើសត្រូវបានរាយជាមួយក្រុមការងាររបស់វា ដូចជាបច្ចេកវិទ្យា សេវាអតិថិជន ប្រតិបត្តិការ និងការដឹកជញ្ជូន ទីផ្សារ និងជំនួយអ្នកលក់។
2. ត្រងតាមក្រុមការងារ ដើម្បីស្វែងរកមុខតំណែងដែលត្រូវនឹងជំនាញរបស់អ្នក។
3. បើកមុខតំណែងមួយ ដើម្បីអានទំនួលខុសត្រូវ លក្ខខណ្ឌតម្រូវ និងទីតាំង។

**ការដាក់ពាក្យ**
1. ចុច **ដាក់ពាក្យ** នៅលើមុខតំណែង។
2. បំពេញឈ្មោះ អ៊ីមែល និងលេខទូរស័ព្ទ ហើយបន្ថែមសារខ្លីមួយ។
3. បញ្ចូលប្រវត្តិរូបសង្ខេប (CV) របស់អ្នកជាឯកសារ PDF ឬ Word។
4. បញ្ជូន។ អ្នកនឹងទទួលបានការបញ្ជាក់ ហើយក្រុមជ្រើសរើសបុគ្គលិកនឹងទាក់ទងបេក្ខជនដែលជាប់ក្នុងបញ្ជីខ្លី ជាធម្មតាក្នុងរយៈពេល ២ សប្តាហ៍។

**និស្សិតបញ្ចប់ការសិក្សា និងកម្មសិក្សាការី៖** យើងស្វាគមន៍និស្សិត និងអ្នកទើបបញ្ចប់ការសិក្សាពីសាកលវិទ្យាល័យនៅកម្ពុជា។ មុខតំណែងកម្មសិក្សា និងសម្រាប់អ្នកទើបបញ្ចប់ការសិក្សា ត្រូវបានរាយនៅលើទំព័រដដែល។

យើងរក្សាទុកពាក្យស្នើសុំរហូតដល់ ១២ ខែ បន្ទាប់មកលុបចោល លើកលែងតែអ្នកស្នើឱ្យលុបមុននោះ។ Psar មិនដែលយកថ្លៃសេវាសម្រាប់ការដាក់ពាក្យ ឬការជ្រើសរើសឡើយ។`,
    },
  },
  {
    categoryId: 95,
    slug: 'events-and-campaigns',
    title: { en: 'Psar sales events and seasonal campaigns', kh: 'ព្រឹត្តិការណ៍លក់ និងយុទ្ធនាការតាមរដូវកាលរបស់ Psar' },
    body: {
      en: `Throughout the year Psar runs campaigns with bigger discounts, special vouchers and themed collections, often around Cambodian festivals:

- **Khmer New Year** (April): gifts, clothes and home goods.
- **Pchum Ben** (September or October): food, offerings and travel essentials for going home to the provinces.
- **Water Festival** (November): deals and vouchers such as limited-time percentage codes.
- **Monthly "double-day" sales**, for example 9.9, 11.11 and 12.12.

**How to join in**
- Watch [Today's Deals](/products/deals-of-the-day) and the home page banners. Campaign prices apply only between the campaign's start and end time.
- Subscribe to the newsletter for early news; new subscribers also get **WELCOME10** for 10% off their first purchase.
- Vouchers have their own minimum spend, dates and usage limits, shown when you apply them at [Checkout](/checkout).

**During busy campaigns** delivery can take a day or two longer. The usual rules still apply: delivery fees as shown at checkout, cancellation before shipping, and returns within 7 days of delivery.`,
      kh: `ពេញមួយឆ្នាំ Psar រៀបចំយុទ្ធនាការដែលមានការបញ្ចុះតម្លៃច្រើន ប័ណ្ណបញ្ចុះតម្លៃពិសេស និងបណ្តុំផលិតផលតាមប្រធានបទ ជាញឹកញាប់នៅជុំវិញពិធីបុណ្យខ្មែរ៖

- **បុណ្យចូលឆ្នាំខ្មែរ** (ខែមេសា)៖ កាដូ សម្លៀកបំពាក់ និងរបស់ប្រើប្រាស់ក្នុងផ្ទះ។
- **បុណ្យភ្ជុំបិណ្ឌ** (ខែកញ្ញា ឬតុលា)៖ ម្ហូបអាហារ គ្រឿងសែន និងរបស់ចាំបាច់សម្រាប់ធ្វើដំណើរទៅស្រុកកំណើតនៅតាមខេត្ត។
- **បុណ្យអុំទូក** (ខែវិច្ឆិកា)៖ ការផ្តល់ជូន និងប័ណ្ណបញ្ចុះតម្លៃ ដូចជាលេខកូដបញ្ចុះជាភាគរយក្នុងរយៈពេលកំណត់។
- **ការលក់ «ថ្ងៃស្ទួន» ប្រចាំខែ** ឧទាហរណ៍ 9.9 11.11 និង 12.12។

**របៀបចូលរួម**
- តាមដាន [ការផ្តល់ជូនថ្ងៃនេះ](/products/deals-of-the-day) និងផ្ទាំងផ្សព្វផ្សាយនៅលើទំព័រដើម។ តម្លៃយុទ្ធនាការអនុវត្តតែចន្លោះពេលចាប់ផ្តើម និងពេលបញ្ចប់នៃយុទ្ធនាការប៉ុណ្ណោះ។
- ចុះឈ្មោះទទួលព្រឹត្តិបត្រ ដើម្បីទទួលព័ត៌មានមុនគេ អ្នកចុះឈ្មោះថ្មីក៏ទទួលបាន **WELCOME10** សម្រាប់ការបញ្ចុះតម្លៃ ១០% លើការទិញលើកដំបូងផងដែរ។
- ប័ណ្ណបញ្ចុះតម្លៃមានការចំណាយអប្បបរមា កាលបរិច្ឆេទ និងចំនួនដងប្រើកំណត់រៀងៗខ្លួន ដែលបង្ហាញនៅពេលអ្នកអនុវត្តវានៅ [ការទូទាត់](/checkout)។

**ក្នុងអំឡុងយុទ្ធនាការមមាញឹក** ការដឹកជញ្ជូនអាចយឺតជាងធម្មតាមួយ ឬពីរថ្ងៃ។ វិធានធម្មតានៅតែអនុវត្ត៖ ថ្លៃដឹកជញ្ជូនដូចដែលបង្ហាញនៅពេលទូទាត់ ការលុបចោលមុនពេលដឹកជញ្ជូន និងការប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់។`,
    },
  },
  {
    categoryId: 96,
    slug: 'corporate-and-business-orders',
    title: {
      en: 'Ordering for a company, school or organisation',
      kh: 'ការបញ្ជាទិញសម្រាប់ក្រុមហ៊ុន សាលារៀន ឬអង្គការ',
    },
    body: {
      en: `Psar supplies offices, schools, hotels, restaurants and NGOs across Cambodia, from stationery and cleaning supplies to staff gifts and equipment.

**Small and regular orders**
Order online as usual. Many products have quantity delivery prices, a flat fee or a lower per-unit fee from a minimum quantity, so larger orders often cost less to deliver per item. See Buying in bulk.

**Large or special orders**
For orders over about $1,000, many units of one product, corporate gift boxes with your logo, or deliveries to several branches, ask our business team for a quote:

1. Go to [Contact us](/customer-care/contact-us) and choose the topic "Business order".
2. List the products (or links), quantities, delivery addresses and the date you need them.
3. We reply within 2 working days with a written quote in US dollars.

**Invoices:** we issue VAT invoices in your organisation's name and tax number; give them when you order. Payment by KHQR, bank transfer or Psar wallet can be arranged.

All orders follow our usual cancellation and 7-day return rules.`,
      kh: `Psar ផ្គត់ផ្គង់ការិយាល័យ សាលារៀន សណ្ឋាគារ ភោជនីយដ្ឋាន និងអង្គការក្រៅរដ្ឋាភិបាលទូទាំងប្រទេសកម្ពុជា ចាប់ពីសម្ភារៈការិយាល័យ និងសម្ភារៈសម្អាត រហូតដល់កាដូបុគ្គលិក និងបរិក្ខារ។

**ការបញ្ជាទិញតូចៗ និងទៀងទាត់**
បញ្ជាទិញតាមអនឡាញដូចធម្មតា។ ផលិតផលជាច្រើនមានតម្លៃដឹកជញ្ជូនតាមចំនួន គឺថ្លៃថេរ ឬថ្លៃក្នុងមួយឯកតាទាបជាង ចាប់ពីចំនួនអប្បបរមាមួយ ដូច្នេះការបញ្ជាទិញធំៗច្រើនតែមានថ្លៃដឹកជញ្ជូនក្នុងមួយមុខទាបជាង។ សូមមើលផ្នែកការទិញដុំ។

**ការបញ្ជាទិញធំ ឬពិសេស**
សម្រាប់ការបញ្ជាទិញលើសពីប្រហែល $1,000 ផលិតផលមួយមុខច្រើនឯកតា ប្រអប់កាដូក្រុមហ៊ុនដែលមានឡូហ្គោរបស់អ្នក ឬការដឹកជញ្ជូនទៅសាខាច្រើន សូមស្នើសុំសម្រង់តម្លៃពីក្រុមការងារអាជីវកម្មរបស់យើង៖

1. ចូលទៅ [ទាក់ទងមកយើង](/customer-care/contact-us) ហើយជ្រើសរើសប្រធានបទ «ការបញ្ជាទិញអាជីវកម្ម»។
2. រាយបញ្ជីផលិតផល (ឬតំណ) ចំនួន អាសយដ្ឋានដឹកជញ្ជូន និងកាលបរិច្ឆេទដែលអ្នកត្រូវការ។
3. យើងឆ្លើយតបក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ ជាមួយសម្រង់តម្លៃជាលាយលក្ខណ៍អក្សរជាដុល្លារអាមេរិក។

**វិក្កយបត្រ៖** យើងចេញវិក្កយបត្រអាករលើតម្លៃបន្ថែម (VAT) ក្នុងនាម និងលេខអត្តសញ្ញាណកម្មសារពើពន្ធរបស់អង្គភាពអ្នក សូមផ្តល់ព័ត៌មាននេះនៅពេលបញ្ជាទិញ។ ការទូទាត់តាម KHQR ការផ្ទេរប្រាក់តាមធនាគារ ឬកាបូប Psar អាចរៀបចំបាន។

ការបញ្ជាទិញទាំងអស់អនុវត្តតាមវិធានលុបចោល និងការប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃធម្មតារបស់យើង។`,
    },
  },
  {
    categoryId: 97,
    slug: 'using-the-psar-app',
    title: { en: 'Using the Psar app', kh: 'ការប្រើកម្មវិធី Psar' },
    body: {
      en: `The Psar app offers the same shop as the website, with the same account, cart, orders and wallet.

**Getting the app**
Download it from the App Store or Google Play using the badges in the footer of the website. Sign in with the same email or phone number and password you use on the website.

**What stays in sync**
Your cart, addresses, orders, returns, reviews, wishlist, followed stores and wallet balance are stored with your account, so they are the same on the app and the website.

**Language**
Switch between English and Khmer from the language menu (the flag icon). The choice is remembered on that device.

**Trouble with the app?**
1. Make sure you have the latest version from your app store.
2. Check your internet connection, or switch between Wi-Fi and mobile data.
3. Sign out and sign in again.
4. Still not working? You can always shop on the website in your phone's browser, and [contact us](/customer-care/contact-us) with your phone model and a screenshot.

Only download the app from the official stores, never from links sent in chats.`,
      kh: `កម្មវិធី Psar ផ្តល់ហាងដូចគ្នានឹងគេហទំព័រ ជាមួយគណនី កន្ត្រក ការបញ្ជាទិញ និងកាបូបដដែល។

**ការទាញយកកម្មវិធី**
ទាញយកវាពី App Store ឬ Google Play ដោយប្រើផ្លាកសញ្ញានៅផ្នែកខាងក្រោមនៃគេហទំព័រ។ ចូលគណនីដោយប្រើអ៊ីមែល ឬលេខទូរស័ព្ទ និងពាក្យសម្ងាត់ដដែលដែលអ្នកប្រើនៅលើគេហទំព័រ។

**អ្វីដែលធ្វើសមកាលកម្ម**
កន្ត្រក អាសយដ្ឋាន ការបញ្ជាទិញ ការប្រគល់វិញ ការវាយតម្លៃ បញ្ជីប្រាថ្នា ហាងដែលអ្នកតាមដាន និងសមតុល្យកាបូបរបស់អ្នក ត្រូវបានរក្សាទុកជាមួយគណនីរបស់អ្នក ដូច្នេះវាដូចគ្នានៅលើកម្មវិធី និងគេហទំព័រ។

**ភាសា**
ប្តូររវាងភាសាអង់គ្លេស និងភាសាខ្មែរ ពីម៉ឺនុយភាសា (រូបទង់ជាតិ)។ ជម្រើសនេះត្រូវបានចងចាំនៅលើឧបករណ៍នោះ។

**មានបញ្ហាជាមួយកម្មវិធី?**
1. ប្រាកដថាអ្នកមានកំណែចុងក្រោយបង្អស់ពីហាងកម្មវិធីរបស់អ្នក។
2. ពិនិត្យការតភ្ជាប់អ៊ីនធឺណិត ឬប្តូររវាង Wi-Fi និងទិន្នន័យទូរស័ព្ទ។
3. ចាកចេញពីគណនី ហើយចូលម្តងទៀត។
4. នៅតែមិនដំណើរការ? អ្នកអាចទិញទំនិញនៅលើគេហទំព័រតាមកម្មវិធីរុករកក្នុងទូរស័ព្ទរបស់អ្នកបានជានិច្ច ហើយ [ទាក់ទងមកយើង](/customer-care/contact-us) ជាមួយម៉ូដែលទូរស័ព្ទ និងរូបថតអេក្រង់។

សូមទាញយកកម្មវិធីតែពីហាងកម្មវិធីផ្លូវការប៉ុណ្ណោះ កុំទាញយកពីតំណដែលគេផ្ញើក្នុងការជជែកឡើយ។`,
    },
  },
  {
    categoryId: 98,
    slug: 'accessibility',
    title: {
      en: 'Accessibility: using Psar with assistive technology',
      kh: 'ភាពងាយស្រួលប្រើប្រាស់៖ ការប្រើ Psar ជាមួយបច្ចេកវិទ្យាជំនួយ',
    },
    body: {
      en: `We want everyone to be able to shop on Psar, including people who use a screen reader, a keyboard or larger text.

**What we do**
- Pages can be used with a keyboard alone: **Tab** moves between links and buttons, **Enter** activates them, and **Esc** closes menus and panels.
- Form fields have labels, and errors are written next to the field they concern.
- Buttons and images have text descriptions for screen readers such as TalkBack, VoiceOver and NVDA.
- Text keeps good contrast against the background, and the site works in **English and Khmer**.
- The layout adapts to small phones and large screens, and you can zoom up to 200% in your browser.

**Tips**
- Increase the text size in your phone or browser settings; the pages reflow to fit.
- Switch language from the flag menu in the header.

**Something hard to use?** Please tell us which page and what happened through [Feedback](/feedback) or [Contact us](/customer-care/contact-us). If you cannot complete an order online, call +855 23 900 800 and our team will help you place it.`,
      kh: `យើងចង់ឱ្យមនុស្សគ្រប់គ្នាអាចទិញទំនិញនៅលើ Psar បាន រួមទាំងអ្នកដែលប្រើកម្មវិធីអានអេក្រង់ ក្តារចុច ឬអក្សរធំ។

**អ្វីដែលយើងធ្វើ**
- ទំព័រអាចប្រើបានដោយក្តារចុចតែមួយ៖ **Tab** ផ្លាស់ទីរវាងតំណ និងប៊ូតុង **Enter** ដំណើរការវា ហើយ **Esc** បិទម៉ឺនុយ និងផ្ទាំង។
- ប្រអប់បំពេញព័ត៌មានមានស្លាក ហើយកំហុសត្រូវបានសរសេរនៅក្បែរប្រអប់ដែលពាក់ព័ន្ធ។
- ប៊ូតុង និងរូបភាពមានការពិពណ៌នាជាអក្សរ សម្រាប់កម្មវិធីអានអេក្រង់ ដូចជា TalkBack VoiceOver និង NVDA។
- អក្សររក្សាកម្រិតពន្លឺប្រៀបធៀបល្អជាមួយផ្ទៃខាងក្រោយ ហើយគេហទំព័រដំណើរការជា **ភាសាអង់គ្លេស និងភាសាខ្មែរ**។
- ប្លង់សម្របទៅនឹងទូរស័ព្ទតូច និងអេក្រង់ធំ ហើយអ្នកអាចពង្រីករហូតដល់ ២០០% នៅក្នុងកម្មវិធីរុករករបស់អ្នក។

**គន្លឹះ**
- បង្កើនទំហំអក្សរនៅក្នុងការកំណត់ទូរស័ព្ទ ឬកម្មវិធីរុករករបស់អ្នក ទំព័រនឹងរៀបចំឡើងវិញឱ្យសមល្មម។
- ប្តូរភាសាពីម៉ឺនុយទង់ជាតិនៅផ្នែកខាងលើនៃទំព័រ។

**មានអ្វីពិបាកប្រើ?** សូមប្រាប់យើងពីទំព័រ និងអ្វីដែលបានកើតឡើង តាមរយៈ [មតិយោបល់](/feedback) ឬ [ទាក់ទងមកយើង](/customer-care/contact-us)។ បើអ្នកមិនអាចបញ្ចប់ការបញ្ជាទិញតាមអនឡាញបាន សូមទូរស័ព្ទមកលេខ +855 23 900 800 ក្រុមការងាររបស់យើងនឹងជួយអ្នកបញ្ជាទិញ។`,
    },
  },
];
