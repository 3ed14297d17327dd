import { useContext } from 'react';
import { AuthContext } from './auth-context';
import type { AuthValue } from './auth-context';

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  // A screen outside the provider is a wiring bug, not a state to render.
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
