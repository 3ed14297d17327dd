import type { Queryable } from '../../platform/db/db';

/**
 * The simulated bank's invariants (domain-lines.md §16.8, §16.12-4), as readable breaks ('' list when all hold):
 * each account's balance is Σ credits − Σ debits of its flows and 0 ≤ frozen ≤ balance; each transfer has one
 * debit and one credit of its amount and two receipts adding up to twice it.
 */
export async function bankInvariantBreaks(q: Queryable): Promise<string[]> {
  const accounts = await q.query<{ account_id: string; balance_fen: unknown; frozen_fen: unknown; flows_fen: unknown }>(
    `SELECT a.account_id, a.balance_fen, a.frozen_fen,
        COALESCE((SELECT SUM(CASE WHEN f.direction = 'IN' THEN f.amount_fen ELSE -f.amount_fen END)
                    FROM bank_flow f WHERE f.account_id = a.account_id), 0) AS flows_fen
       FROM bank_account a ORDER BY a.account_id`,
  );
  const breaks: string[] = [];
  for (const a of accounts) {
    const balance = BigInt(String(a.balance_fen));
    const frozen = BigInt(String(a.frozen_fen));
    const flows = BigInt(String(a.flows_fen));
    if (balance !== flows) breaks.push(`${a.account_id}: balance ${balance} ≠ Σ flows ${flows}`);
    if (frozen < 0n || frozen > balance) breaks.push(`${a.account_id}: frozen ${frozen} outside 0..${balance}`);
  }
  const txns = await q.query<{ bank_serial: string }>(
    `SELECT t.bank_serial FROM sim_bank_txn t
      WHERE (SELECT count(*) FROM bank_flow f
              WHERE f.txn_id = t.txn_id AND f.direction = 'OUT' AND f.account_id = t.from_account_id AND f.amount_fen = t.amount_fen) <> 1
         OR (SELECT count(*) FROM bank_flow f
              WHERE f.txn_id = t.txn_id AND f.direction = 'IN' AND f.account_id = t.to_account_id AND f.amount_fen = t.amount_fen) <> 1
         OR (SELECT count(*) FROM bank_flow f WHERE f.txn_id = t.txn_id) <> 2
         OR (SELECT COALESCE(SUM(r.amount_fen), 0) FROM receipt r WHERE r.txn_id = t.txn_id) <> 2 * t.amount_fen
      ORDER BY t.txn_id`,
  );
  for (const t of txns) breaks.push(`${t.bank_serial}: flows or receipts do not match the transfer`);
  return breaks;
}
