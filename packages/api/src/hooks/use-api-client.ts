import { useContext } from 'react';
import type { ApiClient } from '../client/create-client';
import { ApiContext } from './api-context';

/** A typed error for a hook used outside its provider: a wiring bug, so it fails loudly. */
export class MissingApiProviderError extends Error {
  override readonly name = 'MissingApiProviderError';
  readonly code = 'MISSING_API_PROVIDER';
  constructor() {
    super('useApiClient must be used inside <ApiProvider client={...}>');
  }
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new MissingApiProviderError();
  return client;
}
