import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { createIdempotencyKey, readsOf, useApiClient } from '@scf/api';
import { COUNTERPARTY_STATUS_LABEL, counterpartyEndpoints } from '@scf/api/contract';
import type { Counterparty } from '@scf/api/contract';

export type Decision = 'confirm' | 'reject';
const VERB: Record<Decision, string> = { confirm: '确认', reject: '拒绝' };

/** 确认 / 拒绝 a request addressed to the corporation: one call at a time, then the list is read again. */
export function useCounterpartyDecision(onDone: (message: string) => void) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(row: Counterparty, decision: Decision) {
    if (!row.requestId || busy) return;
    setBusy(row.requestId);
    setError(null);
    try {
      const result = await client.call(counterpartyEndpoints[decision], { params: { requestId: row.requestId } }, { idempotencyKey: createIdempotencyKey() });
      onDone(`已${VERB[decision]}与“${row.corpName}”的交易对手关系（${COUNTERPARTY_STATUS_LABEL[result.status]}）`);
    } catch (e) {
      setError(`${VERB[decision]}失败：${e instanceof Error && e.message ? e.message : '操作失败，请稍后重试'}`);
    } finally {
      setBusy(null);
      await mutate(readsOf(counterpartyEndpoints.page));
    }
  }
  return { decide, busy, error };
}
