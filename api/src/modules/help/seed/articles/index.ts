// Every article file present in this folder when this index was written (one import per file;
// a group whose file does not exist yet is simply absent).
import type { HelpArticleSeed } from '../article-types';
import { articles as myAccountSeeds } from './my-account';
import { articles as ordersPromotionsSeeds } from './orders-promotions';
import { articles as paymentSeeds } from './payment';
import { articles as productsSeeds } from './products';
import { articles as refundsSeeds } from './refunds';
import { articles as returnSeeds } from './return';
import { articles as shippingDeliverySeeds } from './shipping-delivery';

export const helpArticleSeeds: HelpArticleSeed[] = [...myAccountSeeds, ...ordersPromotionsSeeds, ...paymentSeeds, ...productsSeeds, ...refundsSeeds, ...returnSeeds, ...shippingDeliverySeeds];
