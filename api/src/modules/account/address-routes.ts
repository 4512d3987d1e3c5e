import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/pagination';
import { errorResponses, idParam, itemOf, listOf } from '../../lib/schemas';
import { addressBody, addressEntrySchema } from './address-schemas';
import type { AddressBookService } from './address-service';

export async function addressBookRoutes(app: FastifyInstance, { addressBook }: { addressBook: AddressBookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['address book'];

  r.get('/address-books', {
    preHandler: app.requireUser,
    schema: { tags, summary: "The shopper's addresses, default first", response: { 200: listOf(addressEntrySchema), ...errorResponses } },
  }, async (request) => {
    const entries = await addressBook.list(request.auth!.userId);
    // The whole book is one page: it holds at most MAX_ADDRESSES_PER_USER entries.
    return { data: entries, ...pageOf({ path: '/api/address-books', query: {}, page: 1, perPage: Math.max(entries.length, 1), total: entries.length, totalIsEstimate: false, hasNext: false }) };
  });

  r.get('/address-books/:id', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'One address', params: idParam, response: { 200: itemOf(addressEntrySchema), ...errorResponses } },
  }, async (request) => ({ data: await addressBook.get(request.auth!.userId, request.params.id) }));

  r.post('/address-books', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Add an address (the first one becomes the default)', body: addressBody, response: { 201: itemOf(addressEntrySchema), ...errorResponses } },
  }, async (request, reply) => reply.status(201).send({ data: await addressBook.create(request.auth!.userId, request.body) }));

  r.put('/address-books/:id', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Change an address', params: idParam, body: addressBody, response: { 200: itemOf(addressEntrySchema), ...errorResponses } },
  }, async (request) => ({ data: await addressBook.update(request.auth!.userId, request.params.id, request.body) }));

  r.put('/address-books/:id/default', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Make an address the default delivery address', params: idParam, response: { 200: itemOf(addressEntrySchema), ...errorResponses } },
  }, async (request) => ({ data: await addressBook.setDefault(request.auth!.userId, request.params.id) }));

  r.delete('/address-books/:id', {
    preHandler: app.requireUser,
    schema: { tags, summary: 'Delete an address (another takes over as default)', params: idParam, response: { 200: z.object({ data: z.null() }), ...errorResponses } },
  }, async (request) => {
    await addressBook.remove(request.auth!.userId, request.params.id);
    return { data: null };
  });
}
