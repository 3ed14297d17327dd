import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

export interface AgreementRecordRow {
  agreement_no: string;
  corp_id: string;
  template_code: string;
  title: string;
  version: string;
  text_content: string;
  text_sha256: string;
  sign_method: 'CHECK' | 'SCROLL' | 'UKEY' | 'SOFT_KEY';
  signer_user_id: string;
  signer_name: string;
  corp_name: string;
  cert_serial: string | null;
  signature_b64: string | null;
  signed_at: unknown;
  signed_ip: string;
  parties: string;
  biz_ref: string;
  status: 'ACTIVE' | 'SUPERSEDED' | 'TERMINATED';
}

export interface NewAgreementRecord {
  corpId: string;
  templateCode: string;
  title: string;
  version: string;
  text: string;
  textSha256: string;
  signMethod: AgreementRecordRow['sign_method'];
  signerUserId: string;
  certSerial?: string | null;
  signatureB64?: string | null;
  signedAt: number;
  signedIp: string;
  parties: readonly string[];
  bizRef?: string;
}

/** XY + the signing day (Beijing) + a six-digit sequence. */
async function nextAgreementNo(q: Queryable, day: string): Promise<string> {
  const [row] = await q.query<{ n: unknown }>("SELECT nextval('agreement_no_seq') AS n");
  return `XY${day.replaceAll('-', '')}${String(toNumber(row?.n)).padStart(6, '0')}`;
}

/**
 * Record a signature: the corporation's record of the same template (and business) in force becomes SUPERSEDED
 * (已被新版本替代) and the new one ACTIVE, in the caller's transaction.
 */
export async function insertAgreementRecord(q: Queryable, r: NewAgreementRecord, day: string): Promise<string> {
  const bizRef = r.bizRef ?? '';
  await q.query("UPDATE agreement_record SET status = 'SUPERSEDED' WHERE corp_id = $1 AND template_code = $2 AND biz_ref = $3 AND status = 'ACTIVE'", [
    r.corpId,
    r.templateCode,
    bizRef,
  ]);
  const no = await nextAgreementNo(q, day);
  await q.query(
    `INSERT INTO agreement_record (agreement_no, corp_id, template_code, title, version, text_content, text_sha256, sign_method, signer_user_id,
       cert_serial, signature_b64, signed_at, signed_ip, parties, biz_ref)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      no,
      r.corpId,
      r.templateCode,
      r.title,
      r.version,
      r.text,
      r.textSha256,
      r.signMethod,
      r.signerUserId,
      r.certSerial ?? null,
      r.signatureB64 ?? null,
      r.signedAt,
      r.signedIp,
      JSON.stringify(r.parties),
      bizRef,
    ],
  );
  return no;
}

/** A template's record in force becomes SUPERSEDED without a successor: the corporation must sign it again. */
export const supersedeAgreement = (q: Queryable, corpId: string, templateCode: string): Promise<unknown[]> =>
  q.query("UPDATE agreement_record SET status = 'SUPERSEDED' WHERE corp_id = $1 AND template_code = $2 AND status = 'ACTIVE'", [corpId, templateCode]);

/** The corporation's platform agreement no longer binds it (§16.2 name change): the post-login check asks again. */
export async function requirePlatformResign(q: Queryable, corpId: string): Promise<void> {
  await supersedeAgreement(q, corpId, 'PLATFORM');
  await q.query('DELETE FROM agreement_sign WHERE corp_id = $1', [corpId]);
}

const SELECT = `SELECT a.*, u.person_name AS signer_name, c.corp_name FROM agreement_record a
  JOIN app_user u ON u.user_id = a.signer_user_id JOIN corp c ON c.corp_id = a.corp_id`;

/** The corporation's records, newest first. */
export const agreementRecordsOf = (q: Queryable, corpId: string): Promise<AgreementRecordRow[]> =>
  q.query<AgreementRecordRow>(`${SELECT} WHERE a.corp_id = $1 ORDER BY a.signed_at DESC, a.agreement_no DESC`, [corpId]);

export async function agreementRecordOf(q: Queryable, corpId: string, agreementNo: string): Promise<AgreementRecordRow | undefined> {
  return (await q.query<AgreementRecordRow>(`${SELECT} WHERE a.corp_id = $1 AND a.agreement_no = $2`, [corpId, agreementNo]))[0];
}

export async function corpNameOf(q: Queryable, corpId: string): Promise<string> {
  return (await q.query<{ corp_name: string }>('SELECT corp_name FROM corp WHERE corp_id = $1', [corpId]))[0]?.corp_name ?? '';
}
