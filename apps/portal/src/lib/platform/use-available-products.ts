import { useMemo } from 'react';
import { availableProducts } from '@scf/api';
import type { ProductCode } from '@scf/api/contract';
import { useAuth } from '../auth/use-auth';
import { usePlatform } from './use-platform';

/** spec §3 availableProduct after the per-user filter; empty when the platform config failed (spec §8). */
export function useAvailableProducts(): ProductCode[] {
  const { session } = useAuth();
  const { configFailed } = usePlatform();
  return useMemo(() => (session && !configFailed ? availableProducts(session.corpInfo, session.userInfo) : []), [session, configFailed]);
}
