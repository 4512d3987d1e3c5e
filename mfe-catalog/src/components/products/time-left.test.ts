import { timeLeft, timeLeftUnits } from './time-left';

const now = new Date('2025-03-01T10:00:00Z');

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(timeLeft('2025-03-03T14:30:15Z', now)).toEqual({ days: 2, hours: 4, minutes: 30, seconds: 15 });
  });

  it('is null once the end has passed, at the end itself, or for a bad date', () => {
    expect(timeLeft('2025-03-01T09:59:59Z', now)).toBeNull();
    expect(timeLeft('2025-03-01T10:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });

  it('picks the two largest units worth showing', () => {
    expect(timeLeftUnits({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toBe('days');
    expect(timeLeftUnits({ days: 0, hours: 3, minutes: 0, seconds: 0 })).toBe('hours');
    expect(timeLeftUnits({ days: 0, hours: 0, minutes: 0, seconds: 9 })).toBe('minutes');
  });
});
