import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '@scf/api/contract';
import type { JsonSchema } from './json-schema';

/** How long a client may use its copy without asking (it changes only with a deploy); then it revalidates by ETag. */
const MAX_AGE_S = 300;

/**
 * `GET /v1/openapi.json`: the document, built and serialized once, when it is first asked for (building it walks every
 * endpoint's schemas: half a second a server start would otherwise spend), public and cacheable, with a strong ETag so
 * a revalidation costs a 304.
 */
export function registerOpenApi(app: FastifyInstance, build: () => JsonSchema): void {
  let served: { body: Buffer; etag: string } | undefined;
  const document = () => {
    if (served) return served;
    const body = Buffer.from(JSON.stringify(build()));
    served = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    return served;
  };
  app.get(OPENAPI_PATH, (request, reply) => {
    const { body, etag } = document();
    reply.header('Cache-Control', `public, max-age=${MAX_AGE_S}`).header('ETag', etag);
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.header('Content-Type', 'application/json; charset=utf-8').send(body);
  });
}
