import { useMemo } from 'react';
import type { SigningDriver } from '../types';

/** The id of the driver in use ('soft', 'local-agent'...), stable across renders. */
export function useSigningDriverName(driver: SigningDriver | undefined): string {
  return useMemo(() => driver?.id ?? '', [driver]);
}
