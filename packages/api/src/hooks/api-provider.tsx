import type { ReactNode } from 'react';
import type { ApiClient } from '../client/create-client';
import { ApiContext } from './api-context';

export interface ApiProviderProps {
  client: ApiClient;
  children: ReactNode;
}

/** Makes `client` available to `useApiClient` and the data hooks below it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}
