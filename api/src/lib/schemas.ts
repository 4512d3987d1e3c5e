import { errorSchema } from '@storefront/shared/contract/common';

export {
  errorCodeSchema,
  errorSchema,
  idParam,
  itemOf,
  listOf,
  localizedSchema,
  pageLinksSchema,
  pageMetaSchema,
  problemSchema,
} from '@storefront/shared/contract/common';

/** Error answers for a route's schema, so OpenAPI documents them too. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
} as const;
