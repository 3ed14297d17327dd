import { useMemo } from 'react';
import { useDicts, useProductConfig } from '@scf/api';
import type { ConfiguredNames } from '@scf/api/contract';
import { useAuth } from '../auth';

/**
 * The product names the platform configures (spec §3: the PRODUCT_TYPE dictionary names the payment pass, the product
 * config names e订通 and 贴现), for the product table's `productLabel`. Read only with a session.
 */
export function useProductNames(): ConfiguredNames {
  const { session } = useAuth();
  const dict = useDicts(session ? ['PRODUCT_TYPE'] : []).data?.PRODUCT_TYPE;
  const config = useProductConfig().data;
  return useMemo(() => ({ dict: dict ? Object.fromEntries(dict.map((e) => [e.dictValue, e.dictLabel])) : undefined, config }), [dict, config]);
}
