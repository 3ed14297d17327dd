import type { AnyEndpoint } from '@scf/api/contract';
import { fail } from '../api-error';

/** What a handler receives, parsed by the endpoint's own schemas (design.md §4: no schema written twice). */
export interface RequestInput {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

const isEmptyObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0;

function parseJson(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw fail.badRequest('请求体不是合法的 JSON');
  }
}

function parseBody(endpoint: AnyEndpoint, raw: string): unknown {
  const json = parseJson(raw);
  // An endpoint without a body schema takes nothing: an empty body or `{}` (what the client sends for it).
  if (!endpoint.body) {
    if (json !== undefined && !isEmptyObject(json)) throw fail.badRequest();
    return undefined;
  }
  const parsed = endpoint.body.safeParse(json);
  if (!parsed.success) throw fail.badRequest();
  return parsed.data;
}

/**
 * A query is read only where the endpoint declares one; elsewhere it is signed like any other byte but ignored, as
 * it always was. Repeated keys become arrays, which a string field refuses.
 */
function parseQuery(endpoint: AnyEndpoint, pairs: ReadonlyArray<readonly [string, string]>): unknown {
  if (!endpoint.query) return undefined;
  const record: Record<string, string | string[]> = {};
  for (const [k, v] of pairs) {
    const seen = record[k];
    record[k] = seen === undefined ? v : [...(Array.isArray(seen) ? seen : [seen]), v];
  }
  const parsed = endpoint.query.safeParse(record);
  if (!parsed.success) throw fail.badRequest();
  return parsed.data;
}

/** Path parameters, query and body through the endpoint's strict schemas; anything else is a 400 BAD_REQUEST. */
export function parseRequestInput(
  endpoint: AnyEndpoint,
  request: { params: unknown; pairs: ReadonlyArray<readonly [string, string]>; body: string },
): RequestInput {
  const params = endpoint.params.safeParse(request.params ?? {});
  if (!params.success) throw fail.badRequest();
  return { params: params.data as Record<string, string>, query: parseQuery(endpoint, request.pairs), body: parseBody(endpoint, request.body) };
}
