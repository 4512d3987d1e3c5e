import { DEFAULT_TRUNCATE_LENGTH, ELLIPSIS, truncate } from './truncate';

const twenty = 'abcdefghijklmnopqrst';

describe('truncate', () => {
  it('defaults to 20 characters and uses the single character …', () => {
    expect(DEFAULT_TRUNCATE_LENGTH).toBe(20);
    expect(ELLIPSIS).toBe('…');
    expect(ELLIPSIS).toHaveLength(1);
  });

  it('keeps text of exactly 20 characters unchanged', () => {
    expect(twenty).toHaveLength(20);
    expect(truncate(twenty)).toBe(twenty);
  });

  it('cuts text of 21 characters to 20 plus …', () => {
    expect(truncate(`${twenty}u`)).toBe(`${twenty}…`);
  });

  it('keeps short and empty text unchanged', () => {
    expect(truncate('Mango')).toBe('Mango');
    expect(truncate('')).toBe('');
  });

  it('accepts another maximum', () => {
    expect(truncate('Hello world', 5)).toBe('Hello…');
    expect(truncate('Hello', 5)).toBe('Hello');
    expect(truncate('Hello', 0)).toBe('…');
    expect(truncate('', 0)).toBe('');
  });

  it('keeps whitespace before the ellipsis', () => {
    expect(truncate('Hello world', 6)).toBe('Hello …');
  });

  it('counts Khmer grapheme clusters, not code units', () => {
    const ka = 'កា'; // KA + AA (spacing vowel sign): 2 code units, 1 grapheme cluster
    expect(ka).toHaveLength(2);
    expect(truncate(ka.repeat(20))).toBe(ka.repeat(20));
    expect(truncate(ka.repeat(21))).toBe(`${ka.repeat(20)}…`);
  });

  it('never separates a Khmer base letter from its combining marks', () => {
    // ហ៊ុ = HA + TRIISAP + U: one cluster of 3 code units.
    expect(truncate('ហ៊ុនសែន', 1)).toBe('ហ៊ុ…');
    expect(truncate('ហ៊ុន', 2)).toBe('ហ៊ុន');
  });

  it('never ends a Khmer cut on a sign, subscript marker or in the middle of a cluster', () => {
    const text = 'ក្រុមហ៊ុនលក់ទំនិញអនឡាញនៅកម្ពុជាសួស្តីកាហ្វេ';
    const segmenter = new Intl.Segmenter('km', { granularity: 'grapheme' });
    const clusters = Array.from(segmenter.segment(text), (s) => s.segment);
    expect(clusters.length).toBeGreaterThan(20);
    for (let max = 1; max <= 20; max += 1) {
      const result = truncate(text, max);
      expect(result.endsWith('…')).toBe(true);
      const kept = result.slice(0, -1);
      expect(kept).toBe(clusters.slice(0, max).join(''));
      // U+17B6–U+17D3 are dependent vowels, signs and the coeng (subscript) marker.
      expect(text.charAt(kept.length)).not.toMatch(/[\u17B6-\u17D3]/);
    }
  });

  it('keeps Khmer text of at most 20 clusters whole even when it has more code units', () => {
    const text = 'សួស្តីកាហ្វេ'; // 4 clusters, 12 code units
    expect(text.length).toBeGreaterThan(4);
    expect(truncate(text, 4)).toBe(text);
  });

  it('keeps emoji sequences whole', () => {
    const family = '👨‍👩‍👧';
    expect(truncate(`${family}${family}`, 1)).toBe(`${family}…`);
  });

  it('cuts accented Latin text exactly where grapheme clusters end', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    for (const text of [
      'Crème brûlée façon Kampot, ½ kg',
      'Cre\u0300me bru\u0302le\u0301e de Kampot',
      'Line one\r\nLine two and three',
    ]) {
      const clusters = Array.from(segmenter.segment(text), (s) => s.segment);
      for (let max = 0; max < clusters.length; max += 1) {
        expect(truncate(text, max)).toBe(`${clusters.slice(0, max).join('')}…`);
      }
    }
  });

  it('builds no segmenter for English or other precomposed Latin text', async () => {
    const segmenter = jest.spyOn(Intl, 'Segmenter');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./truncate');
      expect(fresh.truncate('Panasonic Pro Laptop 12, Crème edition')).toBe('Panasonic Pro Laptop…');
    });
    expect(segmenter).not.toHaveBeenCalled();
    segmenter.mockRestore();
  });

  it.each([-1, 1.5, Number.NaN])('throws a RangeError for max %p', (max) => {
    expect(() => truncate('text', max)).toThrow(RangeError);
  });
});
