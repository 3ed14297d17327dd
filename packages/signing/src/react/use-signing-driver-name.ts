import { useMemo } from 'react';
import type { SigningDriver } from '../types';

/** The display name of the driver in use, stable across renders. */
export function useSigningDriverName(driver: SigningDriver | undefined): string {
  return useMemo(() => driver?.name ?? '', [driver]);
}
