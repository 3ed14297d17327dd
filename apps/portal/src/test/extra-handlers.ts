import { vi } from 'vitest';
import { endpointKey } from '@scf/api/contract';
import type { AnyEndpoint } from '@scf/api/contract';
import type { fakeClient } from './fake-client';

type FakeApiClient = ReturnType<typeof fakeClient>['client'];

/**
 * Answers some endpoints on top of a fake client's own handlers (for endpoints `fake-client.ts` does not serve):
 * each handler gets the call's input; the rest go to the fake as before.
 */
export function withHandlers(client: FakeApiClient, handlers: ReadonlyArray<readonly [AnyEndpoint, (input: unknown) => unknown]>) {
  const original = client.call.getMockImplementation();
  const mocks = new Map(handlers.map(([endpoint, handle]) => [endpoint, vi.fn(async (input: unknown) => handle(input))]));
  client.call.mockImplementation(async (endpoint, input) => {
    const mock = mocks.get(endpoint);
    if (mock) return mock(input);
    if (!original) throw new Error('withHandlers: the client has no implementation');
    return original(endpoint, input);
  });
  return (endpoint: AnyEndpoint) => mocks.get(endpoint)!;
}

/**
 * A copy of a fake client that answers one contract module's endpoints by name (`handlers.<name>` for
 * `endpoints.<name>`, e.g. a feature's in-memory "server"); every other call goes to `base` as before.
 */
export function withModuleHandlers<I>(base: FakeApiClient, endpoints: Record<string, AnyEndpoint>, handlers: Record<string, (input: I) => unknown>) {
  const byKey = new Map(
    Object.entries(handlers).map(([name, fn]) => {
      const endpoint = endpoints[name];
      if (!endpoint) throw new Error(`withModuleHandlers: no endpoint ${name} in the module`);
      return [endpointKey(endpoint), fn] as const;
    }),
  );
  return {
    ...base,
    call: vi.fn(async (endpoint: AnyEndpoint, input: I = {} as I, options?: unknown) => {
      const handler = byKey.get(endpointKey(endpoint));
      return handler ? handler(input) : base.call(endpoint, input as never, options as never);
    }),
  };
}
