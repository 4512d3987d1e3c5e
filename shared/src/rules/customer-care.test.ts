import { careReference, parseCareReference } from './customer-care';

describe('customer-care references', () => {
  it('writes a kind prefix and at least six digits', () => {
    expect(careReference('ticket', 42)).toBe('CS-000042');
    expect(careReference('thread', 7)).toBe('MS-000007');
    expect(careReference('job_application', 1234567)).toBe('JA-1234567');
  });

  it('reads references back, however they are typed', () => {
    expect(parseCareReference('CS-000042')).toEqual({ kind: 'ticket', id: 42 });
    expect(parseCareReference(' cs-42 ')).toEqual({ kind: 'ticket', id: 42 });
    expect(parseCareReference('FB7')).toEqual({ kind: 'feedback', id: 7 });
    expect(parseCareReference('SA-000003')).toEqual({ kind: 'seller_application', id: 3 });
  });

  it('refuses what is not a reference', () => {
    expect(parseCareReference('XX-000042')).toBeNull();
    expect(parseCareReference('CS-000000')).toBeNull();
    expect(parseCareReference('CS-99999999999')).toBeNull();
    expect(parseCareReference('where is my order')).toBeNull();
    expect(parseCareReference('')).toBeNull();
  });
});
