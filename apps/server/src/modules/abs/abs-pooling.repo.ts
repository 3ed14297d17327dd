import type { Queryable } from '../../platform/db/db';
import { ymd } from '../applications';
import { RECEIVABLE_MOVES } from './abs.state';

/** The SQL of 新增专项计划, 入池, 回款登记 and 逾期 (domain-lines.md §18.2–§18.3); each status write takes a move of abs.state. */

export interface NewProduct {
  productCode: string;
  name: string;
  planManager: string;
  fiCorpId: string;
  setupDate: string;
  expectedEndDate: string;
  seniorFen: bigint;
  subordinateFen: bigint;
}

/** A plan, 发行规模 = 优先级 + 次级; false when the code is taken. */
export async function insertProduct(q: Queryable, p: NewProduct): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO abs_product (product_code, name, plan_manager, fi_corp_id, setup_date, expected_end_date, issue_size_fen, senior_fen, subordinate_fen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (product_code) DO NOTHING RETURNING 1`,
    [
      p.productCode,
      p.name,
      p.planManager,
      p.fiCorpId,
      p.setupDate,
      p.expectedEndDate,
      (p.seniorFen + p.subordinateFen).toString(),
      p.seniorFen.toString(),
      p.subordinateFen.toString(),
    ],
  );
  return rows.length > 0;
}

export async function lockProduct(q: Queryable, code: string): Promise<void> {
  await q.query('UPDATE abs_product SET locked = TRUE WHERE product_code = $1', [code]);
}

/** The next pool-in batch number (`PIB` + date + six digits), recorded. */
export async function insertPoolBatch(
  q: Queryable,
  b: { productCode: string; fiCorpId: string; poolDate: string; createdBy: string; at: number },
): Promise<string> {
  const [seq] = await q.query<{ n: string }>("SELECT nextval('abs_pool_batch_seq')::text AS n");
  const batchNo = `PIB${ymd(b.poolDate)}${String(seq?.n ?? '0').padStart(6, '0')}`;
  await q.query('INSERT INTO abs_pool_batch (batch_no, product_code, fi_corp_id, pool_date, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    batchNo,
    b.productCode,
    b.fiCorpId,
    b.poolDate,
    b.createdBy,
    b.at,
  ]);
  return batchNo;
}

/** 入池 (move POOL): the count moved. */
export async function poolReceivables(
  q: Queryable,
  nos: readonly string[],
  p: { productCode: string; batchNo: string; poolDate: string; at: number },
): Promise<number> {
  const { from, to } = RECEIVABLE_MOVES.POOL;
  const rows = await q.query(
    `UPDATE abs_receivable SET status = $2, product_code = $3, pool_batch_no = $4, pool_date = $5, updated_at = $6
      WHERE receivable_no = ANY($1::text[]) AND status = ANY($7::text[]) AND pay_confirmed RETURNING 1`,
    [[...nos], to, p.productCode, p.batchNo, p.poolDate, p.at, [...from]],
  );
  return rows.length;
}

/** 回款登记 (move SETTLE) and its record; false when the receivable had left the states it leaves from. */
export async function settleReceivable(
  q: Queryable,
  no: string,
  c: { collectDate: string; amountFen: bigint; bankSerial: string; createdBy: string; at: number },
): Promise<boolean> {
  const { from, to } = RECEIVABLE_MOVES.SETTLE;
  const rows = await q.query(
    'UPDATE abs_receivable SET status = $2, settled_date = $3, updated_at = $4 WHERE receivable_no = $1 AND status = ANY($5::text[]) RETURNING 1',
    [no, to, c.collectDate, c.at, [...from]],
  );
  if (rows.length === 0) return false;
  await q.query('INSERT INTO abs_collection (receivable_no, collect_date, amount_fen, bank_serial, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    no,
    c.collectDate,
    c.amountFen.toString(),
    c.bankSerial,
    c.createdBy,
    c.at,
  ]);
  return true;
}

/** 逾期 (move OVERDUE): transferred or pooled receivables unpaid after their due date. */
export async function markOverdue(q: Queryable, businessDate: string, at: number): Promise<string[]> {
  const { from, to } = RECEIVABLE_MOVES.OVERDUE;
  const rows = await q.query<{ receivable_no: string }>(
    'UPDATE abs_receivable SET status = $3, updated_at = $2 WHERE status = ANY($4::text[]) AND due_date < $1 RETURNING receivable_no',
    [businessDate, at, to, [...from]],
  );
  return rows.map((r) => r.receivable_no);
}
