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

let usdFormatter: Intl.NumberFormat | undefined;

/** Thousands separators for a string of digits: '1234567' → '1,234,567'. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Formats an amount as US dollars in en-US format, always with two decimals:
 * `formatUsd(1234.5) === '$1,234.50'`, `formatUsd(-5) === '-$5.00'`.
 * The amount is rounded with `roundMoney` first so display and arithmetic agree.
 *
 * Written out for every amount a shop can hold (whole cents that are safe integers), with exactly
 * `Intl.NumberFormat`'s output (a unit test compares them): a page's first number format costs a
 * phone about 50 ms of blocked main thread while ICU loads its number data, and the catalog's
 * first screen is mostly prices. Anything else (NaN, ±∞, astronomical sums) goes to Intl.
 */
export function formatUsd(amount: number): string {
  const rounded = roundMoney(amount);
  const cents = Math.round(Math.abs(rounded) * 100);
  if (!Number.isSafeInteger(cents)) {
    usdFormatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return usdFormatter.format(rounded);
  }
  const dollars = String(Math.floor(cents / 100)).replace(THOUSANDS, ',');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
