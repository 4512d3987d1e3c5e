// The closed set of error codes is part of the API contract, shared with the front ends.
export * from '@storefront/shared/contract/error-codes';
