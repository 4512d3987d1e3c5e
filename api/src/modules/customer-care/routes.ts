import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARE_REPLY_MAX_LENGTH,
  careAssignBody,
  careAssigneeListSchema,
  careDocumentParams,
  careInboxQuery,
  careInboxSchema,
  careItemParams,
  careItemSchema,
  careReplyBody,
} from '@storefront/shared/contract/customer-care';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { errorResponses, itemOf } from '../../lib/schemas';
import type { FileStore } from '../files/store';
import type { CustomerCareService } from './service';

const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The document route's 200 answer: the file, of the type its bytes were found to be. */
const documentAnswer = {
  description: 'The file, with the type its bytes were found to be on upload, as an attachment',
  content: Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [type, { schema: z.instanceof(Buffer).describe("The file's bytes") }]),
  ),
};

/** A file name safe in a Content-Disposition header (the original, as ASCII, plus its UTF-8 form). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The back office's customer-care inbox: message threads, contact-us tickets, feedback and the
 * seller, affiliate and job applications in one list; read, reply, assign, close and reopen.
 * Owners and support agents only.
 */
export async function customerCareRoutes(
  app: FastifyInstance,
  { care, files }: { care: CustomerCareService; files: FileStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer-care'];
  const agents = app.requireStaff('owner', 'support_agent');

  r.get(
    '/backoffice/care',
    {
      preHandler: agents,
      schema: {
        operationId: 'listCareInbox',
        tags,
        summary:
          'The customer-care inbox: threads, tickets, feedback and applications, newest activity first',
        description:
          "One list over the six kinds of item, the one with the newest message or reply first, filtered by kind, care status (or active: not closed), assignee (me, unassigned) and a search over the requester's name and e-mail, the subject and text (a thread's messages too) and references such as CS-000042. Each row says whether staff have read it since the requester last wrote. counts gives the tabs' numbers: per kind with every other filter, per status with every other filter.",
        querystring: careInboxQuery,
        response: { 200: careInboxSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { items, total, counts } = await care.inbox(request.staff!, request.query);
      return {
        data: items,
        counts,
        ...pageOf({
          path: '/api/backoffice/care',
          query: request.query,
          page: request.query.page,
          perPage: request.query.perPage,
          total,
        }),
      };
    },
  );

  r.get(
    '/backoffice/care/assignees',
    {
      preHandler: agents,
      schema: {
        operationId: 'listCareAssignees',
        tags,
        summary: 'Who inbox items may be assigned to',
        description: 'The owners and support agents, by name (the whole list: it is small, so not paged).',
        response: { 200: careAssigneeListSchema, ...errorResponses },
      },
    },
    async () => ({ data: await care.assignees() }),
  );

  r.get(
    '/backoffice/care/:kind/:id',
    {
      preHandler: agents,
      schema: {
        operationId: 'getCareItem',
        tags,
        summary: 'One inbox item in full; opening it marks it read by staff',
        description:
          "The item with what the requester sent (a thread's messages, a ticket's or feedback's text, an application's fields), the files they sent (downloaded through the documents route), the replies, the assignee and the history of staff changes. Opening it marks it read by staff, and a new item becomes open. Answers 404 care.item_not_found for an unknown item.",
        params: careItemParams,
        response: { 200: itemOf(careItemSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await care.open(request.params.kind, request.params.id) }),
  );

  r.get(
    '/backoffice/care/:kind/:id/documents/:documentId',
    {
      preHandler: agents,
      schema: {
        operationId: 'getCareDocument',
        tags,
        summary: 'A file the requester sent (ticket attachment, seller ID document, CV)',
        description:
          "The bytes of a document the item lists, as an attachment, never cached. Documents are private: only this route serves them, to owners and support agents. Answers 404 care.item_not_found for an unknown item and 404 care.document_not_found for a document that is not the item's.",
        params: careDocumentParams,
        response: { 200: documentAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, id, documentId } = request.params;
      const document = await care.document(kind, id, documentId);
      const file = await files.get(document.storedName);
      if (!file) throw notFound('care.document_not_found');
      return reply
        .headers({
          'Cache-Control': 'private, no-store',
          'Content-Disposition': disposition(document.originalName),
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        })
        .type(document.mimeType)
        .send(file.bytes);
    },
  );

  r.post(
    '/backoffice/care/:kind/:id/reply',
    {
      preHandler: agents,
      schema: {
        operationId: 'replyToCareItem',
        tags,
        summary: 'Reply: a message in the thread, or an e-mail to the requester',
        description: `To a thread: a message from the shop in the conversation (the shopper sees it in the Messages panel, unread until they open it). To anything else: an e-mail to the requester in the language they wrote in (template ticket_reply, sent through the outbox), kept with the item. The item then waits for the requester (a ticket becomes answered). Writes a care.reply entry to the audit log. Answers 400 for an empty reply or one over ${CARE_REPLY_MAX_LENGTH} characters, 404 care.item_not_found, 409 care.item_closed for a closed item (reopen it first) and 409 care.no_reply_address for feedback left without an e-mail address.`,
        params: careItemParams,
        body: careReplyBody,
        response: { 200: itemOf(careItemSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await care.reply(request.staff!, request.params.kind, request.params.id, request.body.body),
    }),
  );

  r.post(
    '/backoffice/care/:kind/:id/assign',
    {
      preHandler: agents,
      schema: {
        operationId: 'assignCareItem',
        tags,
        summary: 'Assign the item to an owner or support agent, or to nobody',
        description:
          'Sets who works on the item (assigneeId null: nobody). Writes a care.assign entry to the audit log (before → after); assigning it to whoever has it already changes nothing and writes none. Answers 400 care.assignee_not_agent (on the field assigneeId) when the id is not an owner or support agent, 404 care.item_not_found.',
        params: careItemParams,
        body: careAssignBody,
        response: { 200: itemOf(careItemSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await care.assign(
        request.staff!,
        request.params.kind,
        request.params.id,
        request.body.assigneeId,
      ),
    }),
  );

  r.post(
    '/backoffice/care/:kind/:id/close',
    {
      preHandler: agents,
      schema: {
        operationId: 'closeCareItem',
        tags,
        summary: 'Close the item',
        description:
          'Closes the item (a ticket becomes closed too). Writes a care.close entry to the audit log. Answers 409 care.already_closed when it is closed already (someone else closed it meanwhile), 404 care.item_not_found. A shopper writing again in a closed thread opens it again.',
        params: careItemParams,
        response: { 200: itemOf(careItemSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await care.close(request.staff!, request.params.kind, request.params.id) }),
  );

  r.post(
    '/backoffice/care/:kind/:id/reopen',
    {
      preHandler: agents,
      schema: {
        operationId: 'reopenCareItem',
        tags,
        summary: 'Open a closed item again',
        description:
          'Opens a closed item again (a ticket becomes open). Writes a care.reopen entry to the audit log. Answers 409 care.not_closed when it is not closed, 404 care.item_not_found.',
        params: careItemParams,
        response: { 200: itemOf(careItemSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await care.reopen(request.staff!, request.params.kind, request.params.id) }),
  );
}
