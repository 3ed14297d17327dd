import { useContext } from 'react';
import { SessionContext } from './session-context';
import type { SessionValue } from './session-context';

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  // A screen outside the provider is a wiring bug, not a state to render.
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
