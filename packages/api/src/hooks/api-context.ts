import { createContext } from 'react';
import type { ApiClient } from '../client/create-client';

/** The client the hooks use; null outside an `ApiProvider`. */
export const ApiContext = createContext<ApiClient | null>(null);
