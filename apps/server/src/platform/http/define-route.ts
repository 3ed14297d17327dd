import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint, EndpointReply, EndpointRequest } from '@scf/api/contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { Access } from '../security/access-check';
import type { Actor } from '../security/actor';
import type { GuardedRoute } from '../security/request-guard';
import type { SessionState } from '../security/session-store';
import type { ServiceEnv } from '../service-env';
import type { PlatformServices } from './platform-services';

export type { Access };

/** Who calls: nobody in particular on a public route; on every other route a logged-in actor, never null. */
export type Caller<A extends Access> = A extends 'public' ? { actor: null; session: SessionState | null } : { actor: Actor; session: SessionState };

/** What a handler gets: the endpoint's parsed params, query and body, the caller, and the platform. */
export type RouteContext<E extends AnyEndpoint, A extends Access = Access> = EndpointRequest<E> &
  Caller<A> & {
    /** The request's database: for an idempotent endpoint, the transaction that also stores the answer. */
    db: Queryable;
    /** The same database with the request's instant and business date, for module services. */
    env: ServiceEnv;
    clock: Clock;
    services: PlatformServices;
    request: FastifyRequest;
    reply: FastifyReply;
  };

export interface RouteOptions<E extends AnyEndpoint, A extends Access> {
  /** Every route declares what it needs (security.md §1.10). */
  access: A;
  /** Session routes need `Authorization: Bearer`; only the call that issues the token is exempt. */
  bearer?: boolean;
  /** Anti-forgery token (default on for POST); off only for public read-only calls the login page makes first. */
  xsrf?: boolean;
  /** Start an anonymous session (and its anti-forgery cookie) when the caller has none. */
  startsSession?: boolean;
  /** A GET the browser follows itself (download link, `<img>`): session cookie only, no signed headers, no bearer. */
  link?: boolean;
  /** A larger body than the server's 1 MiB (a batch import), in bytes. */
  bodyLimit?: number;
  /** Returns the response data as the endpoint's schema accepts it; it is checked before it leaves. */
  handler(ctx: RouteContext<E, A>): Promise<EndpointReply<E>>;
}

/** A route as the server registers it (types erased so one table holds every endpoint). */
export interface ApiRoute extends GuardedRoute {
  bodyLimit?: number | undefined;
  handler(ctx: RouteContext<AnyEndpoint>): Promise<unknown>;
}

/**
 * Serve a contract endpoint: its method and path, its schemas for the input and the reply, and its `idempotent`
 * flag come from the endpoint; the route adds only who may call it and what it does.
 */
export function defineRoute<E extends AnyEndpoint, const A extends Access>(endpoint: E, options: RouteOptions<E, A>): ApiRoute {
  if (endpoint.idempotent && options.access === 'public')
    throw new Error(`${endpoint.path}: an idempotent endpoint needs a logged-in caller (the key's principal)`);
  return { endpoint, ...options } as unknown as ApiRoute;
}

/**
 * A public read the login page makes before it holds an anti-forgery token (configs, dictionaries): no token, and
 * no new session — one still in flight with the pre-login cookie when login rotates the session would otherwise
 * answer with a fresh anonymous cookie and log the user out (only the page load and public-keys start one).
 */
export const PUBLIC_READ = { access: 'public', xsrf: false } as const;

/**
 * A logged-in read the browser follows itself (a download link, the `<img>` of a snapshot): the session cookie is
 * what authorizes it, as a link cannot carry the bearer token or the signed headers; the site check still applies.
 */
export const LINK_READ = { access: 'session', link: true, bearer: false } as const;
