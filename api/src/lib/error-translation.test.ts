import { localizeErrorBody, translateMessage } from './error-translation';
import { invalidInputMessage } from './http-errors';

describe('translateMessage', () => {
  it('says a known message in Khmer, and leaves it English for English', () => {
    expect(translateMessage('The email/phone or password is incorrect.', 'kh')).toBe(
      'អ៊ីមែល/លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។',
    );
    expect(translateMessage('The email/phone or password is incorrect.', 'en')).toBe(
      'The email/phone or password is incorrect.',
    );
  });

  it('fills the values of a pattern in, keeping numbers and names as they are', () => {
    expect(translateMessage('Only 3 left in stock.', 'kh')).toBe('នៅសល់ក្នុងស្តុកតែ 3 ប៉ុណ្ណោះ។');
    expect(translateMessage('Please wait 42 seconds before asking for a new code.', 'kh')).toBe(
      'សូមរង់ចាំ 42 វិនាទី មុនពេលស្នើសុំលេខកូដថ្មី។',
    );
    expect(translateMessage('perPage is at most 60', 'kh')).toBe('perPage មិនអាចលើសពី 60 បានទេ');
    expect(translateMessage('Spend at least $25.00 to use this voucher.', 'kh')).toBe(
      'សូមទិញយ៉ាងហោចណាស់ $25.00 ដើម្បីប្រើប័ណ្ណនេះ។',
    );
    expect(translateMessage('No route for GET /api/nothing-here', 'kh')).toBe(
      'មិនមានផ្លូវ API សម្រាប់ GET /api/nothing-here ទេ',
    );
  });

  it('says the values a pattern knows in Khmer', () => {
    expect(translateMessage('An order that is to ship cannot become returned.', 'kh')).toBe(
      'ការបញ្ជាទិញដែល «រង់ចាំដឹកជញ្ជូន» មិនអាចប្តូរទៅជា «បានប្រគល់វិញ» បានទេ។',
    );
    expect(translateMessage('This payment is already paid.', 'kh')).toBe(
      'ការទូទាត់នេះមានស្ថានភាព «បានទូទាត់» រួចហើយ។',
    );
    expect(translateMessage('Upload a JPEG, PNG, WebP or PDF file.', 'kh')).toBe(
      'សូមផ្ទុកឡើងឯកសារ JPEG, PNG, WebP ឬ PDF។',
    );
  });

  it('prefers an exact text to a pattern', () => {
    expect(translateMessage('Expiry month must be a number', 'kh')).toBe('ខែផុតកំណត់ត្រូវតែជាលេខ');
    expect(translateMessage('Invalid input: expected int, received number', 'kh')).toBe('ត្រូវតែជាចំនួនគត់');
  });

  it('fills typed placeholders only with their kind of value', () => {
    // `{field}` is one field name: a phrase is not half translated.
    expect(translateMessage('Expiry day must be a number', 'kh')).toBe('Expiry day must be a number');
    // `{count}` is a number.
    expect(translateMessage('Only a few left in stock.', 'kh')).toBe('Only a few left in stock.');
  });

  it('leaves a message the catalogue lacks in English', () => {
    expect(translateMessage('Something nobody wrote down.', 'kh')).toBe('Something nobody wrote down.');
  });
});

describe('localizeErrorBody', () => {
  const fields = { name: 'Enter your name', 'lines.0.quantity': 'At most 2.' };
  const body = { statusCode: 400, error: 'Bad Request', message: invalidInputMessage(fields), fields };

  it('answers English with the very same body', () => {
    expect(localizeErrorBody(body, 'en')).toBe(body);
  });

  it('translates the message and every field, keeping the status text and the field names', () => {
    expect(
      localizeErrorBody(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'This card is already saved.',
          fields: { phone: 'This phone number belongs to another account.' },
        },
        'kh',
      ),
    ).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'កាតនេះត្រូវបានរក្សាទុករួចហើយ។',
      fields: { phone: 'លេខទូរស័ព្ទនេះជារបស់គណនីផ្សេង។' },
    });
  });

  it("writes a form's summary again from the translated fields", () => {
    expect(localizeErrorBody(body, 'kh')).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'ព័ត៌មានដែលបានបញ្ចូលមិនត្រឹមត្រូវ។ name: សូមបញ្ចូលឈ្មោះរបស់អ្នក; lines.0.quantity: យ៉ាងច្រើន 2។',
      fields: { name: 'សូមបញ្ចូលឈ្មោះរបស់អ្នក', 'lines.0.quantity': 'យ៉ាងច្រើន 2។' },
    });
  });

  it('keeps the other properties of an answer (a fresh quote)', () => {
    const quote = { total: 12.5 };
    const localized = localizeErrorBody(
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'Prices have changed since you last looked. Please review the new total.',
        quote,
      },
      'kh',
    );
    expect(localized).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'តម្លៃបានផ្លាស់ប្តូរតាំងពីអ្នកមើលលើកមុន។ សូមពិនិត្យមើលតម្លៃសរុបថ្មី។',
      quote,
    });
  });
});
