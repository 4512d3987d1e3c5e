import { i18n, initI18n } from '@storefront/shared';
import enErrors from '@storefront/shared/locales/en/errors.json';
import khErrors from '@storefront/shared/locales/kh/errors.json';
import { applyServerErrors, errorText } from './server-errors';

type Values = { name: string; email: string; cv: File | null };
const FIELDS = ['name', 'email', 'cv'] as const;
// Stands in for i18next on the form's own keys: shows which key was translated.
const t = (key: string) => `«${key}»`;
/** How the API refuses: a code with its params; its own sentence is never what the form shows. */
const problem = (code: string, params: Record<string, string | number> = {}) => ({
  code,
  params,
  message: `${code} (server wording)`,
});
const answer = (status: number, body: Record<string, unknown>) => ({
  status,
  data: { statusCode: status, error: 'Error', ...body },
});

beforeAll(async () => {
  await initI18n({ resources: { en: { errors: enErrors }, kh: { errors: khErrors } } });
});
afterEach(() => i18n.changeLanguage('en'));

describe('applyServerErrors', () => {
  it("puts the API's field problems next to the fields, translated from their codes", () => {
    const setError = jest.fn();
    const error = answer(400, {
      ...problem('request.invalid_input'),
      fields: { email: problem('form.email_invalid'), unknown: problem('form.name_required') },
    });
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback')).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Please enter a valid e-mail address.' },
      { shouldFocus: true },
    );
    expect(errorText(t, setError.mock.calls[0][1])).toBe('Please enter a valid e-mail address.');
  });

  it('shows a refused file type next to the file field, in the interface language', async () => {
    const types = { types: 'cv' };
    const error = answer(415, {
      ...problem('upload.type_not_accepted', types),
      fields: { cv: problem('upload.type_field', types) },
    });
    const setError = jest.fn();
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback')).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    const [field, fieldError] = setError.mock.calls[0];
    expect(field).toBe('cv');
    expect(errorText(t, fieldError)).toBe('Upload a PDF or Word (.docx) file.');

    await i18n.changeLanguage('kh');
    const inKhmer = jest.fn();
    applyServerErrors<Values>(error, FIELDS, inKhmer, 'fallback');
    expect(errorText(t, inKhmer.mock.calls[0][1])).toBe('សូមផ្ទុកឡើងឯកសារ PDF ឬ Word (.docx)។');
  });

  it('shows a file that is too large for the form as a whole, with its limit', async () => {
    const setError = jest.fn();
    const error = answer(413, problem('upload.too_large', { megabytes: 5 }));
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback')).toBe(
      'The file is too large. The limit is 5 MB.',
    );
    await i18n.changeLanguage('kh');
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback')).toBe('ឯកសារធំពេក។ ទំហំអតិបរមាគឺ ៥ MB។');
    expect(setError).not.toHaveBeenCalled();
  });

  it("shows the form's other refusals from their codes, else the API's message, else the fallback", () => {
    const setError = jest.fn();
    expect(
      applyServerErrors<Values>(answer(400, problem('upload.one_file_only')), FIELDS, setError, 'fallback'),
    ).toBe('Attach one file only.');
    expect(
      applyServerErrors<Values>(answer(409, problem('job.not_open')), FIELDS, setError, 'fallback'),
    ).toBe('This job is no longer open.');
    expect(
      applyServerErrors<Values>(answer(429, problem('some.future_code')), FIELDS, setError, 'fallback'),
    ).toBe('some.future_code (server wording)');
    expect(
      applyServerErrors<Values>({ status: 'FETCH_ERROR', error: 'offline' }, FIELDS, setError, 'fallback'),
    ).toBe('fallback');
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('errorText', () => {
  it("translates the form's own keys and shows the API's messages as they are", () => {
    expect(errorText(t, { type: 'too_small', message: 'form.errors.nameRequired' })).toBe(
      '«form.errors.nameRequired»',
    );
    expect(errorText(t, { type: 'server', message: 'Please enter a name.' })).toBe('Please enter a name.');
    expect(errorText(t, undefined)).toBeUndefined();
  });
});
