// Limits of the order-handling contract (shared/src/contract/order-handling.ts): the front ends
// import the contract's types only, so its values are mirrored here for the forms.

/** The longest search text of the order, return and cancellation queues. */
export const ORDER_SEARCH_MAX = 100;
/** The staff's reason for a cancellation or a rejection: 3 to 500 characters once trimmed. */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 500;
