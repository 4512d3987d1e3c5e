// Every content page file present in this folder when this index was written (one import per file).
import type { ContentPageSeed } from '../page-types';
import { page as aboutPsarSeeds } from './about-psar';
import { page as inteallectualProductPolicySeeds } from './inteallectual-product-policy';
import { page as inteallectualProtectionSeeds } from './inteallectual-protection';
import { page as privacyProlicySeeds } from './privacy-prolicy';
import { page as termsConditionsSeeds } from './terms-conditions';
import { page as termsConditionsDeliveryOfTermsSeeds } from './terms-conditions__delivery-of-terms';
import { page as termsConditionsMadeCambodiaSeeds } from './terms-conditions__made-cambodia';
import { page as termsConditionsPaymentProtectionSeeds } from './terms-conditions__payment-protection';
import { page as termsConditionsPlantFormToolSeeds } from './terms-conditions__plant-form-tool';
import { page as termsConditionsPlantServiceSeeds } from './terms-conditions__plant-service';
import { page as termsConditionsPsarPaySeeds } from './terms-conditions__psar-pay';
import { page as termsConditionsTermsOfSaleSeeds } from './terms-conditions__terms-of-sale';
import { page as termsConditionsTermsOfUseSeeds } from './terms-conditions__terms-of-use';

export const contentPageSeeds: ContentPageSeed[] = [
  aboutPsarSeeds,
  inteallectualProductPolicySeeds,
  inteallectualProtectionSeeds,
  privacyProlicySeeds,
  termsConditionsSeeds,
  termsConditionsDeliveryOfTermsSeeds,
  termsConditionsMadeCambodiaSeeds,
  termsConditionsPaymentProtectionSeeds,
  termsConditionsPlantFormToolSeeds,
  termsConditionsPlantServiceSeeds,
  termsConditionsPsarPaySeeds,
  termsConditionsTermsOfSaleSeeds,
  termsConditionsTermsOfUseSeeds,
];
