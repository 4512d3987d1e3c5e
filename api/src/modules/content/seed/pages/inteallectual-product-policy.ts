import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'inteallectual-product-policy',
  title: { en: 'Intellectual Property Product Policy', kh: 'គោលការណ៍កម្មសិទ្ធិបញ្ញាលើផលិតផល' },
  summary: {
    en: 'The rules every product sold on Psar must follow: genuine goods only, no counterfeits or copies, and honest listings.',
    kh: 'វិធានដែលផលិតផលទាំងអស់ដែលលក់នៅលើ Psar ត្រូវគោរព៖ ទំនិញពិតប្រាកដតែប៉ុណ្ណោះ គ្មានទំនិញក្លែងក្លាយ ឬចម្លង និងការដាក់លក់ដោយស្មោះត្រង់។',
  },
  body: {
    en: `# Intellectual Property Product Policy

This policy sets out the rules on intellectual property for every product sold on Psar, whether by Psar Co., Ltd. (Phnom Penh, Kingdom of Cambodia) or by the stores that sell through our marketplace. It protects shoppers from fake goods and protects the owners of brands, designs and creative works. How to report an infringement is explained on our Intellectual Property Protection page.

## 1. Genuine products only

1. Sellers may list only genuine products that they have the right to sell in Cambodia, bought from the brand owner, an authorised distributor or another lawful source.
2. Counterfeit goods, replicas, "copies", "AAA grade" or "inspired by" items that carry or imitate another brand's name or logo are forbidden.
3. On request, a seller must show invoices or authorisation letters proving where the products come from.

## 2. Honest listings

1. Product names, descriptions and photos must describe the actual product. Sellers must use their own photos, or photos they are allowed to use; copying another store's photos or texts is not allowed.
2. A brand name may be used only to describe a genuine product of that brand, or to say honestly that an accessory is compatible with it (for example "case for iPhone 16").
3. Sellers may not use another brand's name in titles or keywords to attract searches for unrelated products.

## 3. Copyright and digital goods

1. Books, music, films, software and games must be original, licensed copies. Pirated copies, unlicensed activation keys and accounts are forbidden.
2. Digital vouchers and game credits may be sold only by Psar or by sellers authorised by the issuer.

## 4. Made in Cambodia products

Products shown with the Made in Cambodia label must be produced in Cambodia, as described on our Made in Cambodia terms. Local designs, crafts and recipes are protected in the same way as international brands.

## 5. What happens when the rules are broken

1. We remove listings that break this policy, with or without a complaint from the rights owner.
2. Orders for a product found to be fake are cancelled or returned, and the shopper is refunded in full to the Psar wallet, delivery fee included.
3. Depending on how serious and how frequent the breach is, the seller receives a warning, has products removed, has payments held, or has the store suspended or closed. Serious cases may be reported to the Ministry of Commerce or the police.

## 6. If you bought a fake product

Tell us within 7 days of delivery through My Returns or at support@psar.com.kh with the order number and photos. If the product is confirmed as fake, you receive a full refund and do not need to pay for the return.

## 7. Law and contact

This policy follows the intellectual property laws of the Kingdom of Cambodia. Questions: support@psar.com.kh.
`,
    kh: `# គោលការណ៍កម្មសិទ្ធិបញ្ញាលើផលិតផល

គោលការណ៍នេះកំណត់វិធានស្តីពីកម្មសិទ្ធិបញ្ញាសម្រាប់ផលិតផលទាំងអស់ដែលលក់នៅលើ Psar មិនថាលក់ដោយក្រុមហ៊ុន Psar ឯ.ក (រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា) ឬដោយហាងនានាដែលលក់តាមរយៈទីផ្សាររបស់យើងនោះទេ។ វាការពារអ្នកទិញពីទំនិញក្លែងក្លាយ និងការពារម្ចាស់ម៉ាក គំនូរឧស្សាហកម្ម និងស្នាដៃច្នៃប្រឌិត។ របៀបរាយការណ៍អំពីការរំលោភបំពាន ត្រូវបានពន្យល់នៅលើទំព័រ "កិច្ចការពារកម្មសិទ្ធិបញ្ញា" របស់យើង។

## ១. ផលិតផលពិតប្រាកដតែប៉ុណ្ណោះ

1. អ្នកលក់អាចដាក់លក់បានតែផលិតផលពិតប្រាកដ ដែលពួកគេមានសិទ្ធិលក់នៅកម្ពុជា ដែលទិញពីម្ចាស់ម៉ាក អ្នកចែកចាយដែលមានការអនុញ្ញាត ឬប្រភពស្របច្បាប់ផ្សេងទៀត។
2. ទំនិញក្លែងក្លាយ ទំនិញចម្លង ទំនិញ "ថ្នាក់ AAA" ឬទំនិញ "បំផុសគំនិតពី" ដែលមាន ឬធ្វើត្រាប់តាមឈ្មោះ ឬស្លាកសញ្ញារបស់ម៉ាកផ្សេង ត្រូវបានហាមឃាត់។
3. នៅពេលមានការស្នើសុំ អ្នកលក់ត្រូវបង្ហាញវិក្កយបត្រ ឬលិខិតអនុញ្ញាត ដែលបញ្ជាក់ពីប្រភពនៃផលិតផល។

## ២. ការដាក់លក់ដោយស្មោះត្រង់

1. ឈ្មោះ ការពិពណ៌នា និងរូបថតផលិតផល ត្រូវតែពិពណ៌នាផលិតផលពិតប្រាកដ។ អ្នកលក់ត្រូវប្រើរូបថតផ្ទាល់ខ្លួន ឬរូបថតដែលពួកគេត្រូវបានអនុញ្ញាតឱ្យប្រើ។ ការចម្លងរូបថត ឬអត្ថបទរបស់ហាងផ្សេង មិនត្រូវបានអនុញ្ញាតទេ។
2. ឈ្មោះម៉ាកអាចប្រើបានតែដើម្បីពិពណ៌នាផលិតផលពិតប្រាកដនៃម៉ាកនោះ ឬដើម្បីបញ្ជាក់ដោយស្មោះត្រង់ថាគ្រឿងបន្លាស់មួយអាចប្រើជាមួយវាបាន (ឧទាហរណ៍ "ស្រោមសម្រាប់ iPhone 16")។
3. អ្នកលក់មិនអាចប្រើឈ្មោះម៉ាកផ្សេងក្នុងចំណងជើង ឬពាក្យគន្លឹះ ដើម្បីទាក់ទាញការស្វែងរកសម្រាប់ផលិតផលដែលមិនពាក់ព័ន្ធបានទេ។

## ៣. សិទ្ធិអ្នកនិពន្ធ និងទំនិញឌីជីថល

1. សៀវភៅ តន្ត្រី ភាពយន្ត កម្មវិធីកុំព្យូទ័រ និងហ្គេម ត្រូវតែជាច្បាប់ដើម ដែលមានអាជ្ញាប័ណ្ណ។ ច្បាប់ចម្លងលួច កូនសោធ្វើឱ្យសកម្មគ្មានអាជ្ញាប័ណ្ណ និងគណនីដែលលួចបាន ត្រូវបានហាមឃាត់។
2. ប័ណ្ណឌីជីថល និងក្រេឌីតហ្គេម អាចលក់បានតែដោយ Psar ឬដោយអ្នកលក់ដែលត្រូវបានអនុញ្ញាតពីអ្នកចេញប័ណ្ណប៉ុណ្ណោះ។

## ៤. ផលិតផលផលិតនៅកម្ពុជា

ផលិតផលដែលបង្ហាញជាមួយស្លាក "ផលិតនៅកម្ពុជា" ត្រូវតែផលិតនៅកម្ពុជា ដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌ "ផលិតនៅកម្ពុជា" របស់យើង។ ការរចនា សិប្បកម្ម និងរូបមន្តក្នុងស្រុក ត្រូវបានការពារដូចគ្នានឹងម៉ាកអន្តរជាតិដែរ។

## ៥. អ្វីដែលកើតឡើង នៅពេលវិធានត្រូវបានរំលោភ

1. យើងលុបការដាក់លក់ដែលរំលោភលើគោលការណ៍នេះ ទោះមាន ឬគ្មានពាក្យបណ្តឹងពីម្ចាស់សិទ្ធិក៏ដោយ។
2. ការបញ្ជាទិញផលិតផលដែលត្រូវបានរកឃើញថាក្លែងក្លាយ នឹងត្រូវលុបចោល ឬប្រគល់វិញ ហើយអ្នកទិញនឹងទទួលបានការសងប្រាក់វិញពេញលេញចូលកាបូប Psar រួមទាំងថ្លៃដឹកជញ្ជូន។
3. អាស្រ័យលើកម្រិតធ្ងន់ធ្ងរ និងភាពញឹកញាប់នៃការរំលោភ អ្នកលក់នឹងទទួលបានការព្រមាន ត្រូវលុបផលិតផល ត្រូវផ្អាកការទូទាត់ ឬត្រូវផ្អាក ឬបិទហាង។ ករណីធ្ងន់ធ្ងរអាចត្រូវរាយការណ៍ទៅក្រសួងពាណិជ្ជកម្ម ឬនគរបាល។

## ៦. ប្រសិនបើអ្នកបានទិញផលិតផលក្លែងក្លាយ

សូមជូនដំណឹងមកយើងក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួលទំនិញ តាមរយៈ "ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ" ឬ support@psar.com.kh ជាមួយលេខបញ្ជាទិញ និងរូបថត។ ប្រសិនបើផលិតផលត្រូវបានបញ្ជាក់ថាក្លែងក្លាយ អ្នកនឹងទទួលបានការសងប្រាក់វិញពេញលេញ ហើយមិនចាំបាច់បង់ថ្លៃសម្រាប់ការប្រគល់វិញឡើយ។

## ៧. ច្បាប់ និងទំនាក់ទំនង

គោលការណ៍នេះអនុវត្តតាមច្បាប់ស្តីពីកម្មសិទ្ធិបញ្ញានៃព្រះរាជាណាចក្រកម្ពុជា។ សំណួរ៖ support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
