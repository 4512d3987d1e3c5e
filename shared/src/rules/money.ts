// Money helpers (spec section 9: "Currency displayed in USD, en-US format").
// Amounts are US dollars as plain numbers with at most two decimals (see domain/types.ts).

/**
 * Rounds an amount to whole cents, half away from zero, without binary floating-point artefacts:
 * `roundMoney(0.1 + 0.2) === 0.3`, `roundMoney(1.005) === 1.01`, `roundMoney(-1.005) === -1.01`.
 * The value in cents is first cut to 15 significant digits, which removes the representation error
 * of decimals like 1.005 (stored as 1.00499999…) before rounding. Never returns -0.
 * Non-finite input (NaN, ±Infinity) is returned unchanged.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = (Math.sign(amount) * Math.round(cents)) / 100;
  // `+ 0` turns -0 into 0 so that results compare and print cleanly.
  return rounded + 0;
}

const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Formats an amount as US dollars in en-US format, always with two decimals:
 * `formatUsd(1234.5) === '$1,234.50'`, `formatUsd(-5) === '-$5.00'`.
 * The amount is rounded with `roundMoney` first so display and arithmetic agree.
 */
export function formatUsd(amount: number): string {
  return usdFormatter.format(roundMoney(amount));
}
