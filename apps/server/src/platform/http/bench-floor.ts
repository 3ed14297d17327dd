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

/** A signing original of a transfer's size (the text a director signs). */
const ORIGINAL = ['转让申请', '申请编号：TA20250616000001', '转让金额：1.00元', '接收方：S2', '凭证编号：CR000001', `挑战编号：sc_${'x'.repeat(22)}`].join(
  '\n',
);
/** About the width of the ledger's rows (an application or a flow record with its texts). */
const PAYLOAD = JSON.stringify({ remark: '支付货款', contract: 'CT-HT-2025-201', amountFen: 100, pad: 'x'.repeat(160) });

/**
 * The ledger's floor (issue 34 item 3): what a whole transfer cannot go below on this machine — one HTTP call, one
 * signature verification (SHA256withRSA, a bank Ukey's) and one PostgreSQL transaction writing as many rows, per table,
 * as a whole transfer writes (TRANSFER_ROWS), into a table of its own. A bench measures floor calls per second beside
 * whole transfers per second in the same run; no guard, no session: never for a deployment.
 */
export async function registerBenchFloor(app: FastifyInstance, db: Db): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS bench_floor_row (id BIGSERIAL PRIMARY KEY, tbl TEXT NOT NULL, payload TEXT NOT NULL)');
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spkiDer = publicKey.export({ type: 'spki', format: 'der' });
  const signatureB64 = sign('sha256', Buffer.from(ORIGINAL, 'utf8'), privateKey).toString('base64');
  app.post(BENCH_FLOOR_PATH, async (_request, reply) => {
    if (!verifySignature({ alg: 'SHA256withRSA', spkiDer, original: ORIGINAL, signatureB64 })) throw new Error('bench floor: signature');
    const rows = await db.transaction(async (tx) => {
      let written = 0;
      for (const [table, count] of Object.entries(TRANSFER_ROWS)) {
        const out = await tx.query('INSERT INTO bench_floor_row (tbl, payload) SELECT $1, $2 FROM generate_series(1, $3::int) RETURNING id', [
          table,
          PAYLOAD,
          count,
        ]);
        written += out.length;
      }
      return written;
    });
    return reply.send({ code: '0', message: '', data: { rows } });
  });
}
