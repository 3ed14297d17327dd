import type { Queryable } from '../../src/platform/db/db';

/** Copy one row of `table` with some columns replaced (the test's own vouchers and line, cut from the seeded ones). */
export async function cloneRow(q: Queryable, table: string, key: { column: string; value: string }, set: Record<string, unknown>): Promise<void> {
  const cols = (
    await q.query<{ column_name: string }>(
      'SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() ORDER BY ordinal_position',
      [table],
    )
  ).map((c) => c.column_name);
  const params: unknown[] = [key.value];
  const select = cols.map((c) => {
    if (!(c in set)) return c;
    params.push(set[c]);
    return `$${params.length}`;
  });
  await q.query(`INSERT INTO ${table} (${cols.join(', ')}) SELECT ${select.join(', ')} FROM ${table} WHERE ${key.column} = $1`, params);
}

/** The seeded voucher of C1 with this amount (VC1 300 000.00, VC2 80 000.00, VC3 120 000.00). */
export async function voucherNo(q: Queryable, amountFen: bigint): Promise<string> {
  const [row] = await q.query<{ credit_no: string }>("SELECT credit_no FROM credit WHERE product_type = 'VOUCHER' AND amount_fen = $1 ORDER BY credit_no", [
    amountFen.toString(),
  ]);
  if (!row) throw new Error(`no voucher of ${amountFen}`);
  return row.credit_no;
}

export async function statusOf(q: Queryable, creditNo: string): Promise<string> {
  return (await q.query<{ status: string }>('SELECT status FROM credit WHERE credit_no = $1', [creditNo]))[0]?.status ?? '';
}

export async function availableOf(q: Queryable, accountId: string): Promise<bigint> {
  const [a] = await q.query<{ b: unknown; f: unknown }>('SELECT balance_fen AS b, frozen_fen AS f FROM bank_account WHERE account_id = $1', [accountId]);
  return BigInt(String(a?.b)) - BigInt(String(a?.f));
}

/** Σ of every account's balance: a debit moves fen, never creates or loses one. */
export async function moneyInBank(q: Queryable): Promise<bigint> {
  const [r] = await q.query<{ s: unknown }>('SELECT COALESCE(sum(balance_fen), 0)::int8 AS s FROM bank_account');
  return BigInt(String(r?.s));
}

/** An instant of the business date at a Shanghai wall-clock time (`HH:MM`). */
export const at = (date: string, time: string): number => Date.parse(`${date}T${time}:00+08:00`);
