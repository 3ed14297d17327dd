import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUCCESS_CODE, endpointKey, routerPath } from '@scf/api/contract';
import type { AnyEndpoint, Envelope } from '@scf/api/contract';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { guardRequest } from '../security/request-guard';
import type { Guarded } from '../security/request-guard';
import { logSecurityEvent } from '../signing/security-log';
import { SigningRejectedError } from '../signing/signing-errors';
import type { ApiRoute, RouteContext } from './define-route';
import { FileReply, sendFile } from './file-reply';
import { IDEMPOTENT_REPLAYED, runIdempotent } from './idempotency';
import type { PlatformServices } from './platform-services';

export interface RouteDeps {
  db: Db;
  clock: Clock;
  services: PlatformServices;
}

interface Call {
  request: FastifyRequest;
  reply: FastifyReply;
  now: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The success envelope. The data is checked against the endpoint's response schema (a mismatch is a server bug and
 * becomes the generic error) and sent as the handler built it: the wire carries the schema's input form, which is
 * what the client parses (a transforming schema, like the signature rules', would otherwise change the wire).
 */
function envelopeOf(endpoint: AnyEndpoint, data: unknown): Envelope {
  endpoint.response.parse(data);
  return { code: SUCCESS_CODE, message: '', data: data ?? null };
}

function contextOf(guarded: Guarded, deps: RouteDeps, call: Call, db: Queryable): RouteContext<AnyEndpoint> {
  const { services } = deps;
  const env = { db, now: call.now, businessDate: services.businessDate(), signingEnabled: services.signingEnabled };
  const { actor, session, input } = guarded;
  // The guard loaded an actor for every non-public route, which is what the typed context promises.
  return { actor, session, ...input, db, env, clock: deps.clock, services, request: call.request, reply: call.reply } as RouteContext<AnyEndpoint>;
}

async function answer(route: ApiRoute, guarded: Guarded, deps: RouteDeps, call: Call): Promise<FastifyReply> {
  const run = async (db: Queryable) => envelopeOf(route.endpoint, await route.handler(contextOf(guarded, deps, call, db)));
  const claim = guarded.idempotency;
  if (!claim) {
    const data = await route.handler(contextOf(guarded, deps, call, deps.db));
    // A download or snapshot answers with the file's bytes instead of the envelope.
    if (data instanceof FileReply) return sendFile(call.reply, data);
    return call.reply.send(envelopeOf(route.endpoint, data));
  }
  // defineRoute refuses an idempotent public route, so a claim always has its principal.
  if (!guarded.actor) throw new Error(`${route.endpoint.path}: an idempotent call without an actor`);
  const idempotent = { principal: guarded.actor.userId, key: claim.key, route: endpointKey(route.endpoint), requestHash: claim.requestHash, now: call.now };
  const stored = await runIdempotent(deps.db, idempotent, run);
  if (stored.replayed) call.reply.header(IDEMPOTENT_REPLAYED, 'true');
  return call.reply.code(stored.status).type(JSON_TYPE).send(stored.body);
}

/**
 * Register one contract endpoint at its method and path (`{id}` → `:id`): every check of the guard, then the handler
 * — inside the idempotency transaction where the endpoint is idempotent — then the checked envelope.
 */
export function registerApiRoute(app: FastifyInstance, route: ApiRoute, deps: RouteDeps): void {
  const guardDeps = { db: deps.db, ...deps.services };
  app.route({
    method: route.endpoint.method,
    url: routerPath(route.endpoint.path),
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    handler: async (request, reply) => {
      const now = deps.clock.now();
      const guarded = await guardRequest(route, request, reply, guardDeps, now);
      try {
        return await answer(route, guarded, deps, { request, reply, now });
      } catch (error) {
        // A refused signature or key registration rolled back with everything else; its record must survive, so it
        // is written here, after the transaction ended (security.md §2.6 step 3).
        if (error instanceof SigningRejectedError) await logSecurityEvent(deps.db, now, guarded.actor?.userId ?? null, error.code, error.detail);
        throw error;
      }
    },
  });
}
