import { applyServerErrors, errorText, serverMessage, uploadErrorKey } from './server-errors';

type Values = { name: string; email: string; cv: File | null };
const FIELDS = ['name', 'email', 'cv'] as const;
// Stands in for i18next: shows which key was translated.
const t = (key: string) => `«${key}»`;
const answer = (status: number, body: Record<string, unknown>) => ({ status, data: { statusCode: status, error: 'Error', ...body } });

describe('uploadErrorKey and serverMessage', () => {
  it('translate a refused upload (413, 415) for forms with a file', () => {
    const tooLarge = answer(413, { message: 'The file is too large. The limit is 5 MB.' });
    const wrongType = answer(415, { message: 'This type of file is not accepted. Upload a PDF or Word (.docx) file.' });
    expect(uploadErrorKey(tooLarge, 'cv')).toBe('form.errors.fileTooLarge');
    expect(uploadErrorKey(wrongType, 'cv')).toBe('form.errors.cvType');
    expect(uploadErrorKey(wrongType, 'imageOrPdf')).toBe('form.errors.fileType');
    expect(serverMessage(tooLarge, t, 'fallback', 'imageOrPdf')).toBe('«form.errors.fileTooLarge»');
  });

  it("keep the API's message for other answers and for forms without a file", () => {
    const conflict = answer(409, { message: 'You applied for this job already.' });
    expect(uploadErrorKey(conflict, 'cv')).toBeNull();
    expect(serverMessage(conflict, t, 'fallback', 'cv')).toBe('You applied for this job already.');
    expect(serverMessage(answer(413, { message: 'Request body is too large' }), t, 'fallback')).toBe('Request body is too large');
    expect(serverMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, t, 'fallback')).toBe('fallback');
  });
});

describe('applyServerErrors', () => {
  it("puts the API's field messages next to the fields, in the API's words", () => {
    const setError = jest.fn();
    const error = answer(400, { message: 'Invalid input.', fields: { email: 'This address cannot receive mail.', unknown: 'ignored' } });
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback', { t })).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'This address cannot receive mail.' }, { shouldFocus: true });
    expect(errorText(t, setError.mock.calls[0][1])).toBe('This address cannot receive mail.');
  });

  it('shows a refused file type next to the file field, translated', () => {
    const setError = jest.fn();
    const error = answer(415, { message: 'This type of file is not accepted. Upload a PDF or Word (.docx) file.', fields: { cv: 'Upload a PDF or Word (.docx) file.' } });
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback', { t, upload: { field: 'cv', kind: 'cv' } })).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
    const [field, fieldError] = setError.mock.calls[0];
    expect(field).toBe('cv');
    expect(errorText(t, fieldError)).toBe('«form.errors.cvType»');
  });

  it('shows a file that is too large for the form as a whole, translated', () => {
    const setError = jest.fn();
    const error = answer(413, { message: 'The file is too large. The limit is 5 MB.' });
    expect(applyServerErrors<Values>(error, FIELDS, setError, 'fallback', { t, upload: { field: 'cv', kind: 'cv' } })).toBe('«form.errors.fileTooLarge»');
    expect(setError).not.toHaveBeenCalled();
  });

  it("keeps the API's message for the form when no field applies, else the fallback", () => {
    const setError = jest.fn();
    expect(applyServerErrors<Values>(answer(429, { message: 'Too many requests. Wait a minute.' }), FIELDS, setError, 'fallback', { t, upload: { field: 'cv', kind: 'cv' } })).toBe('Too many requests. Wait a minute.');
    expect(applyServerErrors<Values>({ status: 'FETCH_ERROR', error: 'offline' }, FIELDS, setError, 'fallback', { t })).toBe('fallback');
    expect(setError).not.toHaveBeenCalled();
  });
});
