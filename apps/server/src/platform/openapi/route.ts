import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '@scf/api/contract';
import type { JsonSchema } from './json-schema';

/** How long a client may use its copy without asking (it changes only with a deploy); then it revalidates by ETag. */
const MAX_AGE_S = 300;

/**
 * `GET /v1/openapi.json`: the document, serialized once here (when the server starts), public and cacheable, with a
 * strong ETag so a revalidation costs a 304.
 */
export function registerOpenApi(app: FastifyInstance, document: JsonSchema): void {
  const body = Buffer.from(JSON.stringify(document));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(OPENAPI_PATH, (request, reply) => {
    reply.header('Cache-Control', `public, max-age=${MAX_AGE_S}`).header('ETag', etag);
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.header('Content-Type', 'application/json; charset=utf-8').send(body);
  });
}
