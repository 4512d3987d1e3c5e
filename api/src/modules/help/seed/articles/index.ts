// Every article file present in this folder when this index was written (one import per file;
// a group whose file does not exist yet is simply absent).
import type { HelpArticleSeed } from '../article-types';
import { articles as madeInCambodiaSeeds } from './made-in-cambodia';
import { articles as myAccountSeeds } from './my-account';
import { articles as ordersPromotionsSeeds } from './orders-promotions';
import { articles as otherTopicsSeeds } from './other-topics';
import { articles as paymentSeeds } from './payment';
import { articles as privacySeeds } from './privacy';
import { articles as productsSeeds } from './products';
import { articles as refundsSeeds } from './refunds';
import { articles as returnSeeds } from './return';
import { articles as shippingDeliverySeeds } from './shipping-delivery';
import { articles as smartServiceSeeds } from './smart-service';
import { articles as walletSeeds } from './wallet';

export const helpArticleSeeds: HelpArticleSeed[] = [
  ...madeInCambodiaSeeds,
  ...myAccountSeeds,
  ...ordersPromotionsSeeds,
  ...otherTopicsSeeds,
  ...paymentSeeds,
  ...privacySeeds,
  ...productsSeeds,
  ...refundsSeeds,
  ...returnSeeds,
  ...shippingDeliverySeeds,
  ...smartServiceSeeds,
  ...walletSeeds,
];
