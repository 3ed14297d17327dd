import * as z from 'zod/mini';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** Schemas of the document's `components.schemas`, filled as operations are converted (recursive types land here). */
export type SchemaComponents = Record<string, JsonSchema>;

const LOCAL_DEF = '#/$defs/';

/** Every `$ref` to a local `$defs` entry, renamed (the tree is the converter's fresh output, changed in place). */
function renameRefs(node: unknown, rename: (def: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) renameRefs(item, rename);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as JsonSchema;
  for (const [key, value] of Object.entries(record)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_DEF)) record[key] = rename(value.slice(LOCAL_DEF.length));
    else renameRefs(value, rename);
  }
}

/**
 * The JSON Schema of what goes over the wire for a contract schema. `input`: a request is what the client sends, and
 * the server sends a handler's reply in the response schema's input form too (register-route.ts), so both sides
 * are the schemas' inputs. Refinements are not expressible and are left out; a type JSON cannot carry becomes `{}`.
 * A recursive schema's `$defs` move to `components.schemas` under `<name>_<def>`: `#/$defs/…` inside a path's
 * schema would resolve against the document's root, where they are not.
 */
export function wireSchema(schema: z.ZodMiniType, name: string, components: SchemaComponents): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = json;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const componentName = (def: string) => `${name}_${def.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  const rename = (def: string) => `#/components/schemas/${componentName(def)}`;
  renameRefs(rest, rename);
  for (const [def, body] of Object.entries(defs)) {
    renameRefs(body, rename);
    components[componentName(def)] = body;
  }
  return rest;
}
