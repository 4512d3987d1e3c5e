import { cleanParams } from './clean-params';

describe('cleanParams', () => {
  it('drops false, null, empty string, undefined and empty arrays', () => {
    expect(cleanParams({ a: false, b: null, c: '', d: undefined, e: [], keep: 'x' })).toEqual({ keep: 'x' });
  });

  it('really removes the keys (not just sets them to undefined)', () => {
    const result = cleanParams({ a: undefined, b: 1 });
    expect(Object.keys(result)).toEqual(['b']);
    expect('a' in result).toBe(false);
  });

  it('keeps 0, true, non-empty arrays and other strings', () => {
    expect(
      cleanParams({ page: 0, isActive: true, ids: [1, 2], search: 'shoes', space: ' ', zero: '0' }),
    ).toEqual({ page: 0, isActive: true, ids: [1, 2], search: 'shoes', space: ' ', zero: '0' });
  });

  it('distinguishes 0 from false', () => {
    expect(cleanParams({ zero: 0, no: false })).toEqual({ zero: 0 });
  });

  it('keeps arrays holding only droppable values and objects (the check is shallow)', () => {
    const nested = { inner: null };
    expect(cleanParams({ list: [null], nested, empty: {} })).toEqual({
      list: [null],
      nested: { inner: null },
      empty: {},
    });
  });

  it('keeps NaN (not in the spec list)', () => {
    expect(cleanParams({ n: Number.NaN })).toEqual({ n: Number.NaN });
  });

  it('returns a new object and does not mutate the input', () => {
    const input = { a: 1, b: null, c: [] as string[] };
    const snapshot = { ...input };
    const result = cleanParams(input);
    expect(result).not.toBe(input);
    expect(input).toEqual(snapshot);
    expect(result).toEqual({ a: 1 });
  });

  it('returns a new object even when nothing is dropped', () => {
    const input = { a: 1 };
    const result = cleanParams(input);
    expect(result).toEqual({ a: 1 });
    expect(result).not.toBe(input);
  });

  it('gives an empty object for empty, null or undefined params', () => {
    expect(cleanParams({})).toEqual({});
    expect(cleanParams(null)).toEqual({});
    expect(cleanParams(undefined)).toEqual({});
  });

  it('keeps key order of the remaining keys', () => {
    expect(Object.keys(cleanParams({ z: 1, y: null, x: 'a', w: 2 }))).toEqual(['z', 'x', 'w']);
  });
});
