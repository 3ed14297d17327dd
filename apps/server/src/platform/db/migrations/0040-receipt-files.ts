// 回单 (issue 27 item 3, domain-lines.md §16.7): the platform stores each receipt's PDF in the file store. A file the
// platform generates has no uploader, and the receipt of a platform account (验证打款, 手续费) no corporation either:
// such a file is readable by no corporation through the file routes (their conditions compare corp_id), only through
// the receipt routes, which re-hash its bytes.
export const sql = `
ALTER TABLE stored_file ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE stored_file ALTER COLUMN corp_id DROP NOT NULL;
CREATE INDEX receipt_status ON receipt (status, created_at) WHERE status <> 'READY';
`;
