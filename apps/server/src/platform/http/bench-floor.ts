import { generateKeyPairSync, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { verifySignature } from '../signing/verify-signature';

/** Where the floor answers; registered only with BENCH_FLOOR=1 outside production mode (start-mode.ts). */
export const BENCH_FLOOR_PATH = '/bench/floor';

/**
 * The rows one whole transfer (apply, approve, decide, counterparty approve) writes, by table, as counted on the demo
 * database (`pg_stat_user_tables` around one transfer, 2026-11-30): 47 inserted, updated or deleted rows.
 */
export const TRANSFER_ROWS: Readonly<Record<string, number>> = {
  request_nonce: 6,
  idempotency: 8,
  sign_challenge: 4,
  signed_evidence: 2,
  application: 4,
  app_credit: 1,
  credit: 4,
  flow_record: 8,
  todo: 6,
  message: 4,
};

/**
 * The same 47 rows split as a whole transfer's 6 calls split them (issue 34: the floor restated per step): apply,
 * the director's 原文 (assemble: a challenge, no transaction of its own), approve, the counterparty's decide, its
 * director's 原文 and approve. Each call claims its nonce; each POST writes its idempotency row twice (claimed,
 * answered); each 原文 issues a challenge that its approve consumes. The totals per table are the measured ones above;
 * the split is by what each step does (the application, credits, flow records, todos and messages it touches).
 */
export const STEP_ROWS: ReadonlyArray<{ step: string; transaction: boolean; rows: Readonly<Record<string, number>> }> = [
  {
    step: 'apply',
    transaction: true,
    rows: { request_nonce: 1, idempotency: 2, application: 1, app_credit: 1, credit: 1, flow_record: 2, todo: 1 },
  },
  { step: 'assemble', transaction: false, rows: { request_nonce: 1, sign_challenge: 1 } },
  {
    step: 'approve',
    transaction: true,
    rows: { request_nonce: 1, idempotency: 2, sign_challenge: 1, signed_evidence: 1, application: 1, flow_record: 2, todo: 2, message: 1 },
  },
  { step: 'decide', transaction: true, rows: { request_nonce: 1, idempotency: 2, application: 1, flow_record: 2, todo: 2, message: 1 } },
  { step: 'assemble', transaction: false, rows: { request_nonce: 1, sign_challenge: 1 } },
  {
    step: 'counterpartyApprove',
    transaction: true,
    rows: { request_nonce: 1, idempotency: 2, sign_challenge: 1, signed_evidence: 1, application: 1, credit: 3, flow_record: 2, todo: 1, message: 2 },
  },
];

/** A signing original of a transfer's size (the text a director signs). */
const ORIGINAL = ['转让申请', '申请编号：TA20250616000001', '转让金额：1.00元', '接收方：S2', '凭证编号：CR000001', `挑战编号：sc_${'x'.repeat(22)}`].join(
  '\n',
);
/** About the width of the ledger's rows (an application or a flow record with its texts). */
const PAYLOAD = JSON.stringify({ remark: '支付货款', contract: 'CT-HT-2025-201', amountFen: 100, pad: 'x'.repeat(160) });
const INSERT_ROWS = 'INSERT INTO bench_floor_row (tbl, payload) SELECT $1, $2 FROM generate_series(1, $3::int) RETURNING id';

/** Each table's rows in one statement; the count written. */
async function writeRows(q: Pick<Db, 'query'>, rows: Readonly<Record<string, number>>): Promise<number> {
  let written = 0;
  for (const [table, count] of Object.entries(rows)) written += (await q.query(INSERT_ROWS, [table, PAYLOAD, count])).length;
  return written;
}

/**
 * The ledger's floor (issue 34 item 3): what a whole transfer cannot go below on this machine. Per step
 * (`?step=1…6`, what the bench measures): one HTTP call, one signature verification (SHA256withRSA, a bank Ukey's)
 * and that step's rows (STEP_ROWS) — in one transaction for the 4 steps that have one, as autocommit statements for
 * the 2 原文 calls. Without `step` (the figure before the restatement, kept for comparison): one call, one
 * verification and one transaction writing all of a whole transfer's rows (TRANSFER_ROWS). Into a table of its own;
 * no guard, no session: never for a deployment.
 */
export async function registerBenchFloor(app: FastifyInstance, db: Db): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS bench_floor_row (id BIGSERIAL PRIMARY KEY, tbl TEXT NOT NULL, payload TEXT NOT NULL)');
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spkiDer = publicKey.export({ type: 'spki', format: 'der' });
  const signatureB64 = sign('sha256', Buffer.from(ORIGINAL, 'utf8'), privateKey).toString('base64');
  app.post(BENCH_FLOOR_PATH, async (request, reply) => {
    if (!verifySignature({ alg: 'SHA256withRSA', spkiDer, original: ORIGINAL, signatureB64 })) throw new Error('bench floor: signature');
    const stepText = (request.query as { step?: string }).step;
    const step = stepText === undefined ? null : STEP_ROWS[Number(stepText) - 1];
    if (step === undefined) return reply.code(400).send({ code: 'BAD_STEP', message: 'step: 1…6', data: null });
    let rows: number;
    if (step === null) rows = await db.transaction((tx) => writeRows(tx, TRANSFER_ROWS));
    else if (step.transaction) rows = await db.transaction((tx) => writeRows(tx, step.rows));
    else rows = await writeRows(db, step.rows);
    return reply.send({ code: '0', message: '', data: { rows } });
  });
}
