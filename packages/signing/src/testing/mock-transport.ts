import { fillPath, signingEndpoints } from '@scf/api/contract';
import type { AnyEndpoint, EndpointCaller } from '@scf/api/contract';

/** One call the mock transport answered. */
export interface MockCall {
  method: string;
  /** The path with its parameters filled in, unencoded. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface MockTransport extends EndpointCaller {
  readonly calls: MockCall[];
  /** Filled path (`/v1/repayments/r1/original`) or path template → the data, an Error to reject with, or a function of the input. */
  readonly routes: Map<string, unknown>;
}

interface Input {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * An `EndpointCaller` that answers from a table, for tests and Storybook (as `createMockDriver` stands in for a
 * key): the signing switch is on unless a route says otherwise, and the rules call fails, so the built-in table
 * applies. It checks each input and response with the endpoint's schemas, as the real client does.
 */
export function createMockTransport(routes: Record<string, unknown> = {}): MockTransport {
  const table = new Map<string, unknown>(Object.entries({ [signingEndpoints.switch.path]: true, ...routes }));
  const calls: MockCall[] = [];
  async function call(endpoint: AnyEndpoint, input: Input = {}): Promise<unknown> {
    // Routes and calls read as written (`/v1/credits/c1,c2/…`), not as sent (`c1%2Cc2`).
    const path = decodeURIComponent(fillPath(endpoint.path, input.params));
    calls.push({ method: endpoint.method, path, ...(input.query ? { query: input.query } : {}), ...(input.body === undefined ? {} : { body: input.body }) });
    endpoint.params.parse(input.params ?? {});
    endpoint.query?.parse(input.query);
    endpoint.body?.parse(input.body);
    const key = table.has(path) ? path : endpoint.path;
    if (!table.has(key)) throw new Error(`no mock route for ${endpoint.method} ${path}`);
    const route = table.get(key);
    const data: unknown = typeof route === 'function' ? await (route as (i: Input) => unknown)(input) : route;
    if (data instanceof Error) throw data;
    return endpoint.response.parse(data);
  }
  return { calls, routes: table, call: call as EndpointCaller['call'] };
}
