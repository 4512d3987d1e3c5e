/**
 * Cambodian phone numbers as the API accepts them: +855 or 0, then 8–9 digits, with spaces or
 * dashes anywhere (e.g. +855 12 345 678, 012 345 678).
 */
export function isCambodianPhone(value: string): boolean {
  return /^(\+855|0)[1-9]\d{7,8}$/.test(value.trim().replace(/[\s-]/g, ''));
}
