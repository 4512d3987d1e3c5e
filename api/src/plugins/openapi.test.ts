import type { OpenAPIV3 } from 'openapi-types';
import { isErrorCode } from '../lib/errors/codes';
import { CLIENT, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { API_TAGS } from './openapi';

type Schema = OpenAPIV3.SchemaObject;
type Operation = OpenAPIV3.OperationObject;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A request field with a limit the document states, and a value just past that limit. */
interface Probe {
  in: 'path' | 'query' | 'body';
  field: string;
  limit: string;
  value: unknown;
}

let document: OpenAPIV3.Document;

function resolve(schema: OpenAPIV3.ReferenceObject | Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if ('$ref' in schema) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!]);
  // A nullable union (`anyOf: [x, null]`) limits through its one non-null branch.
  if (schema.anyOf?.length === 1) return { ...resolve(schema.anyOf[0]), nullable: schema.nullable };
  return schema;
}

/** Values just past each limit of a field's schema ("one past": the first value refused). */
function pastLimits(schema: Schema): { limit: string; value: unknown }[] {
  const past: { limit: string; value: unknown }[] = [];
  const step = schema.type === 'integer' ? 1 : 0.5;
  if (schema.enum) past.push({ limit: 'enum', value: 'not-one-of-them' });
  if (schema.maxLength !== undefined)
    past.push({ limit: `maxLength ${schema.maxLength}`, value: 'x'.repeat(schema.maxLength + 1) });
  if (schema.minLength)
    past.push({ limit: `minLength ${schema.minLength}`, value: 'x'.repeat(schema.minLength - 1) });
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    past.push({
      limit: `maximum ${schema.maximum}`,
      value: schema.exclusiveMaximum ? schema.maximum : schema.maximum + step,
    });
  if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER)
    past.push({
      limit: `minimum ${schema.minimum}`,
      value: schema.exclusiveMinimum ? schema.minimum : schema.minimum - step,
    });
  if (schema.maxItems !== undefined) {
    const items = resolve((schema as OpenAPIV3.ArraySchemaObject).items);
    const item = items?.type === 'object' ? {} : items?.type === 'string' ? 'a' : 1;
    past.push({
      limit: `maxItems ${schema.maxItems}`,
      value: Array.from({ length: schema.maxItems + 1 }, () => item),
    });
  }
  if (schema.minItems) past.push({ limit: `minItems ${schema.minItems}`, value: [] });
  return past;
}

/** Every limited field of a JSON body, nested objects included (`buyNow.quantity`). */
function bodyProbes(schema: Schema | undefined, prefix = ''): Probe[] {
  if (!schema || schema.type !== 'object') return [];
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const resolved = resolve(property);
    if (!resolved) return [];
    const field = `${prefix}${name}`;
    return [
      ...pastLimits(resolved).map((past) => ({ in: 'body' as const, field, ...past })),
      ...bodyProbes(resolved, `${field}.`),
    ];
  });
}

function probesOf(operation: Operation): Probe[] {
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const parameterProbes = parameters.flatMap((parameter) => {
    const schema = resolve(parameter.schema);
    if (!schema || (parameter.in !== 'path' && parameter.in !== 'query')) return [];
    return pastLimits(schema).map((past) => ({
      in: parameter.in as 'path' | 'query',
      field: parameter.name,
      ...past,
    }));
  });
  const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content[
    'application/json'
  ];
  return [...parameterProbes, ...bodyProbes(resolve(body?.schema))];
}

/** A plausible value for a path parameter that is not under test. */
function validPathValue(parameter: OpenAPIV3.ParameterObject): string {
  const schema = resolve(parameter.schema);
  if (schema?.enum) return String(schema.enum[0]);
  return schema?.type === 'integer' || schema?.type === 'number' ? '1' : 'x';
}

function requestFor(path: string, operation: Operation, probe: Probe) {
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (probe.in === 'path' && probe.field === name) return encodeURIComponent(String(probe.value));
    return validPathValue(parameters.find((parameter) => parameter.name === name)!);
  });
  const query = probe.in === 'query' ? `?${new URLSearchParams({ [probe.field]: String(probe.value) })}` : '';
  let payload: Record<string, unknown> | undefined;
  if (operation.requestBody) {
    payload = {};
    if (probe.in === 'body') {
      // `a.b` → { a: { b: value } }
      const keys = probe.field.split('.');
      let target = payload;
      for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
      target[keys.at(-1)!] = probe.value;
    }
  }
  return { url: `${url}${query}`, payload };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let cookie: string;
  const operations: { method: string; path: string; operation: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ products: 4 });
    cookie = await signIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    document = response.json();
    for (const [path, item] of Object.entries(document.paths))
      for (const method of METHODS)
        if (item?.[method]) operations.push({ method, path, operation: item[method]! });
  });
  afterAll(() => t.close());

  it('describes every operation with a unique operationId, a declared tag, a summary and a description', () => {
    const declared = new Set(API_TAGS.map((tag) => tag.name));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.length).toBeGreaterThan(80);
    expect(new Set(ids).size).toBe(ids.length);
    const incomplete = operations
      .filter(({ operation }) => {
        const tags = operation.tags ?? [];
        return (
          !operation.operationId ||
          !operation.summary ||
          !operation.description ||
          tags.length === 0 ||
          !tags.every((tag) => declared.has(tag))
        );
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(incomplete).toEqual([]);
  });

  it('says who may call each operation, and every error answer is the one error schema', () => {
    const errorSchema = document.components!.schemas!.Error as Schema;
    for (const { method, path, operation } of operations) {
      expect({ route: `${method} ${path}`, security: Array.isArray(operation.security) }).toEqual({
        route: `${method} ${path}`,
        security: true,
      });
      if (method !== 'get')
        expect({
          route: `${method} ${path}`,
          clientType: operation.security!.every((requirement) => 'clientType' in requirement),
        }).toEqual({
          route: `${method} ${path}`,
          clientType: true,
        });
      // Each JSON error answer is the Error schema, or extends it (409 quote.changed adds the new quote).
      // (A browser navigation's error may be an HTML page: only JSON answers are checked.)
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = (response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema;
        if (Number(status) < 400 || (response as OpenAPIV3.ResponseObject).content?.['text/html']) continue;
        const schema = resolve(json);
        expect({
          route: `${method} ${path} ${status}`,
          code: schema?.properties?.code,
          fields: schema?.properties?.fields,
        }).toEqual({
          route: `${method} ${path} ${status}`,
          code: { $ref: '#/components/schemas/ErrorCode' },
          fields: errorSchema.properties!.fields,
        });
      }
    }
  });

  it('refers to the category tree as a named, recursive component', () => {
    const category = document.components?.schemas?.Category as Schema;
    const subCategories = category.properties?.subCategories as OpenAPIV3.ArraySchemaObject;
    expect(subCategories.items).toEqual({ $ref: '#/components/schemas/Category' });
  });

  // The document and the validation come from the same zod schemas; this keeps them from drifting.
  it('states only limits the API enforces: a value just past any of them is a 400 naming that field', async () => {
    const refusals: string[] = [];
    let probed = 0;
    for (const { method, path, operation } of operations) {
      for (const probe of probesOf(operation)) {
        probed += 1;
        const { url, payload } = requestFor(path, operation, probe);
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...CLIENT, cookie },
          ...(payload ? { payload } : {}),
        });
        const body = response.json() as { fields?: Record<string, { code: string }> };
        const fieldCode = body.fields?.[probe.field]?.code;
        if (response.statusCode !== 400 || !isErrorCode(fieldCode))
          refusals.push(
            `${method} ${path} ${probe.in} ${probe.field} (${probe.limit}): ${response.statusCode} ${JSON.stringify(body.fields ?? body).slice(0, 200)}`,
          );
      }
    }
    expect(probed).toBeGreaterThan(100);
    expect(refusals).toEqual([]);
  });
});
