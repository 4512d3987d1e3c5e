import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'inteallectual-protection',
  title: { en: 'Intellectual Property Protection', kh: 'ការការពារកម្មសិទ្ធិបញ្ញា' },
  summary: {
    en: "How Psar protects its own and other people's trademarks, copyright and designs, and how to report an infringement.",
    kh: 'របៀបដែល Psar ការពារម៉ាកពាណិជ្ជកម្ម សិទ្ធិអ្នកនិពន្ធ និងគំនូរឧស្សាហកម្មរបស់ខ្លួន និងរបស់អ្នកដទៃ និងរបៀបរាយការណ៍អំពីការរំលោភបំពាន។',
  },
  body: {
    en: `# Intellectual Property Protection

Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, respects intellectual property and expects everyone who uses Psar to do the same. This page explains what belongs to Psar, what you may do with it, and how rights owners can ask us to remove content that infringes their rights. For the rules that products listed by sellers must follow, see our Intellectual Property Product Policy.

## 1. What belongs to Psar

1. The name Psar, the Psar logo, the design of the website and app, and the software behind them are the property of Psar Co., Ltd.
2. Texts, help articles, photos and videos that we create are protected by the Law on Copyright and Related Rights of the Kingdom of Cambodia.
3. Our trademarks are protected under the Law on Marks, Trade Names and Acts of Unfair Competition.

## 2. What you may do

1. You may view and print pages of the Platform for your own shopping.
2. You may share links to product pages on social media.
3. You may not copy our logo, photos or texts to another website or shop, use the Psar name in a way that suggests a link with us, or copy the Platform by automated means, without our written permission.

## 3. Other people's rights

1. Product names, brand logos and photos shown on product pages belong to their owners and are used to describe genuine products.
2. Reviews and photos posted by shoppers remain theirs, as described in our Terms of Use.

## 4. Reporting an infringement

If you own a trademark, copyright, design or patent, or act for the owner, and believe that content on Psar infringes it, send a notice to support@psar.com.kh with the subject "IP notice" and include:

1. your name, company, address, phone and email;
2. the right concerned, with a copy of the registration certificate (for example from the Department of Intellectual Property Rights of the Ministry of Commerce) or other proof of ownership;
3. the addresses (links) of the products or content concerned;
4. why you believe they infringe your right;
5. a statement that the information is true and that you are the owner or are allowed to act for the owner.

## 5. What we do next

1. We confirm receipt within 2 working days and, when the notice is complete, review it within 7 working days.
2. If the content clearly infringes, we remove it and tell the seller or user who posted it, who may reply with a counter-notice and evidence.
3. Sellers who infringe repeatedly have their stores suspended or closed.
4. We may ask for more information and will not act on notices that are incomplete or clearly abusive.

## 6. False notices

Sending a notice that you know to be false may make you liable under Cambodian law for the harm it causes.

## 7. Contact

Intellectual property team, Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia — support@psar.com.kh.
`,
    kh: `# កិច្ចការពារកម្មសិទ្ធិបញ្ញា

ក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា គោរពកម្មសិទ្ធិបញ្ញា ហើយរំពឹងថាអ្នកទាំងអស់ដែលប្រើប្រាស់ Psar ក៏គោរពដូចគ្នាដែរ។ ទំព័រនេះពន្យល់ពីអ្វីដែលជាកម្មសិទ្ធិរបស់ Psar អ្វីដែលអ្នកអាចធ្វើជាមួយវា និងរបៀបដែលម្ចាស់សិទ្ធិអាចស្នើឱ្យយើងលុបខ្លឹមសារដែលរំលោភលើសិទ្ធិរបស់ពួកគេ។ សម្រាប់វិធានដែលផលិតផលរបស់អ្នកលក់ត្រូវគោរព សូមមើល "គោលការណ៍កម្មសិទ្ធិបញ្ញាលើផលិតផល" របស់យើង។

## ១. អ្វីដែលជាកម្មសិទ្ធិរបស់ Psar

1. ឈ្មោះ Psar ស្លាកសញ្ញា Psar ការរចនានៃគេហទំព័រ និងកម្មវិធី និងកម្មវិធីកុំព្យូទ័រដែលដំណើរការពួកវា គឺជាកម្មសិទ្ធិរបស់ក្រុមហ៊ុន Psar ឯ.ក។
2. អត្ថបទ អត្ថបទជំនួយ រូបថត និងវីដេអូដែលយើងបង្កើត ត្រូវបានការពារដោយច្បាប់ស្តីពីសិទ្ធិអ្នកនិពន្ធ និងសិទ្ធិប្រហាក់ប្រហែល នៃព្រះរាជាណាចក្រកម្ពុជា។
3. ម៉ាកពាណិជ្ជកម្មរបស់យើងត្រូវបានការពារក្រោមច្បាប់ស្តីពីម៉ាក ពាណិជ្ជនាម និងអំពើប្រកួតប្រជែងមិនស្មោះត្រង់។

## ២. អ្វីដែលអ្នកអាចធ្វើបាន

1. អ្នកអាចមើល និងបោះពុម្ពទំព័រនៃវេទិកា សម្រាប់ការទិញទំនិញផ្ទាល់ខ្លួនរបស់អ្នក។
2. អ្នកអាចចែករំលែកតំណភ្ជាប់ទៅកាន់ទំព័រផលិតផលនៅលើបណ្តាញសង្គម។
3. អ្នកមិនអាចចម្លងស្លាកសញ្ញា រូបថត ឬអត្ថបទរបស់យើងទៅគេហទំព័រ ឬហាងផ្សេង ប្រើឈ្មោះ Psar តាមរបៀបដែលបង្ហាញថាមានទំនាក់ទំនងជាមួយយើង ឬចម្លងវេទិកាដោយមធ្យោបាយស្វ័យប្រវត្តិ ដោយគ្មានការអនុញ្ញាតជាលាយលក្ខណ៍អក្សរពីយើងឡើយ។

## ៣. សិទ្ធិរបស់អ្នកដទៃ

1. ឈ្មោះផលិតផល ស្លាកសញ្ញាម៉ាក និងរូបថតដែលបង្ហាញនៅលើទំព័រផលិតផល ជាកម្មសិទ្ធិរបស់ម្ចាស់ពួកវា ហើយត្រូវបានប្រើដើម្បីពិពណ៌នាផលិតផលពិតប្រាកដ។
2. ការវាយតម្លៃ និងរូបថតដែលអ្នកទិញបានបង្ហោះ នៅតែជារបស់ពួកគេ ដូចដែលបានពិពណ៌នាក្នុងលក្ខខណ្ឌប្រើប្រាស់របស់យើង។

## ៤. ការរាយការណ៍អំពីការរំលោភបំពាន

ប្រសិនបើអ្នកជាម្ចាស់ម៉ាកពាណិជ្ជកម្ម សិទ្ធិអ្នកនិពន្ធ គំនូរឧស្សាហកម្ម ឬប្រកាសនីយបត្រ ឬធ្វើសកម្មភាពជំនួសម្ចាស់ ហើយជឿថាខ្លឹមសារនៅលើ Psar រំលោភលើសិទ្ធិនោះ សូមផ្ញើសេចក្តីជូនដំណឹងមក support@psar.com.kh ដោយដាក់ប្រធានបទ "IP notice" និងបញ្ចូល៖

1. ឈ្មោះ ក្រុមហ៊ុន អាសយដ្ឋាន លេខទូរស័ព្ទ និងអ៊ីមែលរបស់អ្នក។
2. សិទ្ធិដែលពាក់ព័ន្ធ ជាមួយច្បាប់ចម្លងវិញ្ញាបនបត្រចុះបញ្ជី (ឧទាហរណ៍ ពីនាយកដ្ឋានកម្មសិទ្ធិបញ្ញា នៃក្រសួងពាណិជ្ជកម្ម) ឬភស្តុតាងផ្សេងទៀតនៃកម្មសិទ្ធិ។
3. អាសយដ្ឋាន (តំណភ្ជាប់) នៃផលិតផល ឬខ្លឹមសារដែលពាក់ព័ន្ធ។
4. មូលហេតុដែលអ្នកជឿថាពួកវារំលោភលើសិទ្ធិរបស់អ្នក។
5. សេចក្តីថ្លែងការណ៍ថា ព័ត៌មាននេះជាការពិត ហើយអ្នកជាម្ចាស់ ឬត្រូវបានអនុញ្ញាតឱ្យធ្វើសកម្មភាពជំនួសម្ចាស់។

## ៥. អ្វីដែលយើងធ្វើបន្ទាប់

1. យើងបញ្ជាក់ការទទួលក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ ហើយនៅពេលសេចក្តីជូនដំណឹងពេញលេញ យើងពិនិត្យវាក្នុងរយៈពេល ៧ ថ្ងៃធ្វើការ។
2. ប្រសិនបើខ្លឹមសារនោះរំលោភយ៉ាងច្បាស់ យើងនឹងលុបវា ហើយជូនដំណឹងដល់អ្នកលក់ ឬអ្នកប្រើប្រាស់ដែលបានបង្ហោះវា ដែលអាចឆ្លើយតបវិញដោយសេចក្តីជូនដំណឹងតប និងភស្តុតាង។
3. អ្នកលក់ដែលរំលោភម្តងហើយម្តងទៀត នឹងត្រូវផ្អាក ឬបិទហាង។
4. យើងអាចស្នើសុំព័ត៌មានបន្ថែម ហើយនឹងមិនចាត់វិធានការលើសេចក្តីជូនដំណឹងដែលមិនពេញលេញ ឬបំពានយ៉ាងច្បាស់ឡើយ។

## ៦. សេចក្តីជូនដំណឹងមិនពិត

ការផ្ញើសេចក្តីជូនដំណឹងដែលអ្នកដឹងថាមិនពិត អាចធ្វើឱ្យអ្នកទទួលខុសត្រូវក្រោមច្បាប់កម្ពុជា ចំពោះការខូចខាតដែលវាបង្កឡើង។

## ៧. ទំនាក់ទំនង

ក្រុមការងារកម្មសិទ្ធិបញ្ញា ក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា — support@psar.com.kh។
`,
  },
  updatedAt: '2026-11-01',
};
