/** The translation namespace of the address form and address labels (shared/locales/{en,kh}/address.json). */
export const ADDRESS_NAMESPACE = 'address';
