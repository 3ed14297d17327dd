import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, agreementEndpoints, authEndpoints, configEndpoints, fileEndpoints } from '@scf/api/contract';
import { NON_API_ROUTES } from './helpers/non-api-routes';
import { useTestServer } from './helpers/test-server';

/** Every route but these, under /v1 or any spec path, must be documented (helpers/non-api-routes.ts). */
const NOT_DOCUMENTED = NON_API_ROUTES;

type Json = { [key: string]: unknown };
type Operation = {
  operationId: string;
  parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean }>;
  requestBody?: { required: boolean; content: Record<string, { schema?: Json }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Json }> }>;
  security: Array<Record<string, string[]>>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Json };

const server = useTestServer();
let doc: Document;

beforeAll(async () => {
  const res = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
  doc = res.json<Document>();
});

const operation = (method: string, path: string): Operation => {
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  return op;
};
const refs = (op: Operation) => (op.parameters ?? []).flatMap((p) => (p.$ref ? [p.$ref.split('/').pop()] : []));

/** Every `$ref` string anywhere in a JSON tree. */
function allRefs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(allRefs);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : allRefs(v)));
}

const resolve = (pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Json)[part] : undefined), doc);

describe(`the OpenAPI document at ${OPENAPI_PATH} (issue 34 item 4)`, () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('documents every route the server registered but the listed non-API ones, and nothing else', () => {
    const registered = server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(NOT_DOCUMENTED.filter((key) => !registered.includes(key))).toEqual([]);
    // Fastify's `:name` is the document's `{name}`.
    const served = registered.filter((key) => !NOT_DOCUMENTED.includes(key)).map((key) => key.replace(/:(\w+)/g, '{$1}'));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !served.includes(key))).toEqual([]);
    expect(documented.length).toBeGreaterThan(100);
  });

  it('names each operation once and declares each path parameter of its path', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const [path, ops] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(ops)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${op.operationId} ${path}`).toEqual(inPath);
      }
    }
  });

  it('resolves every $ref inside the document (recursive schemas are components)', () => {
    const unresolved = [...new Set(allRefs(doc))].filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined);
    expect(unresolved).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('"#/$defs/');
  });

  it('gives each API call the signed headers of design.md §3 and the credentials the route checks', () => {
    // A public read of the login page: the signed headers, no credentials.
    const platform = operation('POST', configEndpoints.platform.path);
    expect(refs(platform)).toEqual(['XSystemType', 'XTimestamp', 'XNonce', 'XSign']);
    expect(platform.security).toEqual([]);
    // The token call: session and anti-forgery token, no bearer (it hands the bearer out).
    expect(operation('POST', authEndpoints.token.path).security).toEqual([{ session: [], xsrfHeader: [], xsrfCookie: [] }]);
    // A signed-in, idempotent business call: everything, and its Idempotency-Key.
    const create = operation('POST', agreementEndpoints.create.path);
    expect(refs(create)).toEqual(['XSystemType', 'XTimestamp', 'XNonce', 'XSign', 'IdempotencyKey']);
    expect(create.security).toEqual([{ session: [], bearer: [], xsrfHeader: [], xsrfCookie: [] }]);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '409', '415', '422']));
    // A download link the browser follows: the session cookie only, the file's bytes.
    const download = operation('GET', fileEndpoints.download.path);
    expect(refs(download)).toEqual([]);
    expect(download.security).toEqual([{ session: [] }]);
    expect(download.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(download.responses['200']?.content ?? {})).toEqual(['application/octet-stream']);
  });

  it('carries the contract’s schemas: query, body, and the data inside the envelope', () => {
    const upload = operation('POST', fileEndpoints.upload.path);
    expect(upload.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'fileName', in: 'query', required: true }),
        expect.objectContaining({ name: 'key', in: 'query', required: false }),
      ]),
    );
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const platform = operation('POST', configEndpoints.platform.path);
    expect(platform.requestBody?.required).toBe(true);
    expect(platform.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object', properties: { configKey: expect.anything() } });
    // The agreement's body is optional: it may be sent empty.
    expect(operation('POST', agreementEndpoints.create.path).requestBody?.required).toBe(false);
    const ok = operation('POST', authEndpoints.token.path).responses['200']?.content?.['application/json']?.schema as { oneOf: Json[] };
    expect(ok.oneOf[1]).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(ok.oneOf[0]).toMatchObject({ required: ['code', 'message', 'data'], properties: { code: { const: '0' }, data: expect.any(Object) } });
  });

  it('is served public and cacheable: no session, the same bytes each time, 304 for its ETag', async () => {
    const first = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
    const second = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(second.headers.etag).toBe(etag);
    const revalidated = await server.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});
