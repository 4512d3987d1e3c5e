/**
 * Spec section 2: the account, order and review pages besides /account. Their screens come in
 * later issues; until then each shows an honest "coming soon" section inside the account layout.
 * `titleKey` is under `pages.*` in the account namespace.
 */
export const COMING_SOON_ROUTES: readonly { path: string; titleKey: string }[] = [
  { path: '/account/profile', titleKey: 'profile' },
  { path: '/account/profile/edit', titleKey: 'editProfile' },
  { path: '/account/profile/change-password', titleKey: 'changePassword' },
  { path: '/account/address-books', titleKey: 'addressBook' },
  { path: '/account/address-books/create', titleKey: 'createAddress' },
  { path: '/account/address-books/:id/edit', titleKey: 'editAddress' },
  { path: '/account/payment-options', titleKey: 'paymentOptions' },
];
