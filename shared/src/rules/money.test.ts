import { formatUsd, roundMoney } from './money';

describe('roundMoney', () => {
  it('removes binary floating-point artefacts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.1 * 3)).toBe(3.3);
  });

  it('rounds half away from zero, including decimals stored just below the half', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-0.125)).toBe(-0.13);
  });

  it('rounds to the nearest cent', () => {
    expect(roundMoney(1.234)).toBe(1.23);
    expect(roundMoney(1.236)).toBe(1.24);
    expect(roundMoney(16.9915)).toBe(16.99);
    expect(roundMoney(1234567.891)).toBe(1234567.89);
  });

  it('keeps whole and two-decimal amounts unchanged', () => {
    expect(roundMoney(0)).toBe(0);
    expect(roundMoney(7)).toBe(7);
    expect(roundMoney(19.99)).toBe(19.99);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0), 0)).toBe(true);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('returns non-finite values unchanged', () => {
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatUsd', () => {
  it('formats USD in en-US format with two decimals and thousands separators', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
  });

  it('formats negative amounts with a leading minus', () => {
    expect(formatUsd(-5)).toBe('-$5.00');
  });

  it('rounds like roundMoney before formatting', () => {
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(-0.001)).toBe('$0.00');
  });
});
