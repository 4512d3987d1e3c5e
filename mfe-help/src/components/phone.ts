/** Cambodian phone numbers as the API accepts them: 0 or +855, then 8–9 digits; spaces and dashes allowed. */
export const isCambodianPhone = (value: string) =>
  /^(\+855|0)[1-9]\d{7,8}$/.test(value.replace(/[\s-]/g, ''));
