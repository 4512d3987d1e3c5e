import { DEFAULT_MAIL_RETRY_POLICY, MAIL_TEMPLATES, OUTBOX_STATUSES, mailRetryDelayMs } from './outbox';

describe('mail retry delay', () => {
  it('doubles from 30 seconds up to an hour, then gives up after the 8th try', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempts) => mailRetryDelayMs(attempts));
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(mailRetryDelayMs(8)).toBeNull();
    expect(mailRetryDelayMs(9)).toBeNull();
  });

  it('caps the wait', () => {
    const policy = { baseDelayMs: 1_000, maxDelayMs: 5_000, maxAttempts: 100 };
    expect(mailRetryDelayMs(3, policy)).toBe(4_000);
    expect(mailRetryDelayMs(4, policy)).toBe(5_000);
    expect(mailRetryDelayMs(99, policy)).toBe(5_000);
  });

  it('treats a first try that has not happened yet like the first failure', () => {
    expect(mailRetryDelayMs(0)).toBe(DEFAULT_MAIL_RETRY_POLICY.baseDelayMs);
  });

  it('lists each template and status once', () => {
    expect(new Set(MAIL_TEMPLATES).size).toBe(MAIL_TEMPLATES.length);
    expect(new Set(OUTBOX_STATUSES).size).toBe(OUTBOX_STATUSES.length);
  });
});
