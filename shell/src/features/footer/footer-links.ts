import { BRAND } from '@storefront/shared';

/** Spec section 2: the footer's links, in order, with their translation keys. */
export const footerLinks: { key: string; to: string }[] = [
  { key: 'footer.links.helpCenter', to: '/customer-care/help-center' },
  { key: 'footer.links.shippingDelivery', to: '/customer-care/category/31' },
  { key: 'footer.links.productPolicy', to: '/inteallectual-product-policy' },
  { key: 'footer.links.about', to: `/about-${BRAND.slug}` },
  { key: 'footer.links.affiliate', to: '/affilliate-program' },
  { key: 'footer.links.career', to: '/career' },
  { key: 'footer.links.terms', to: '/terms-conditions' },
  { key: 'footer.links.privacy', to: '/privacy-prolicy' },
  { key: 'footer.links.intellectualProtection', to: '/inteallectual-protection' },
];
