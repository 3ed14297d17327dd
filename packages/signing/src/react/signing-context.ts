import { createContext, useContext } from 'react';
import type { SigningConfig } from '../config/create-signing-config';
import type { RoleKey } from '../flows/role-key';
import type { FlowStore } from './flow-store';

export interface SigningContextValue {
  config: SigningConfig;
  role: RoleKey;
  store: FlowStore;
}

export const SigningContext = createContext<SigningContextValue | null>(null);

/** A signing hook was used outside `SigningProvider`: a wiring error of the host. */
export class MissingSigningProviderError extends Error {
  override readonly name = 'MissingSigningProviderError';
  readonly code = 'MISSING_SIGNING_PROVIDER';
  constructor() {
    super('Signing hooks need a <SigningProvider config={...} role={...}> above them');
  }
}

export function useSigningContext(): SigningContextValue {
  const value = useContext(SigningContext);
  if (!value) throw new MissingSigningProviderError();
  return value;
}
