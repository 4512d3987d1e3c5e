// Limits the API enforces (its contract schemas use these) and the forms check first, so a shopper
// hears of them before sending. Plain values, no zod: the front ends import them freely.

/** Return and review photos: at most 3 per form, 5 MB each. */
export const MAX_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The file a help or content form may carry (a screenshot, an ID document, a CV). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A cancellation's or a return's reason. */
export const MIN_REASON_LENGTH = 5;
export const MAX_REASON_LENGTH = 1000;

/** A review's text. */
export const MAX_REVIEW_BODY_LENGTH = 2000;

/** A message to the shop, and a conversation's subject. */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_SUBJECT_LENGTH = 120;

/** The largest wallet top-up, in US dollars. */
export const MAX_TOP_UP = 1000;

/** The longest e-mail address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
