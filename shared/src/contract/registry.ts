import { z } from 'zod';

/**
 * The contract's named shapes: each becomes a component of the OpenAPI document (`#/components/
 * schemas/<id>`, with an `<id>Input` twin where a request uses it), so generated clients get
 * readable type names and recursive shapes (the category tree) can refer to themselves. It is zod's
 * global registry, where `.describe()` keeps its texts too, so the document carries both.
 */
export const contractRegistry = z.globalRegistry;

/** Registers `schema` under `id` in the contract and returns it. */
export function named<Schema extends z.ZodType>(id: string, schema: Schema): Schema {
  contractRegistry.add(schema, { id });
  return schema;
}
