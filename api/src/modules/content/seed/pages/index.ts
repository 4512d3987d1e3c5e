// Every content page file present in this folder when this index was written (one import per file).
import type { ContentPageSeed } from '../page-types';
import { page as aboutPsarSeeds } from './about-psar';
import { page as affilliateProgramSeeds } from './affilliate-program';
import { page as careerSeeds } from './career';
import { page as careerGraduatesInternsSeeds } from './career__graduates-interns';
import { page as feedbackSeeds } from './feedback';
import { page as inteallectualProductPolicySeeds } from './inteallectual-product-policy';
import { page as inteallectualProtectionSeeds } from './inteallectual-protection';
import { page as pressMediaSeeds } from './press-media';
import { page as privacyProlicySeeds } from './privacy-prolicy';
import { page as sellSeeds } from './sell';
import { page as termsConditionsSeeds } from './terms-conditions';
import { page as termsConditionsAmzconinSeeds } from './terms-conditions__amzconin';
import { page as termsConditionsAmzgameSeeds } from './terms-conditions__amzgame';
import { page as termsConditionsBuyNowPaylaterSeeds } from './terms-conditions__buy-now-paylater';
import { page as termsConditionsDeliveryOfTermsSeeds } from './terms-conditions__delivery-of-terms';
import { page as termsConditionsDgsVouchersSeeds } from './terms-conditions__dgs-vouchers';
import { page as termsConditionsMadeCambodiaSeeds } from './terms-conditions__made-cambodia';
import { page as termsConditionsMobileTopUpSeeds } from './terms-conditions__mobile-top-up';
import { page as termsConditionsPaymentProtectionSeeds } from './terms-conditions__payment-protection';
import { page as termsConditionsPlantFormToolSeeds } from './terms-conditions__plant-form-tool';
import { page as termsConditionsPlantServiceSeeds } from './terms-conditions__plant-service';
import { page as termsConditionsPsarPaySeeds } from './terms-conditions__psar-pay';
import { page as termsConditionsTermsOfSaleSeeds } from './terms-conditions__terms-of-sale';
import { page as termsConditionsTermsOfUseSeeds } from './terms-conditions__terms-of-use';
import { page as termsConditionsVouchSeeds } from './terms-conditions__vouch';

export const contentPageSeeds: ContentPageSeed[] = [
  aboutPsarSeeds,
  affilliateProgramSeeds,
  careerSeeds,
  careerGraduatesInternsSeeds,
  feedbackSeeds,
  inteallectualProductPolicySeeds,
  inteallectualProtectionSeeds,
  pressMediaSeeds,
  privacyProlicySeeds,
  sellSeeds,
  termsConditionsSeeds,
  termsConditionsAmzconinSeeds,
  termsConditionsAmzgameSeeds,
  termsConditionsBuyNowPaylaterSeeds,
  termsConditionsDeliveryOfTermsSeeds,
  termsConditionsDgsVouchersSeeds,
  termsConditionsMadeCambodiaSeeds,
  termsConditionsMobileTopUpSeeds,
  termsConditionsPaymentProtectionSeeds,
  termsConditionsPlantFormToolSeeds,
  termsConditionsPlantServiceSeeds,
  termsConditionsPsarPaySeeds,
  termsConditionsTermsOfSaleSeeds,
  termsConditionsTermsOfUseSeeds,
  termsConditionsVouchSeeds,
];
