import { vi } from 'vitest';
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
