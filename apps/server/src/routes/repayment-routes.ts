import { SIGNING_ORIGINALS, signaturePayloadSchema } from '@scf/api/contract';
import { fenToChineseCapital, formatFen } from '@scf/api/money';
import { z } from 'zod';
import type { Queryable } from '../db/db';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { issueChallenge, stateDigest } from '../signing/challenge-store';
import { runSignedOperation } from '../signing/signed-operation';
import { currentRole, requireUser } from './require-user';

/** The one signed business of the reference server: a director confirms a repayment with the key (spec §7 REPAYMENT). */
const BUSINESS_TYPE = 'REPAYMENT';
const idParams = z.object({ id: z.string().min(1).max(64) });

export const repaymentSchema = z.object({
  repaymentId: z.string(),
  loanNo: z.string(),
  payeeName: z.string(),
  amount: z.string(),
  dueDate: z.string(),
  status: z.enum(['PENDING', 'CONFIRMED']),
});

interface Row {
  repayment_id: string;
  corp_id: string;
  corp_name: string;
  loan_no: string;
  payee_name: string;
  amount_fen: unknown;
  due_date: string;
  status: 'PENDING' | 'CONFIRMED';
}

const SELECT = `SELECT r.repayment_id, r.corp_id, c.corp_name, r.loan_no, p.corp_name AS payee_name, r.amount_fen, r.due_date, r.status
  FROM repayment r JOIN corp c ON c.corp_id = r.corp_id JOIN corp p ON p.corp_id = r.payee_corp_id`;

/** The caller's corporation's repayment (locked inside a transaction); another corporation's is "not found". */
async function loadRepayment(q: Queryable, corpId: string, id: string, lock: boolean): Promise<Row> {
  const rows = await q.query<Row>(`${SELECT} WHERE r.repayment_id = $1 AND r.corp_id = $2${lock ? ' FOR UPDATE OF r' : ''}`, [id, corpId]);
  if (!rows[0]) throw fail.notFound();
  return rows[0];
}

/** What the user sees and signs; the digest covers exactly these fields. */
function businessState(r: Row): Record<string, string> {
  return { id: r.repayment_id, loanNo: r.loan_no, payer: r.corp_name, payee: r.payee_name, amountFen: String(r.amount_fen), dueDate: r.due_date, status: r.status };
}

const view = (r: Row) => ({
  repaymentId: r.repayment_id,
  loanNo: r.loan_no,
  payeeName: r.payee_name,
  amount: formatFen(BigInt(String(r.amount_fen))),
  dueDate: r.due_date,
  status: r.status,
});

const ORIGINAL_URL = SIGNING_ORIGINALS.REPAYMENT.path.replace('{id}', ':id');

export const REPAYMENT_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/repayments/list',
    access: 'session',
    response: z.array(repaymentSchema),
    handler: async ({ db, session }) => {
      const user = await requireUser(db, session);
      const rows = await db.query<Row>(`${SELECT} WHERE r.corp_id = $1 ORDER BY r.due_date, r.repayment_id`, [user.corpId]);
      return rows.map(view);
    },
  }),
  defineRoute({
    method: 'GET',
    url: ORIGINAL_URL,
    access: { role: ['ROLE_DIRECTOR'] },
    response: z.string(),
    handler: async ({ db, session, clock, request }) => {
      const { id } = idParams.parse(request.params);
      const user = await requireUser(db, session);
      const r = await loadRepayment(db, user.corpId, id, false);
      if (r.status !== 'PENDING') throw fail.badRequest('该还款已确认');
      const amount = BigInt(String(r.amount_fen));
      const scope = { userId: user.userId, roleCode: currentRole(session), businessType: BUSINESS_TYPE, businessIds: [id], stateDigest: stateDigest(businessState(r)) };
      return issueChallenge(db, clock.now(), scope, [
        '还款确认',
        `还款编号：${r.repayment_id}`,
        `借据编号：${r.loan_no}`,
        `付款企业：${r.corp_name}`,
        `收款机构：${r.payee_name}`,
        `还款金额：${formatFen(amount)}元（大写：${fenToChineseCapital(amount)}）`,
        `到期日：${r.due_date}`,
      ]);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/repayments/:id/confirm',
    access: { role: ['ROLE_DIRECTOR'] },
    body: signaturePayloadSchema.strict(),
    response: repaymentSchema,
    handler: async ({ db, session, clock, services, request, body }) => {
      const { id } = idParams.parse(request.params);
      const user = await requireUser(db, session);
      const roleCode = currentRole(session);
      const now = clock.now();
      return runSignedOperation({
        db,
        now,
        signingEnabled: services.signingEnabled,
        payload: body,
        async scope(tx) {
          const r = await loadRepayment(tx, user.corpId, id, true);
          return { userId: user.userId, roleCode, businessType: BUSINESS_TYPE, businessIds: [id], stateDigest: stateDigest(businessState(r)) };
        },
        async effect(tx, signedBy) {
          const rows = await tx.query(
            "UPDATE repayment SET status = 'CONFIRMED', confirmed_by = $1, confirmed_at = $2, signature_serial = $3 WHERE repayment_id = $4 AND status = 'PENDING' RETURNING repayment_id",
            [user.userId, now, signedBy.serialNorm, id],
          );
          if (rows.length !== 1) throw fail.badRequest('该还款已确认');
          return view(await loadRepayment(tx, user.corpId, id, false));
        },
      });
    },
  }),
];
