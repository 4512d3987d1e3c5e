import {
  MAX_ADDRESSES_PER_USER,
  addressBookEntrySchema,
  addressBookRequestSchema,
  nullDataSchema,
} from '@storefront/shared/contract/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import type { AddressBookService } from './address-service';

export async function addressBookRoutes(
  app: FastifyInstance,
  { addressBook }: { addressBook: AddressBookService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['address-book'];

  r.get(
    '/address-books',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listAddressBookEntries',
        tags,
        summary: "The shopper's addresses, default first",
        description: `For a signed-in shopper: their whole address book (at most ${MAX_ADDRESSES_PER_USER} addresses) as one page, the default delivery address first. Answers 401 when not signed in.`,
        response: { 200: listOf(addressBookEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const entries = await addressBook.list(request.auth!.userId);
      // The whole book is one page: it holds at most MAX_ADDRESSES_PER_USER entries.
      return {
        data: entries,
        ...pageOf({
          path: '/api/address-books',
          query: {},
          page: 1,
          perPage: Math.max(entries.length, 1),
          total: entries.length,
          totalIsEstimate: false,
          hasNext: false,
        }),
      };
    },
  );

  r.get(
    '/address-books/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getAddressBookEntry',
        tags,
        summary: 'One address',
        description:
          "For a signed-in shopper: one of their addresses. Answers 404 address.not_found for an id that is not in the shopper's address book.",
        params: idParam,
        response: { 200: itemOf(addressBookEntrySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await addressBook.get(request.auth!.userId, request.params.id) }),
  );

  r.post(
    '/address-books',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'addAddressBookEntry',
        tags,
        summary: 'Add an address (the first one becomes the default)',
        description: `For a signed-in shopper: adds an address; the first one (or one sent with isDefault) becomes the default. Answers 409 address.duplicate for an address already in the book, and 400 address.limit_reached once it holds ${MAX_ADDRESSES_PER_USER}.`,
        body: addressBookRequestSchema,
        response: { 201: itemOf(addressBookEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addressBook.create(request.auth!.userId, request.body) }),
  );

  r.put(
    '/address-books/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'updateAddressBookEntry',
        tags,
        summary: 'Change an address',
        description:
          "For a signed-in shopper: replaces one of their addresses with the fields sent. Answers 404 address.not_found for an id not in the shopper's book, 409 address.duplicate when it would equal another address.",
        params: idParam,
        body: addressBookRequestSchema,
        response: { 200: itemOf(addressBookEntrySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await addressBook.update(request.auth!.userId, request.params.id, request.body),
    }),
  );

  r.put(
    '/address-books/:id/default',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'setDefaultAddressBookEntry',
        tags,
        summary: 'Make an address the default delivery address',
        description:
          "For a signed-in shopper: makes one of their addresses the default delivery address (the previous default stops being one). Answers 404 address.not_found for an id not in the shopper's book.",
        params: idParam,
        response: { 200: itemOf(addressBookEntrySchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await addressBook.setDefault(request.auth!.userId, request.params.id),
    }),
  );

  r.delete(
    '/address-books/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'removeAddressBookEntry',
        tags,
        summary: 'Delete an address (another takes over as default)',
        description:
          "For a signed-in shopper: deletes one of their addresses; when it was the default, another address takes over. Answers 404 address.not_found for an id not in the shopper's book.",
        params: idParam,
        response: { 200: nullDataSchema, ...errorResponses },
      },
    },
    async (request) => {
      await addressBook.remove(request.auth!.userId, request.params.id);
      return { data: null };
    },
  );
}
