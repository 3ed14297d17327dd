/**
 * One endpoint definition shared by the client and the server (design.md §4, docs/adr/0006): method, path with
 * typed `{param}` segments, query, body and response schemas. The client calls it with `call(endpoint, input)`;
 * the server registers it with `defineRoute(endpoint, { access, handler })`. Neither side writes the URL or a
 * schema again.
 */
import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;

/** `{id}` segments of a path template as a record: `PathParams<'/v1/a/{id}/b/{no}'>` is `{ id: string; no: string }`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** zod/mini's base type: classic schemas are assignable to it, and the first route loads no classic zod (docs/adr/0017). */
type Schema = z.ZodMiniType;
type MaybeSchema = Schema | undefined;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends Schema = Schema,
> {
  readonly method: M;
  /** Path template below the origin: `/v1/repayments/{id}/confirm`. */
  readonly path: P;
  /** Validates the path parameters (each a non-empty segment by default). */
  readonly params: z.ZodMiniType<PathParams<P>>;
  readonly query: Q;
  readonly body: B;
  /** The envelope's `data`. */
  readonly response: R;
  /** A mutating business call: it carries an `Idempotency-Key` and its effect is stored once (design.md §3). */
  readonly idempotent: boolean;
  /** A multipart upload: the body is a FormData, signed as '' (design.md §3). */
  readonly multipart: boolean;
}

// Erased for collections (route tables, tests); `any` keeps every concrete endpoint assignable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;

/** The empty object type (no keys). */
type Empty = Record<never, never>;
type Simplify<T> = { [K in keyof T]: T[K] } & Empty;
type In<S> = S extends Schema ? z.input<S> : never;
type Out<S> = S extends Schema ? z.output<S> : never;
type Part<K extends string, T> = [T] extends [never] ? Empty : Empty extends T ? { [k in K]?: T } : { [k in K]: T };
type ParamsPart<P extends string> = [ParamNames<P>] extends [never] ? Empty : { params: PathParams<P> };

/** What the client passes: path params, query and body as the schemas accept them (or `form` for uploads). */
export type EndpointInput<E extends AnyEndpoint> = Simplify<
  ParamsPart<E['path']> & Part<'query', In<E['query']>> & (E['multipart'] extends true ? { form: FormData } : Part<'body', In<E['body']>>)
>;

/** What a server handler receives once the schemas have parsed the request. */
export interface EndpointRequest<E extends AnyEndpoint> {
  params: PathParams<E['path']>;
  query: E['query'] extends Schema ? Out<E['query']> : undefined;
  body: E['body'] extends Schema ? Out<E['body']> : undefined;
}

/** What the client gets back (the response schema's output). */
export type EndpointResult<E extends AnyEndpoint> = z.output<E['response']>;
/** What a server handler returns (the response schema's input; it is parsed on the way out). */
export type EndpointReply<E extends AnyEndpoint> = z.input<E['response']>;

/** The client's second and third arguments: the input is optional when nothing in it is required. */
export type CallArgs<E extends AnyEndpoint, O> =
  Empty extends EndpointInput<E> ? [input?: EndpointInput<E>, options?: O] : [input: EndpointInput<E>, options?: O];

export interface CallOptions {
  /** One per logical operation: a retry of the same operation passes the same key (security.md §3.2). */
  idempotencyKey?: string;
}

/** Anything that calls endpoints the way `@scf/api`'s client does (the signing SDK takes one). */
export interface EndpointCaller {
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E, CallOptions>): Promise<EndpointResult<E>>;
}

/** A path segment value: no NUL, no `/`, bounded (it is also put in logs and SQL parameters). */
export const pathSegmentSchema = z.string().check(
  z.minLength(1),
  z.maxLength(2000),
  z.refine((s) => !s.includes('/') && !s.includes('\u0000'), 'not a path segment'),
);

function paramsSchema<P extends string>(path: P, overrides: Partial<Record<string, z.ZodMiniType<string>>> = {}): z.ZodMiniType<PathParams<P>> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const shape = Object.fromEntries(names.map((n) => [n, overrides[n] ?? pathSegmentSchema]));
  return z.strictObject(shape) as unknown as z.ZodMiniType<PathParams<P>>;
}

interface Common<P extends string, Q extends MaybeSchema, R extends Schema> {
  query?: Q;
  response: R;
  /** Stricter schemas for some path parameters. */
  params?: Partial<Record<ParamNames<P>, z.ZodMiniType<string>>>;
}

function make<M extends HttpMethod, P extends string, Q extends MaybeSchema, B extends MaybeSchema, R extends Schema>(
  method: M,
  path: P,
  def: Common<P, Q, R> & { body?: B; idempotent?: boolean; multipart?: boolean },
): Endpoint<M, P, Q, B, R> {
  return {
    method,
    path,
    params: paramsSchema(path, def.params as Partial<Record<string, z.ZodMiniType<string>>> | undefined),
    query: def.query as Q,
    body: def.body as B,
    response: def.response,
    idempotent: def.idempotent ?? false,
    multipart: def.multipart ?? false,
  };
}

/** A read: no body. */
export function get<P extends string, R extends Schema, Q extends MaybeSchema = undefined>(path: P, def: Common<P, Q, R>): Endpoint<'GET', P, Q, undefined, R> {
  return make('GET', path, def);
}

/** A JSON POST. Without `body` it accepts only an empty body or `{}`. */
export function post<P extends string, R extends Schema, B extends MaybeSchema = undefined, Q extends MaybeSchema = undefined>(
  path: P,
  def: Common<P, Q, R> & { body?: B; idempotent?: boolean },
): Endpoint<'POST', P, Q, B, R> {
  return make('POST', path, def);
}

/** A multipart POST (file upload). */
export function upload<P extends string, R extends Schema, Q extends MaybeSchema = undefined>(
  path: P,
  def: Common<P, Q, R>,
): Endpoint<'POST', P, Q, undefined, R> & { multipart: true } {
  return make('POST', path, { ...def, multipart: true }) as Endpoint<'POST', P, Q, undefined, R> & { multipart: true };
}

/** `METHOD path` of an endpoint: its identity (two modules may name the same endpoint, e.g. the repayment original). */
export const endpointKey = (e: Pick<AnyEndpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/** The path with its parameters filled in, each encoded so it cannot leave its segment. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Where the server publishes the OpenAPI 3.1 document of every endpoint it serves, generated from these definitions
 * (issue 34 item 4): public, no signed headers, for bank integrators and embedding hosts to generate clients from.
 */
export const OPENAPI_PATH = '/v1/openapi.json';

/**
 * The live pages' stream (issue 34 scope 2): server-sent events the portal's EventSource reads (`todo`, `message`,
 * `application`, `resync`, `end`); kinds and ids only, authenticated by the session cookie. Not a JSON call.
 */
export const LIVE_EVENTS_PATH = '/v1/events';

/** The same template in the router's syntax: `/v1/a/{id}` → `/v1/a/:id`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
