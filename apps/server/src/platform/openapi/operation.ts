import type * as z from 'zod/mini';
import type { ApiRoute } from '../http/define-route';
import type { Access } from '../security/access-check';
import { IDEMPOTENCY_KEY, SIGNED_HEADERS, successEnvelope } from './components';
import type { ERROR_RESPONSES } from './components';
import { wireSchema } from './json-schema';
import type { JsonSchema, SchemaComponents } from './json-schema';

/** What the document says of one served route besides the route itself. */
export interface OperationFacts {
  /** `module_name` of the endpoint in the contract's catalogue: unique, stable, a client method's name. */
  operationId: string;
  /** The contract module: the operation's tag. */
  tag: string;
  /** A per-client limit applies (429). */
  limited: boolean;
}

type ErrorResponse = keyof typeof ERROR_RESPONSES;

const ref = (kind: 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

function accessText(access: Access): string {
  if (access === 'public') return 'Public: no sign-in.';
  if (access === 'session') return 'Any signed-in user.';
  if ('menu' in access) return `Signed in, with the menu path \`${access.menu}\` granted to the current role.`;
  if ('anyMenu' in access) return `Signed in, with any of the menu paths ${access.anyMenu.map((m) => `\`${m}\``).join(', ')} granted to the current role.`;
  if ('productMenu' in access) return `Signed in, with \`/<product area>${access.productMenu}\` granted to the current role for the product the request names.`;
  return `Signed in, with one of the current roles ${access.role.join(', ')}.`;
}

/** One parameter per property of an object schema (path or query); required as the schema says. */
function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query', name: string, components: SchemaComponents): JsonSchema[] {
  if (!schema) return [];
  const json = wireSchema(schema, name, components);
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  // A query that is no plain object (a union, say) is one form-style parameter whose properties spread into the query.
  if (!properties) return [{ name: where, in: where, required: where === 'path', style: 'form', explode: true, schema: json }];
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([key, value]) => ({ name: key, in: where, required: where === 'path' || required.has(key), schema: value }));
}

function requestBodyOf(route: ApiRoute, name: string, components: SchemaComponents): JsonSchema | undefined {
  const { endpoint } = route;
  if (endpoint.multipart) {
    return {
      required: true,
      description: 'One file part (any field name); the request is signed with an empty body.',
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  const body = endpoint.body as z.ZodMiniType;
  // An optional body may be left out (sent empty).
  return { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: wireSchema(body, `${name}_body`, components) } } };
}

function responsesOf(route: ApiRoute, facts: OperationFacts, components: SchemaComponents): JsonSchema {
  const { endpoint } = route;
  const ok = route.link
    ? { description: "The file's bytes (its own Content-Type, with Content-Disposition), not an envelope.", content: { 'application/octet-stream': {} } }
    : {
        description: `The envelope: code '0' and the data, or a business refusal with another code and data null.`,
        content: {
          'application/json': {
            schema: {
              oneOf: [
                successEnvelope(wireSchema(endpoint.response as z.ZodMiniType, `${facts.operationId}_data`, components)),
                { $ref: '#/components/schemas/ErrorEnvelope' },
              ],
            },
          },
        },
      };
  const mutating = endpoint.method !== 'GET';
  const signedIn = route.access !== 'public';
  const errors: Record<string, ErrorResponse | false> = {
    '400': 'BadRequest',
    '401': signedIn && 'Unauthenticated',
    '403': (signedIn || mutating) && 'Forbidden',
    '404': 'NotFound',
    '409': !route.link && 'Conflict',
    '415': mutating && 'UnsupportedMediaType',
    '422': endpoint.idempotent && 'IdempotencyMismatch',
    '429': facts.limited && 'TooManyRequests',
    '500': 'SystemError',
  };
  const refusals = Object.entries(errors).flatMap(([status, name]) => (name ? [[status, ref('responses', name)] as const] : []));
  return { '200': ok, ...Object.fromEntries(refusals) };
}

/** Which credentials the route checks (request-guard.ts, access-check.ts): none is an empty requirement list. */
function securityOf(route: ApiRoute): JsonSchema[] {
  const signedIn = route.access !== 'public';
  const xsrf = route.endpoint.method !== 'GET' && route.xsrf !== false;
  if (!signedIn && !xsrf) return [];
  return [
    {
      session: [],
      ...(signedIn && route.bearer !== false ? { bearer: [] } : {}),
      ...(xsrf ? { xsrfHeader: [], xsrfCookie: [] } : {}),
    },
  ];
}

/**
 * The OpenAPI operation of a served route: its parameters (path, query, and the signed headers of design.md §3
 * unless it is a link the browser follows), its body, the envelope around its response, its refusals and what
 * credentials it needs.
 */
export function operationOf(route: ApiRoute, facts: OperationFacts, components: SchemaComponents): JsonSchema {
  const { endpoint } = route;
  const name = facts.operationId;
  const headers = route.link
    ? []
    : [ref('parameters', 'XSystemType'), ref('parameters', 'XTimestamp'), ref('parameters', 'XNonce'), ref('parameters', 'XSign')];
  const parameters = [
    ...parametersOf(endpoint.params as z.ZodMiniType, 'path', `${name}_params`, components),
    ...parametersOf(endpoint.query as z.ZodMiniType | undefined, 'query', `${name}_query`, components),
    ...headers,
    ...(endpoint.idempotent ? [ref('parameters', 'IdempotencyKey')] : []),
  ];
  const description = [
    accessText(route.access),
    ...(endpoint.idempotent ? ['Idempotent: send an Idempotency-Key; a retry with the same key answers the stored result.'] : []),
    ...(route.link ? ['A link the browser follows (download, image): the session cookie only, no signed headers.'] : []),
  ].join(' ');
  const body = requestBodyOf(route, name, components);
  return {
    operationId: name,
    tags: [facts.tag],
    description,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(route, facts, components),
    security: securityOf(route),
    'x-scf-access': route.access,
  };
}

/** The header parameters operations refer to, by component name. */
export const HEADER_PARAMETERS = {
  XSystemType: SIGNED_HEADERS.systemType,
  XTimestamp: SIGNED_HEADERS.timestamp,
  XNonce: SIGNED_HEADERS.nonce,
  XSign: SIGNED_HEADERS.sign,
  IdempotencyKey: IDEMPOTENCY_KEY,
} as const;
