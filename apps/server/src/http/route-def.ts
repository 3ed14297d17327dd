import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RoleCode } from '@scf/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { SessionState } from '../security/session-store';
import type { AppServices } from '../services/app-services';

/**
 * What a route needs (security.md §1.10): nothing, a logged-in session with its auth token, a granted menu
 * path of the current role, or one of some roles as the current role.
 */
export type Access = 'public' | 'session' | { menu: string } | { role: readonly RoleCode[] };

export interface RouteContext<B> {
  body: B;
  query: URLSearchParams;
  /** Present on every non-public route (the guard rejected the request otherwise). */
  session: SessionState | null;
  db: Db;
  clock: Clock;
  services: AppServices;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiRoute<B = unknown> {
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  /** Strict request schema. A POST without one accepts only an empty body or `{}`. */
  body?: z.ZodType<B>;
  /** Response data schema: the answer is checked against the contract before it leaves. */
  response?: z.ZodType;
  /** Session routes need `Authorization: Bearer`; only the call that issues the token is exempt. */
  bearer?: boolean;
  /**
   * Anti-forgery token required (default for POST). Off only for public read-only calls the login page makes
   * before it holds a token; they change nothing but may start the anonymous session.
   */
  xsrf?: boolean;
  /** Start an anonymous session (and its anti-forgery cookie) when the caller has none. */
  startsSession?: boolean;
  handler(ctx: RouteContext<B>): Promise<unknown>;
}

/** Keeps the body type of each route while collecting them in one table. */
export function defineRoute<B>(route: ApiRoute<B>): ApiRoute<unknown> {
  return route as ApiRoute<unknown>;
}
