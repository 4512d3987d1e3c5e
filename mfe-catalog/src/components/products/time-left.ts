export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time from `now` until `endDate` in whole units, or null once it has passed (or is not a date). */
export function timeLeft(endDate: string, now: Date): TimeLeft | null {
  const end = Date.parse(endDate);
  const remaining = end - now.getTime();
  if (Number.isNaN(remaining) || remaining <= 0) return null;
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
  };
}

/** The two largest units worth showing: days+hours, hours+minutes, or minutes+seconds. */
export function timeLeftUnits(left: TimeLeft): 'days' | 'hours' | 'minutes' {
  if (left.days > 0) return 'days';
  if (left.hours > 0) return 'hours';
  return 'minutes';
}
