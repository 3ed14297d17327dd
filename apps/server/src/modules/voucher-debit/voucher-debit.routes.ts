import { voucherDebitEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { debitBoard, debitCoverage, retryNow } from './voucher-debit.service';

const READERS = { role: ['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_FINAL_REVIEW', 'ROLE_QUERY'] } as const;

/** 支付通代扣 (domain-lines.md §17.4): the caller's corporation's own board and runs, a held voucher's 覆盖率. */
export const voucherDebitRoutes: readonly ApiRoute[] = [
  defineRoute(voucherDebitEndpoints.board, { access: READERS, handler: ({ env, actor }) => debitBoard(env, actor) }),
  // 立即补扣: the core operator; no signature (the 代扣授权 is the signed consent).
  defineRoute(voucherDebitEndpoints.retryNow, { access: { role: ['ROLE_OPERATOR'] }, handler: ({ env, actor }) => retryNow(env, actor) }),
  defineRoute(voucherDebitEndpoints.coverage, { access: READERS, handler: ({ env, actor, query }) => debitCoverage(env, actor, query.creditNo) }),
];
