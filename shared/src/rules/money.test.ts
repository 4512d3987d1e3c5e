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

  it('matches Intl.NumberFormat exactly, across magnitudes, cents and signs', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [
      0, 0.01, 0.09, 0.1, 0.99, 1, 9.99, 10, 99.5, 100, 999.99, 1000, 1000.01, 99999.99, 100000, 123456.78,
      1e6, 9007199254740.99, 42e12,
    ];
    for (let step = 0; step < 2000; step += 1)
      amounts.push(Math.round(Math.sin(step) * 10 ** (step % 12) * 100) / 100);
    for (const amount of amounts.flatMap((value) => [value, -value])) {
      expect([amount, formatUsd(amount)]).toEqual([amount, intl.format(roundMoney(amount))]);
    }
  });

  it('formats what no shop holds as Intl does', () => {
    expect(formatUsd(Number.NaN)).toBe('$NaN');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$∞');
    expect(formatUsd(-1e300)).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(-1e300),
    );
  });

  it('formats ordinary amounts without creating a number format (its first costs a phone ~50 ms)', async () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./money');
        expect(fresh.formatUsd(1234.5)).toBe('$1,234.50');
        expect(fresh.formatUsd(-0.5)).toBe('-$0.50');
      });
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });
});
