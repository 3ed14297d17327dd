import { z } from 'zod';
import { post } from '../endpoint';
import { appNoSchema } from '../schemas/application';
import { applicationDetailSchema } from '../schemas/credit';
import { babIssueBodySchema, babIssueDetailSchema, babIssueListQuerySchema, babIssueRowSchema, babLineSchema } from '../schemas/discount-bab';
import { corpRefSchema } from '../schemas/refs';
import { opinionSchema, requiredOpinionSchema } from '../schemas/opinion';
import { signaturePayloadSchema } from '../schemas/signature';

const byApp = { appNo: appNoSchema };

/**
 * 银承出票 (domain-lines.md §20.3). The core's director approves, returns or rejects a BAB application with the generic
 * `creditEndpoints.approve` / `return` / `reject`, signing `SIGNING_ORIGINALS.BAB_APPLY` (one line; id = the
 * application number) or `BAB_ISSUE` (several lines; ids = the application number, the original lists the BIL
 * numbers), as the detail's `approveOriginal` names; the bank's client manager passes it and its product manager
 * accepts it here (`BAB_APPROVE`).
 */
export const babEndpoints = {
  /** 承兑额度: the caller's ACTIVE acceptance lines (承兑行 of the form). */
  lines: post('/v1/discount/bab/lines', { response: z.array(babLineSchema) }),
  /** 收票人: the caller's counterparties that opened 票据贴现. */
  payees: post('/v1/discount/bab/payees', { response: z.array(corpRefSchema) }),
  /** 银承出票申请 → 待复核 (LB frozen += Σ 敞口), or the resubmission of a returned one (`appNo`). */
  apply: post('/v1/discount/bab/apply', { body: babIssueBodySchema, response: applicationDetailSchema, idempotent: true }),
  /** The caller's BAB applications: its own (MINE, RETURNED), its director's 待复核 (REVIEW), or a bank's to accept (FI_TODO) and done (FI_DONE). */
  list: post('/v1/discount/bab/list', { body: babIssueListQuerySchema, response: z.array(babIssueRowSchema) }),
  /** One BAB application of the caller's corporation (drawer or acceptor) with its lines and totals. */
  detail: post('/v1/discount/bab/{appNo}/detail', { params: byApp, response: babIssueDetailSchema }),
  /** The bank's 客户经理 审核通过 (→ 待承兑终审). */
  fiPass: post('/v1/discount/bab/{appNo}/fi-pass', {
    params: byApp,
    body: z.strictObject({ comment: opinionSchema.default('') }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The bank's 驳回 at either of its steps, 意见 required: the line's frozen exposure is released. */
  fiReject: post('/v1/discount/bab/{appNo}/fi-reject', {
    params: byApp,
    body: z.strictObject({ comment: requiredOpinionSchema }),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The bank's 产品经理 承兑 with the key (BAB_APPROVE): margin, fee, line used, the packages 已承兑待交付. */
  fiApprove: post('/v1/discount/bab/{appNo}/fi-approve', {
    params: byApp,
    body: signaturePayloadSchema.strict(),
    response: applicationDetailSchema,
    idempotent: true,
  }),
} as const;
