import type { Db, Queryable } from '../../src/platform/db/db';
import { SimBank } from '../../src/modules/bank';
import { BUSINESS_DATE } from '../helpers/business-date';

/** Two corporations of the bank's own tests, with accounts of their own, so no seeded story is disturbed. */
export const CLOCK = { businessDate: BUSINESS_DATE, now: Date.parse(`${BUSINESS_DATE}T02:00:00Z`) };

export async function addTestAccounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [id, name, uscc] of [
      ['TB1', '测试付款有限公司', '91320300MA1XT00011'],
      ['TB2', '测试收款有限公司', '91320300MA1XT00022'],
    ]) {
      await tx.query("INSERT INTO corp (corp_id, corp_name, uscc, corp_type) VALUES ($1, $2, $3, 'CHAIN')", [id, name, uscc]);
    }
    const accounts = [
      ['T-PAY', 'TB1', '32050161360000091001', '测试付款有限公司'],
      ['T-GET', 'TB2', '32050161360000092001', '测试收款有限公司'],
      ['T-GONE', 'TB2', '32050161360000090000', '测试收款有限公司'],
      ['T-ICE', 'TB2', '32050161360000092002', '测试收款有限公司'],
    ];
    for (const [id, corp, no, name] of accounts) {
      await tx.query(
        `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, balance_fen)
         VALUES ($1, $2, $3, $4, '中国建设银行徐州分行营业部', '105303000017', 'SETTLEMENT', 0)`,
        [id, corp, no, name],
      );
    }
    await SimBank.deposit(tx, { ...CLOCK, accountId: 'T-PAY', amountFen: 100_000_00n });
    await tx.query("UPDATE bank_account SET status = 'FROZEN' WHERE account_id = 'T-ICE'");
  });
}

export interface AccountState {
  balance: bigint;
  frozen: bigint;
}

export async function stateOf(q: Queryable, accountId: string): Promise<AccountState> {
  const [row] = await q.query<{ balance_fen: unknown; frozen_fen: unknown }>('SELECT balance_fen, frozen_fen FROM bank_account WHERE account_id = $1', [
    accountId,
  ]);
  return { balance: BigInt(String(row?.balance_fen)), frozen: BigInt(String(row?.frozen_fen)) };
}

/** How many rows the bank has written: a refusal must leave these as they were. */
export async function bankCounts(q: Queryable): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['sim_bank_txn', 'bank_flow', 'receipt']) {
    const [row] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${t}`);
    out[t] = Number(String(row?.n));
  }
  return out;
}
