import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productIdParams } from '@storefront/shared/contract/catalog';
import {
  backofficeProductListQuery,
  backofficeProductRowSchema,
  backofficeProductSchema,
  backofficeStockPageQuery,
  backofficeStoreListSchema,
  productConflictSchema,
  productCreateBody,
  productPublishBody,
  productUpdateBody,
  restockBody,
  stockHistorySchema,
  stockVariantSchema,
  variantBulkBody,
  variantIdParams,
  variantsChangedSchema,
} from '@storefront/shared/contract/catalog-admin';
import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf, listOf } from '../../lib/schemas';
import type { CatalogAdminService } from './service';

/** Anyone on the staff reads the catalogue; the owner and catalog managers change it. */
const READERS: StaffRole[] = ['owner', 'catalog_manager', 'order_handler', 'support_agent'];
const WRITERS: StaffRole[] = ['owner', 'catalog_manager'];
const TAGS = ['backoffice-catalog'];
/** The variants a bulk edit changed, as they are now. */
const listOfVariants = itemOf(stockVariantSchema.array());

export async function catalogAdminRoutes(
  app: FastifyInstance,
  { catalogAdmin }: { catalogAdmin: CatalogAdminService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { preHandler: app.requireStaff(...READERS) };
  const write = { preHandler: app.requireStaff(...WRITERS) };

  r.get(
    '/backoffice/products',
    {
      ...read,
      schema: {
        operationId: 'listBackofficeProducts',
        tags: TAGS,
        summary: 'The product table: published or not, with stock and low-stock flags',
        description:
          "Every product, published or not, most recently changed first, with its total stock, variant count and whether a variant is at or below the product's low-stock threshold. search matches a product id, a variant's SKU exactly, or words of the English or Khmer name; categoryId takes a category of any level. Answers 400 for an invalid filter.",
        querystring: backofficeProductListQuery,
        response: { 200: listOf(backofficeProductRowSchema), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await catalogAdmin.listProducts(query);
      return {
        data: items,
        ...pageOf({
          path: '/api/backoffice/products',
          query,
          page: query.page,
          perPage: query.perPage,
          total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/products/:id',
    {
      ...read,
      schema: {
        operationId: 'getBackofficeProduct',
        tags: TAGS,
        summary: 'A product as the editor opens it',
        description:
          'The product with everything the editor changes: both languages, category, store, options and variants (with SKUs), and the version to send back with a change. Unpublished products too. Answers 404 (product.not_found) for an unknown id.',
        params: productIdParams,
        response: { 200: itemOf(backofficeProductSchema), ...errorResponses },
      },
    },
    async (request) => {
      const product = await catalogAdmin.getProduct(request.params.id);
      if (!product) throw notFound('product.not_found');
      return { data: product };
    },
  );

  r.post(
    '/backoffice/products',
    {
      ...write,
      schema: {
        operationId: 'createProduct',
        tags: TAGS,
        summary: 'Create a product with its options and variants',
        description:
          "Creates a product in a leaf category (its sub and main categories follow from the tree) and its variants, whose stock is recorded as the initial stock movement; the product's price is its cheapest variant's. Publishing at once needs every text in English and Khmer. Answers 400 with field codes (product.khmer_required, product.variant_duplicate, product.variant_attributes_invalid, product.category_not_leaf, …) and 409 product.sku_taken when another product has a SKU.",
        body: productCreateBody,
        response: { 201: itemOf(backofficeProductSchema), ...errorResponses, 409: productConflictSchema },
      },
    },
    async (request, reply) => {
      const product = await catalogAdmin.createProduct(request.staff!, request.body);
      return reply.status(201).send({ data: product });
    },
  );

  r.put(
    '/backoffice/products/:id',
    {
      ...write,
      schema: {
        operationId: 'updateProduct',
        tags: TAGS,
        summary: 'Save a product opened in the editor',
        description:
          "Replaces the product's fields, options and variants with the version it was opened at. Variants sent with their id keep it (carts and orders refer to it); new ones are added; those left out are removed, unless an order has one (409 product.variant_in_orders). A stock change is recorded as a correction. Answers 409 product.version_conflict with current (the product as saved meanwhile) when the version is not the current one, 409 product.sku_taken, and 400 with field codes as when creating. Saving what is already there changes nothing.",
        params: productIdParams,
        body: productUpdateBody,
        response: { 200: itemOf(backofficeProductSchema), ...errorResponses, 409: productConflictSchema },
      },
    },
    async (request) => ({
      data: await catalogAdmin.updateProduct(request.staff!, request.params.id, request.body),
    }),
  );

  r.patch(
    '/backoffice/products/:id/published',
    {
      ...write,
      schema: {
        operationId: 'setProductPublished',
        tags: TAGS,
        summary: 'Publish or unpublish a product',
        description:
          'Shows a product to shoppers or hides it from lists, search, deals and its page (404), the cart and checkout. Publishing needs every text in English and Khmer (400 with product.khmer_required or product.english_required per field). Answers 409 product.version_conflict with current when the version is not the current one.',
        params: productIdParams,
        body: productPublishBody,
        response: { 200: itemOf(backofficeProductSchema), ...errorResponses, 409: productConflictSchema },
      },
    },
    async (request) => ({
      data: await catalogAdmin.setPublished(request.staff!, request.params.id, request.body),
    }),
  );

  r.patch(
    '/backoffice/variants',
    {
      ...write,
      schema: {
        operationId: 'bulkUpdateVariants',
        tags: TAGS,
        summary: 'Change the price and stock of many variants at once',
        description:
          "Saves up to 200 rows of the bulk edit table together, or none: each row names a variant, its new price and/or stock, and the figures the table showed (expected). When any variant's price or stock differs from expected, nothing is saved and the answer is 409 variant.changed_meanwhile with current (those variants as they are now). Stock changes are recorded as corrections; each product changed gets a new version. Answers 400 variant.not_found or variant.repeated per row.",
        body: variantBulkBody,
        response: { 200: listOfVariants, ...errorResponses, 409: variantsChangedSchema },
      },
    },
    async (request) => ({
      data: await catalogAdmin.bulkUpdateVariants(request.staff!, request.body.changes),
    }),
  );

  r.post(
    '/backoffice/variants/:id/restock',
    {
      ...write,
      schema: {
        operationId: 'restockVariant',
        tags: TAGS,
        summary: "Add or take away a variant's stock, with a reason",
        description:
          'Records a stock movement (restock or returned add units, damaged takes them away, a correction either way) with an optional note, and answers the variant as it is now. Stock never goes below 0: 400 stock.below_zero. Answers 404 variant.not_found for an unknown variant.',
        params: variantIdParams,
        body: restockBody,
        response: { 200: itemOf(stockVariantSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await catalogAdmin.restock(request.staff!, request.params.id, request.body),
    }),
  );

  r.get(
    '/backoffice/variants/:id/stock-history',
    {
      ...read,
      schema: {
        operationId: 'listStockMovements',
        tags: TAGS,
        summary: "A variant's stock history, newest first",
        description:
          "Every change of a variant's stock, newest first: the initial stock, corrections, restocks, damaged and returned units, sales and cancellations, each with the stock after it and the staff member's e-mail (null for orders). Answers 404 variant.not_found for an unknown variant.",
        params: variantIdParams,
        querystring: backofficeStockPageQuery,
        response: { 200: stockHistorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const history = await catalogAdmin.stockHistory(request.params.id, page, perPage);
      if (!history) throw notFound('variant.not_found');
      return {
        data: history.items,
        variant: history.variant,
        ...pageOf({
          path: `/api/backoffice/variants/${request.params.id}/stock-history`,
          query: request.query,
          page,
          perPage,
          total: history.total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/stock/low',
    {
      ...read,
      schema: {
        operationId: 'listLowStock',
        tags: TAGS,
        summary: "Variants at or below their product's low-stock threshold",
        description:
          "The low-stock list: variants whose stock is at or below their product's threshold, published products first, then the emptiest first, with the product's name and threshold. Answers 400 for an invalid page.",
        querystring: backofficeStockPageQuery,
        response: { 200: listOf(stockVariantSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { items, total } = await catalogAdmin.lowStock(page, perPage);
      return {
        data: items,
        ...pageOf({ path: '/api/backoffice/stock/low', query: request.query, page, perPage, total }),
      };
    },
  );

  r.get(
    '/backoffice/stores',
    {
      ...read,
      schema: {
        operationId: 'listBackofficeStores',
        tags: TAGS,
        summary: 'Every store, for the product editor',
        description: 'The stores a product can belong to, by name.',
        response: { 200: backofficeStoreListSchema, ...errorResponses },
      },
    },
    async () => ({ data: await catalogAdmin.listStores() }),
  );
}
