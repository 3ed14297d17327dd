// Issue 27 item 5, 历史额度 (domain-lines.md §16.10): a line past its end date is EXPIRED 已到期, one a renewal took
// over is REPLACED 已替换 (the renewal names it in `replaced_line_id`), one ended early TERMINATED 已终止. Credits
// keep the line they were issued under; an old line's figures only fall as its credits are cashed.
export const sql = `
ALTER TABLE credit_line DROP CONSTRAINT credit_line_status_check;
ALTER TABLE credit_line ADD CONSTRAINT credit_line_status_check
  CHECK (status IN ('PENDING', 'ACTIVE', 'EXPIRED', 'FROZEN', 'REPLACED', 'TERMINATED'));
ALTER TABLE credit_line ADD COLUMN replaced_line_id TEXT REFERENCES credit_line (line_id);
CREATE UNIQUE INDEX credit_line_replaced ON credit_line (replaced_line_id) WHERE replaced_line_id IS NOT NULL;
CREATE INDEX credit_line_old ON credit_line (status) WHERE status IN ('EXPIRED', 'REPLACED', 'TERMINATED');
`;
