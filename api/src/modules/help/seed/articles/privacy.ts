import type { HelpArticleSeed } from '../article-types';

// Help group 72, Privacy Policy and Protection (sub-categories 73–80), consistent with the
// privacy policy page (/privacy-prolicy).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 73,
    slug: 'how-we-use-your-data',
    title: { en: 'What data does Psar keep, and why?', kh: 'តើ Psar រក្សាទុកទិន្នន័យអ្វីខ្លះ ហើយហេតុអ្វី?' },
    body: {
      en: `We only collect what we need to run your account and deliver your orders.

- **Account:** your name, email, phone number and password. The password is stored in a scrambled (hashed) form that nobody can read back.
- **Addresses:** the receiver name, phone and address you enter for delivery.
- **Orders and payments:** what you buy, prices, vouchers, delivery fees and how you paid. For saved cards we keep only the brand and last four digits; the full number stays with our licensed payment provider.
- **Your content:** reviews, photos, return requests and messages.

**Who sees it:** the store preparing your order and the courier delivering it receive your name, phone and address. Banks and Bakong receive what they need to process a payment. We **never sell** your personal data.

**Marketing:** you only receive newsletters if you subscribe, and every email has an unsubscribe link.

Read the full [Privacy Policy](/privacy-prolicy) for details, including how long we keep each kind of data.`,
      kh: `យើងប្រមូលតែទិន្នន័យដែលយើងត្រូវការ ដើម្បីដំណើរការគណនីរបស់អ្នក និងដឹកជញ្ជូនការបញ្ជាទិញរបស់អ្នកប៉ុណ្ណោះ។

- **គណនី៖** ឈ្មោះ អ៊ីមែល លេខទូរស័ព្ទ និងពាក្យសម្ងាត់របស់អ្នក។ ពាក្យសម្ងាត់ត្រូវបានរក្សាទុកក្នុងទម្រង់អ៊ិនគ្រីប (hash) ដែលគ្មាននរណាម្នាក់អាចអានវាវិញបានទេ។
- **អាសយដ្ឋាន៖** ឈ្មោះអ្នកទទួល លេខទូរស័ព្ទ និងអាសយដ្ឋានដែលអ្នកបញ្ចូលសម្រាប់ការដឹកជញ្ជូន។
- **ការបញ្ជាទិញ និងការទូទាត់៖** អ្វីដែលអ្នកទិញ តម្លៃ ប័ណ្ណបញ្ចុះតម្លៃ ថ្លៃដឹកជញ្ជូន និងរបៀបដែលអ្នកបានទូទាត់។ សម្រាប់កាតដែលបានរក្សាទុក យើងរក្សាតែម៉ាក និងលេខបួនខ្ទង់ចុងក្រោយប៉ុណ្ណោះ លេខកាតពេញនៅជាមួយអ្នកផ្តល់សេវាទូទាត់ដែលមានអាជ្ញាបណ្ណរបស់យើង។
- **ខ្លឹមសាររបស់អ្នក៖** ការវាយតម្លៃ រូបថត សំណើប្រគល់ទំនិញវិញ និងសារ។

**អ្នកណាខ្លះឃើញ៖** ហាងដែលរៀបចំការបញ្ជាទិញរបស់អ្នក និងអ្នកដឹកជញ្ជូន ទទួលបានឈ្មោះ លេខទូរស័ព្ទ និងអាសយដ្ឋានរបស់អ្នក។ ធនាគារ និងបាគង ទទួលបានអ្វីដែលពួកគេត្រូវការដើម្បីដំណើរការការទូទាត់។ យើង **មិនដែលលក់** ទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកឡើយ។

**ការផ្សព្វផ្សាយ៖** អ្នកទទួលព្រឹត្តិបត្រ តែនៅពេលអ្នកចុះឈ្មោះប៉ុណ្ណោះ ហើយអ៊ីមែលនីមួយៗមានតំណសម្រាប់ឈប់ទទួល។

សូមអាន [គោលការណ៍ឯកជនភាព](/privacy-prolicy) ពេញលេញសម្រាប់ព័ត៌មានលម្អិត រួមទាំងរយៈពេលដែលយើងរក្សាទុកទិន្នន័យនីមួយៗ។`,
    },
  },
  {
    categoryId: 74,
    slug: 'cookies-on-psar',
    title: { en: 'How Psar uses cookies', kh: 'របៀបដែល Psar ប្រើខូគី' },
    body: {
      en: `Cookies are small files your browser keeps for a website. Psar uses them sparingly.

**Necessary cookies (always on)**
- **Sign-in:** keep you signed in securely and renew your session without asking for your password on every page.
- **Language:** remember whether you chose English or Khmer, so the site opens in your language next time.
- **Security:** help us spot unusual sign-in attempts.

Your browser's local storage also keeps a few settings, such as your chosen product options and the page to return to after signing in.

**Advertising cookies:** we do not use them without your consent.

**Managing cookies:** you can delete or block cookies in your browser settings. If you block necessary cookies, you will not be able to sign in, keep a cart or check out, and the site will go back to its default language.

Clearing cookies simply signs you out; your account, cart, orders and wallet are kept safely on our side. See the [Privacy Policy](/privacy-prolicy) for more.`,
      kh: `ខូគីគឺជាឯកសារតូចៗដែលកម្មវិធីរុករករបស់អ្នករក្សាទុកសម្រាប់គេហទំព័រមួយ។ Psar ប្រើវាតិចតួចបំផុត។

**ខូគីចាំបាច់ (បើកជានិច្ច)**
- **ការចូលគណនី៖** រក្សាឱ្យអ្នកនៅក្នុងគណនីដោយសុវត្ថិភាព និងបន្តវគ្គរបស់អ្នក ដោយមិនចាំបាច់សុំពាក្យសម្ងាត់នៅគ្រប់ទំព័រ។
- **ភាសា៖** ចងចាំថាអ្នកបានជ្រើសរើសភាសាអង់គ្លេស ឬភាសាខ្មែរ ដើម្បីឱ្យគេហទំព័របើកជាភាសារបស់អ្នកនៅពេលក្រោយ។
- **សុវត្ថិភាព៖** ជួយយើងរកឃើញការព្យាយាមចូលគណនីមិនប្រក្រតី។

កន្លែងផ្ទុកក្នុងកម្មវិធីរុករករបស់អ្នកក៏រក្សាទុកការកំណត់មួយចំនួនដែរ ដូចជាជម្រើសផលិតផលដែលអ្នកបានជ្រើសរើស និងទំព័រដែលត្រូវត្រឡប់ទៅវិញបន្ទាប់ពីចូលគណនី។

**ខូគីផ្សាយពាណិជ្ជកម្ម៖** យើងមិនប្រើវាដោយគ្មានការយល់ព្រមពីអ្នកទេ។

**ការគ្រប់គ្រងខូគី៖** អ្នកអាចលុប ឬទប់ស្កាត់ខូគីនៅក្នុងការកំណត់នៃកម្មវិធីរុករករបស់អ្នក។ បើអ្នកទប់ស្កាត់ខូគីចាំបាច់ អ្នកនឹងមិនអាចចូលគណនី រក្សាកន្ត្រក ឬទូទាត់បានទេ ហើយគេហទំព័រនឹងត្រឡប់ទៅភាសាលំនាំដើមវិញ។

ការសម្អាតខូគីគ្រាន់តែធ្វើឱ្យអ្នកចាកចេញពីគណនីប៉ុណ្ណោះ គណនី កន្ត្រក ការបញ្ជាទិញ និងកាបូបរបស់អ្នក នៅតែមានសុវត្ថិភាពនៅខាងយើង។ សូមមើល [គោលការណ៍ឯកជនភាព](/privacy-prolicy) សម្រាប់ព័ត៌មានបន្ថែម។`,
    },
  },
  {
    categoryId: 75,
    slug: 'protecting-your-account-on-any-device',
    title: {
      en: 'Protecting your account on phones and shared computers',
      kh: 'ការការពារគណនីរបស់អ្នកនៅលើទូរស័ព្ទ និងកុំព្យូទ័រប្រើរួមគ្នា',
    },
    body: {
      en: `Most account problems start on a device someone else can use. A few habits keep your Psar account, orders and wallet safe:

- **Lock your phone** with a PIN, pattern or fingerprint. Anyone who opens your unlocked phone can use apps where you are signed in.
- **Sign out on shared computers**, for example at work or in an internet café: open the account menu and choose **Logout**. Do not let the browser save your password there.
- **Check the address bar** shows the real Psar site before typing your password, and look for the padlock.
- **Avoid open public Wi-Fi** for payments, or use your mobile data instead.
- **Keep your browser and app updated** so security fixes reach you.
- **Use a different password** for Psar than for Facebook, Telegram or your email.

Forgot to sign out somewhere? Change your password at [/account/profile/change-password](/account/profile/change-password) and [tell us](/customer-care/contact-us); we can end your other sessions.`,
      kh: `បញ្ហាគណនីភាគច្រើនចាប់ផ្តើមនៅលើឧបករណ៍ដែលអ្នកផ្សេងអាចប្រើបាន។ ទម្លាប់មួយចំនួនជួយរក្សាគណនី Psar ការបញ្ជាទិញ និងកាបូបរបស់អ្នកឱ្យមានសុវត្ថិភាព៖

- **ចាក់សោទូរស័ព្ទ** ដោយលេខ PIN លំនាំ ឬស្នាមម្រាមដៃ។ អ្នកណាដែលបើកទូរស័ព្ទដែលមិនបានចាក់សោរបស់អ្នក អាចប្រើកម្មវិធីដែលអ្នកបានចូលគណនីរួចបាន។
- **ចាកចេញពីគណនីនៅលើកុំព្យូទ័រប្រើរួមគ្នា** ឧទាហរណ៍ នៅកន្លែងធ្វើការ ឬហាងអ៊ីនធឺណិត៖ បើកម៉ឺនុយគណនី ហើយជ្រើសរើស **ចាកចេញ**។ កុំអនុញ្ញាតឱ្យកម្មវិធីរុករករក្សាទុកពាក្យសម្ងាត់របស់អ្នកនៅទីនោះ។
- **ពិនិត្យរបារអាសយដ្ឋាន** ថាបង្ហាញគេហទំព័រ Psar ពិតប្រាកដ មុនពេលវាយពាក្យសម្ងាត់ ហើយរកមើលរូបសោ។
- **ជៀសវាង Wi-Fi សាធារណៈដែលបើកចំហ** សម្រាប់ការទូទាត់ ឬប្រើទិន្នន័យទូរស័ព្ទរបស់អ្នកជំនួសវិញ។
- **ធ្វើបច្ចុប្បន្នភាពកម្មវិធីរុករក និងកម្មវិធី** ដើម្បីទទួលបានការជួសជុលសុវត្ថិភាព។
- **ប្រើពាក្យសម្ងាត់ខុសគ្នា** សម្រាប់ Psar និងសម្រាប់ Facebook Telegram ឬអ៊ីមែលរបស់អ្នក។

ភ្លេចចាកចេញពីគណនីនៅកន្លែងណាមួយ? សូមប្តូរពាក្យសម្ងាត់នៅ [/account/profile/change-password](/account/profile/change-password) ហើយ [ប្រាប់យើង](/customer-care/contact-us) យើងអាចបិទវគ្គផ្សេងៗរបស់អ្នក។`,
    },
  },
  {
    categoryId: 76,
    slug: 'scams-and-phishing',
    title: { en: 'How to spot scams that use the Psar name', kh: 'របៀបសម្គាល់ការបោកប្រាស់ដែលប្រើឈ្មោះ Psar' },
    body: {
      en: `Scammers sometimes pretend to be Psar staff, couriers or sellers. Remember these rules:

**Psar will never:**
- ask for your password, your 6-digit reset code or a bank OTP, by phone, SMS, Telegram, Facebook or email;
- ask you to pay for an order by bank transfer to a personal account, or to scan a QR code sent in a chat;
- ask a courier to collect more than the total shown in [Orders](/orders);
- announce prizes that require a "release fee".

**Warning signs:** urgent messages ("your account will be closed today"), links to sites that look like Psar but have a different address, prices far too low, and sellers asking you to pay outside the site.

**Stay safe:** only pay on Psar pages, through checkout or your [Wallet](/account/wallet). Real order and refund messages match what you see in your account.

**Received something suspicious?** Don't click or reply. Send us a screenshot through [Contact us](/customer-care/contact-us). If you shared a code or password, change your password immediately and call +855 23 900 800.`,
      kh: `អ្នកបោកប្រាស់ពេលខ្លះក្លែងខ្លួនជាបុគ្គលិក Psar អ្នកដឹកជញ្ជូន ឬអ្នកលក់។ សូមចងចាំវិធានទាំងនេះ៖

**Psar មិនដែល៖**
- សុំពាក្យសម្ងាត់ លេខកូដកំណត់ឡើងវិញ ៦ ខ្ទង់ ឬលេខ OTP ធនាគាររបស់អ្នក តាមទូរស័ព្ទ SMS Telegram Facebook ឬអ៊ីមែលឡើយ
- សុំឱ្យអ្នកទូទាត់ការបញ្ជាទិញដោយផ្ទេរប្រាក់ទៅគណនីផ្ទាល់ខ្លួន ឬស្កេនកូដ QR ដែលគេផ្ញើក្នុងការជជែកឡើយ
- ប្រាប់អ្នកដឹកជញ្ជូនឱ្យប្រមូលប្រាក់លើសពីតម្លៃសរុបដែលបង្ហាញក្នុង [ការបញ្ជាទិញ](/orders) ឡើយ
- ប្រកាសរង្វាន់ដែលតម្រូវឱ្យបង់ «ថ្លៃដោះលែង» ឡើយ។

**សញ្ញាព្រមាន៖** សារបន្ទាន់ («គណនីរបស់អ្នកនឹងត្រូវបិទថ្ងៃនេះ») តំណទៅកាន់គេហទំព័រដែលមើលទៅដូច Psar ប៉ុន្តែមានអាសយដ្ឋានខុសគ្នា តម្លៃថោកហួសហេតុ និងអ្នកលក់ដែលសុំឱ្យអ្នកទូទាត់នៅក្រៅគេហទំព័រ។

**រក្សាសុវត្ថិភាព៖** ទូទាត់តែនៅលើទំព័រ Psar តាមរយៈការទូទាត់ ឬ [កាបូប](/account/wallet) របស់អ្នកប៉ុណ្ណោះ។ សារពិតអំពីការបញ្ជាទិញ និងការសងប្រាក់ ត្រូវគ្នានឹងអ្វីដែលអ្នកឃើញក្នុងគណនីរបស់អ្នក។

**ទទួលបានអ្វីគួរឱ្យសង្ស័យ?** កុំចុច ឬឆ្លើយតប។ សូមផ្ញើរូបថតអេក្រង់មកយើងតាម [ទាក់ទងមកយើង](/customer-care/contact-us)។ បើអ្នកបានចែករំលែកលេខកូដ ឬពាក្យសម្ងាត់ សូមប្តូរពាក្យសម្ងាត់ភ្លាមៗ ហើយទូរស័ព្ទមកលេខ +855 23 900 800។`,
    },
  },
  {
    categoryId: 77,
    slug: 'buyer-protection',
    title: { en: 'Psar buyer protection', kh: 'ការការពារអ្នកទិញរបស់ Psar' },
    body: {
      en: `When you buy and pay on Psar, you are protected from the moment you order until after delivery.

- **Pay safely:** cash on delivery, Psar wallet, KHQR or saved card, all through Psar. Never pay a seller outside the site: those payments are not protected.
- **Cancel before shipping:** cancel from [Orders](/orders) while the order is To pay or To ship; any payment goes straight back to your Psar wallet.
- **Get what you ordered:** if an item arrives damaged, faulty, wrong, incomplete or very different from its description, request a return within 7 days of delivery, with photos. You get a full refund, delivery fee included.
- **Change your mind:** most items can be returned within 7 days of delivery; the item is refunded, though not its delivery fee.
- **Never delivered?** If your order does not arrive, you get a full refund.
- **Honest reviews:** only shoppers who received an item can review it.

Problems with a store that are not solved? [Contact us](/customer-care/contact-us): Psar steps in and decides fairly. See also the [Payment Protection terms](/terms-conditions/payment-protection).`,
      kh: `នៅពេលអ្នកទិញ និងទូទាត់នៅលើ Psar អ្នកត្រូវបានការពារចាប់ពីពេលបញ្ជាទិញ រហូតដល់ក្រោយពេលទទួលទំនិញ។

- **ទូទាត់ដោយសុវត្ថិភាព៖** ទូទាត់ពេលទទួលទំនិញ កាបូប Psar KHQR ឬកាតដែលបានរក្សាទុក ទាំងអស់តាមរយៈ Psar។ កុំទូទាត់ឱ្យអ្នកលក់នៅក្រៅគេហទំព័រ៖ ការទូទាត់ទាំងនោះមិនត្រូវបានការពារទេ។
- **លុបចោលមុនពេលដឹកជញ្ជូន៖** លុបចោលពី [ការបញ្ជាទិញ](/orders) ខណៈពេលការបញ្ជាទិញនៅរង់ចាំការទូទាត់ ឬរង់ចាំការដឹកជញ្ជូន ប្រាក់ដែលបានបង់នឹងត្រឡប់ចូលកាបូប Psar របស់អ្នកភ្លាមៗ។
- **ទទួលបានអ្វីដែលអ្នកបានបញ្ជាទិញ៖** បើទំនិញមកដល់ក្នុងស្ថានភាពខូច មិនដំណើរការ ខុស មិនពេញលេញ ឬខុសឆ្ងាយពីការពិពណ៌នា សូមស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ដោយភ្ជាប់រូបថត។ អ្នកនឹងទទួលបានប្រាក់សងវិញទាំងស្រុង រួមទាំងថ្លៃដឹកជញ្ជូន។
- **ប្តូរចិត្ត៖** ទំនិញភាគច្រើនអាចប្រគល់វិញបានក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ទំនិញត្រូវបានសងប្រាក់វិញ ប៉ុន្តែមិនសងថ្លៃដឹកជញ្ជូនទេ។
- **មិនដែលបានទទួល?** បើការបញ្ជាទិញរបស់អ្នកមិនមកដល់ អ្នកនឹងទទួលបានប្រាក់សងវិញទាំងស្រុង។
- **ការវាយតម្លៃស្មោះត្រង់៖** មានតែអ្នកទិញដែលបានទទួលទំនិញទេ ដែលអាចវាយតម្លៃវាបាន។

មានបញ្ហាជាមួយហាងដែលមិនត្រូវបានដោះស្រាយ? សូម [ទាក់ទងមកយើង](/customer-care/contact-us)៖ Psar នឹងចូលជួយ និងសម្រេចដោយយុត្តិធម៌។ សូមមើលផងដែរនូវ [លក្ខខណ្ឌការពារការទូទាត់](/terms-conditions/payment-protection)។`,
    },
  },
  {
    categoryId: 78,
    slug: 'intellectual-property-and-counterfeits',
    title: { en: 'Counterfeits and intellectual property', kh: 'ទំនិញក្លែងក្លាយ និងកម្មសិទ្ធិបញ្ញា' },
    body: {
      en: `Psar does not allow counterfeit goods, or listings that copy other people's brands, designs, photos or texts.

**As a shopper**
- If you receive an item you believe is fake, request a return within 7 days of delivery with photos and choose **Not as described**. If we confirm it is counterfeit, you get a full refund, delivery included.
- Be wary of famous brands at a fraction of their usual price.

**As a rights owner**
If a listing on Psar infringes your trademark, copyright or design:

1. Gather the product links, proof of your rights (registration certificate or original work) and a short explanation.
2. Send it through [Contact us](/customer-care/contact-us) with the topic "Intellectual property".
3. We review it, usually within 5 working days, and may remove the listing and warn or suspend the store.

Our rules are set out in the [Intellectual Property Protection policy](/inteallectual-protection) and the [Intellectual Property Product Policy](/inteallectual-product-policy).`,
      kh: `Psar មិនអនុញ្ញាតឱ្យមានទំនិញក្លែងក្លាយ ឬការដាក់លក់ដែលចម្លងម៉ាក ការរចនា រូបថត ឬអត្ថបទរបស់អ្នកដទៃឡើយ។

**ក្នុងនាមជាអ្នកទិញ**
- បើអ្នកទទួលបានទំនិញដែលអ្នកជឿថាក្លែងក្លាយ សូមស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ដោយភ្ជាប់រូបថត ហើយជ្រើសរើស **មិនដូចការពិពណ៌នា**។ បើយើងបញ្ជាក់ថាវាជាទំនិញក្លែងក្លាយ អ្នកនឹងទទួលបានប្រាក់សងវិញទាំងស្រុង រួមទាំងថ្លៃដឹកជញ្ជូន។
- សូមប្រុងប្រយ័ត្នចំពោះម៉ាកល្បីៗ ដែលលក់ក្នុងតម្លៃទាបខ្លាំងជាងតម្លៃធម្មតា។

**ក្នុងនាមជាម្ចាស់សិទ្ធិ**
បើការដាក់លក់នៅលើ Psar រំលោភលើពាណិជ្ជសញ្ញា សិទ្ធិអ្នកនិពន្ធ ឬការរចនារបស់អ្នក៖

1. ប្រមូលតំណផលិតផល ភស្តុតាងនៃសិទ្ធិរបស់អ្នក (វិញ្ញាបនប័ត្រចុះបញ្ជី ឬស្នាដៃដើម) និងការពន្យល់ខ្លីមួយ។
2. ផ្ញើវាតាម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «កម្មសិទ្ធិបញ្ញា»។
3. យើងពិនិត្យវា ជាធម្មតាក្នុងរយៈពេល ៥ ថ្ងៃធ្វើការ ហើយអាចដកការដាក់លក់នោះចេញ និងព្រមាន ឬផ្អាកហាង។

វិធានរបស់យើងមានចែងក្នុង [គោលការណ៍ការពារកម្មសិទ្ធិបញ្ញា](/inteallectual-protection) និង [គោលការណ៍ផលិតផលបញ្ញា](/inteallectual-product-policy)។`,
    },
  },
  {
    categoryId: 79,
    slug: 'report-a-seller',
    title: { en: 'How do I report a problem with a seller?', kh: 'តើខ្ញុំរាយការណ៍បញ្ហាជាមួយអ្នកលក់ដោយរបៀបណា?' },
    body: {
      en: `Most issues with an order are solved fastest through the order itself: cancel it before shipping, or request a return within 7 days of delivery from [Orders](/orders).

**Report a seller to Psar when they:**
- ask you to pay or talk outside Psar, or to cancel and re-order at a different price;
- sell fake, dangerous or prohibited items;
- use misleading photos, descriptions or "Made in Cambodia" labels;
- are rude, threatening, or misuse your phone number or address;
- ignore or refuse a valid return.

**How to report**

1. Go to [Contact us](/customer-care/contact-us) and choose the topic "Seller".
2. Add the store name, the order number if you have one (for example PS-000123), the product link, and what happened.
3. Attach screenshots or photos.

We reply within 2 working days. Depending on what we find, we may correct your order, remove listings, or suspend the store. We keep your report confidential and do not share your details with the seller.`,
      kh: `បញ្ហាភាគច្រើនជាមួយការបញ្ជាទិញ ត្រូវបានដោះស្រាយលឿនបំផុតតាមរយៈការបញ្ជាទិញនោះផ្ទាល់៖ លុបចោលវាមុនពេលដឹកជញ្ជូន ឬស្នើសុំប្រគល់វិញក្នុងរយៈពេល ៧ ថ្ងៃបន្ទាប់ពីការដឹកដល់ ពី [ការបញ្ជាទិញ](/orders)។

**រាយការណ៍អ្នកលក់ទៅ Psar នៅពេលពួកគេ៖**
- សុំឱ្យអ្នកទូទាត់ ឬនិយាយគ្នានៅក្រៅ Psar ឬសុំឱ្យលុបចោល រួចបញ្ជាទិញម្តងទៀតក្នុងតម្លៃផ្សេង
- លក់ទំនិញក្លែងក្លាយ គ្រោះថ្នាក់ ឬត្រូវបានហាមឃាត់
- ប្រើរូបថត ការពិពណ៌នា ឬស្លាក «ផលិតនៅកម្ពុជា» ដែលបំភាន់
- មានអាកប្បកិរិយាមិនសមរម្យ គំរាមកំហែង ឬប្រើលេខទូរស័ព្ទ ឬអាសយដ្ឋានរបស់អ្នកខុសគោលបំណង
- មិនអើពើ ឬបដិសេធការប្រគល់វិញដែលត្រឹមត្រូវ។

**របៀបរាយការណ៍**

1. ចូលទៅ [ទាក់ទងមកយើង](/customer-care/contact-us) ហើយជ្រើសរើសប្រធានបទ «អ្នកលក់»។
2. បញ្ចូលឈ្មោះហាង លេខបញ្ជាទិញបើមាន (ឧទាហរណ៍ PS-000123) តំណផលិតផល និងអ្វីដែលបានកើតឡើង។
3. ភ្ជាប់រូបថតអេក្រង់ ឬរូបថត។

យើងឆ្លើយតបក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ។ អាស្រ័យលើអ្វីដែលយើងរកឃើញ យើងអាចកែតម្រូវការបញ្ជាទិញរបស់អ្នក ដកការដាក់លក់ចេញ ឬផ្អាកហាង។ យើងរក្សាការរាយការណ៍របស់អ្នកជាការសម្ងាត់ ហើយមិនចែករំលែកព័ត៌មានរបស់អ្នកជាមួយអ្នកលក់ទេ។`,
    },
  },
  {
    categoryId: 80,
    slug: 'delete-your-data',
    title: {
      en: 'How can I get a copy of my data or delete it?',
      kh: 'តើខ្ញុំអាចទទួលបានច្បាប់ចម្លងទិន្នន័យរបស់ខ្ញុំ ឬលុបវាដោយរបៀបណា?',
    },
    body: {
      en: `You stay in control of your personal data.

**See and correct it yourself** at any time: your profile at [My Profile](/account/profile) and your addresses at [Address Book](/account/address-books). You can delete addresses and saved cards yourself.

**Ask us for more**, through [Contact us](/customer-care/contact-us) with the topic "Privacy", from the email address of your account:

- **A copy of your data:** we send you what we hold about you.
- **Deletion:** we close your account and delete your profile, addresses, saved cards, wishlist and followed stores. Your reviews are removed or made anonymous.
- **Stop marketing:** we remove you from newsletters (or use the unsubscribe link in any email).

We answer within 30 days and may ask you to confirm your identity first.

**What we must keep:** order, payment and wallet records are kept for the period required by Cambodian tax and accounting law, normally 10 years, even after deletion. Account data is erased within 12 months of closure.

Details are in our [Privacy Policy](/privacy-prolicy).`,
      kh: `អ្នកនៅតែជាអ្នកគ្រប់គ្រងទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នក។

**មើល និងកែតម្រូវវាដោយខ្លួនឯង** បានគ្រប់ពេល៖ ព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នកនៅ [ព័ត៌មានផ្ទាល់ខ្លួន](/account/profile) និងអាសយដ្ឋានរបស់អ្នកនៅ [សៀវភៅអាសយដ្ឋាន](/account/address-books)។ អ្នកអាចលុបអាសយដ្ឋាន និងកាតដែលបានរក្សាទុកដោយខ្លួនឯងបាន។

**ស្នើសុំបន្ថែមពីយើង** តាម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «ឯកជនភាព» ពីអាសយដ្ឋានអ៊ីមែលនៃគណនីរបស់អ្នក៖

- **ច្បាប់ចម្លងទិន្នន័យរបស់អ្នក៖** យើងផ្ញើជូនអ្នកនូវអ្វីដែលយើងរក្សាទុកអំពីអ្នក។
- **ការលុប៖** យើងបិទគណនីរបស់អ្នក ហើយលុបព័ត៌មានផ្ទាល់ខ្លួន អាសយដ្ឋាន កាតដែលបានរក្សាទុក បញ្ជីប្រាថ្នា និងហាងដែលអ្នកតាមដាន។ ការវាយតម្លៃរបស់អ្នកត្រូវបានលុប ឬធ្វើឱ្យអនាមិក។
- **បញ្ឈប់ការផ្សព្វផ្សាយ៖** យើងដកអ្នកចេញពីព្រឹត្តិបត្រ (ឬប្រើតំណឈប់ទទួលក្នុងអ៊ីមែលណាមួយ)។

យើងឆ្លើយតបក្នុងរយៈពេល ៣០ ថ្ងៃ ហើយអាចស្នើឱ្យអ្នកបញ្ជាក់អត្តសញ្ញាណជាមុនសិន។

**អ្វីដែលយើងត្រូវរក្សាទុក៖** កំណត់ត្រាការបញ្ជាទិញ ការទូទាត់ និងកាបូប ត្រូវបានរក្សាទុកក្នុងរយៈពេលដែលច្បាប់ពន្ធដារ និងគណនេយ្យនៅកម្ពុជាតម្រូវ ជាធម្មតា ១០ ឆ្នាំ ទោះបីក្រោយពេលលុបក៏ដោយ។ ទិន្នន័យគណនីត្រូវបានលុបក្នុងរយៈពេល ១២ ខែបន្ទាប់ពីការបិទ។

ព័ត៌មានលម្អិតមាននៅក្នុង [គោលការណ៍ឯកជនភាព](/privacy-prolicy) របស់យើង។`,
    },
  },
];
