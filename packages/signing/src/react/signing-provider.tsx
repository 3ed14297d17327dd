import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { SigningConfig } from '../config/create-signing-config';
import type { RoleKey } from '../flows/role-key';
import { createFlowStore } from './flow-store';
import { SigningContext } from './signing-context';

export interface SigningProviderProps {
  /** `createSigningConfig(...)`, made once for the app. */
  config: SigningConfig;
  /** The current role's key as the session knows it: tail number, role name, bound serial when known. */
  role: RoleKey;
  children?: ReactNode;
}

/** Signing for the tree below: the config, the current role's key and the one running flow (one confirm gate). */
export function SigningProvider({ config, role, children }: SigningProviderProps) {
  const [store] = useState(createFlowStore);
  // A flow still waiting for the user when the tree goes away ends as cancelled, never left hanging.
  useEffect(() => () => store.dispose(), [store]);
  const { uKeyCodeSuffix, roleName, boundSerial, ukeyCode } = role;
  // Keyed on the fields, so a session object rebuilt on each render does not re-render every signing consumer.
  const stable = useMemo(() => ({ uKeyCodeSuffix, roleName, boundSerial, ukeyCode }), [uKeyCodeSuffix, roleName, boundSerial, ukeyCode]);
  const value = useMemo(() => ({ config, role: stable, store }), [config, stable, store]);
  return <SigningContext.Provider value={value}>{children}</SigningContext.Provider>;
}
