import { auditDiff, diffValue } from './audit-diff';

describe('auditDiff', () => {
  it('keeps only the fields that changed', () => {
    expect(
      auditDiff({ email: 'a@psar.test', role: 'support_agent' }, { email: 'a@psar.test', role: 'owner' }),
    ).toEqual([{ field: 'role', before: 'support_agent', after: 'owner' }]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(auditDiff(null, { code: 'RAIN', value: 5 })).toEqual([
      { field: 'code', before: null, after: 'RAIN' },
      { field: 'value', before: null, after: 5 },
    ]);
    expect(auditDiff({ code: 'RAIN' }, null)).toEqual([{ field: 'code', before: 'RAIN', after: null }]);
  });

  it('compares nested values whole and fields present on one side only', () => {
    expect(auditDiff({ ids: [1, 2] }, { ids: [1, 2], added: true })).toEqual([
      { field: 'added', before: null, after: true },
    ]);
    expect(auditDiff({ ids: [1, 2] }, { ids: [2, 1] })).toEqual([
      { field: 'ids', before: [1, 2], after: [2, 1] },
    ]);
  });

  it('compares values that are not objects as one row', () => {
    expect(auditDiff(3, 4)).toEqual([{ field: '', before: 3, after: 4 }]);
    expect(auditDiff('same', 'same')).toEqual([]);
  });

  it('writes values as text', () => {
    expect(diffValue('owner')).toBe('owner');
    expect(diffValue(null)).toBe('');
    expect(diffValue({ a: 1 })).toBe('{"a":1}');
    expect(diffValue(false)).toBe('false');
  });
});
