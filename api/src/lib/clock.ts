/**
 * The API's clock for everything that depends on the date of a promotion, a daily deal or a voucher
 * (the catalogue's deals and promotions, checkout prices, voucher validity, the dashboard).
 *
 * In production it is the real time. Browser tests may move it (`PUT /api/testing/clock`, only with
 * `PSAR_TEST_CLOCK=1` outside production) to see tomorrow's deals today: the offset lives in this
 * process, so a test moving it runs against one API process.
 */
let offsetMs = 0;

/** Now, as promotions, deals and vouchers see it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** How far the clock runs ahead of the real time (negative: behind). */
export function clockOffset(): number {
  return offsetMs;
}

/** Moves the clock (tests only: the test clock route and unit tests call it). */
export function setClockOffset(milliseconds: number): void {
  offsetMs = milliseconds;
}

/**
 * Whether the test clock route is enabled: `PSAR_TEST_CLOCK=1` and not production. Both together
 * is a mistake that would let anyone move the shop's prices in time, so the API refuses to start.
 */
export function testClockEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.PSAR_TEST_CLOCK !== '1') return false;
  if (env.NODE_ENV === 'production')
    throw new Error(
      'PSAR_TEST_CLOCK=1 is for browser tests only: it must not be set with NODE_ENV=production',
    );
  return true;
}
