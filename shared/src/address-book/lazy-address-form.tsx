import { lazy } from 'react';

/**
 * The address form, loaded on first use: react-hook-form, zod and MUI's select menu stay out of
 * the shared entry that every first paint loads. Render it inside a Suspense boundary (every
 * remote's RemoteRoot has one).
 */
export const AddressForm = lazy(() => import('./address-form'));
