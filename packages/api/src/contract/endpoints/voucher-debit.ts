import * as z from 'zod/mini';
import { get, post } from '../endpoint';
import { debitBoardSchema, debitCoverageSchema, debitRunsSchema } from '../schemas/voucher-debit';

/** 支付通代扣 (domain-lines.md §17.4): the core home's board, 立即补扣 (core op) and 覆盖率 of a held voucher. */
export const voucherDebitEndpoints = {
  board: get('/v1/voucher/debit/board', { response: debitBoardSchema }),
  retryNow: post('/v1/voucher/debit/retry-now', { response: debitRunsSchema, idempotent: true }),
  coverage: get('/v1/voucher/debit/coverage', { query: z.object({ creditNo: z.string() }), response: debitCoverageSchema }),
} as const;
