import type { HelpArticleSeed } from '../article-types';

// Help group 1, My Account (sub-categories 2–8).
export const articles: HelpArticleSeed[] = [
  {
    categoryId: 2,
    slug: 'create-an-account',
    title: { en: 'How do I create a Psar account?', kh: 'តើខ្ញុំបង្កើតគណនី Psar ដោយរបៀបណា?' },
    body: {
      en: `Creating an account is free and takes about a minute. You need one to check out, follow your orders, save addresses and use the Psar wallet.

1. Open [Sign up](/sign-up) from the account icon at the top of any page.
2. Enter your name, your email address and, if you like, a Cambodian mobile number (for example +855 12 345 678 or 012 345 678).
3. Choose a password of at least 8 characters.
4. Tap **Sign up**. You are signed in straight away.

Once you are in, add your delivery address in [Address Book](/account/address-books) so that checkout is faster.

**Tip:** sign up for our newsletter in the footer to receive the code **WELCOME10** for 10% off your first purchase.`,
      kh: `ការបង្កើតគណនីគឺឥតគិតថ្លៃ ហើយចំណាយពេលប្រហែលមួយនាទីប៉ុណ្ណោះ។ អ្នកត្រូវការគណនីដើម្បីទូទាត់ប្រាក់ តាមដានការបញ្ជាទិញ រក្សាទុកអាសយដ្ឋាន និងប្រើកាបូប Psar។

1. ចុចរូបតំណាងគណនីនៅផ្នែកខាងលើនៃទំព័រ រួចបើក [ចុះឈ្មោះ](/sign-up)។
2. បញ្ចូលឈ្មោះ អាសយដ្ឋានអ៊ីមែល និងលេខទូរស័ព្ទនៅកម្ពុជា (ប្រសិនបើអ្នកចង់) ឧទាហរណ៍ +855 12 345 678 ឬ 012 345 678។
3. ជ្រើសរើសពាក្យសម្ងាត់ដែលមានយ៉ាងហោចណាស់ ៨ តួអក្សរ។
4. ចុច **ចុះឈ្មោះ**។ អ្នកនឹងចូលគណនីភ្លាមៗ។

បន្ទាប់ពីចូលរួច សូមបញ្ចូលអាសយដ្ឋានដឹកជញ្ជូនរបស់អ្នកនៅក្នុង [សៀវភៅអាសយដ្ឋាន](/account/address-books) ដើម្បីឱ្យការទូទាត់កាន់តែរហ័ស។

**គន្លឹះ៖** ចុះឈ្មោះទទួលព្រឹត្តិបត្ររបស់យើងនៅផ្នែកខាងក្រោមនៃទំព័រ ដើម្បីទទួលបានលេខកូដ **WELCOME10** សម្រាប់ការបញ្ចុះតម្លៃ ១០% លើការទិញលើកដំបូង។`,
    },
  },
  {
    categoryId: 3,
    slug: 'reset-forgotten-password',
    top: true,
    title: { en: 'I forgot my password. How do I reset it?', kh: 'ខ្ញុំភ្លេចពាក្យសម្ងាត់។ តើត្រូវកំណត់ឡើងវិញដោយរបៀបណា?' },
    body: {
      en: `You can set a new password yourself with a one-time code sent to your email.

1. On the [Login](/login) page, choose **Forgot password?** (or open [/forget-password](/forget-password)).
2. Enter the email address of your account and submit.
3. We email you a **6-digit code**. Enter it on the confirmation page.
4. Choose a new password of at least 8 characters and confirm it.

**Good to know**

- The code is valid for **10 minutes**. After that, request a new one.
- You have **5 tries** to enter the code correctly. After five wrong tries the code stops working and you need a new one.
- Only the newest code works; older codes are cancelled.
- No email? Check your spam or promotions folder, and make sure you typed the address you signed up with.

Still stuck? [Contact us](/customer-care/contact-us) and we will help you get back in.`,
      kh: `អ្នកអាចកំណត់ពាក្យសម្ងាត់ថ្មីដោយខ្លួនឯង ដោយប្រើលេខកូដប្រើតែម្តងដែលយើងផ្ញើទៅអ៊ីមែលរបស់អ្នក។

1. នៅទំព័រ [ចូលគណនី](/login) សូមចុច **ភ្លេចពាក្យសម្ងាត់?** (ឬបើក [/forget-password](/forget-password))។
2. បញ្ចូលអាសយដ្ឋានអ៊ីមែលនៃគណនីរបស់អ្នក ហើយបញ្ជូន។
3. យើងនឹងផ្ញើ **លេខកូដ ៦ ខ្ទង់** ទៅអ៊ីមែលរបស់អ្នក។ សូមបញ្ចូលលេខកូដនោះនៅទំព័របញ្ជាក់។
4. ជ្រើសរើសពាក្យសម្ងាត់ថ្មីដែលមានយ៉ាងហោចណាស់ ៨ តួអក្សរ ហើយបញ្ជាក់វាម្តងទៀត។

**គួរដឹង**

- លេខកូដមានសុពលភាព **១០ នាទី**។ ក្រោយពេលនោះ សូមស្នើសុំលេខកូដថ្មី។
- អ្នកអាចបញ្ចូលលេខកូដបាន **៥ ដង**។ បើបញ្ចូលខុសប្រាំដង លេខកូដនោះនឹងលែងប្រើបាន ហើយអ្នកត្រូវស្នើសុំលេខកូដថ្មី។
- មានតែលេខកូដចុងក្រោយបង្អស់ទេដែលប្រើបាន លេខកូដចាស់ៗត្រូវបានលុបចោល។
- មិនទទួលបានអ៊ីមែល? សូមពិនិត្យថតសារឥតបានការ (spam) ឬថតប្រូម៉ូសិន ហើយប្រាកដថាអ្នកបានវាយអាសយដ្ឋានអ៊ីមែលដែលបានចុះឈ្មោះត្រឹមត្រូវ។

នៅតែមានបញ្ហា? សូម [ទាក់ទងមកយើង](/customer-care/contact-us) យើងនឹងជួយឱ្យអ្នកចូលគណនីវិញបាន។`,
    },
  },
  {
    categoryId: 3,
    slug: 'change-password-and-sign-in-problems',
    title: { en: 'Changing my password and trouble signing in', kh: 'ការប្តូរពាក្យសម្ងាត់ និងបញ្ហាក្នុងការចូលគណនី' },
    body: {
      en: `**To change a password you know**

1. Sign in and open [My Profile](/account/profile).
2. Choose **Change password** (or go to [/account/profile/change-password](/account/profile/change-password)).
3. Enter your current password, then the new one (at least 8 characters) twice, and save.

**Can't sign in?**

- You can sign in with your email address or your phone number, plus your password.
- Passwords are case-sensitive: check that Caps Lock is off and the keyboard is not set to Khmer.
- After **5 wrong passwords** in a row, sign-in is paused for that account for **15 minutes**. This protects you from people guessing your password. Wait, then try again, or reset your password from [/forget-password](/forget-password) with a 6-digit email code.

If you think someone else knows your password, change it at once and [tell us](/customer-care/contact-us).`,
      kh: `**ដើម្បីប្តូរពាក្យសម្ងាត់ដែលអ្នកនៅចាំ**

1. ចូលគណនី ហើយបើក [ព័ត៌មានផ្ទាល់ខ្លួន](/account/profile)។
2. ចុច **ប្តូរពាក្យសម្ងាត់** (ឬចូលទៅ [/account/profile/change-password](/account/profile/change-password))។
3. បញ្ចូលពាក្យសម្ងាត់បច្ចុប្បន្ន បន្ទាប់មកបញ្ចូលពាក្យសម្ងាត់ថ្មី (យ៉ាងហោចណាស់ ៨ តួអក្សរ) ពីរដង ហើយរក្សាទុក។

**មិនអាចចូលគណនីបាន?**

- អ្នកអាចចូលគណនីដោយប្រើអាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ រួមជាមួយពាក្យសម្ងាត់។
- ពាក្យសម្ងាត់បែងចែកអក្សរធំ និងអក្សរតូច៖ សូមពិនិត្យថា Caps Lock មិនបានបើក ហើយក្តារចុចមិនបានកំណត់ជាភាសាខ្មែរ។
- បើបញ្ចូលពាក្យសម្ងាត់ខុស **៥ ដង** ជាប់ៗគ្នា ការចូលគណនីនោះនឹងត្រូវផ្អាករយៈពេល **១៥ នាទី**។ វិធាននេះការពារអ្នកពីអ្នកដែលព្យាយាមទាយពាក្យសម្ងាត់របស់អ្នក។ សូមរង់ចាំ រួចព្យាយាមម្តងទៀត ឬកំណត់ពាក្យសម្ងាត់ឡើងវិញនៅ [/forget-password](/forget-password) ដោយប្រើលេខកូដ ៦ ខ្ទង់តាមអ៊ីមែល។

បើអ្នកគិតថាមានអ្នកផ្សេងដឹងពាក្យសម្ងាត់របស់អ្នក សូមប្តូរវាភ្លាមៗ ហើយ [ប្រាប់យើង](/customer-care/contact-us)។`,
    },
  },
  {
    categoryId: 4,
    slug: 'update-my-profile',
    title: { en: 'How do I update my name, phone or email?', kh: 'តើខ្ញុំកែប្រែឈ្មោះ លេខទូរស័ព្ទ ឬអ៊ីមែលដោយរបៀបណា?' },
    body: {
      en: `Your profile holds the name and contact details we use on your orders.

1. Sign in and open [My Profile](/account/profile).
2. Choose **Edit** (or go to [/account/profile/edit](/account/profile/edit)).
3. Change your name or phone number and save.

Your name appears in the account menu greeting and on your orders. The phone number must be a Cambodian number, such as +855 12 345 678 or 012 345 678.

**Changing your email address:** because your email is used to sign in and to reset your password, it cannot be changed from the profile page. [Contact us](/customer-care/contact-us) from the email you signed up with and tell us the new address; we will confirm the change with you.

Changes to your profile do not change orders you have already placed: the delivery details of an order are the ones you chose at checkout.`,
      kh: `ព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នករួមមានឈ្មោះ និងព័ត៌មានទំនាក់ទំនងដែលយើងប្រើលើការបញ្ជាទិញរបស់អ្នក។

1. ចូលគណនី ហើយបើក [ព័ត៌មានផ្ទាល់ខ្លួន](/account/profile)។
2. ចុច **កែប្រែ** (ឬចូលទៅ [/account/profile/edit](/account/profile/edit))។
3. កែឈ្មោះ ឬលេខទូរស័ព្ទ រួចរក្សាទុក។

ឈ្មោះរបស់អ្នកបង្ហាញនៅក្នុងការស្វាគមន៍លើម៉ឺនុយគណនី និងនៅលើការបញ្ជាទិញ។ លេខទូរស័ព្ទត្រូវតែជាលេខនៅកម្ពុជា ដូចជា +855 12 345 678 ឬ 012 345 678។

**ការប្តូរអាសយដ្ឋានអ៊ីមែល៖** ដោយសារអ៊ីមែលត្រូវបានប្រើសម្រាប់ចូលគណនី និងកំណត់ពាក្យសម្ងាត់ឡើងវិញ អ្នកមិនអាចប្តូរវានៅទំព័រព័ត៌មានផ្ទាល់ខ្លួនបានទេ។ សូម [ទាក់ទងមកយើង](/customer-care/contact-us) ពីអ៊ីមែលដែលអ្នកបានចុះឈ្មោះ ហើយប្រាប់យើងពីអាសយដ្ឋានថ្មី យើងនឹងបញ្ជាក់ការផ្លាស់ប្តូរជាមួយអ្នក។

ការកែប្រែព័ត៌មានផ្ទាល់ខ្លួនមិនប៉ះពាល់ដល់ការបញ្ជាទិញដែលបានធ្វើរួចនោះទេ៖ ព័ត៌មានដឹកជញ្ជូននៃការបញ្ជាទិញ គឺជាព័ត៌មានដែលអ្នកបានជ្រើសរើសនៅពេលទូទាត់។`,
    },
  },
  {
    categoryId: 5,
    slug: 'manage-address-book',
    title: {
      en: 'Adding, editing and choosing a default address',
      kh: 'ការបន្ថែម ការកែប្រែ និងការជ្រើសរើសអាសយដ្ឋានលំនាំដើម',
    },
    body: {
      en: `Save the places you receive parcels, such as home or work, in your address book.

1. Open [Address Book](/account/address-books) and choose **Add new address** ([/account/address-books/create](/account/address-books/create)).
2. Choose the province (we deliver to all 25 provinces), then fill in district, commune, village, street, house number and building if there is one.
3. Add the receiver's name and phone number so the courier can call on arrival.
4. Save. Tick **Set as default** for the address you use most.

Your default address is pre-selected at checkout, and its province is shown as your delivery location in the site header.

To change an address, choose **Edit** next to it; to remove it, choose **Delete**. Changing an address does not affect orders already placed; if an order needs a new address, [contact us](/customer-care/contact-us) before it ships.`,
      kh: `រក្សាទុកទីកន្លែងដែលអ្នកទទួលកញ្ចប់ទំនិញ ដូចជាផ្ទះ ឬកន្លែងធ្វើការ នៅក្នុងសៀវភៅអាសយដ្ឋាន។

1. បើក [សៀវភៅអាសយដ្ឋាន](/account/address-books) ហើយចុច **បន្ថែមអាសយដ្ឋានថ្មី** ([/account/address-books/create](/account/address-books/create))។
2. ជ្រើសរើសខេត្ត (យើងដឹកជញ្ជូនទៅគ្រប់ ២៥ ខេត្តក្រុង) បន្ទាប់មកបំពេញស្រុក/ខណ្ឌ ឃុំ/សង្កាត់ ភូមិ ផ្លូវ លេខផ្ទះ និងអគារ (បើមាន)។
3. បញ្ចូលឈ្មោះ និងលេខទូរស័ព្ទរបស់អ្នកទទួល ដើម្បីឱ្យអ្នកដឹកជញ្ជូនអាចទូរស័ព្ទមកពេលមកដល់។
4. រក្សាទុក។ សូមធីក **កំណត់ជាលំនាំដើម** សម្រាប់អាសយដ្ឋានដែលអ្នកប្រើញឹកញាប់ជាងគេ។

អាសយដ្ឋានលំនាំដើមត្រូវបានជ្រើសរើសជាស្រេចនៅពេលទូទាត់ ហើយខេត្តរបស់វាបង្ហាញជាទីតាំងដឹកជញ្ជូននៅផ្នែកខាងលើនៃគេហទំព័រ។

ដើម្បីកែអាសយដ្ឋាន សូមចុច **កែប្រែ** នៅក្បែរវា ដើម្បីលុប សូមចុច **លុប**។ ការកែអាសយដ្ឋានមិនប៉ះពាល់ដល់ការបញ្ជាទិញដែលបានធ្វើរួចទេ។ បើការបញ្ជាទិញណាមួយត្រូវការអាសយដ្ឋានថ្មី សូម [ទាក់ទងមកយើង](/customer-care/contact-us) មុនពេលទំនិញត្រូវបានបញ្ចេញ។`,
    },
  },
  {
    categoryId: 6,
    slug: 'add-phone-number',
    title: { en: 'Why should I add my phone number?', kh: 'ហេតុអ្វីខ្ញុំគួរបញ្ចូលលេខទូរស័ព្ទ?' },
    body: {
      en: `Until your profile has a phone number, [My Profile](/account/profile) shows the reminder "Please complete your profile by adding your phone number."

A phone number helps in three ways:

- **Delivery:** couriers call before they arrive, especially in the provinces where addresses can be hard to find.
- **Signing in:** you can sign in with your phone number instead of your email.
- **Support:** our team can reach you quickly about an order, a return or a refund.

**How to add it**

1. Open [Edit profile](/account/profile/edit).
2. Enter a Cambodian mobile number: +855 followed by the number without the first 0 (for example +855 12 345 678), or the local form 012 345 678.
3. Save.

We check that the number has the right Cambodian format. Use a number you answer: if the courier cannot reach you, the delivery may be delayed.`,
      kh: `ដរាបណាព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នកមិនទាន់មានលេខទូរស័ព្ទ ទំព័រ [ព័ត៌មានផ្ទាល់ខ្លួន](/account/profile) នឹងបង្ហាញការរំលឹកថា «សូមបំពេញព័ត៌មានផ្ទាល់ខ្លួនរបស់អ្នកដោយបន្ថែមលេខទូរស័ព្ទ»។

លេខទូរស័ព្ទជួយអ្នកបានបីយ៉ាង៖

- **ការដឹកជញ្ជូន៖** អ្នកដឹកជញ្ជូនទូរស័ព្ទមកមុនពេលមកដល់ ជាពិសេសនៅតាមខេត្តដែលអាសយដ្ឋានពិបាករក។
- **ការចូលគណនី៖** អ្នកអាចចូលគណនីដោយប្រើលេខទូរស័ព្ទជំនួសអ៊ីមែល។
- **ជំនួយ៖** ក្រុមការងាររបស់យើងអាចទាក់ទងអ្នកបានរហ័សអំពីការបញ្ជាទិញ ការប្រគល់ទំនិញវិញ ឬការសងប្រាក់។

**របៀបបញ្ចូល**

1. បើក [កែប្រែព័ត៌មានផ្ទាល់ខ្លួន](/account/profile/edit)។
2. បញ្ចូលលេខទូរស័ព្ទចល័តនៅកម្ពុជា៖ +855 តាមដោយលេខដោយមិនដាក់លេខ 0 ខាងមុខ (ឧទាហរណ៍ +855 12 345 678) ឬទម្រង់ក្នុងស្រុក 012 345 678។
3. រក្សាទុក។

យើងពិនិត្យថាលេខនោះមានទម្រង់លេខទូរស័ព្ទកម្ពុជាត្រឹមត្រូវ។ សូមប្រើលេខដែលអ្នកតែងតែលើក៖ បើអ្នកដឹកជញ្ជូនមិនអាចទាក់ទងអ្នកបាន ការដឹកជញ្ជូនអាចនឹងយឺតយ៉ាវ។`,
    },
  },
  {
    categoryId: 7,
    slug: 'keep-your-account-secure',
    title: { en: 'How to keep your Psar account secure', kh: 'របៀបរក្សាសុវត្ថិភាពគណនី Psar របស់អ្នក' },
    body: {
      en: `Your account holds your addresses, orders and wallet balance, so protect it like a bank account.

- **Use a strong, unique password** of at least 8 characters that you do not use on other sites. Change it any time at [/account/profile/change-password](/account/profile/change-password).
- **Never share codes.** Psar staff will never ask for your password or the 6-digit reset code, by phone, Telegram or Facebook.
- **Sign out on shared devices** from the account menu (**Logout**).
- **Check your orders and wallet history** now and then at [/orders](/orders) and [/account/wallet](/account/wallet).

We also protect you: after 5 wrong passwords in a row, sign-in to that account is paused for 15 minutes, and a password reset code is valid for only 10 minutes and 5 tries.

If you see an order or a wallet payment you did not make, reset your password immediately and [contact us](/customer-care/contact-us) or call +855 23 900 800.`,
      kh: `គណនីរបស់អ្នកផ្ទុកអាសយដ្ឋាន ការបញ្ជាទិញ និងសមតុល្យកាបូប ដូច្នេះសូមការពារវាដូចគណនីធនាគារ។

- **ប្រើពាក្យសម្ងាត់រឹងមាំ និងមិនដូចគេ** ដែលមានយ៉ាងហោចណាស់ ៨ តួអក្សរ ហើយមិនប្រើនៅគេហទំព័រផ្សេង។ អ្នកអាចប្តូរវាបានគ្រប់ពេលនៅ [/account/profile/change-password](/account/profile/change-password)។
- **កុំចែករំលែកលេខកូដ។** បុគ្គលិក Psar មិនដែលសុំពាក្យសម្ងាត់ ឬលេខកូដកំណត់ឡើងវិញ ៦ ខ្ទង់ ពីអ្នកតាមទូរស័ព្ទ Telegram ឬ Facebook ឡើយ។
- **ចាកចេញពីគណនីនៅលើឧបករណ៍ដែលប្រើរួមគ្នា** តាមម៉ឺនុយគណនី (**ចាកចេញ**)។
- **ពិនិត្យការបញ្ជាទិញ និងប្រវត្តិកាបូប** ជាប្រចាំនៅ [/orders](/orders) និង [/account/wallet](/account/wallet)។

យើងក៏ការពារអ្នកដែរ៖ បើបញ្ចូលពាក្យសម្ងាត់ខុស ៥ ដងជាប់គ្នា ការចូលគណនីនោះនឹងត្រូវផ្អាក ១៥ នាទី ហើយលេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញមានសុពលភាពតែ ១០ នាទី និងអាចសាកបាន ៥ ដងប៉ុណ្ណោះ។

បើអ្នកឃើញការបញ្ជាទិញ ឬការទូទាត់ពីកាបូបដែលអ្នកមិនបានធ្វើ សូមកំណត់ពាក្យសម្ងាត់ឡើងវិញភ្លាមៗ ហើយ [ទាក់ទងមកយើង](/customer-care/contact-us) ឬទូរស័ព្ទមកលេខ +855 23 900 800។`,
    },
  },
  {
    categoryId: 8,
    slug: 'close-my-account',
    title: { en: 'How do I close my account?', kh: 'តើខ្ញុំបិទគណនីដោយរបៀបណា?' },
    body: {
      en: `You can ask us to close your Psar account at any time. Before you do, please check three things:

1. **Open orders:** orders that are still to pay, to ship or on the way must be delivered or cancelled first. See [Orders](/orders).
2. **Returns and refunds:** wait until any open return or refund is finished, see [My Returns](/orders/return).
3. **Wallet balance:** spend it first, or ask us in your request to transfer it to a Cambodian bank account in your own name. We check your identity first; promotional credit is not paid out.

**To close the account**, send a request through [Contact us](/customer-care/contact-us) with the topic "My account", from the email address you signed up with. We confirm by email, usually within 2 working days.

Closing an account signs you out everywhere and removes your addresses and saved cards. We keep order and payment records only as long as Cambodian tax and accounting law requires.`,
      kh: `អ្នកអាចស្នើសុំឱ្យយើងបិទគណនី Psar របស់អ្នកបានគ្រប់ពេល។ មុននឹងធ្វើដូច្នេះ សូមពិនិត្យបីចំណុច៖

1. **ការបញ្ជាទិញដែលមិនទាន់បញ្ចប់៖** ការបញ្ជាទិញដែលនៅរង់ចាំការទូទាត់ រង់ចាំការដឹកជញ្ជូន ឬកំពុងដឹកជញ្ជូន ត្រូវតែដឹកដល់ ឬលុបចោលជាមុនសិន។ សូមមើល [ការបញ្ជាទិញ](/orders)។
2. **ការប្រគល់ទំនិញវិញ និងការសងប្រាក់៖** សូមរង់ចាំរហូតដល់ការប្រគល់ទំនិញវិញ ឬការសងប្រាក់ទាំងអស់បានបញ្ចប់ សូមមើល [ការប្រគល់ទំនិញវិញរបស់ខ្ញុំ](/orders/return)។
3. **សមតុល្យកាបូប៖** សូមចាយវាជាមុន ឬស្នើសុំក្នុងសំណើរបស់អ្នក ឱ្យយើងផ្ទេរវាទៅគណនីធនាគារនៅកម្ពុជាដែលជាឈ្មោះរបស់អ្នកផ្ទាល់។ យើងនឹងផ្ទៀងផ្ទាត់អត្តសញ្ញាណរបស់អ្នកជាមុន ហើយឥណទានពីប្រូម៉ូសិនមិនត្រូវបានបើកជាប្រាក់ទេ។

**ដើម្បីបិទគណនី** សូមផ្ញើសំណើតាម [ទាក់ទងមកយើង](/customer-care/contact-us) ដោយជ្រើសប្រធានបទ «គណនីរបស់ខ្ញុំ» ពីអាសយដ្ឋានអ៊ីមែលដែលអ្នកបានចុះឈ្មោះ។ យើងនឹងបញ្ជាក់តាមអ៊ីមែល ជាធម្មតាក្នុងរយៈពេល ២ ថ្ងៃធ្វើការ។

ការបិទគណនីនឹងចាកចេញពីគណនីរបស់អ្នកនៅគ្រប់ឧបករណ៍ ហើយលុបអាសយដ្ឋាន និងកាតដែលបានរក្សាទុក។ យើងរក្សាទុកកំណត់ត្រាការបញ្ជាទិញ និងការទូទាត់ តែក្នុងរយៈពេលដែលច្បាប់ពន្ធដារ និងគណនេយ្យនៅកម្ពុជាតម្រូវប៉ុណ្ណោះ។`,
    },
  },
];
