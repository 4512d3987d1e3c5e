import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/payment-protection',
  title: { en: 'Payment Protection', kh: 'កិច្ចការពារការទូទាត់ប្រាក់' },
  summary: {
    en: 'How Psar protects your money: what we store about your payments, when you get your money back and how to report a problem.',
    kh: 'របៀបដែល Psar ការពារប្រាក់របស់អ្នក៖ អ្វីដែលយើងរក្សាទុកអំពីការទូទាត់របស់អ្នក ពេលណាអ្នកទទួលបានប្រាក់វិញ និងរបៀបរាយការណ៍បញ្ហា។',
  },
  body: {
    en: `# Payment Protection

Psar Payment Protection is our promise that the money you pay on Psar is safe: you receive what you ordered, or you get your money back. It is offered by Psar Co., Ltd., Phnom Penh, Kingdom of Cambodia, at no extra cost, on every order paid through Psar.

## 1. Accepted payment methods

1. **Cash on delivery:** you pay the courier only when the parcel is in your hands.
2. **Psar wallet:** your balance is debited when you place the order.
3. **KHQR (Bakong):** you pay from your own banking app; Psar never sees your bank login.
4. **Saved card:** Visa or Mastercard saved in My Payment Options.

Please never pay a seller directly outside Psar (by bank transfer, phone or chat). Such payments are not covered by this protection.

## 2. How we protect your card and bank details

1. For saved cards, Psar keeps only the card brand (for example Visa) and the last four digits, with the expiry date and the name on the card, so you can recognise it. The full card number and security code never reach our servers; they are handled only by our licensed payment provider.
2. All pages of the Platform use encrypted connections.
3. We will never ask for your password, your one-time codes, your card number or your banking PIN by phone, SMS, chat or email.

## 3. When you get your money back

You receive a full refund when:

1. you cancel an order before it is shipped;
2. we or the seller cancel your order, for example because an item is out of stock;
3. the parcel is lost in delivery;
4. you report within 7 days of delivery that the product is damaged, faulty, fake or not as described, and the return is approved;
5. you were charged twice for the same order.

For a normal change-of-mind return within 7 days, the product price is refunded; the delivery fee is not.

## 4. How refunds are paid

1. When you cancel an order before shipping, a wallet payment goes straight back to your Psar wallet, and a KHQR or card payment goes back to the same bank account or card (banks usually take 5 to 10 working days). Other refunds, such as for returns, are credited to your Psar wallet within 3 working days after the returned product reaches us.
2. You can use the refunded balance for your next order. If you need the money returned to your bank instead, write to support@psar.com.kh with the order number; bank refunds can take up to 14 working days.

## 5. Reporting a problem

1. Open the order under Orders in My Account, or write to support@psar.com.kh with the order number, what happened and any photos or payment receipts.
2. We answer within 2 working days and may hold the seller's payment while we look into it.

## 6. Limits

Payment Protection does not cover payments made outside Psar, losses caused by sharing your password or codes, or digital codes (top-ups, vouchers, game credits) that have already been revealed and used.

## 7. Law

This protection adds to, and does not reduce, your rights under the laws of the Kingdom of Cambodia, including the Law on Consumer Protection.
`,
    kh: `# កិច្ចការពារការទូទាត់ប្រាក់

កិច្ចការពារការទូទាត់ប្រាក់របស់ Psar គឺជាការសន្យារបស់យើងថា ប្រាក់ដែលអ្នកបង់នៅលើ Psar មានសុវត្ថិភាព៖ អ្នកទទួលបានអ្វីដែលអ្នកបានបញ្ជាទិញ ឬអ្នកទទួលបានប្រាក់របស់អ្នកវិញ។ វាត្រូវបានផ្តល់ជូនដោយក្រុមហ៊ុន Psar ឯ.ក រាជធានីភ្នំពេញ ព្រះរាជាណាចក្រកម្ពុជា ដោយមិនគិតថ្លៃបន្ថែម លើរាល់ការបញ្ជាទិញដែលបង់តាមរយៈ Psar។

## ១. វិធីសាស្ត្រទូទាត់ដែលទទួលយក

1. **ទូទាត់ប្រាក់ពេលទទួលទំនិញ៖** អ្នកបង់ប្រាក់ទៅអ្នកដឹកជញ្ជូន លុះត្រាតែកញ្ចប់ទំនិញនៅក្នុងដៃរបស់អ្នក។
2. **កាបូប Psar៖** សមតុល្យរបស់អ្នកត្រូវបានកាត់ នៅពេលអ្នកដាក់ការបញ្ជាទិញ។
3. **KHQR (បាគង)៖** អ្នកបង់ប្រាក់ពីកម្មវិធីធនាគាររបស់អ្នកផ្ទាល់។ Psar មិនដែលឃើញព័ត៌មានចូលគណនីធនាគាររបស់អ្នកឡើយ។
4. **កាតដែលបានរក្សាទុក៖** កាត Visa ឬ Mastercard ដែលបានរក្សាទុកក្នុង "ជម្រើសទូទាត់របស់ខ្ញុំ"។

សូមកុំបង់ប្រាក់ដោយផ្ទាល់ទៅអ្នកលក់នៅក្រៅ Psar (តាមការផ្ទេរប្រាក់ធនាគារ ទូរស័ព្ទ ឬការជជែក)។ ការបង់ប្រាក់បែបនេះមិនស្ថិតក្រោមកិច្ចការពារនេះទេ។

## ២. របៀបដែលយើងការពារព័ត៌មានកាត និងធនាគាររបស់អ្នក

1. សម្រាប់កាតដែលបានរក្សាទុក Psar រក្សាទុកតែប្រភេទកាត (ឧទាហរណ៍ Visa) និងលេខបួនខ្ទង់ចុងក្រោយប៉ុណ្ណោះ រួមជាមួយកាលបរិច្ឆេទផុតកំណត់ និងឈ្មោះនៅលើកាត ដើម្បីឱ្យអ្នកអាចស្គាល់កាតរបស់អ្នក។ លេខកាតពេញ និងលេខកូដសុវត្ថិភាព មិនដែលមកដល់ម៉ាស៊ីនមេរបស់យើងឡើយ ពួកវាត្រូវបានគ្រប់គ្រងតែដោយអ្នកផ្តល់សេវាទូទាត់ដែលមានអាជ្ញាប័ណ្ណរបស់យើងប៉ុណ្ណោះ។
2. ទំព័រទាំងអស់នៃវេទិកាប្រើការតភ្ជាប់ដែលបានអ៊ិនគ្រីប។
3. យើងមិនដែលសុំពាក្យសម្ងាត់ លេខកូដប្រើតែម្តង លេខកាត ឬលេខសម្ងាត់ធនាគាររបស់អ្នក តាមទូរស័ព្ទ សារ SMS ការជជែក ឬអ៊ីមែលឡើយ។

## ៣. ពេលណាអ្នកទទួលបានប្រាក់វិញ

អ្នកទទួលបានការសងប្រាក់វិញពេញលេញ នៅពេល៖

1. អ្នកលុបចោលការបញ្ជាទិញមុនពេលវាត្រូវបានបញ្ជូនចេញ។
2. យើង ឬអ្នកលក់លុបចោលការបញ្ជាទិញរបស់អ្នក ឧទាហរណ៍ ដោយសារទំនិញអស់ពីស្តុក។
3. កញ្ចប់ទំនិញបាត់បង់ក្នុងពេលដឹកជញ្ជូន។
4. អ្នករាយការណ៍ក្នុងរយៈពេល ៧ ថ្ងៃ គិតពីថ្ងៃទទួលទំនិញ ថាផលិតផលខូច មានបញ្ហា ក្លែងក្លាយ ឬមិនដូចការពិពណ៌នា ហើយការប្រគល់វិញត្រូវបានអនុម័ត។
5. អ្នកត្រូវបានគិតប្រាក់ពីរដងសម្រាប់ការបញ្ជាទិញតែមួយ។

សម្រាប់ការប្រគល់ទំនិញវិញធម្មតាដោយសារប្តូរចិត្ត ក្នុងរយៈពេល ៧ ថ្ងៃ តម្លៃផលិតផលនឹងត្រូវសងវិញ ប៉ុន្តែថ្លៃដឹកជញ្ជូនមិនត្រូវសងវិញទេ។

## ៤. របៀបសងប្រាក់វិញ

1. នៅពេលអ្នកលុបចោលការបញ្ជាទិញមុនពេលបញ្ជូនចេញ ការបង់ប្រាក់ដោយកាបូបនឹងត្រឡប់ចូលកាបូប Psar របស់អ្នកភ្លាមៗ ហើយការបង់ប្រាក់តាម KHQR ឬកាត នឹងត្រឡប់ទៅគណនីធនាគារ ឬកាតដដែល (ជាធម្មតា ធនាគារត្រូវការពេល ៥ ទៅ ១០ ថ្ងៃធ្វើការ)។ ការសងប្រាក់វិញផ្សេងទៀត ដូចជាសម្រាប់ការប្រគល់ទំនិញវិញ ត្រូវបានបញ្ចូលក្នុងកាបូប Psar របស់អ្នក ក្នុងរយៈពេល ៣ ថ្ងៃធ្វើការ បន្ទាប់ពីផលិតផលដែលប្រគល់វិញមកដល់យើង។
2. អ្នកអាចប្រើសមតុល្យដែលបានសងវិញសម្រាប់ការបញ្ជាទិញបន្ទាប់។ ប្រសិនបើអ្នកត្រូវការឱ្យប្រាក់ត្រឡប់ទៅធនាគាររបស់អ្នកវិញ សូមសរសេរមក support@psar.com.kh ជាមួយលេខបញ្ជាទិញ។ ការសងប្រាក់តាមធនាគារអាចចំណាយពេលរហូតដល់ ១៤ ថ្ងៃធ្វើការ។

## ៥. ការរាយការណ៍បញ្ហា

1. បើកការបញ្ជាទិញនៅក្នុង "ការបញ្ជាទិញ" ក្នុង "គណនីរបស់ខ្ញុំ" ឬសរសេរមក support@psar.com.kh ដោយបញ្ជាក់លេខបញ្ជាទិញ អ្វីដែលបានកើតឡើង និងភ្ជាប់រូបថត ឬបង្កាន់ដៃទូទាត់ណាមួយ។
2. យើងឆ្លើយតបក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ ហើយអាចផ្អាកការទូទាត់ទៅអ្នកលក់ ខណៈពេលយើងពិនិត្យករណីនេះ។

## ៦. ដែនកំណត់

កិច្ចការពារការទូទាត់ប្រាក់មិនគ្របដណ្តប់លើការបង់ប្រាក់ដែលធ្វើឡើងនៅក្រៅ Psar ការខាតបង់ដែលបណ្តាលមកពីការចែករំលែកពាក្យសម្ងាត់ ឬលេខកូដរបស់អ្នក ឬលេខកូដឌីជីថល (ការបញ្ចូលលុយទូរស័ព្ទ ប័ណ្ណ ក្រេឌីតហ្គេម) ដែលត្រូវបានបង្ហាញ និងប្រើប្រាស់រួចហើយ។

## ៧. ច្បាប់

កិច្ចការពារនេះបន្ថែមលើ ហើយមិនកាត់បន្ថយ សិទ្ធិរបស់អ្នកក្រោមច្បាប់នៃព្រះរាជាណាចក្រកម្ពុជា រួមទាំងច្បាប់ស្តីពីកិច្ចការពារអ្នកប្រើប្រាស់ឡើយ។
`,
  },
  updatedAt: '2026-11-01',
};
