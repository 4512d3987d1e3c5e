import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeSwitchSchema,
  promotionAdminListQuery,
  promotionAdminListSchema,
  promotionAdminSchema,
  promotionConflictSchema,
  promotionCreateSchema,
  promotionSavedSchema,
  promotionUpdateSchema,
  voucherAdminListQuery,
  voucherAdminListSchema,
  voucherAdminSchema,
  voucherConflictSchema,
  voucherCreateSchema,
  voucherUpdateSchema,
} from '@storefront/shared/contract/promotions-admin';
import { STAFF_ROLES } from '@storefront/shared/contract/staff-roles';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf } from '../../lib/schemas';
import type { PromotionsAdminService } from './promotions-service';
import type { VouchersAdminService } from './vouchers-admin-service';

const TAG = 'promotions';

/** One product in one promotion at a time, as every promotion write says. */
const ONE_PROMOTION_RULE =
  'A product is in one promotion at a time (the last saved wins): the save takes the picked products and every product under the categories (any level) from any other promotion, and answers how many moved (movedFromOtherPromotions); products the promotion no longer covers go to another promotion that has not ended and whose categories cover them, else to none (releasedProducts). Shoppers see the change at once.';

export async function promotionsAdminRoutes(
  app: FastifyInstance,
  { promotions, vouchers }: { promotions: PromotionsAdminService; vouchers: VouchersAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const readers = app.requireStaff(...STAFF_ROLES);
  const writers = app.requireStaff('owner', 'catalog_manager');

  // -------------------------------------------------------------------------------------------
  // Promotions and daily deals

  r.get(
    '/backoffice/promotions',
    {
      preHandler: readers,
      schema: {
        operationId: 'listBackofficePromotions',
        tags: [TAG],
        summary: 'Promotions and daily deals, latest start first, by status',
        description:
          'Every promotion (a daily deal is one whose window lasts at most 24 hours: isDeal), latest start first, 20 a page, with its picked products, its categories and how many products it holds now. status filters by the window only (running, scheduled, ended; all by default): a switched-off promotion keeps its status and shows isActive false.',
        querystring: promotionAdminListQuery,
        response: { 200: promotionAdminListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const result = await promotions.list(query);
      return {
        data: result.items,
        ...pageOf({
          path: '/api/backoffice/promotions',
          query,
          page: query.page,
          perPage: query.perPage,
          total: result.total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/promotions/:id',
    {
      preHandler: readers,
      schema: {
        operationId: 'getBackofficePromotion',
        tags: [TAG],
        summary: 'One promotion, to edit it',
        description:
          'The promotion with the version to send back with a change. Answers 404 promotion.not_found for an unknown id.',
        params: idParam,
        response: { 200: itemOf(promotionAdminSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await promotions.get(request.params.id) }),
  );

  r.post(
    '/backoffice/promotions',
    {
      preHandler: writers,
      schema: {
        operationId: 'createBackofficePromotion',
        tags: [TAG],
        summary: 'Schedules a promotion or a daily deal',
        description: `Creates a promotion: a title in English and Khmer, a window (endDate after startDate: promotion.end_before_start; at most 24 hours makes it a daily deal), a whole-percent discount from 1 to 90, and at least one product or category (promotion.scope_required), each of which must exist (promotion.product_unknown, promotion.category_unknown). ${ONE_PROMOTION_RULE} Answers 201; the change is in the audit log.`,
        body: promotionCreateSchema,
        response: { 201: promotionSavedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await promotions.create(request.staff!, request.body)),
  );

  r.put(
    '/backoffice/promotions/:id',
    {
      preHandler: writers,
      schema: {
        operationId: 'updateBackofficePromotion',
        tags: [TAG],
        summary: 'Changes a promotion (the whole of it, with the version it was opened with)',
        description: `Saves the promotion with the same rules as creating one. A version other than the promotion's answers 409 promotion.version_conflict with the promotion as it is now in current (nothing is saved). ${ONE_PROMOTION_RULE} The change is in the audit log.`,
        params: idParam,
        body: promotionUpdateSchema,
        response: { 200: promotionSavedSchema, ...errorResponses, 409: promotionConflictSchema },
      },
    },
    async (request) => promotions.update(request.staff!, request.params.id, request.body),
  );

  r.patch(
    '/backoffice/promotions/:id/active',
    {
      preHandler: writers,
      schema: {
        operationId: 'switchBackofficePromotion',
        tags: [TAG],
        summary: 'Switches a promotion off or on again',
        description:
          "A switched-off promotion keeps its products and dates but gives no discount and shows on no deals list until it is switched on again. A version other than the promotion's answers 409 promotion.version_conflict with the promotion as it is now in current. The change is in the audit log.",
        params: idParam,
        body: activeSwitchSchema,
        response: { 200: itemOf(promotionAdminSchema), ...errorResponses, 409: promotionConflictSchema },
      },
    },
    async (request) => ({
      data: await promotions.setActive(request.staff!, request.params.id, request.body),
    }),
  );

  // -------------------------------------------------------------------------------------------
  // Vouchers

  r.get(
    '/backoffice/vouchers',
    {
      preHandler: readers,
      schema: {
        operationId: 'listBackofficeVouchers',
        tags: [TAG],
        summary: 'Vouchers, newest first, searchable by code or bound e-mail',
        description:
          "Every voucher, newest first, 20 a page, with how many orders used it and the e-mail it is bound to (the newsletter's welcome codes). search matches part of the code or of the bound e-mail, in any case.",
        querystring: voucherAdminListQuery,
        response: { 200: voucherAdminListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const result = await vouchers.list(query);
      return {
        data: result.items,
        ...pageOf({
          path: '/api/backoffice/vouchers',
          query,
          page: query.page,
          perPage: query.perPage,
          total: result.total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/vouchers/:id',
    {
      preHandler: readers,
      schema: {
        operationId: 'getBackofficeVoucher',
        tags: [TAG],
        summary: 'One voucher, to edit it',
        description:
          'The voucher with the version to send back with a change. Answers 404 voucher.not_found for an unknown id.',
        params: idParam,
        response: { 200: itemOf(voucherAdminSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await vouchers.get(request.params.id) }),
  );

  r.post(
    '/backoffice/vouchers',
    {
      preHandler: writers,
      schema: {
        operationId: 'createBackofficeVoucher',
        tags: [TAG],
        summary: 'Creates a voucher',
        description:
          'A code of 3–40 letters, digits, "-" or "_" (stored upper-case; another voucher with it answers 409 voucher.code_taken), percent (1–100) or fixed (0.01–10,000 US dollars) off, a minimum spend, a validity (validUntil after validFrom, or none), and optional limits: in all (usageLimit), per shopper (perCustomerLimit, counting the shopper\'s orders that were not cancelled) and first order only. Checkout enforces them all. Answers 201; the change is in the audit log.',
        body: voucherCreateSchema,
        response: { 201: itemOf(voucherAdminSchema), ...errorResponses, 409: voucherConflictSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await vouchers.create(request.staff!, request.body) }),
  );

  r.put(
    '/backoffice/vouchers/:id',
    {
      preHandler: writers,
      schema: {
        operationId: 'updateBackofficeVoucher',
        tags: [TAG],
        summary: 'Changes a voucher (the whole of it, with the version it was opened with)',
        description:
          "Saves the voucher with the same rules as creating one; its bound e-mail and usage count stay. A version other than the voucher's answers 409 voucher.version_conflict with the voucher as it is now in current; a code another voucher has answers 409 voucher.code_taken. Per-shopper limits count orders by code: a renamed voucher counts afresh. The change is in the audit log.",
        params: idParam,
        body: voucherUpdateSchema,
        response: { 200: itemOf(voucherAdminSchema), ...errorResponses, 409: voucherConflictSchema },
      },
    },
    async (request) => ({ data: await vouchers.update(request.staff!, request.params.id, request.body) }),
  );

  r.patch(
    '/backoffice/vouchers/:id/active',
    {
      preHandler: writers,
      schema: {
        operationId: 'switchBackofficeVoucher',
        tags: [TAG],
        summary: 'Switches a voucher off or on again',
        description:
          "A switched-off voucher is refused at checkout with voucher.inactive. A version other than the voucher's answers 409 voucher.version_conflict with the voucher as it is now in current. The change is in the audit log.",
        params: idParam,
        body: activeSwitchSchema,
        response: { 200: itemOf(voucherAdminSchema), ...errorResponses, 409: voucherConflictSchema },
      },
    },
    async (request) => ({ data: await vouchers.setActive(request.staff!, request.params.id, request.body) }),
  );
}
