import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { creditEndpoints, pondEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, BizType, PondDrawdownInput, PondInInput, PondMarginTakeInput, PondOutInput, PondRepayInput } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';

/** The pool's writes (domain-lines.md §18.7); the signed 同意 of the director and the bank go through `useSignedCall`. */
export const pondCalls = {
  drawdown:
    (pondNo: string, body: PondDrawdownInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(pondEndpoints.drawdown, { params: { pondNo }, body }, { idempotencyKey }),
  poolIn:
    (pondNo: string, body: PondInInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(pondEndpoints.poolIn, { params: { pondNo }, body }, { idempotencyKey }),
  poolOut:
    (pondNo: string, body: PondOutInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(pondEndpoints.poolOut, { params: { pondNo }, body }, { idempotencyKey }),
  repay:
    (pondNo: string, body: PondRepayInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(pondEndpoints.repay, { params: { pondNo }, body }, { idempotencyKey }),
  marginTake:
    (pondNo: string, body: PondMarginTakeInput) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(pondEndpoints.marginTake, { params: { pondNo }, body }, { idempotencyKey }),
  /** 拒绝 with 意见: the director's through the generic reject, the bank's through its own call. */
  reject:
    (appNo: string, comment: string, bank: boolean) =>
    (client: ApiClient, idempotencyKey: string): Promise<unknown> =>
      bank
        ? client.call(pondEndpoints.fiReject, { params: { appNo }, body: { comment } }, { idempotencyKey })
        : client.call(creditEndpoints.reject, { params: { appNo }, body: { comment } }, { idempotencyKey }),
};

/** The original each pond application's approval signs (spec §7 has no out type: 出池 signs POND_IN; 保证金提取 ACCOUNT_COLLECT). */
export const originalOf = (biz: BizType): 'POND_IN' | 'POND_DRAWDOWN' | 'POND_REPAY' | 'ACCOUNT_COLLECT' =>
  biz === 'POND_DRAWDOWN' ? 'POND_DRAWDOWN' : biz === 'POND_REPAY' ? 'POND_REPAY' : biz === 'POND_MARGIN' ? 'ACCOUNT_COLLECT' : 'POND_IN';

export const usePonds = () => useEndpoint(pondEndpoints.list, {});
export const usePond = (pondNo: string) => useEndpoint(pondEndpoints.detail, pondNo ? { params: { pondNo } } : null);
export const useCandidates = (pondNo: string, open: boolean) => useEndpoint(pondEndpoints.candidates, pondNo && open ? { params: { pondNo } } : null);
export const usePondPending = (enabled: boolean) => useEndpoint(pondEndpoints.pending, enabled ? {} : null);

const CHANGED = [pondEndpoints.list, pondEndpoints.detail, pondEndpoints.pending, pondEndpoints.candidates] as const;

/** Re-reads the pool after an action, so the tiles and the tabs agree with it. */
export const useRefreshPond = (): (() => Promise<void>) => useRefreshReads(CHANGED);
