import type { HelpArticleSeed } from '../article-types';

// Help group 64, Made in Cambodia (sub-categories 65–71), consistent with the Made in Cambodia
// programme terms (/terms-conditions/made-cambodia).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 65,
    slug: 'about-made-in-cambodia',
    title: { en: 'What does the Made in Cambodia label mean?', kh: 'តើស្លាក «ផលិតនៅកម្ពុជា» មានន័យដូចម្តេច?' },
    body: {
      en: `The **Made in Cambodia** label marks products that are grown, made or substantially processed in Cambodia by a producer registered here: a company, a cooperative or a community enterprise.

Typical labelled products include Kampot pepper, palm sugar, jasmine rice, coffee from Mondulkiri and Ratanakiri, silk and krama, rattan and wooden crafts, and soaps and cosmetics produced locally.

**What it is not:** goods that are only repacked, relabelled or assembled in Cambodia from imported finished parts do not qualify.

**How we check:** sellers apply for each product and must keep proof of origin. Psar reviews every application, may visit the producer, and removes the label if the rules are not met.

**Buying:** labelled products follow our usual rules: prices in US dollars, the delivery fee shown at checkout, delivery to all 25 provinces, and returns within 7 days of delivery. Read the full programme terms at [/terms-conditions/made-cambodia](/terms-conditions/made-cambodia).`,
      kh: `ស្លាក **ផលិតនៅកម្ពុជា** សម្គាល់ផលិតផលដែលត្រូវបានដាំដុះ ផលិត ឬកែច្នៃជាសំខាន់នៅកម្ពុជា ដោយអ្នកផលិតដែលបានចុះបញ្ជីនៅទីនេះ៖ ក្រុមហ៊ុន សហករណ៍ ឬសហគ្រាសសហគមន៍។

ផលិតផលដែលមានស្លាកជាទូទៅរួមមាន ម្រេចកំពត ស្ករត្នោត អង្ករម្លិះ កាហ្វេពីមណ្ឌលគិរី និងរតនគិរី សូត្រ និងក្រមា សិប្បកម្មផ្តៅ និងឈើ ព្រមទាំងសាប៊ូ និងគ្រឿងសំអាងដែលផលិតក្នុងស្រុក។

**អ្វីដែលមិនមែន៖** ទំនិញដែលគ្រាន់តែវេចខ្ចប់ឡើងវិញ បិទស្លាកថ្មី ឬដំឡើងនៅកម្ពុជាពីគ្រឿងបន្លាស់សម្រេចដែលនាំចូល មិនមានសិទ្ធិទទួលបានស្លាកនេះទេ។

**របៀបដែលយើងពិនិត្យ៖** អ្នកលក់ត្រូវដាក់ពាក្យសម្រាប់ផលិតផលនីមួយៗ ហើយត្រូវរក្សាទុកភស្តុតាងនៃប្រភពដើម។ Psar ពិនិត្យរាល់ពាក្យស្នើសុំ អាចចុះទៅជួបអ្នកផលិត ហើយដកស្លាកចេញ ប្រសិនបើមិនគោរពតាមវិធាន។

**ការទិញ៖** ផលិតផលដែលមានស្លាកអនុវត្តតាមវិធានធម្មតារបស់យើង៖ តម្លៃជាដុល្លារអាមេរិក ថ្លៃដឹកជញ្ជូនបង្ហាញនៅពេលទូទាត់ ការដឹកជញ្ជូនទៅគ្រប់ ២៥ ខេត្តក្រុង និងការប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់។ អានលក្ខខណ្ឌពេញលេញនៃកម្មវិធីនៅ [/terms-conditions/made-cambodia](/terms-conditions/made-cambodia)។`,
    },
  },
  {
    categoryId: 66,
    slug: 'kampot-pepper-and-local-foods',
    title: { en: 'Buying Kampot pepper and local foods', kh: 'ការទិញម្រេចកំពត និងម្ហូបអាហារក្នុងស្រុក' },
    body: {
      en: `Our Made in Cambodia food shelf brings you products straight from local farms and workshops.

**Kampot pepper** has Protected Geographical Indication (PGI) status: genuine Kampot pepper is grown in Kampot and Kep and carries the PGI logo on its pack. It comes black, red, white or fresh (green, in season). Look for the PGI mention in the product description.

**Other favourites:** Kampong Speu palm sugar, fragrant jasmine rice from Battambang, coffee from Mondulkiri, prahok and fish sauce, dried mango, and Kep crab seasoning.

**Before you buy**

- Check the best-before date and storage advice in the description.
- Fresh and perishable foods are delivered in Phnom Penh only when the product page says so.
- Food cannot be returned for a change of mind once opened, but you can return it within 7 days of delivery if it arrives damaged, spoiled or past its date, with photos.

**Buying for a shop or restaurant?** Many food products have quantity delivery prices; see Buying in bulk.`,
      kh: `ធ្នើអាហារ «ផលិតនៅកម្ពុជា» របស់យើង នាំមកជូនអ្នកនូវផលិតផលផ្ទាល់ពីកសិដ្ឋាន និងរោងផលិតក្នុងស្រុក។

**ម្រេចកំពត** មានស្ថានភាពជាសិទ្ធិសម្គាល់ភូមិសាស្ត្រ (PGI)៖ ម្រេចកំពតពិតប្រាកដត្រូវបានដាំនៅខេត្តកំពត និងកែប ហើយមាននិមិត្តសញ្ញា PGI នៅលើកញ្ចប់។ វាមានម្រេចខ្មៅ ក្រហម ស ឬស្រស់ (ខៀវ តាមរដូវ)។ សូមរកមើលការបញ្ជាក់ PGI នៅក្នុងការពិពណ៌នាផលិតផល។

**ផលិតផលពេញនិយមផ្សេងទៀត៖** ស្ករត្នោតកំពង់ស្ពឺ អង្ករម្លិះក្រអូបពីបាត់ដំបង កាហ្វេពីមណ្ឌលគិរី ប្រហុក និងទឹកត្រី ស្វាយក្រៀម និងគ្រឿងទេសក្តាមកែប។

**មុនពេលទិញ**

- ពិនិត្យកាលបរិច្ឆេទប្រើប្រាស់ល្អបំផុត និងការណែនាំអំពីការរក្សាទុក នៅក្នុងការពិពណ៌នា។
- អាហារស្រស់ និងអាហារដែលងាយខូច ត្រូវបានដឹកជញ្ជូនក្នុងភ្នំពេញ តែនៅពេលទំព័រផលិតផលបញ្ជាក់ដូច្នោះប៉ុណ្ណោះ។
- អាហារមិនអាចប្រគល់វិញដោយសារប្តូរចិត្តបានទេ នៅពេលបានបើករួច ប៉ុន្តែអ្នកអាចប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ប្រសិនបើវាមកដល់ក្នុងស្ថានភាពខូច ស្អុយ ឬហួសកាលបរិច្ឆេទ ដោយភ្ជាប់រូបថត។

**ទិញសម្រាប់ហាង ឬភោជនីយដ្ឋាន?** ផលិតផលអាហារជាច្រើនមានតម្លៃដឹកជញ្ជូនតាមចំនួន សូមមើលផ្នែកការទិញដុំ។`,
    },
  },
  {
    categoryId: 67,
    slug: 'handicrafts-and-silk',
    title: { en: 'Cambodian handicrafts, silk and krama', kh: 'សិប្បកម្មខ្មែរ សូត្រ និងក្រមា' },
    body: {
      en: `Psar works with weavers, carvers and artisan groups across the country, from the silk villages of Takeo and Koh Dach to the rattan and wood workshops of Siem Reap and Kampong Chhnang's pottery.

**Silk**
- Hand-woven Khmer silk is often dyed with natural colours, so shades can vary slightly from the photos; that is the mark of handwork, not a fault.
- Look for "100% Cambodian silk" in the description. Blends are named as such.
- Hand wash in cold water and dry in the shade.

**Krama and cotton**
The chequered krama is sold in several sizes and colours; check the dimensions in the description.

**Crafts**
Wooden, rattan, silver and ceramic pieces are made by hand, so each one is unique and may differ a little from the picture.

Handicrafts follow our normal return rules: 7 days from delivery, with photos. Items made or personalised to order cannot be returned for a change of mind.`,
      kh: `Psar សហការជាមួយអ្នកត្បាញ ជាងចម្លាក់ និងក្រុមសិប្បករនៅទូទាំងប្រទេស ចាប់ពីភូមិត្បាញសូត្រនៅតាកែវ និងកោះដាច់ ដល់រោងជាងផ្តៅ និងឈើនៅសៀមរាប និងផលិតផលដីឥដ្ឋនៅកំពង់ឆ្នាំង។

**សូត្រ**
- សូត្រខ្មែរត្បាញដោយដៃ ច្រើនតែជ្រលក់ពណ៌ធម្មជាតិ ដូច្នេះពណ៌អាចខុសពីរូបថតបន្តិចបន្តួច នោះជាសញ្ញានៃស្នាដៃធ្វើដោយដៃ មិនមែនជាកំហុសទេ។
- រកមើលពាក្យ «សូត្រខ្មែរ ១០០%» នៅក្នុងការពិពណ៌នា។ សូត្រលាយត្រូវបានបញ្ជាក់ឈ្មោះច្បាស់លាស់។
- បោកដោយដៃក្នុងទឹកត្រជាក់ ហើយហាលក្នុងម្លប់។

**ក្រមា និងកប្បាស**
ក្រមាក្រឡាចត្រង្គមានលក់ច្រើនទំហំ និងច្រើនពណ៌ សូមពិនិត្យទំហំនៅក្នុងការពិពណ៌នា។

**សិប្បកម្ម**
របស់ធ្វើពីឈើ ផ្តៅ ប្រាក់ និងដីឥដ្ឋ ត្រូវបានធ្វើដោយដៃ ដូច្នេះនីមួយៗមានលក្ខណៈតែមួយគត់ ហើយអាចខុសពីរូបភាពបន្តិច។

សិប្បកម្មអនុវត្តតាមវិធានប្រគល់វិញធម្មតារបស់យើង៖ ៧ ថ្ងៃគិតពីការដឹកដល់ ដោយភ្ជាប់រូបថត។ ទំនិញដែលធ្វើ ឬកែលម្អតាមការកម្ម៉ង់ មិនអាចប្រគល់វិញដោយសារប្តូរចិត្តបានទេ។`,
    },
  },
  {
    categoryId: 68,
    slug: 'supporting-local-producers',
    title: {
      en: 'How buying Made in Cambodia supports local producers',
      kh: 'របៀបដែលការទិញផលិតផលខ្មែរគាំទ្រអ្នកផលិតក្នុងស្រុក',
    },
    body: {
      en: `Every Made in Cambodia purchase keeps more of your money in Cambodian communities.

- **Direct from producers:** most labelled products are sold by the farms, cooperatives and workshops that make them, so more of the price reaches the people who grow, weave or cook.
- **Jobs in the provinces:** many of our producers are in rural areas, and a steady online market helps them employ people close to home.
- **Skills kept alive:** silk weaving, pottery, carving and pepper growing are traditions passed down for generations.

**How Psar helps**

- Made in Cambodia products get their own collection and are featured in campaigns, our newsletter and on the home page.
- We help small producers take good photos and write clear descriptions.
- Delivery to all 25 provinces lets a weaver in Takeo sell to a shopper in Ratanakiri.

**How you can help:** follow your favourite local stores from [/reviews/wishlists](/reviews/wishlists), leave an honest review after delivery in [My Reviews](/reviews), and share products you love.`,
      kh: `រាល់ការទិញផលិតផល «ផលិតនៅកម្ពុជា» រក្សាប្រាក់របស់អ្នកកាន់តែច្រើននៅក្នុងសហគមន៍កម្ពុជា។

- **ផ្ទាល់ពីអ្នកផលិត៖** ផលិតផលដែលមានស្លាកភាគច្រើនត្រូវបានលក់ដោយកសិដ្ឋាន សហករណ៍ និងរោងផលិតដែលផលិតវា ដូច្នេះតម្លៃកាន់តែច្រើនទៅដល់អ្នកដែលដាំដុះ ត្បាញ ឬចម្អិន។
- **ការងារនៅតាមខេត្ត៖** អ្នកផលិតរបស់យើងជាច្រើននៅតំបន់ជនបទ ហើយទីផ្សារអនឡាញដែលមានស្ថិរភាព ជួយឱ្យពួកគេជួលមនុស្សធ្វើការនៅជិតផ្ទះ។
- **រក្សាជំនាញ៖** ការត្បាញសូត្រ ការធ្វើដីឥដ្ឋ ការឆ្លាក់ និងការដាំម្រេច គឺជាប្រពៃណីដែលបានបន្តពីជំនាន់មួយទៅជំនាន់មួយ។

**របៀបដែល Psar ជួយ**

- ផលិតផល «ផលិតនៅកម្ពុជា» មានបណ្តុំផ្ទាល់ខ្លួន ហើយត្រូវបានលើកបង្ហាញក្នុងយុទ្ធនាការ ព្រឹត្តិបត្រ និងនៅលើទំព័រដើម។
- យើងជួយអ្នកផលិតខ្នាតតូចឱ្យថតរូបបានល្អ និងសរសេរការពិពណ៌នាឱ្យបានច្បាស់។
- ការដឹកជញ្ជូនទៅគ្រប់ ២៥ ខេត្តក្រុង អនុញ្ញាតឱ្យអ្នកត្បាញនៅតាកែវ អាចលក់ឱ្យអ្នកទិញនៅរតនគិរីបាន។

**របៀបដែលអ្នកអាចជួយ៖** តាមដានហាងក្នុងស្រុកដែលអ្នកចូលចិត្តពី [/reviews/wishlists](/reviews/wishlists) សរសេរការវាយតម្លៃដោយស្មោះត្រង់បន្ទាប់ពីទទួលទំនិញនៅ [ការវាយតម្លៃរបស់ខ្ញុំ](/reviews) ហើយចែករំលែកផលិតផលដែលអ្នកស្រឡាញ់។`,
    },
  },
  {
    categoryId: 69,
    slug: 'become-a-made-in-cambodia-seller',
    title: {
      en: 'How can my products get the Made in Cambodia label?',
      kh: 'តើផលិតផលរបស់ខ្ញុំអាចទទួលបានស្លាក «ផលិតនៅកម្ពុជា» ដោយរបៀបណា?',
    },
    body: {
      en: `If you grow, make or process products in Cambodia, you can sell them on Psar with the Made in Cambodia label.

1. **Open a store:** apply at [Sell on Psar](/sell) with your shop name, contact details, province, main category and an ID document.
2. **Be registered:** your business must be registered with the Ministry of Commerce, or be a recognised cooperative or community enterprise.
3. **Apply for the label** for each product from the seller centre, giving the producer's name and address and where the product is made.
4. **Keep proof of origin:** registration documents, photos of production and purchase records of raw materials.
5. **Food, drinks and cosmetics** must also meet the labelling and safety rules of the competent ministries.

Psar reviews each application, usually within 5 working days, and may visit you. Labelled products join the Made in Cambodia collection and can be featured in campaigns and newsletters.

Full conditions: [/terms-conditions/made-cambodia](/terms-conditions/made-cambodia).`,
      kh: `បើអ្នកដាំដុះ ផលិត ឬកែច្នៃផលិតផលនៅកម្ពុជា អ្នកអាចលក់វានៅលើ Psar ជាមួយស្លាក «ផលិតនៅកម្ពុជា»។

1. **បើកហាង៖** ដាក់ពាក្យនៅ [លក់នៅលើ Psar](/sell) ជាមួយឈ្មោះហាង ព័ត៌មានទំនាក់ទំនង ខេត្ត ប្រភេទផលិតផលចម្បង និងឯកសារអត្តសញ្ញាណ។
2. **ត្រូវមានការចុះបញ្ជី៖** អាជីវកម្មរបស់អ្នកត្រូវតែចុះបញ្ជីនៅក្រសួងពាណិជ្ជកម្ម ឬជាសហករណ៍ ឬសហគ្រាសសហគមន៍ដែលត្រូវបានទទួលស្គាល់។
3. **ដាក់ពាក្យសុំស្លាក** សម្រាប់ផលិតផលនីមួយៗពីមជ្ឈមណ្ឌលអ្នកលក់ ដោយផ្តល់ឈ្មោះ និងអាសយដ្ឋានរបស់អ្នកផលិត និងទីកន្លែងដែលផលិតផលត្រូវបានផលិត។
4. **រក្សាទុកភស្តុតាងនៃប្រភពដើម៖** ឯកសារចុះបញ្ជី រូបថតនៃការផលិត និងកំណត់ត្រាការទិញវត្ថុធាតុដើម។
5. **អាហារ ភេសជ្ជៈ និងគ្រឿងសំអាង** ក៏ត្រូវគោរពតាមវិធានស្លាកសញ្ញា និងសុវត្ថិភាពរបស់ក្រសួងមានសមត្ថកិច្ចដែរ។

Psar ពិនិត្យពាក្យស្នើសុំនីមួយៗ ជាធម្មតាក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ ហើយអាចចុះមកជួបអ្នក។ ផលិតផលដែលមានស្លាកនឹងចូលក្នុងបណ្តុំ «ផលិតនៅកម្ពុជា» ហើយអាចត្រូវបានលើកបង្ហាញក្នុងយុទ្ធនាការ និងព្រឹត្តិបត្រ។

លក្ខខណ្ឌពេញលេញ៖ [/terms-conditions/made-cambodia](/terms-conditions/made-cambodia)។`,
    },
  },
  {
    categoryId: 70,
    slug: 'quality-and-certification',
    title: { en: 'Quality checks and certifications', kh: 'ការត្រួតពិនិត្យគុណភាព និងវិញ្ញាបនប័ត្រ' },
    body: {
      en: `**What we check**

Before a product gets the Made in Cambodia label, Psar reviews the producer's registration and proof of origin, and may visit the farm or workshop. We can remove the label at any time if the conditions are no longer met.

**Certifications you may see in descriptions**

- **PGI (Protected Geographical Indication):** for Kampot pepper and Kampong Speu palm sugar, guaranteeing where and how they are produced.
- **Organic certificates** from recognised bodies, for some rice, pepper and vegetables.
- **Ministry registration** numbers for food, drinks and cosmetics.

A certificate is only mentioned when the seller has shown it to us. Ask for a copy through the **Messages** button if you need it.

**Doubt about a product?** If you believe a labelled product is not made in Cambodia, or a certification claim is false, [tell us](/customer-care/contact-us). If we confirm it, you can return the product for a full refund to your Psar wallet, delivery fee included.`,
      kh: `**អ្វីដែលយើងពិនិត្យ**

មុនពេលផលិតផលមួយទទួលបានស្លាក «ផលិតនៅកម្ពុជា» Psar ពិនិត្យការចុះបញ្ជីរបស់អ្នកផលិត និងភស្តុតាងនៃប្រភពដើម ហើយអាចចុះទៅមើលកសិដ្ឋាន ឬរោងផលិត។ យើងអាចដកស្លាកចេញបានគ្រប់ពេល ប្រសិនបើលក្ខខណ្ឌលែងត្រូវបានគោរព។

**វិញ្ញាបនប័ត្រដែលអ្នកអាចឃើញនៅក្នុងការពិពណ៌នា**

- **PGI (សិទ្ធិសម្គាល់ភូមិសាស្ត្រ)៖** សម្រាប់ម្រេចកំពត និងស្ករត្នោតកំពង់ស្ពឺ ដែលធានាពីទីកន្លែង និងរបៀបផលិត។
- **វិញ្ញាបនប័ត្រសរីរាង្គ** ពីស្ថាប័នដែលត្រូវបានទទួលស្គាល់ សម្រាប់អង្ករ ម្រេច និងបន្លែមួយចំនួន។
- **លេខចុះបញ្ជីនៅក្រសួង** សម្រាប់អាហារ ភេសជ្ជៈ និងគ្រឿងសំអាង។

វិញ្ញាបនប័ត្រត្រូវបានលើកឡើង តែនៅពេលអ្នកលក់បានបង្ហាញវាដល់យើងប៉ុណ្ណោះ។ សូមស្នើសុំច្បាប់ចម្លងតាមប៊ូតុង **សារ** ប្រសិនបើអ្នកត្រូវការ។

**សង្ស័យអំពីផលិតផលណាមួយ?** បើអ្នកជឿថាផលិតផលដែលមានស្លាកមិនមែនផលិតនៅកម្ពុជា ឬការអះអាងអំពីវិញ្ញាបនប័ត្រមិនពិត សូម [ប្រាប់យើង](/customer-care/contact-us)។ បើយើងបញ្ជាក់ថាពិត អ្នកអាចប្រគល់ផលិតផលវិញ ហើយទទួលបានប្រាក់សងវិញទាំងស្រុងចូលកាបូប Psar រួមទាំងថ្លៃដឹកជញ្ជូន។`,
    },
  },
  {
    categoryId: 71,
    slug: 'made-in-cambodia-gift-boxes',
    title: { en: 'Made in Cambodia gift boxes', kh: 'ប្រអប់កាដូផលិតនៅកម្ពុជា' },
    body: {
      en: `Our gift boxes bring together the best of Cambodia, ideal for Khmer New Year, Pchum Ben, weddings, company gifts or family in the provinces.

**What's inside:** boxes combine labelled products such as Kampot pepper, palm sugar, coffee, silk scarves, krama, natural soaps and handmade crafts. The exact contents are listed on each product page.

**Sending a gift**

1. Add the gift box to your cart and go to [Checkout](/checkout).
2. Choose or add the receiver's address in your [Address Book](/account/address-books), with their name and phone number, so the courier can call them.
3. Pay as usual. The delivery fee is shown for each box; some boxes have lower fees when you buy several.

Prices are not printed inside the parcel. For 20 boxes or more, with a card or your company logo, see Corporate and business orders or [contact us](/customer-care/contact-us).

Gift boxes containing food cannot be returned for a change of mind once opened; damaged boxes can be returned within 7 days of delivery, with photos.`,
      kh: `ប្រអប់កាដូរបស់យើងប្រមូលផ្តុំនូវអ្វីដែលល្អបំផុតរបស់កម្ពុជា ល្អសម្រាប់បុណ្យចូលឆ្នាំខ្មែរ បុណ្យភ្ជុំបិណ្ឌ ពិធីមង្គលការ កាដូក្រុមហ៊ុន ឬក្រុមគ្រួសារនៅតាមខេត្ត។

**អ្វីដែលនៅខាងក្នុង៖** ប្រអប់រួមបញ្ចូលផលិតផលដែលមានស្លាក ដូចជាម្រេចកំពត ស្ករត្នោត កាហ្វេ កន្សែងសូត្រ ក្រមា សាប៊ូធម្មជាតិ និងសិប្បកម្មធ្វើដោយដៃ។ មាតិកាពិតប្រាកដត្រូវបានរាយនៅលើទំព័រផលិតផលនីមួយៗ។

**ការផ្ញើកាដូ**

1. ដាក់ប្រអប់កាដូក្នុងកន្ត្រក ហើយទៅកាន់ [ការទូទាត់](/checkout)។
2. ជ្រើសរើស ឬបន្ថែមអាសយដ្ឋានរបស់អ្នកទទួលក្នុង [សៀវភៅអាសយដ្ឋាន](/account/address-books) ជាមួយឈ្មោះ និងលេខទូរស័ព្ទរបស់គាត់ ដើម្បីឱ្យអ្នកដឹកជញ្ជូនអាចទូរស័ព្ទទៅគាត់បាន។
3. ទូទាត់ដូចធម្មតា។ ថ្លៃដឹកជញ្ជូនបង្ហាញសម្រាប់ប្រអប់នីមួយៗ ប្រអប់ខ្លះមានថ្លៃទាបជាង នៅពេលអ្នកទិញច្រើន។

តម្លៃមិនត្រូវបានបោះពុម្ពនៅក្នុងកញ្ចប់ទេ។ សម្រាប់ ២០ ប្រអប់ ឬច្រើនជាងនេះ ជាមួយកាត ឬឡូហ្គោក្រុមហ៊ុនរបស់អ្នក សូមមើលផ្នែកការបញ្ជាទិញសម្រាប់ក្រុមហ៊ុន ឬ [ទាក់ទងមកយើង](/customer-care/contact-us)។

ប្រអប់កាដូដែលមានអាហារ មិនអាចប្រគល់វិញដោយសារប្តូរចិត្តបានទេ នៅពេលបានបើករួច។ ប្រអប់ដែលខូចខាតអាចប្រគល់វិញបានក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ដោយភ្ជាប់រូបថត។`,
    },
  },
];
