import type { InfoChangeField } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

/** The registered information a change compares with and writes (企业名称 is corp_name). */
export interface RegisteredValues {
  corpName: string;
  legalRepName: string;
  regAddress: string;
  businessScope: string;
}

export interface CorpRegistered extends RegisteredValues {
  uscc: string;
  corpType: string;
  realnameState: string;
}

export async function registeredOf(q: Queryable, corpId: string, lock = false): Promise<CorpRegistered | undefined> {
  const [row] = await q.query<{
    uscc: string;
    corp_type: string;
    corp_name: string;
    legal_rep_name: string;
    reg_address: string;
    business_scope: string;
    realname_state: string;
  }>(
    `SELECT uscc, corp_type, corp_name, legal_rep_name, reg_address, business_scope, realname_state FROM corp WHERE corp_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [corpId],
  );
  return row
    ? {
        uscc: row.uscc,
        corpType: row.corp_type,
        corpName: row.corp_name,
        legalRepName: row.legal_rep_name,
        regAddress: row.reg_address,
        businessScope: row.business_scope,
        realnameState: row.realname_state,
      }
    : undefined;
}

export const writeRegistered = (q: Queryable, corpId: string, v: RegisteredValues): Promise<unknown[]> =>
  q.query('UPDATE corp SET corp_name = $2, legal_rep_name = $3, reg_address = $4, business_scope = $5 WHERE corp_id = $1', [
    corpId,
    v.corpName,
    v.legalRepName,
    v.regAddress,
    v.businessScope,
  ]);

/** The medium of the key bound to the user's role (UKEY, SOFT), if any. */
export async function boundKeyMedium(q: Queryable, userId: string, roleCode: string): Promise<string | undefined> {
  const [row] = await q.query<{ medium: string }>("SELECT medium FROM ukey_binding WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [
    userId,
    roleCode,
  ]);
  return row?.medium;
}

export const softKeySigns = async (q: Queryable, businessType: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM soft_key_biz_type WHERE business_type = $1', [businessType])).length > 0;

export const corpFile = async (q: Queryable, fileId: string, corpId: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM stored_file WHERE file_id = $1 AND corp_id = $2', [fileId, corpId])).length > 0;

export interface InfoChangeRow {
  change_no: string;
  corp_id: string;
  status: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  fields: string;
  before_values: string;
  after_values: string;
  licence_file: string | null;
  submitted_by: string;
  submitter_name: string;
  created_at: unknown;
  decided_at: unknown;
  reason: string;
}

const SELECT = 'SELECT c.*, u.person_name AS submitter_name FROM corp_info_change c JOIN app_user u ON u.user_id = c.submitted_by';

export const changesOf = (q: Queryable, corpId: string): Promise<InfoChangeRow[]> =>
  q.query<InfoChangeRow>(`${SELECT} WHERE c.corp_id = $1 AND c.status <> 'DRAFT' ORDER BY c.created_at DESC, c.change_no DESC`, [corpId]);

export async function changeOf(q: Queryable, corpId: string, changeNo: string, lock = false): Promise<InfoChangeRow | undefined> {
  return (await q.query<InfoChangeRow>(`${SELECT} WHERE c.corp_id = $1 AND c.change_no = $2${lock ? ' FOR UPDATE OF c' : ''}`, [corpId, changeNo]))[0];
}

export const openChangeExists = async (q: Queryable, corpId: string): Promise<boolean> =>
  (await q.query("SELECT 1 FROM corp_info_change WHERE corp_id = $1 AND status = 'SUBMITTED'", [corpId])).length > 0;

export interface NewChange {
  corpId: string;
  fields: readonly InfoChangeField[];
  before: RegisteredValues;
  after: RegisteredValues;
  licenceFile: string | null;
  userId: string;
  now: number;
  day: string;
}

/** A new draft (BG + day + sequence); the corporation's earlier drafts are dropped (one draft at a time). */
export async function insertDraft(q: Queryable, c: NewChange): Promise<string> {
  await q.query("DELETE FROM corp_info_change WHERE corp_id = $1 AND status = 'DRAFT'", [c.corpId]);
  const [row] = await q.query<{ n: unknown }>("SELECT nextval('info_change_no_seq') AS n");
  const no = `BG${c.day.replaceAll('-', '')}${String(toNumber(row?.n)).padStart(6, '0')}`;
  await q.query(
    `INSERT INTO corp_info_change (change_no, corp_id, status, fields, before_values, after_values, licence_file, submitted_by, created_at)
     VALUES ($1, $2, 'DRAFT', $3, $4, $5, $6, $7, $8)`,
    [no, c.corpId, JSON.stringify(c.fields), JSON.stringify(c.before), JSON.stringify(c.after), c.licenceFile, c.userId, c.now],
  );
  return no;
}

/** The signed submission's outcome: reviewed at once (APPROVED or REJECTED with the reason). */
export const decideChange = (
  q: Queryable,
  changeNo: string,
  d: { status: 'APPROVED' | 'REJECTED'; reason: string; now: number; serial: string | null },
): Promise<unknown[]> =>
  q.query('UPDATE corp_info_change SET status = $2, reason = $3, decided_at = $4, cert_serial = $5, created_at = $4 WHERE change_no = $1', [
    changeNo,
    d.status,
    d.reason,
    d.now,
    d.serial,
  ]);
