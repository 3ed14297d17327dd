// 入池中 holds the credit (domain-lines.md §18.7, §18.8): a pool-in waiting for the director or the bank now locks each
// credit it names (credit.locked_by_app, with its app_credit row) as a transfer or a financing does, so that nothing
// else takes it meanwhile. Pool-ins already waiting when this runs get the lock their credits would have had, where the
// credit is still 持有 and free.
export const sql = `
UPDATE credit c SET locked_by_app = r.in_app_no
  FROM pond_receivable r JOIN application a ON a.app_no = r.in_app_no
 WHERE r.status = 'PENDING_IN' AND r.asset_no = c.credit_no AND c.status = 'HELD' AND c.locked_by_app IS NULL
   AND a.status IN ('PENDING_REVIEW', 'PENDING_FI');
INSERT INTO app_credit (app_no, credit_no, amount_fen)
SELECT r.in_app_no, r.asset_no, r.amount_fen FROM pond_receivable r JOIN credit c ON c.credit_no = r.asset_no
 WHERE r.status = 'PENDING_IN' AND c.locked_by_app = r.in_app_no
ON CONFLICT DO NOTHING;
`;
