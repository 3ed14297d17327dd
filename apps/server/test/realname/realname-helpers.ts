import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../src/platform/db/db';

/** A licence file of the corporation's user, as the upload stores it (the upload itself is the files module's). */
export async function storeLicence(db: Queryable, corpId: string, userId: string): Promise<string> {
  const fileId = `LIC${randomBytes(6).toString('hex')}`;
  await db.query(
    `INSERT INTO stored_file (file_id, corp_id, user_id, file_name, mime_type, size_bytes, sha256, content, created_at)
     VALUES ($1, $2, $3, '营业执照.png', 'image/png', 4, 'x', $4, 0)`,
    [fileId, corpId, userId, Buffer.from([1, 2, 3, 4])],
  );
  return fileId;
}

/** The amount the bank paid into the corporation's open attempt (never in an API answer), and a wrong one. */
export async function paidFen(db: Queryable, corpId: string): Promise<number> {
  const [row] = await db.query<{ a: unknown }>("SELECT amount_fen AS a FROM deposit_verify_attempt WHERE corp_id = $1 AND status = 'PAID'", [corpId]);
  return Number(row?.a);
}
export const amountOf = (fen: number): string => `0.${String(fen).padStart(2, '0')}`;
export const wrongOf = (fen: number): string => amountOf(fen === 11 ? 12 : 11);

/** The invariants of domain-lines.md §15.9 (1, 2, 4) that a corporation's rows must keep; the broken ones. */
export async function realnameBreaks(db: Queryable, corpId: string): Promise<string[]> {
  const [c] = await db.query<{ state: string; authenticated: boolean; reauth: boolean; verified_after: boolean; open: unknown; bad_tries: unknown }>(
    `SELECT c.realname_state AS state, c.authenticated,
            EXISTS (SELECT 1 FROM corp_reauth r WHERE r.corp_id = c.corp_id) AS reauth,
            EXISTS (SELECT 1 FROM realname_record v WHERE v.corp_id = c.corp_id AND v.result = 'VERIFIED'
                     AND v.created_at >= COALESCE((SELECT required_at FROM corp_reauth r WHERE r.corp_id = c.corp_id), 0)) AS verified_after,
            (SELECT count(*) FROM deposit_verify_attempt a WHERE a.corp_id = c.corp_id AND a.status IN ('PAYING', 'PAID')) AS open,
            (SELECT count(*) FROM deposit_verify_attempt a WHERE a.corp_id = c.corp_id AND a.tries_left NOT BETWEEN 0 AND 3) AS bad_tries
       FROM corp c WHERE c.corp_id = $1`,
    [corpId],
  );
  if (!c) return ['no corporation'];
  const breaks: string[] = [];
  if ((c.state === 'VERIFIED') !== (c.verified_after && !c.reauth)) breaks.push(`1: ${c.state}, verified record ${c.verified_after}, reauth ${c.reauth}`);
  if (c.reauth !== (c.state === 'REAUTH_REQUIRED')) breaks.push(`2: ${c.state} with reauth ${c.reauth}`);
  if (Number(c.open) > 1) breaks.push(`4: ${String(c.open)} open attempts`);
  if (Number(c.bad_tries) > 0) breaks.push('4: tries_left out of 0..3');
  if (c.authenticated !== (c.state === 'VERIFIED' || c.state === 'REAUTH_REQUIRED')) breaks.push(`mirror: ${c.state} authenticated ${c.authenticated}`);
  const [paid] = await db.query<{ n: unknown }>(
    "SELECT count(*) AS n FROM deposit_verify_attempt WHERE corp_id = $1 AND status = 'PAID' AND purpose = 'LICENSE_ACCOUNT'",
    [corpId],
  );
  if (c.state === 'VERIFYING' && Number(paid?.n) !== 1) breaks.push('VERIFYING without a paid attempt');
  return breaks;
}
