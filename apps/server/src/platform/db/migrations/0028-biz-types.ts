// The business types of applications as rows, not a CHECK (docs/adr/0027): a new type's migration inserts its own
// row, so the product lines' migrations never rewrite one shared list (two of them rewriting it could drop the
// other's type). The codes and labels are the contract's biz-type table (packages/api/src/contract/biz-types.ts).
export const sql = `
CREATE TABLE app_biz_type (
  code  TEXT PRIMARY KEY CHECK (code ~ '^[A-Z_]+$'),
  label TEXT NOT NULL
);
INSERT INTO app_biz_type (code, label) VALUES
  ('ISSUE', '开立'), ('WITHDRAW', '开立撤回'), ('SIGN', '签收'), ('TRANSFER', '转让'), ('FINANCE', '融资'), ('RETURN', '退回'),
  ('RECYCLE', '回收'), ('CASH', '兑付'), ('LIMIT_DIST', '额度分配'), ('CORE_FINANCE', '买方付息');
ALTER TABLE application DROP CONSTRAINT application_biz_type_check;
ALTER TABLE application ADD CONSTRAINT application_biz_type_fk FOREIGN KEY (biz_type) REFERENCES app_biz_type (code);
-- Every product of the product table, and the statuses the product lines add (domain-lines.md §14A.4), once: the
-- lines' own migrations then touch neither list.
ALTER TABLE application DROP CONSTRAINT application_product_type_check;
ALTER TABLE application ADD CONSTRAINT application_product_type_check CHECK (product_type IN ('CREDIT', 'VOUCHER', 'ABS', 'EDT', 'DISCOUNT'));
ALTER TABLE application DROP CONSTRAINT application_status_check;
ALTER TABLE application ADD CONSTRAINT application_status_check CHECK (status IN ('DRAFT', 'PENDING_REVIEW', 'PENDING_FINAL', 'RETURNED',
  'PENDING_CP_SIGN', 'PENDING_CP_APPROVAL', 'PENDING_FI', 'PENDING_FUNDING', 'COMPLETED', 'REJECTED', 'CANCELLED', 'CP_REFUSED', 'FI_REJECTED',
  'PENDING_CORE', 'PLAN_OFFERED', 'PENDING_PAYER', 'REVOKED'));
`;
