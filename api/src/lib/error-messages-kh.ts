/**
 * The Khmer of every message the API answers with, keyed by its exact English text (the code
 * keeps writing English; the error handler translates the answer for a Khmer request).
 *
 * `{name}` in `en` stands for a value filled in at run time: `{field}` is one field name
 * (`perPage`, no spaces), `{count}`, `{min}`, `{max}`, `{seconds}` and `{days}` are numbers, any
 * other name is any text. `kh` repeats the placeholders it needs (it may leave some out), and
 * `values` says how a value reads in Khmer (an order status); others are kept as they are.
 * Exact texts win over patterns; patterns are tried in order, so specific ones come first.
 *
 * `api`: the messages in this API's code; error-messages-kh.test.ts fails when the code has one
 * that is missing here, or when an entry here no longer matches anything in the code.
 * `zod`: zod's own messages, for checks without a custom message (a `.max(254)`, a missing body).
 * `framework`: Fastify's and @fastify/multipart's 4xx messages (bad JSON, a body too large).
 */
export interface KhmerTranslation {
  en: string;
  kh: string;
  values?: Readonly<Record<string, (value: string) => string>>;
}

/** A placeholder's value by a dictionary; a value not in it is kept. */
const lookUp =
  (dictionary: Readonly<Record<string, string>>) =>
  (value: string): string =>
    dictionary[value] ?? value;

/** As `describeTypes` (content/uploads.ts) lists file types: "JPEG, PNG, WebP or PDF". */
const typeList = (value: string) => value.replace(/ or /g, ' ឬ ');

/** Order statuses as the operator's message writes them (`to_ship` → "to ship"), as mfe-account says them. */
const ORDER_STATUS = lookUp({
  'pending payment': 'រង់ចាំការទូទាត់',
  'to ship': 'រង់ចាំដឹកជញ្ជូន',
  shipping: 'រង់ចាំទទួល',
  delivered: 'បានបញ្ចប់',
  cancelled: 'បានលុបចោល',
  returned: 'បានប្រគល់វិញ',
});

const PAYMENT_STATUS = lookUp({
  pending: 'កំពុងរង់ចាំ',
  paid: 'បានទូទាត់',
  expired: 'ផុតកំណត់',
  cancelled: 'បានលុបចោល',
});

/** zod's type names (`expected number, received string`). */
const ZOD_TYPE = lookUp({
  string: 'អត្ថបទ',
  number: 'លេខ',
  int: 'ចំនួនគត់',
  boolean: 'true ឬ false',
  object: 'object',
  array: 'បញ្ជី',
  date: 'កាលបរិច្ឆេទ',
  null: 'ទទេ (null)',
  undefined: 'គ្មានអ្វីសោះ',
});

const api: readonly KhmerTranslation[] = [
  // The error handler and the shared helpers (lib/, plugins/).
  { en: 'Something went wrong on our side. Please try again.', kh: 'មានបញ្ហាកើតឡើងនៅខាងយើង។ សូមព្យាយាមម្តងទៀត។' },
  { en: 'No route for {method} {path}', kh: 'មិនមានផ្លូវ API សម្រាប់ {method} {path} ទេ' },
  { en: 'Invalid input. {summary}', kh: 'ព័ត៌មានដែលបានបញ្ចូលមិនត្រឹមត្រូវ។ {summary}' },
  { en: 'Not found.', kh: 'រកមិនឃើញទេ។' },
  { en: 'Please sign in to continue.', kh: 'សូមចូលគណនីដើម្បីបន្ត។' },
  { en: 'Missing X-Client-Type header.', kh: 'ខ្វះ header X-Client-Type។' },
  { en: 'A valid X-Operator-Token header is required.', kh: 'ត្រូវការ header X-Operator-Token ដែលត្រឹមត្រូវ។' },
  { en: 'Must be a positive whole number', kh: 'ត្រូវតែជាចំនួនគត់វិជ្ជមាន' },

  // Field checks shared by many query strings and bodies (`page must be a number`).
  { en: '{field} must be a number', kh: '{field} ត្រូវតែជាលេខ' },
  { en: '{field} must be a whole number', kh: '{field} ត្រូវតែជាចំនួនគត់' },
  { en: '{field} must be positive', kh: '{field} ត្រូវតែធំជាង 0' },
  { en: '{field} cannot be negative', kh: '{field} មិនអាចតិចជាង 0 បានទេ' },
  { en: '{field} must not be negative', kh: '{field} មិនអាចតិចជាង 0 បានទេ' },
  { en: '{field} must be at least {min}', kh: '{field} ត្រូវតែយ៉ាងហោចណាស់ {min}' },
  { en: '{field} starts at {min}', kh: '{field} ចាប់ផ្តើមពី {min}' },
  { en: '{field} is at most {max}', kh: '{field} មិនអាចលើសពី {max} បានទេ' },
  { en: '{field} must be true or false', kh: '{field} ត្រូវតែជា true ឬ false' },
  { en: '{field} must be one of {values}', kh: '{field} ត្រូវតែជាមួយក្នុងចំណោម៖ {values}' },
  { en: '{field} is one of {values}', kh: '{field} ត្រូវតែជាមួយក្នុងចំណោម៖ {values}' },
  { en: 'Use at least {count} characters', kh: 'សូមប្រើយ៉ាងហោចណាស់ {count} តួអក្សរ' },
  { en: 'Use at most {count} characters', kh: 'សូមប្រើមិនលើសពី {count} តួអក្សរ' },
  { en: 'Use at most {count} characters.', kh: 'សូមប្រើមិនលើសពី {count} តួអក្សរ។' },

  // Sign-up, sign-in, sessions, password reset (auth/).
  { en: 'Enter your name', kh: 'សូមបញ្ចូលឈ្មោះរបស់អ្នក' },
  { en: 'Enter a valid email address', kh: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ' },
  { en: 'Enter your email address', kh: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលរបស់អ្នក' },
  {
    en: 'Enter a Cambodian phone number, e.g. +855 12 345 678',
    kh: 'សូមបញ្ចូលលេខទូរស័ព្ទកម្ពុជា ឧ. +855 12 345 678',
  },
  { en: 'Enter your email or phone number', kh: 'សូមបញ្ចូលអ៊ីមែល ឬលេខទូរស័ព្ទរបស់អ្នក' },
  { en: 'Enter your password', kh: 'សូមបញ្ចូលពាក្យសម្ងាត់របស់អ្នក' },
  { en: 'Include at least one letter', kh: 'សូមដាក់អក្សរយ៉ាងហោចណាស់មួយ' },
  { en: 'Include at least one digit', kh: 'សូមដាក់លេខយ៉ាងហោចណាស់មួយ' },
  { en: 'Enter the 6-digit code', kh: 'សូមបញ្ចូលលេខកូដ 6 ខ្ទង់' },
  { en: 'An account with this email already exists.', kh: 'មានគណនីដែលប្រើអ៊ីមែលនេះរួចហើយ។' },
  {
    en: 'An account with this email already exists. Sign in instead?',
    kh: 'មានគណនីដែលប្រើអ៊ីមែលនេះរួចហើយ។ តើអ្នកចង់ចូលគណនីវិញទេ?',
  },
  { en: 'This phone number belongs to another account.', kh: 'លេខទូរស័ព្ទនេះជារបស់គណនីផ្សេង។' },
  { en: 'The email/phone or password is incorrect.', kh: 'អ៊ីមែល/លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។' },
  {
    en: 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
    kh: 'អ្នកបានព្យាយាមចូលគណនីច្រើនដងពេក។ សូមរង់ចាំ 15 នាទី រួចព្យាយាមម្តងទៀត ឬកំណត់ពាក្យសម្ងាត់ឡើងវិញ។',
  },
  { en: 'Your session has ended. Please sign in again.', kh: 'វគ្គចូលរបស់អ្នកបានបញ្ចប់ហើយ។ សូមចូលគណនីម្តងទៀត។' },
  { en: 'Account not found.', kh: 'រកមិនឃើញគណនីទេ។' },
  {
    en: 'Please wait {seconds} seconds before asking for a new code.',
    kh: 'សូមរង់ចាំ {seconds} វិនាទី មុនពេលស្នើសុំលេខកូដថ្មី។',
  },
  {
    en: 'There is no code waiting for this email. Ask for a new code.',
    kh: 'មិនមានលេខកូដណាកំពុងរង់ចាំសម្រាប់អ៊ីមែលនេះទេ។ សូមស្នើសុំលេខកូដថ្មី។',
  },
  { en: 'Too many wrong codes. Ask for a new code.', kh: 'អ្នកបានបញ្ចូលលេខកូដខុសច្រើនដងពេក។ សូមស្នើសុំលេខកូដថ្មី។' },
  { en: 'This code has expired. Ask for a new code.', kh: 'លេខកូដនេះផុតកំណត់ហើយ។ សូមស្នើសុំលេខកូដថ្មី។' },
  {
    en: 'This code is not correct. {count} tries left.',
    kh: 'លេខកូដនេះមិនត្រឹមត្រូវទេ។ អ្នកអាចព្យាយាមបាន {count} ដងទៀត។',
  },
  {
    en: 'This code is not correct. {count} try left.',
    kh: 'លេខកូដនេះមិនត្រឹមត្រូវទេ។ អ្នកអាចព្យាយាមបាន {count} ដងទៀត។',
  },
  {
    en: 'This password reset has expired. Please start again.',
    kh: 'ការកំណត់ពាក្យសម្ងាត់ឡើងវិញនេះបានផុតកំណត់។ សូមចាប់ផ្តើមម្តងទៀត។',
  },

  // Profile and address book (account/).
  { en: 'Enter a date as YYYY-MM-DD', kh: 'សូមបញ្ចូលកាលបរិច្ឆេទជាទម្រង់ YYYY-MM-DD' },
  { en: 'Enter your real date of birth', kh: 'សូមបញ្ចូលថ្ងៃខែឆ្នាំកំណើតពិតរបស់អ្នក' },
  { en: 'Choose female, male or other', kh: 'សូមជ្រើសរើស ស្រី ប្រុស ឬផ្សេងៗ' },
  { en: 'Enter your current password', kh: 'សូមបញ្ចូលពាក្យសម្ងាត់បច្ចុប្បន្នរបស់អ្នក' },
  { en: 'Your current password is not correct.', kh: 'ពាក្យសម្ងាត់បច្ចុប្បន្នរបស់អ្នកមិនត្រឹមត្រូវទេ។' },
  {
    en: 'Choose a password different from your current one.',
    kh: 'សូមជ្រើសរើសពាក្យសម្ងាត់ដែលខុសពីពាក្យសម្ងាត់បច្ចុប្បន្ន។',
  },
  { en: 'Choose home, office or other', kh: 'សូមជ្រើសរើស ផ្ទះ ការិយាល័យ ឬផ្សេងៗ' },
  { en: 'Choose one of the 25 provinces of Cambodia', kh: 'សូមជ្រើសរើសរាជធានី ឬខេត្តមួយក្នុងចំណោម 25 នៃប្រទេសកម្ពុជា' },
  { en: 'Enter the district (khan/srok)', kh: 'សូមបញ្ចូលខណ្ឌ/ស្រុក' },
  { en: 'Enter the commune (sangkat/khum)', kh: 'សូមបញ្ចូលសង្កាត់/ឃុំ' },
  { en: 'Village must be text', kh: 'ភូមិត្រូវតែជាអត្ថបទ' },
  { en: 'Street must be text', kh: 'ផ្លូវត្រូវតែជាអត្ថបទ' },
  { en: 'House number must be text', kh: 'លេខផ្ទះត្រូវតែជាអត្ថបទ' },
  { en: 'Building must be text', kh: 'អគារត្រូវតែជាអត្ថបទ' },
  { en: 'Use the 5 or 6 digits of the postal code, e.g. 12202', kh: 'សូមប្រើលេខកូដប្រៃសណីយ៍ 5 ឬ 6 ខ្ទង់ ឧ. 12202' },
  { en: 'This address is already in your address book.', kh: 'អាសយដ្ឋាននេះមាននៅក្នុងសៀវភៅអាសយដ្ឋានរបស់អ្នករួចហើយ។' },
  { en: 'Address not found.', kh: 'រកមិនឃើញអាសយដ្ឋានទេ។' },
  {
    en: 'You can keep up to {max} addresses. Delete one you no longer use first.',
    kh: 'អ្នកអាចរក្សាទុកអាសយដ្ឋានបានយ៉ាងច្រើន {max}។ សូមលុបអាសយដ្ឋានដែលអ្នកលែងប្រើសិន។',
  },

  // Payment options (payment-options/).
  { en: 'Use cod, wallet, khqr or card-<number>', kh: 'សូមប្រើ cod, wallet, khqr ឬ card-<number>' },
  { en: 'Choose the card brand', kh: 'សូមជ្រើសរើសម៉ាកកាត' },
  { en: 'Send the last four digits', kh: 'សូមផ្ញើលេខបួនខ្ទង់ចុងក្រោយ' },
  { en: 'Send exactly the last four digits', kh: 'សូមផ្ញើលេខបួនខ្ទង់ចុងក្រោយឲ្យបានត្រឹមត្រូវ' },
  { en: 'Expiry month must be a number', kh: 'ខែផុតកំណត់ត្រូវតែជាលេខ' },
  { en: 'Expiry month is 1–12', kh: 'ខែផុតកំណត់ត្រូវតែពី 1 ដល់ 12' },
  { en: 'Expiry year must be a number', kh: 'ឆ្នាំផុតកំណត់ត្រូវតែជាលេខ' },
  { en: 'Use a four-digit year', kh: 'សូមប្រើឆ្នាំ 4 ខ្ទង់' },
  { en: 'Enter the name on the card', kh: 'សូមបញ្ចូលឈ្មោះលើកាត' },
  {
    en: 'Use letters, spaces, dots, apostrophes and dashes only',
    kh: "សូមប្រើតែអក្សរ ដកឃ្លា ចំណុច សញ្ញា ' និងសញ្ញាដកប៉ុណ្ណោះ",
  },
  {
    en: 'Send only brand, last4, expMonth, expYear, holder and isDefault: never the full card number',
    kh: 'សូមផ្ញើតែ brand, last4, expMonth, expYear, holder និង isDefault ប៉ុណ្ណោះ៖ កុំផ្ញើលេខកាតពេញ',
  },
  { en: 'Payment option not found.', kh: 'រកមិនឃើញជម្រើសបង់ប្រាក់នេះទេ។' },
  { en: 'This card has expired.', kh: 'កាតនេះបានផុតកំណត់ហើយ។' },
  {
    en: 'You can save up to {max} cards. Remove one you no longer use first.',
    kh: 'អ្នកអាចរក្សាទុកកាតបានយ៉ាងច្រើន {max}។ សូមដកកាតដែលអ្នកលែងប្រើចេញសិន។',
  },
  { en: 'This card is already saved.', kh: 'កាតនេះត្រូវបានរក្សាទុករួចហើយ។' },
  {
    en: 'Cash on delivery, wallet and KHQR are always offered and cannot be removed.',
    kh: 'ការបង់ប្រាក់ពេលទទួលទំនិញ កាបូប និង KHQR តែងតែមានជានិច្ច ហើយមិនអាចដកចេញបានទេ។',
  },
  {
    en: 'This card has expired. Choose another payment option.',
    kh: 'កាតនេះបានផុតកំណត់ហើយ។ សូមជ្រើសរើសជម្រើសបង់ប្រាក់ផ្សេង។',
  },

  // Catalogue and wishlist (catalog/, wishlist/).
  { en: 'Search at most 100 characters', kh: 'សូមស្វែងរកមិនលើសពី 100 តួអក្សរ' },
  { en: 'minPrice must not exceed maxPrice', kh: 'minPrice មិនអាចលើសពី maxPrice បានទេ' },
  { en: 'orderBy must be endDate or startDate', kh: 'orderBy ត្រូវតែជា endDate ឬ startDate' },
  { en: 'This product does not exist or is no longer sold.', kh: 'ផលិតផលនេះមិនមាន ឬលែងលក់ហើយ។' },
  { en: 'Unknown image', kh: 'មិនស្គាល់រូបភាពនេះទេ' },
  { en: 'No such image.', kh: 'មិនមានរូបភាពនេះទេ។' },
  { en: 'This store does not exist.', kh: 'ហាងនេះមិនមានទេ។' },

  // Cart (cart/).
  { en: 'attributes must map names to values', kh: 'attributes ត្រូវតែផ្គូផ្គងឈ្មោះទៅនឹងតម្លៃ' },
  { en: 'This item is not in your cart.', kh: 'ទំនិញនេះមិនមាននៅក្នុងរទេះទំនិញរបស់អ្នកទេ។' },
  { en: 'Please choose an available option of this product.', kh: 'សូមជ្រើសរើសជម្រើសដែលមានលក់នៃផលិតផលនេះ។' },
  {
    en: 'No option of this product matches that choice.',
    kh: 'គ្មានជម្រើសណាមួយនៃផលិតផលនេះត្រូវនឹងការជ្រើសរើសនោះទេ។',
  },
  { en: 'This option is out of stock.', kh: 'ជម្រើសនេះអស់ពីស្តុកហើយ។' },
  { en: 'Only {count} left in stock.', kh: 'នៅសល់ក្នុងស្តុកតែ {count} ប៉ុណ្ណោះ។' },
  { en: 'At most {max} of one item per order.', kh: 'ទំនិញមួយមុខអាចបញ្ជាទិញបានយ៉ាងច្រើន {max} ក្នុងមួយការបញ្ជាទិញ។' },
  { en: 'At most {max}.', kh: 'យ៉ាងច្រើន {max}។' },

  // Orders, checkout and payments (orders/, payments/, wallet/, vouchers/).
  { en: 'cartIds must be a list of cart line ids', kh: 'cartIds ត្រូវតែជាបញ្ជីលេខសម្គាល់ទំនិញក្នុងរទេះ' },
  { en: 'Send either cartIds or buyNow.', kh: 'សូមផ្ញើ cartIds ឬ buyNow តែមួយប៉ុណ្ណោះ។' },
  { en: 'Choose at least one item to order.', kh: 'សូមជ្រើសរើសទំនិញយ៉ាងហោចណាស់មួយដើម្បីបញ្ជាទិញ។' },
  { en: 'voucherCode is too long', kh: 'voucherCode វែងពេក' },
  { en: 'expectedTotal must be the total you saw', kh: 'expectedTotal ត្រូវតែជាតម្លៃសរុបដែលអ្នកបានឃើញ' },
  {
    en: 'Send an Idempotency-Key header (8–200 letters, digits, - _ . :) with every order.',
    kh: 'សូមផ្ញើ header Idempotency-Key (អក្សរ លេខ - _ . : ពី 8 ដល់ 200 តួ) ជាមួយការបញ្ជាទិញនីមួយៗ។',
  },
  { en: 'Required: 8–200 letters, digits, - _ . :', kh: 'ចាំបាច់៖ អក្សរ លេខ - _ . : ពី 8 ដល់ 200 តួ' },
  { en: 'This order does not exist.', kh: 'ការបញ្ជាទិញនេះមិនមានទេ។' },
  { en: 'This address is not in your address book.', kh: 'អាសយដ្ឋាននេះមិនមាននៅក្នុងសៀវភៅអាសយដ្ឋានរបស់អ្នកទេ។' },
  { en: 'Choose one of your saved cards.', kh: 'សូមជ្រើសរើសកាតមួយក្នុងចំណោមកាតដែលអ្នកបានរក្សាទុក។' },
  { en: 'This card is not in your payment options.', kh: 'កាតនេះមិនមាននៅក្នុងជម្រើសបង់ប្រាក់របស់អ្នកទេ។' },
  {
    en: 'This card has expired. Please choose another payment method.',
    kh: 'កាតនេះបានផុតកំណត់ហើយ។ សូមជ្រើសរើសវិធីបង់ប្រាក់ផ្សេង។',
  },
  {
    en: 'Some items no longer have enough stock. Please review your order.',
    kh: 'ទំនិញខ្លះលែងមានស្តុកគ្រប់គ្រាន់ហើយ។ សូមពិនិត្យមើលការបញ្ជាទិញរបស់អ្នកឡើងវិញ។',
  },
  {
    en: 'Prices have changed since you last looked. Please review the new total.',
    kh: 'តម្លៃបានផ្លាស់ប្តូរតាំងពីអ្នកមើលលើកមុន។ សូមពិនិត្យមើលតម្លៃសរុបថ្មី។',
  },
  {
    en: 'An order that is {from} cannot become {to}.',
    kh: 'ការបញ្ជាទិញដែល «{from}» មិនអាចប្តូរទៅជា «{to}» បានទេ។',
    values: { from: ORDER_STATUS, to: ORDER_STATUS },
  },
  { en: 'Not a next status of this order.', kh: 'នេះមិនមែនជាស្ថានភាពបន្ទាប់នៃការបញ្ជាទិញនេះទេ។' },
  {
    en: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    kh: 'Idempotency-Key នេះត្រូវបានប្រើរួចហើយសម្រាប់ការបញ្ជាទិញផ្សេង។ សូមប្រើ key ថ្មីសម្រាប់ការបញ្ជាទិញថ្មី។',
  },
  { en: 'Already used for a different request.', kh: 'បានប្រើរួចហើយសម្រាប់សំណើផ្សេង។' },
  { en: 'This payment does not exist.', kh: 'ការទូទាត់នេះមិនមានទេ។' },
  {
    en: 'This KHQR payment has expired and can no longer be paid.',
    kh: 'ការទូទាត់ KHQR នេះបានផុតកំណត់ ហើយមិនអាចបង់បានទៀតទេ។',
  },
  { en: 'Expired.', kh: 'ផុតកំណត់ហើយ។' },
  {
    en: 'This payment is already {status}.',
    kh: 'ការទូទាត់នេះមានស្ថានភាព «{status}» រួចហើយ។',
    values: { status: PAYMENT_STATUS },
  },
  {
    en: 'Your wallet balance is not enough for this order.',
    kh: 'សមតុល្យកាបូបរបស់អ្នកមិនគ្រប់គ្រាន់សម្រាប់ការបញ្ជាទិញនេះទេ។',
  },
  { en: 'The smallest top-up is $1.00.', kh: 'ការបញ្ចូលទឹកប្រាក់តិចបំផុតគឺ $1.00។' },
  { en: 'The largest top-up is ${amount}.', kh: 'ការបញ្ចូលទឹកប្រាក់ច្រើនបំផុតគឺ ${amount}។' },
  { en: 'amount has at most two decimals', kh: 'amount មានខ្ទង់ទសភាគយ៉ាងច្រើនពីរខ្ទង់' },
  { en: 'Enter a voucher code.', kh: 'សូមបញ្ចូលលេខកូដប័ណ្ណ។' },
  { en: 'This voucher code is too long.', kh: 'លេខកូដប័ណ្ណនេះវែងពេក។' },
  { en: 'This voucher code does not exist.', kh: 'លេខកូដប័ណ្ណនេះមិនមានទេ។' },
  { en: 'This voucher has expired.', kh: 'ប័ណ្ណនេះផុតកំណត់ហើយ។' },
  { en: 'This voucher has been fully used.', kh: 'ប័ណ្ណនេះត្រូវបានប្រើអស់ហើយ។' },
  { en: 'Spend at least {amount} to use this voucher.', kh: 'សូមទិញយ៉ាងហោចណាស់ {amount} ដើម្បីប្រើប័ណ្ណនេះ។' },

  // Cancellations and returns (after-sales/).
  { en: 'Order not found.', kh: 'រកមិនឃើញការបញ្ជាទិញទេ។' },
  { en: 'This order is already cancelled.', kh: 'ការបញ្ជាទិញនេះត្រូវបានលុបចោលរួចហើយ។' },
  {
    en: 'This order can no longer be cancelled: it has already been shipped.',
    kh: 'ការបញ្ជាទិញនេះមិនអាចលុបចោលបានទៀតទេ៖ វាត្រូវបានដឹកចេញរួចហើយ។',
  },
  {
    en: 'A return has already been requested for this order.',
    kh: 'បានស្នើសុំប្រគល់ទំនិញវិញសម្រាប់ការបញ្ជាទិញនេះរួចហើយ។',
  },
  { en: 'Only delivered orders can be returned.', kh: 'មានតែការបញ្ជាទិញដែលបានទទួលរួចប៉ុណ្ណោះ ដែលអាចប្រគល់វិញបាន។' },
  {
    en: 'Returns can be requested within {days} days of delivery.',
    kh: 'អ្នកអាចស្នើសុំប្រគល់ទំនិញវិញបានក្នុងរយៈពេល {days} ថ្ងៃបន្ទាប់ពីទទួលបាន។',
  },
  { en: 'This item is not part of the order.', kh: 'ទំនិញនេះមិនមែនជាផ្នែកនៃការបញ្ជាទិញនេះទេ។' },
  { en: 'Each item can be listed once.', kh: 'ទំនិញនីមួយៗអាចដាក់ក្នុងបញ្ជីបានតែម្តងប៉ុណ្ណោះ។' },
  { en: 'This item is listed twice.', kh: 'ទំនិញនេះមានក្នុងបញ្ជីពីរដង។' },
  { en: 'You bought {count} of this item.', kh: 'អ្នកបានទិញទំនិញនេះចំនួន {count}។' },
  { en: 'Tell us why.', kh: 'សូមប្រាប់យើងពីមូលហេតុ។' },
  { en: 'Tell us why, in at least 5 characters.', kh: 'សូមប្រាប់យើងពីមូលហេតុ យ៉ាងហោចណាស់ 5 តួអក្សរ។' },
  { en: 'Keep the reason under 1000 characters.', kh: 'សូមសរសេរមូលហេតុមិនឲ្យលើសពី 1000 តួអក្សរ។' },
  { en: 'Choose the items to return.', kh: 'សូមជ្រើសរើសទំនិញដែលត្រូវប្រគល់វិញ។' },
  { en: 'Choose at least one item to return.', kh: 'សូមជ្រើសរើសទំនិញយ៉ាងហោចណាស់មួយដើម្បីប្រគល់វិញ។' },
  { en: 'Photo not found.', kh: 'រកមិនឃើញរូបថតទេ។' },
  { en: 'Send this form as multipart/form-data.', kh: 'សូមផ្ញើទម្រង់នេះជា multipart/form-data។' },
  { en: 'Photos must be JPEG, PNG or WebP images.', kh: 'រូបថតត្រូវតែជារូបភាព JPEG, PNG ឬ WebP។' },
  { en: 'Upload JPEG, PNG or WebP images.', kh: 'សូមផ្ទុកឡើងរូបភាព JPEG, PNG ឬ WebP។' },
  { en: 'A photo is too large. The limit is 5 MB per photo.', kh: 'រូបថតមួយធំពេក។ ទំហំអតិបរមាគឺ 5 MB ក្នុងមួយសន្លឹក។' },
  { en: 'Each photo can be at most 5 MB.', kh: 'រូបថតនីមួយៗមិនអាចលើសពី 5 MB ទេ។' },
  { en: 'Attach at most {max} photos.', kh: 'សូមភ្ជាប់រូបថតមិនលើសពី {max} សន្លឹក។' },

  // Reviews (reviews/).
  { en: 'Choose from 1 to 5 stars.', kh: 'សូមជ្រើសរើសពី 1 ដល់ 5 ផ្កាយ។' },
  { en: 'Write a few words about the item.', kh: 'សូមសរសេរពាក្យពីរបីអំពីទំនិញនេះ។' },
  { en: 'Write at least 10 characters.', kh: 'សូមសរសេរយ៉ាងហោចណាស់ 10 តួអក្សរ។' },
  { en: 'Keep your review under 2000 characters.', kh: 'សូមសរសេរការវាយតម្លៃរបស់អ្នកមិនឲ្យលើសពី 2000 តួអក្សរ។' },
  { en: 'Order item not found.', kh: 'រកមិនឃើញទំនិញក្នុងការបញ្ជាទិញនេះទេ។' },
  { en: 'You can review an item once it has been delivered.', kh: 'អ្នកអាចវាយតម្លៃទំនិញបាន បន្ទាប់ពីទទួលបានទំនិញរួច។' },
  { en: 'This item has not been delivered yet.', kh: 'ទំនិញនេះមិនទាន់បានដឹកដល់នៅឡើយទេ។' },
  {
    en: 'You have already reviewed this item. Edit your review instead.',
    kh: 'អ្នកបានវាយតម្លៃទំនិញនេះរួចហើយ។ សូមកែសម្រួលការវាយតម្លៃរបស់អ្នកជំនួសវិញ។',
  },
  { en: 'Already reviewed.', kh: 'បានវាយតម្លៃរួចហើយ។' },
  { en: 'Review not found.', kh: 'រកមិនឃើញការវាយតម្លៃទេ។' },
  { en: 'A review can have at most {max} photos.', kh: 'ការវាយតម្លៃមួយអាចមានរូបថតមិនលើសពី {max} សន្លឹក។' },
  { en: 'At most {max} photos in all.', kh: 'រូបថតសរុបមិនលើសពី {max} សន្លឹក។' },

  // Content pages, forms and uploads (content/, help/, newsletter/, mail/).
  { en: 'Please enter a name.', kh: 'សូមបញ្ចូលឈ្មោះ។' },
  { en: 'Please enter your name.', kh: 'សូមបញ្ចូលឈ្មោះរបស់អ្នក។' },
  { en: 'Please enter a valid e-mail address.', kh: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ។' },
  { en: 'Please enter your e-mail address.', kh: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលរបស់អ្នក។' },
  { en: 'This e-mail address is too long.', kh: 'អាសយដ្ឋានអ៊ីមែលនេះវែងពេក។' },
  { en: 'Enter a Cambodian phone number, e.g. 012 345 678.', kh: 'សូមបញ្ចូលលេខទូរស័ព្ទកម្ពុជា ឧ. 012 345 678។' },
  { en: 'Please enter your shop name.', kh: 'សូមបញ្ចូលឈ្មោះហាងរបស់អ្នក។' },
  { en: 'Please choose a province.', kh: 'សូមជ្រើសរើសរាជធានី/ខេត្ត។' },
  { en: 'Please choose what you sell.', kh: 'សូមជ្រើសរើសអ្វីដែលអ្នកលក់។' },
  { en: 'There is no page at this address.', kh: 'មិនមានទំព័រនៅអាសយដ្ឋាននេះទេ។' },
  { en: 'Please choose a rating.', kh: 'សូមជ្រើសរើសការវាយតម្លៃ។' },
  { en: 'A rating is 1 to 5.', kh: 'ការវាយតម្លៃគឺពី 1 ដល់ 5។' },
  { en: 'Please tell us more.', kh: 'សូមប្រាប់យើងបន្ថែម។' },
  { en: 'Please tell us more (at least 5 characters).', kh: 'សូមប្រាប់យើងបន្ថែម (យ៉ាងហោចណាស់ 5 តួអក្សរ)។' },
  {
    en: 'Please attach a photo or scan of your ID card or passport.',
    kh: 'សូមភ្ជាប់រូបថត ឬច្បាប់ស្កេននៃអត្តសញ្ញាណប័ណ្ណ ឬលិខិតឆ្លងដែនរបស់អ្នក។',
  },
  { en: 'Please choose where you will share Psar links.', kh: 'សូមជ្រើសរើសកន្លែងដែលអ្នកនឹងចែករំលែកតំណ Psar។' },
  {
    en: 'Enter the full address, e.g. https://facebook.com/yourpage.',
    kh: 'សូមបញ្ចូលអាសយដ្ឋានពេញ ឧ. https://facebook.com/yourpage។',
  },
  { en: 'Please choose your audience size.', kh: 'សូមជ្រើសរើសទំហំទស្សនិកជនរបស់អ្នក។' },
  { en: 'This job is no longer open.', kh: 'ការងារនេះលែងទទួលពាក្យហើយ។' },
  { en: 'Please attach your CV (PDF or Word).', kh: 'សូមភ្ជាប់ប្រវត្តិរូប (CV) របស់អ្នក (PDF ឬ Word)។' },
  { en: 'The file is too large. The limit is {size}.', kh: 'ឯកសារធំពេក។ ទំហំអតិបរមាគឺ {size}។' },
  { en: 'Attach one file only.', kh: 'សូមភ្ជាប់ឯកសារតែមួយប៉ុណ្ណោះ។' },
  {
    en: 'This type of file is not accepted. Upload a {types} file.',
    kh: 'មិនទទួលយកប្រភេទឯកសារនេះទេ។ សូមផ្ទុកឡើងឯកសារ {types}។',
    values: { types: typeList },
  },
  { en: 'Upload a {types} file.', kh: 'សូមផ្ទុកឡើងឯកសារ {types}។', values: { types: typeList } },
  { en: 'Please choose a topic.', kh: 'សូមជ្រើសរើសប្រធានបទ។' },
  {
    en: 'An order number has only letters, digits and dashes, e.g. PS-000123.',
    kh: 'លេខបញ្ជាទិញមានតែអក្សរ លេខ និងសញ្ញាដកប៉ុណ្ណោះ ឧ. PS-000123។',
  },
  {
    en: 'Please describe your question in at least 20 characters.',
    kh: 'សូមពិពណ៌នាសំណួររបស់អ្នកយ៉ាងហោចណាស់ 20 តួអក្សរ។',
  },
  { en: 'Enter something to search for.', kh: 'សូមបញ្ចូលអ្វីមួយដើម្បីស្វែងរក។' },
  { en: 'There is no help category with this id.', kh: 'មិនមានប្រភេទជំនួយដែលមានលេខសម្គាល់នេះទេ។' },
  { en: 'There is no help article with this id.', kh: 'មិនមានអត្ថបទជំនួយដែលមានលេខសម្គាល់នេះទេ។' },
  { en: 'language must be en or kh', kh: 'language ត្រូវតែជា en ឬ kh' },
  { en: 'to must be an e-mail address', kh: 'to ត្រូវតែជាអាសយដ្ឋានអ៊ីមែល' },

  // Messages with the shop (messages/).
  { en: 'Please write a message.', kh: 'សូមសរសេរសារ។' },
  { en: 'A message is at most 2000 characters.', kh: 'សារមួយមានយ៉ាងច្រើន 2000 តួអក្សរ។' },
  { en: 'Please give the conversation a subject.', kh: 'សូមដាក់ប្រធានបទឲ្យការសន្ទនា។' },
  { en: 'A subject is at most 120 characters.', kh: 'ប្រធានបទមានយ៉ាងច្រើន 120 តួអក្សរ។' },
  { en: 'This conversation does not exist.', kh: 'ការសន្ទនានេះមិនមានទេ។' },
];

const zod: readonly KhmerTranslation[] = [
  { en: 'Invalid input: expected {expected}, received undefined', kh: 'សូមបំពេញចំណុចនេះ' },
  { en: 'Invalid input: expected {expected}, received null', kh: 'សូមបំពេញចំណុចនេះ' },
  { en: 'Invalid input: expected int, received number', kh: 'ត្រូវតែជាចំនួនគត់' },
  {
    en: 'Invalid input: expected {expected}, received {received}',
    kh: 'ត្រូវតែជា{expected} (មិនមែន{received})',
    values: { expected: ZOD_TYPE, received: ZOD_TYPE },
  },
  { en: 'Invalid input: expected {value}', kh: 'ត្រូវតែជា {value}' },
  { en: 'Invalid input: more than one option matched', kh: 'តម្លៃនេះត្រូវនឹងជម្រើសច្រើនជាងមួយ' },
  { en: 'Invalid input', kh: 'ព័ត៌មានដែលបានបញ្ចូលមិនត្រឹមត្រូវ' },
  { en: 'Invalid option: expected one of {values}', kh: 'សូមជ្រើសរើសមួយក្នុងចំណោម៖ {values}' },
  { en: 'Too small: expected string to have >=1 characters', kh: 'សូមបំពេញចំណុចនេះ' },
  { en: 'Too small: expected string to have >={min} characters', kh: 'សូមប្រើយ៉ាងហោចណាស់ {min} តួអក្សរ' },
  { en: 'Too big: expected string to have <={max} characters', kh: 'សូមប្រើមិនលើសពី {max} តួអក្សរ' },
  { en: 'Too small: expected string to have exactly {count} characters', kh: 'ត្រូវតែមាន {count} តួអក្សរគត់' },
  { en: 'Too big: expected string to have exactly {count} characters', kh: 'ត្រូវតែមាន {count} តួអក្សរគត់' },
  { en: 'Too small: expected array to have >={min} items', kh: 'ត្រូវមានយ៉ាងហោចណាស់ {min} ធាតុ' },
  { en: 'Too big: expected array to have <={max} items', kh: 'អាចមានយ៉ាងច្រើន {max} ធាតុប៉ុណ្ណោះ' },
  { en: 'Too small: expected number to be >={min}', kh: 'ត្រូវតែយ៉ាងហោចណាស់ {min}' },
  { en: 'Too small: expected number to be >{min}', kh: 'ត្រូវតែធំជាង {min}' },
  { en: 'Too big: expected number to be <={max}', kh: 'មិនអាចលើសពី {max} បានទេ' },
  { en: 'Too big: expected number to be <{max}', kh: 'ត្រូវតែតិចជាង {max}' },
  { en: 'Too small: {details}', kh: 'តម្លៃនេះតូចពេក' },
  { en: 'Too big: {details}', kh: 'តម្លៃនេះធំពេក' },
  { en: 'Invalid email address', kh: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឲ្យបានត្រឹមត្រូវ' },
  { en: 'Invalid URL', kh: 'សូមបញ្ចូលអាសយដ្ឋាន URL ឲ្យបានត្រឹមត្រូវ' },
  { en: 'Invalid string: must match pattern {pattern}', kh: 'ទម្រង់នៃតម្លៃនេះមិនត្រឹមត្រូវទេ' },
  { en: 'Invalid number: must be a multiple of {step}', kh: 'ត្រូវតែជាពហុគុណនៃ {step}' },
  { en: 'Unrecognized key: {keys}', kh: 'មិនស្គាល់ចំណុច៖ {keys}' },
  { en: 'Unrecognized keys: {keys}', kh: 'មិនស្គាល់ចំណុច៖ {keys}' },
  { en: 'Invalid key in {origin}', kh: 'មានឈ្មោះមិនត្រឹមត្រូវនៅក្នុង {origin}' },
  { en: 'Invalid value in {origin}', kh: 'មានតម្លៃមិនត្រឹមត្រូវនៅក្នុង {origin}' },
  // The error handler's stand-in, should an issue come without a message.
  { en: 'Invalid value', kh: 'តម្លៃមិនត្រឹមត្រូវ' },
];

const framework: readonly KhmerTranslation[] = [
  { en: 'Unsupported Media Type', kh: 'មិនគាំទ្រប្រភេទទិន្នន័យ (Content-Type) នេះទេ' },
  { en: 'Request body is too large', kh: 'ទិន្នន័យដែលបានផ្ញើធំពេក' },
  { en: 'Request body size did not match Content-Length', kh: 'ទំហំទិន្នន័យដែលបានផ្ញើមិនត្រូវនឹង Content-Length ទេ' },
  {
    en: "Body cannot be empty when content-type is set to 'application/json'",
    kh: "ទិន្នន័យមិនអាចទទេបានទេ នៅពេល content-type ជា 'application/json'",
  },
  {
    en: "Body is not valid JSON but content-type is set to 'application/json'",
    kh: "ទិន្នន័យមិនមែនជា JSON ត្រឹមត្រូវទេ ទោះបី content-type ជា 'application/json' ក៏ដោយ",
  },
  { en: 'reach parts limit', kh: 'ទម្រង់មានផ្នែកច្រើនពេក' },
  { en: 'reach files limit', kh: 'មានឯកសារភ្ជាប់ច្រើនពេក' },
  { en: 'reach fields limit', kh: 'ទម្រង់មានចំណុចច្រើនពេក' },
  { en: 'request file too large', kh: 'ឯកសារធំពេក' },
  { en: 'prototype property is not allowed as field name', kh: 'ឈ្មោះចំណុចនេះមិនត្រូវបានអនុញ្ញាតទេ' },
  { en: 'the request is not multipart', kh: 'សំណើនេះមិនមែនជា multipart/form-data ទេ' },
  {
    en: 'a request field is not a valid JSON as declared by its Content-Type',
    kh: 'ចំណុចមួយនៃសំណើមិនមែនជា JSON ត្រឹមត្រូវ ដូចដែល Content-Type របស់វាបានប្រកាសទេ',
  },
  {
    en: 'the request was closed before the multipart data was fully parsed',
    kh: 'សំណើត្រូវបានបិទ មុនពេលទិន្នន័យទម្រង់ត្រូវបានអានចប់',
  },
];

export const KHMER_ERROR_MESSAGES = { api, zod, framework } as const;
