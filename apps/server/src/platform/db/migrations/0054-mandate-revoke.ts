// 专户绑定 (issue 29, domain-lines.md §16.8): who revoked a 还款专户's 代扣授权 and on which business date.
export const sql = `
ALTER TABLE account_mandate ADD COLUMN revoked_by TEXT;
ALTER TABLE account_mandate ADD COLUMN revoked_on TEXT;
ALTER TABLE account_mandate ADD CONSTRAINT account_mandate_revoked CHECK ((status = 'REVOKED') = (revoked_on IS NOT NULL));
`;
