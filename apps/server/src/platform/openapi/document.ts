import { createHash } from 'node:crypto';
import { HEADER, OPENAPI_PATH, allEndpoints, endpointKey } from '@scf/api/contract';
import type { ApiRoute } from '../http/define-route';
import { ERROR_ENVELOPE, ERROR_RESPONSES, SECURITY_SCHEMES } from './components';
import type { JsonSchema, SchemaComponents } from './json-schema';
import { HEADER_PARAMETERS, operationOf } from './operation';

export interface OpenApiOptions {
  /** Whether a per-client limit applies to the route (`METHOD /router/:path`), for its 429. */
  limited?: (route: ApiRoute) => boolean;
}

const DOCUMENT_OPERATION = {
  operationId: 'openapi_document',
  tags: ['openapi'],
  description: 'This document. Public, no signed headers; built once when the server starts.',
  responses: { '200': { description: 'The OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } } },
  security: [],
};

/**
 * The OpenAPI 3.1 document of the routes the server serves, generated from their contract endpoints (@scf/api): every
 * path and method, the path, query and body schemas, the response inside the `{ code, message, data }` envelope, the
 * signed headers of design.md §3 as header parameters, the credentials each route checks as security requirements.
 * `info.version` is a digest of the paths, so it changes exactly when the API does.
 */
export function buildOpenApiDocument(routes: readonly ApiRoute[], options: OpenApiOptions = {}): JsonSchema {
  const names = new Map(allEndpoints().map((e) => [endpointKey(e.endpoint), e]));
  const schemas: SchemaComponents = { ErrorEnvelope: ERROR_ENVELOPE };
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const { endpoint } = route;
    const named = names.get(endpointKey(endpoint));
    if (!named) throw new Error(`${endpointKey(endpoint)} is served but is no contract endpoint`);
    const operation = operationOf(
      route,
      { operationId: `${named.module}_${named.name}`, tag: named.module, limited: options.limited?.(route) ?? false },
      schemas,
    );
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  paths[OPENAPI_PATH] = { get: DOCUMENT_OPERATION };
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const version = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
  return {
    openapi: '3.1.1',
    info: {
      title: 'SCF platform API',
      version,
      description: [
        "Every answer is the envelope `{ code, message, data }`: code '0' is success;",
        'any other code is a refusal with a Chinese message and data null (spec §7, §8).',
        'Amounts are decimal strings with two decimals, dates `YYYY-MM-DD` business dates in Asia/Shanghai.',
        'Each API call carries X-System-Type, X-Timestamp, X-Nonce and X-Sign;',
        `every answer carries \`${HEADER.serverTime}\`, the server's clock for the timestamp.`,
      ].join(' '),
    },
    servers: [{ url: '/' }],
    paths: sorted,
    components: { schemas, parameters: HEADER_PARAMETERS, responses: ERROR_RESPONSES, securitySchemes: SECURITY_SCHEMES },
  };
}
