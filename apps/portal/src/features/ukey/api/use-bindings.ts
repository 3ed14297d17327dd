import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '@scf/api';
import type { UkeyBinding } from '@scf/api/contract';

export interface Bindings {
  bindings: UkeyBinding[] | undefined;
  error: string | null;
  reload(): Promise<void>;
  unbind(ukeyNo: string): Promise<void>;
}

/** The corporation's bound keys (security.md §2.5 binding table) and unbinding one. */
export function useBindings(): Bindings {
  const client = useApiClient();
  const [bindings, setBindings] = useState<UkeyBinding[]>();
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setBindings(await client.ukey.list());
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const unbind = useCallback(
    async (ukeyNo: string) => {
      await client.ukey.unbind({ ukeyNo });
      await reload();
    },
    [client, reload],
  );

  return { bindings, error, reload, unbind };
}
