import { BRAND } from '@storefront/shared';

export const PRESS_PATH = '/press-media';
export const GRADUATES_PATH = '/career/graduates-interns';

/** A link of the header's menus: a translation key (common namespace) and where it goes. */
export interface SiteLink {
  key: string;
  to: string;
  children?: SiteLink[];
}

/** Spec section 2: the Customer Care menu's submenus. */
export const customerCareLinks: SiteLink[] = [
  { key: 'menus.customerCare.helpCenter', to: '/customer-care/help-center' },
  { key: 'menus.customerCare.orderPayment', to: '/customer-care/order-payment' },
  { key: 'menus.customerCare.shippingDelivery', to: '/customer-care/shipping-delivery' },
  { key: 'menus.customerCare.returnRefund', to: '/customer-care/return-refund' },
  { key: 'menus.customerCare.contactUs', to: '/customer-care/contact-us' },
];

/** Company information: who we are and the rules of the shop. */
export const companyInfoLinks: SiteLink[] = [
  { key: 'menus.company.about', to: `/about-${BRAND.slug}` },
  { key: 'menus.company.affiliate', to: '/affilliate-program' },
  { key: 'menus.company.terms', to: '/terms-conditions' },
  { key: 'menus.company.privacy', to: '/privacy-prolicy' },
  { key: 'menus.company.intellectualProtection', to: '/inteallectual-protection' },
];

/** The secondary company menu (HOME, ABOUT ▾, PRESS & MEDIA, CAREERS ▾); the spec gives its
 * entries placeholder links, so each leads to a page of its own. */
export const secondaryCompanyMenu: SiteLink[] = [
  { key: 'menus.secondary.home', to: '/' },
  {
    key: 'menus.secondary.about',
    to: `/about-${BRAND.slug}`,
    children: [
      { key: 'menus.secondary.whoWeAre', to: `/about-${BRAND.slug}` },
      { key: 'menus.secondary.madeInCambodia', to: '/terms-conditions/made-cambodia' },
      { key: 'menus.secondary.productPolicy', to: '/inteallectual-product-policy' },
    ],
  },
  { key: 'menus.secondary.press', to: PRESS_PATH },
  {
    key: 'menus.secondary.careers',
    to: '/career',
    children: [
      { key: 'menus.secondary.ourJobs', to: '/career' },
      { key: 'menus.secondary.graduates', to: GRADUATES_PATH },
    ],
  },
];

export const FEEDBACK_PATH = '/feedback';
export const SELL_PATH = '/sell';
