import { z } from 'zod';
import { get, post } from '../endpoint';
import { appNoSchema } from '../schemas/application';
import { applicationDetailSchema } from '../schemas/credit';
import {
  pondCandidateSchema,
  pondDetailSchema,
  pondDrawdownInputSchema,
  pondInInputSchema,
  pondMarginTakeInputSchema,
  pondNoSchema,
  pondOutInputSchema,
  pondPendingSchema,
  pondRejectSchema,
  pondRepayInputSchema,
  pondSchema,
} from '../schemas/pond';
import { signaturePayloadSchema } from '../schemas/signature';

const byPond = { pondNo: pondNoSchema };
const byApp = { appNo: appNoSchema };

/**
 * 资产池 (domain-lines.md §18.7). The pledgor's director approves (or rejects) a PIN, POT, PDD or PRP application with the
 * generic `creditEndpoints.approve` / `reject`, signing `SIGNING_ORIGINALS.POND_IN` (入池 and 出池: spec §7 has no out
 * type), `POND_DRAWDOWN` or `POND_REPAY` with the application number as id; the bank's product manager confirms here.
 */
export const pondEndpoints = {
  /** The caller's ponds: the pledgor's own, or every pond the bank funds, with the tiles. */
  list: get('/v1/ponds', { response: z.array(pondSchema) }),
  /** One pond with its tabs: 在池资产, 提款记录, 还款记录, 出入池记录. */
  detail: get('/v1/ponds/{pondNo}', { params: byPond, response: pondDetailSchema }),
  /** HELD credits of the pledgor that 入池 may pick. */
  candidates: get('/v1/ponds/{pondNo}/candidates', { params: byPond, response: z.array(pondCandidateSchema) }),
  /** Applications waiting on the caller: the pledgor's director (待复核) or the bank (待金融机构审批). */
  pending: get('/v1/ponds/pending', { response: z.array(pondPendingSchema) }),
  /** 提款 (operator): PDD 待复核. */
  drawdown: post('/v1/ponds/{pondNo}/drawdowns', { params: byPond, body: pondDrawdownInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** 入池 (operator): PIN 待复核, the assets 入池中. */
  poolIn: post('/v1/ponds/{pondNo}/in', { params: byPond, body: pondInInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** 出池 (operator): POT 待复核, the assets 出池中. */
  poolOut: post('/v1/ponds/{pondNo}/out', { params: byPond, body: pondOutInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** 还款 (operator): PRP 待复核; the director's signature pays it at once. */
  repay: post('/v1/ponds/{pondNo}/repays', { params: byPond, body: pondRepayInputSchema, response: applicationDetailSchema, idempotent: true }),
  /** 保证金提取 (operator): PMW 待复核; the director's signature (ACCOUNT_COLLECT) pays it out at once. */
  marginTake: post('/v1/ponds/{pondNo}/margin-takes', {
    params: byPond,
    body: pondMarginTakeInputSchema,
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The bank's product manager 同意 with the key (the application's own original type). */
  fiApprove: post('/v1/ponds/apps/{appNo}/fi-approve', {
    params: byApp,
    body: signaturePayloadSchema.strict(),
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The bank's 拒绝 (意见 required). */
  fiReject: post('/v1/ponds/apps/{appNo}/fi-reject', { params: byApp, body: pondRejectSchema, response: applicationDetailSchema, idempotent: true }),
};
