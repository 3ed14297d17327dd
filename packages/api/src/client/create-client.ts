import type { ClientOptions, Transport } from './transport';
import { createTransport } from './transport';

/**
 * The typed client: `call(endpoint, input)` for every endpoint of the contract (docs/adr/0006), `url` for links,
 * and the auth token. Adding an endpoint never changes it. Flows that take more than one call (login, logout,
 * upload, the signing original) are functions over a client in `flows/`.
 */
export type ApiClient = Transport;

export function createClient(options: ClientOptions = {}): ApiClient {
  return createTransport(options);
}
