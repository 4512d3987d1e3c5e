import { maskEmail } from './email-mask';

describe('maskEmail', () => {
  it('keeps the first 2 and last 2 characters of a long local part', () => {
    expect(maskEmail('dara.sok@example.com')).toBe('da***ok@example.com');
  });

  it('shows the last 2 characters from local part length 5 (longer than 4)', () => {
    expect(maskEmail('abcde@x.io')).toBe('ab***de@x.io');
  });

  it('shows only the first 2 characters at local part length exactly 4', () => {
    expect(maskEmail('abcd@x.io')).toBe('ab***@x.io');
  });

  it('shows only the first 2 characters at local part length 3', () => {
    expect(maskEmail('abc@x.io')).toBe('ab***@x.io');
  });

  it('keeps a 1- or 2-character local part whole, followed by ***', () => {
    expect(maskEmail('ab@x.io')).toBe('ab***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('gives *** for an empty local part', () => {
    expect(maskEmail('@x.io')).toBe('***@x.io');
  });

  it('keeps the domain unchanged', () => {
    expect(maskEmail('sokha.chan@Mail.Example.com.kh')).toBe('so***an@Mail.Example.com.kh');
  });

  it('splits at the last @', () => {
    expect(maskEmail('"a@b"cdef@x.io')).toBe('"a***ef@x.io');
  });

  it('masks a string without @ as if it were all local part, adding no domain', () => {
    expect(maskEmail('abcdefg')).toBe('ab***fg');
    expect(maskEmail('abcd')).toBe('ab***');
    expect(maskEmail('0123456789')).toBe('01***89');
  });

  it('gives an empty string for an empty string', () => {
    expect(maskEmail('')).toBe('');
  });

  it('counts code points, so astral characters are not cut in half', () => {
    expect(maskEmail('😀😁xyz😂😃@x.io')).toBe('😀😁***😂😃@x.io');
  });
});
