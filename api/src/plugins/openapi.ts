import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contractRegistry } from '@storefront/shared/contract/registry';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { z } from 'zod';
import { ACCESS_COOKIE, REFRESH_COOKIE, STAFF_ROLES_ALLOWED } from './auth';

/** The API's areas, in the order the browsable documentation lists them. */
export const API_TAGS: OpenAPIV3.TagObject[] = [
  { name: 'platform', description: 'Health of the API and its database.' },
  { name: 'auth', description: 'Sign-up, sign-in, sessions, social sign-in and password resets.' },
  { name: 'profile', description: "The signed-in shopper's profile, password and account." },
  { name: 'address-book', description: "The shopper's delivery addresses." },
  { name: 'payment-options', description: 'Saved cards and the default way to pay.' },
  { name: 'catalog', description: 'Categories, products, promotions, stores and product reviews.' },
  { name: 'wishlist', description: 'Wishlists and followed stores.' },
  { name: 'cart', description: "The signed-in shopper's cart." },
  { name: 'vouchers', description: 'Vouchers a shopper can collect and use at checkout.' },
  { name: 'orders', description: 'Checkout quotes, placing orders and the order history.' },
  { name: 'payments', description: 'Paying orders by KHQR and card.' },
  { name: 'wallet', description: 'The Psar wallet: balance, top-ups and transactions.' },
  { name: 'after-sales', description: 'Returns and cancellations of delivered or pending orders.' },
  { name: 'reviews', description: "The shopper's reviews of products they bought." },
  { name: 'messages', description: "The shopper's inbox: order updates and promotions." },
  { name: 'help', description: 'The help centre: categories, articles, search and contact forms.' },
  { name: 'content', description: 'Content pages (about, terms, policies) and the forms they carry.' },
  { name: 'newsletter', description: 'Newsletter subscriptions.' },
  {
    name: 'mail',
    description:
      'Back office: the outbox of every e-mail the shop sends, its delivery state and retries, and sending a failed one again.',
  },
  {
    name: 'files',
    description:
      'Stored files (public ones served with immutable caching) and, for staff, product photos resized once into responsive sizes.',
  },
  {
    name: 'staff',
    description:
      'Back office: the signed-in staff member, staff roles, invitations (and their public accept step) and the audit log.',
  },
  {
    name: 'backoffice-catalog',
    description:
      'Back office: products with their options and variants, publishing, bulk price and stock edits, restocks, stock history and the low-stock list.',
  },
  {
    name: 'dashboard',
    description: "Back office: the home page's figures (today's orders, low stock, deals).",
  },
  {
    name: 'promotions',
    description: 'Back office: scheduling promotions and daily deals, and managing vouchers.',
  },
  {
    name: 'customer-care',
    description:
      'Back office: the customer-care inbox (message threads, contact-us tickets, feedback, seller, affiliate and job applications): read, reply, assign, close.',
  },
  {
    name: 'order-handling',
    description:
      'Back office: the order queue, moving orders on (confirm, pack, ship with tracking, deliver, cancel), cancellation and return decisions, and refunds.',
  },
  {
    name: 'backoffice-payments',
    description:
      'Back office: KHQR payments waiting for the shopper, what the Bakong poller last saw of each, and (demo mode only) marking one received.',
  },
];

export const SECURITY_SCHEMES: Record<string, OpenAPIV3.ApiKeySecurityScheme> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: ACCESS_COOKIE,
    description:
      'The signed-in shopper: a short-lived access token that sign-in sets as an httpOnly cookie (renewed with POST /api/auth/refresh).',
  },
  refreshSession: {
    type: 'apiKey',
    in: 'cookie',
    name: REFRESH_COOKIE,
    description: 'The refresh token that sign-in sets as an httpOnly cookie, used only to renew the session.',
  },
  clientType: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Client-Type',
    description:
      'Any value (the front ends send "web"). Required on every request that changes something (POST, PUT, PATCH, DELETE): a cross-site form cannot set a header, so this guards against request forgery.',
  },
};

/** A multipart form route's parts, for the document (the route reads and checks them itself). */
export interface FormDocumentation {
  /** The text fields: the zod schema the route checks them with (`parseFields`). */
  fields: z.ZodType;
  /** The file parts by field name: how many (1: a single file) and how large each may be. */
  files?: Record<string, { maxItems: number; maxBytes: number; description: string }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart form route documents its fields and files here. */
    form?: FormDocumentation;
  }
}

/** Marks a preHandler that reads a session when one comes along but never asks for it. */
export const OPTIONAL_SESSION = Symbol('optional session');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  413: 'A file or the body is larger than this route takes.',
  415: 'The body or a file is not of a type this route takes.',
  422: 'Understood, but it cannot be done as asked: `code` says why.',
};
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The request is invalid: `code` says why, `fields` names each invalid field.',
  401: 'No valid session: sign in (or renew the session) and try again.',
  403: 'Not allowed: the X-Client-Type header is missing, or the caller may not do this.',
  404: 'Nothing is found at this address.',
  409: 'The request conflicts with the current state (stock, status, an existing record).',
  429: 'Too many requests: wait and try again.',
  500: 'The API failed; nothing was changed.',
  503: 'Not available now: this replica is shutting down or its database does not answer. Try again.',
};

type Security = OpenAPIV3.SecurityRequirementObject[];

const isStaffHandler = (handler: unknown) => typeof handler === 'function' && STAFF_ROLES_ALLOWED in handler;

/** The staff roles a back-office route allows, from its `requireStaff` preHandler. */
function staffRolesOf(route: RouteOptions): readonly string[] | undefined {
  const handler = handlersOf(route).find(isStaffHandler) as { [STAFF_ROLES_ALLOWED]: string[] } | undefined;
  return handler?.[STAFF_ROLES_ALLOWED];
}
type Transform = ReturnType<typeof createJsonSchemaTransform>;
type RouteSchema = Record<string, unknown> & { security?: Security; response?: Record<string, unknown> };

const handlersOf = (route: RouteOptions) => [route.onRequest, route.preHandler].flat().filter(Boolean);

/**
 * Who may call a route, read from what the route really runs (its preHandlers and the
 * X-Client-Type rule of the auth plugin), so the document cannot claim otherwise.
 */
function securityOf(app: FastifyInstance, route: RouteOptions, declared: Security | undefined): Security {
  const unsafe = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
  const handlers = handlersOf(route);
  const scheme: OpenAPIV3.SecurityRequirementObject = {};
  if (handlers.includes(app.requireUser) || handlers.some(isStaffHandler)) scheme.session = [];
  if (unsafe) scheme.clientType = [];
  const optional = handlers.some((handler) => OPTIONAL_SESSION in (handler as object));
  if (declared)
    return declared.map((requirement) => (unsafe ? { ...requirement, clientType: [] } : requirement));
  if (optional) return [scheme, { ...scheme, session: [] }];
  return Object.keys(scheme).length > 0 ? [scheme] : [];
}

/**
 * The error answers a route can give, each the one error schema of the API (#16's codes): those
 * the route declares, and those its shape implies (input → 400, session → 401, …).
 */
function errorResponsesOf(
  route: RouteOptions,
  schema: RouteSchema,
  security: Security,
): Record<string, unknown> {
  const declared = schema.response ?? {};
  const statuses = new Set<string>(['500']);
  if (schema.body || schema.querystring || schema.params || route.method !== 'GET') statuses.add('400');
  if (security.length === 1 && security.some((requirement) => 'session' in requirement)) statuses.add('401');
  if (staffRolesOf(route) || security.some((requirement) => 'clientType' in requirement)) statuses.add('403');
  if (schema.params) statuses.add('404');
  const implied = [...statuses]
    .filter((status) => !(status in declared))
    .map((status) => [status, { description: ERROR_DESCRIPTIONS[status], ...ERROR_REF }]);
  return Object.fromEntries(implied);
}

/**
 * `/api/pages/*` → `/api/pages/{path}`: OpenAPI has no catch-all, so the rest of the path is one
 * parameter, named `path` (Fastify's `*`; the error answers name it `path` too).
 */
function catchAll(url: string, schema: RouteSchema): { url: string; schema: RouteSchema } {
  if (!url.endsWith('*')) return { url, schema };
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': rest, ...others } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}{path}`,
    schema: {
      ...schema,
      params: {
        ...params,
        type: 'object',
        properties: { ...others, path: rest ?? { type: 'string' } },
        required: [...(params?.required ?? []).filter((name) => name !== '*'), 'path'],
      },
    },
  };
}

/** A multipart form's request body: its text fields (from their zod schema) and its file parts. */
function formBody(
  document: Parameters<Transform>[0],
  zodTransform: Transform,
  form: FormDocumentation,
): unknown {
  const fields = (
    zodTransform({ ...document, schema: { body: form.fields } }) as unknown as { schema: RouteSchema }
  ).schema.body;
  const files = Object.entries(form.files ?? {}).map(([name, { maxItems, maxBytes, description }]) => {
    const file = { type: 'string', format: 'binary', maxLength: maxBytes, description };
    return [name, maxItems === 1 ? file : { type: 'array', items: file, maxItems, description }];
  });
  return files.length > 0
    ? { allOf: [fields, { type: 'object', properties: Object.fromEntries(files) }] }
    : fields;
}

/** A route's answer with the usual words for its status, unless it has its own. */
function described(status: string, response: unknown): unknown {
  const words = RESPONSE_DESCRIPTIONS[status] ?? ERROR_DESCRIPTIONS[status];
  if (!words || typeof response !== 'object' || response === null || 'description' in response)
    return response;
  // (@fastify/swagger reads a referenced answer's words beside its $ref, an inline one's from this key.)
  return { ['$ref' in response ? 'description' : 'x-response-description']: words, ...response };
}

function documentRoute(app: FastifyInstance, zodTransform: Transform): Transform {
  return (document) => {
    const transformed = zodTransform(document) as { schema: RouteSchema; url: string };
    if (!transformed.schema || transformed.schema.hide) return transformed;
    const route = (document as unknown as { route: RouteOptions }).route;
    const form = route.config?.form;
    if (form && !transformed.schema.body)
      transformed.schema = { ...transformed.schema, body: formBody(document, zodTransform, form) };
    const { url, schema } = catchAll(transformed.url, transformed.schema);
    const security = securityOf(app, route, schema.security);
    const roles = staffRolesOf(route);
    if (roles) {
      schema.description =
        `${String(schema.description ?? '')}\n\nStaff only, with one of the roles: ${roles.join(', ')}.`.trim();
      schema['x-staff-roles'] = [...roles];
    }
    const responses = Object.fromEntries(
      Object.entries({ ...(schema.response ?? {}), ...errorResponsesOf(route, schema, security) }).map(
        ([status, response]) => [status, described(status, response)],
      ),
    );
    return { url, schema: { ...schema, security, response: responses } };
  };
}

/** Integers say their size (int32 or int64), from the bounds the validation enforces. */
function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(addIntegerFormats);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.type === 'integer' && schema.format === undefined) {
    const fits32 =
      typeof schema.minimum === 'number' &&
      typeof schema.maximum === 'number' &&
      schema.minimum >= -2147483648 &&
      schema.maximum <= 2147483647;
    schema.format = fits32 ? 'int32' : 'int64';
  }
  Object.values(schema).forEach(addIntegerFormats);
}

/** Drops the components nothing refers to (each named shape gets an input and an output twin). */
function pruneComponents(document: OpenAPIV3.Document): void {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** The OpenAPI document at /api/docs/json and its browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: contractRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Psar storefront API',
        version: '1.0.0',
        description:
          "The REST API of Psar, the storefront of a Cambodian retailer. Every error answer is `{ statusCode, error, code, params, message, fields? }`: `code` is stable and the front ends translate it (English and Khmer); `message` is in the request's language. Lists are `{ data, links, meta }`, records `{ data }`.",
        contact: { name: 'Psar customer care', url: 'https://psar.com.kh/customer-care/contact-us' },
        license: { name: 'Proprietary' },
      },
      // The API is under /api on the storefront's own origin (production, staging or local alike).
      servers: [
        {
          url: '/',
          description: 'The origin serving this document: production, staging or local (pnpm start)',
          'x-internal': false,
        } as OpenAPIV3.ServerObject,
      ],
      tags: API_TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute(app, createJsonSchemaTransform({ schemaRegistry: contractRegistry })),
    transformObject: (input) => {
      const document = zodTransformObject(input) as OpenAPIV3.Document;
      pruneComponents(document);
      addIntegerFormats(document);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
