import { useMemo } from 'react';
import { useEndpoint } from '@scf/api';
import { counterpartyEndpoints, eAccountEndpoints } from '@scf/api/contract';
import type { SelectOption } from '@scf/ui';
import { useAuth } from '../../../lib/auth';

const PAGE = { page: 1, size: 100, filters: { status: 'CONFIRMED' as const } };

/**
 * 核心企业 a supplier may pick: its confirmed counterparties, those that opened e订通 with it first (the session's
 * `openedProductCorps.EDT`); 准入自检 then says whether each precondition holds.
 */
export function useCoreOptions(): { options: SelectOption[]; loading: boolean; error: unknown; retry: () => void } {
  const { data, error, isLoading, mutate } = useEndpoint(counterpartyEndpoints.page, { body: PAGE });
  const opened = useAuth().session?.corpInfo.openedProductCorps.EDT;
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const c of data?.rows ?? []) if (!seen.has(c.corpId)) seen.set(c.corpId, c.corpName);
    const edt = new Set(opened ?? []);
    return [...seen].sort(([a], [b]) => Number(edt.has(b)) - Number(edt.has(a))).map(([value, label]) => ({ value, label }));
  }, [data, opened]);
  return { options, loading: isLoading, error, retry: () => void mutate() };
}

/** 资金方: the banks of the platform (准入自检 checks that the chosen one offers e订通 for the core). */
export function useBankOptions(): SelectOption[] {
  const { data } = useEndpoint(eAccountEndpoints.options, {});
  return useMemo(() => (data?.banks ?? []).map((b) => ({ value: b.corpId, label: b.corpName })), [data]);
}

/** 回款专户: the supplier's active e订通 collection accounts (EDT_COLLECT) at the chosen bank. */
export function useCollectAccounts(fiCorpId: string): SelectOption[] {
  const { data } = useEndpoint(eAccountEndpoints.specialList, {});
  return useMemo(
    () =>
      (data ?? [])
        .filter((a) => a.purpose === 'EDT_COLLECT' && a.status === 'ACTIVE' && a.controller?.corpId === fiCorpId)
        .map((a) => ({ value: a.accountId, label: `${a.accountNo} ${a.accountName}` })),
    [data, fiCorpId],
  );
}
