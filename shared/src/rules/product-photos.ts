// Product photo uploads: the limits the API enforces (its contract, shared/src/contract/files.ts,
// re-exports these) and the back office's photo manager checks before sending. Plain values, no zod.

/** The types a product photo upload may be, by its bytes (its name and declared type are ignored). */
export const PRODUCT_PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest product photo upload: 10 MB. */
export const MAX_PRODUCT_PHOTO_BYTES = 10 * 1024 * 1024;
/** The most photos one product may have. */
export const MAX_PRODUCT_PHOTOS = 8;
