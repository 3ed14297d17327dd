import { useCallback, useRef, useState } from 'react';
import { createIdempotencyKey, useApiClient, useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { cashEndpoints } from '@scf/api/contract';
import type { CashVariant } from '@scf/api/contract';

/** The text of a failed call (the client's errors carry the server's Chinese message). */
export const failureMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : '操作失败，请稍后重试');

export const useCalendar = (month: string) => useEndpoint(cashEndpoints.calendar, { body: { month } });
export const useDay = (date: string | null) => useEndpoint(cashEndpoints.day, date ? { body: { date } } : null);
export const useCheck = (variant: CashVariant, dueDate: string | undefined) => useEndpoint(cashEndpoints.check, { body: dueDate ? { variant, dueDate } : { variant } });
export const usePlan = (planNo: string | null) => useEndpoint(cashEndpoints.plan, planNo ? { params: { planNo } } : null);
export const useUnpaid = () => useEndpoint(cashEndpoints.unpaid, {});

/** One write at a time under one Idempotency-Key (kept for a retry, renewed after a success); the refusal is kept to show. */
export function useCashWrite() {
  const client = useApiClient();
  const key = useRef(createIdempotencyKey());
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = useCallback(
    async <T,>(call: (client: ApiClient, idempotencyKey: string) => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      setError(undefined);
      try {
        const out = await call(client, key.current);
        key.current = createIdempotencyKey();
        return out;
      } catch (e) {
        setError(failureMessage(e));
        return undefined;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [client],
  );
  return { run, busy, error, clear: () => setError(undefined) };
}
