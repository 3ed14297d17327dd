import type { ApiClient } from '@scf/api';
import { absFileEndpoints, creditEndpoints } from '@scf/api/contract';
import type { AbsDocState, ApplicationDetail } from '@scf/api/contract';
import type { TagTone } from '@scf/ui';
import { useRefreshReads } from '../../../lib/applications';

/** Whose archive a page shows: 核心企业档案 (the caller as debtor) or 链属企业档案 (as original creditor). */
export type ArchiveSide = 'DEBTOR' | 'CREDITOR';

export const MATRIX_ENDPOINT = { DEBTOR: absFileEndpoints.coreMatrix, CREDITOR: absFileEndpoints.chainMatrix } as const;

/** The debtor operator's 提交签署 of a 付款确认书 (domain-lines.md §18.5); the director's signature is the generic approve. */
export const absFileCalls = {
  submitPayConfirm:
    (receivableNo: string) =>
    (client: ApiClient, idempotencyKey: string): Promise<ApplicationDetail> =>
      client.call(absFileEndpoints.payConfirmSubmit, { params: { receivableNo } }, { idempotencyKey }),
};

export const DOC_TONE: Record<AbsDocState, TagTone> = { SIGNED: 'success', PENDING: 'warning', NA: 'default' };

// What a 付款确认书 step changes: the matrix and the application lists.
const CHANGED = [absFileEndpoints.coreMatrix, absFileEndpoints.chainMatrix, creditEndpoints.applications, creditEndpoints.application] as const;

/** Re-reads the archive after an action, so its cells agree with it. */
export const useRefreshFiles = (): (() => Promise<void>) => useRefreshReads(CHANGED);
